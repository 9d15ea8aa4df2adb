@v1
Feature: What the card system answers about a debit's fee and kind, and about a card's balance
  A debit's fee is an amount, a fixed fee or a percentage of the amount rounded half up; the answer
  shows the fee the issuer charged, and none when there is none. A debit naming a merchant is a
  purchase, one without a merchant cash. A sandbox card has one account, its default one.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: A debit's fee is charged as the request states it, and the answer shows it

    Scenario Outline: A fee <fee>
      When Alice withdraws 10.10 EUR from her card with a <fee>
      Then the card system's answer shows an issuer fee of <charged>
      And Alice's card has a balance of <balance>

      Examples:
        | fee                   | charged  | balance   |
        | fee of 0.40 EUR       | 0.40 EUR | 89.50 EUR |
        | fixed fee of 0.75 EUR | 0.75 EUR | 89.15 EUR |
        | fee of 5 percent      | 0.51 EUR | 89.39 EUR |
        | fee of 20 percent     | 2.02 EUR | 87.88 EUR |

    Scenario: A debit without a fee shows none
      When Alice withdraws 10.00 EUR from her card
      Then the card system's answer shows no issuer fee
      And Alice's card has a balance of 90.00 EUR

    Scenario: A top-up's fee is shown too
      When Alice's card is topped up with 10.00 EUR with a fee of 0.50 EUR
      Then the card system's answer shows an issuer fee of 0.50 EUR

  Rule: A debit naming a merchant is a purchase, one without a merchant cash

    Scenario: A payment at a merchant
      When Alice pays 20.00 EUR at the merchant Shop24 with category 5411
      Then the card system answers it as a purchase

    Scenario: A withdrawal
      When Alice withdraws 20.00 EUR from her card
      Then the card system answers it as a cash withdrawal

  Rule: A sandbox card's balance is that of its one account, the default one

    Scenario: The balance of the default account names the card
      When Alice reads the balance of her card's account of the type "ACCOUNT_TYPE_DEFAULT"
      Then the balance answer names Alice's card by its id and its masked number

    Scenario: A card has no savings account
      When Alice reads the balance of her card's account of the type "ACCOUNT_TYPE_SAVING"
      Then the request is refused because a sandbox card has only its default account
