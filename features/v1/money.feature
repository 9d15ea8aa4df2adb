@v1 @ledger @blocker
Feature: Money on cards in the card system
  The card system credits and debits cards, tops them up and moves money from one customer's card
  to another's. All money moves through one ledger: credits come from the sandbox's settlement
  account, debits go back to it and their fees to the fee account. A refused movement moves nothing.

  Rule: Credits and top-ups add to the balance

    Background:
      Given Alice has a virtual card

    Scenario: Credit a card
      When Alice's card is credited with 120.00 EUR
      Then Alice's card has a balance of 120.00 EUR

    Scenario: Top up a card
      When Alice's card is topped up with 250.00 EUR
      Then the top-up is approved
      And Alice's card has a balance of 250.00 EUR

    Scenario: Credits and top-ups add up
      Given Alice's card is credited with 100.00 EUR
      When Alice's card is topped up with 0.01 EUR
      Then Alice's card has a balance of 100.01 EUR

    Scenario: A blocked card cannot be topped up
      Given Alice has blocked her card
      When someone tries to top up Alice's card with 10.00 EUR
      Then the top-up is declined because the card is blocked
      And Alice's card has a balance of 0.00 EUR

  Rule: A debit takes the amount and its fee, and both must be covered

    Background:
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR

    Scenario: Withdraw with a fee
      When Alice withdraws 40.00 EUR from her card with a fee of 1.50 EUR
      Then Alice's card has a balance of 58.50 EUR

    Scenario: Pay at a merchant
      When Alice pays 25.00 EUR at the merchant Shop24 with category 5411
      Then Alice's card has a balance of 75.00 EUR

    Scenario: The fee must be covered too
      When Alice tries to withdraw 99.00 EUR from her card with a fee of 1.50 EUR
      Then the debit is declined because of insufficient funds
      And Alice's card has a balance of 100.00 EUR

    Scenario: A blocked card cannot be debited
      Given Alice has blocked her card
      When Alice tries to withdraw 10.00 EUR from her card
      Then the debit is declined because the card is blocked
      And Alice's card has a balance of 100.00 EUR

    Scenario: Withdrawals count against the daily limit
      Given Alice's card is topped up with 2,000.00 EUR
      And Alice withdraws 900.00 EUR from her card
      When Alice tries to withdraw 100.01 EUR from her card
      Then the debit is declined because it exceeds the daily spending limit
      And Alice's card has a balance of 1,200.00 EUR

  Rule: A transfer moves money from one customer's card to another's

    Background:
      Given Alice and Bob each have a virtual card
      And Alice's card is topped up with 200.00 EUR

    Scenario: Transfer between two customers' cards
      When Alice transfers 75.50 EUR to Bob
      Then the transfer is approved
      And Alice's card has a balance of 124.50 EUR
      And Bob's card has a balance of 75.50 EUR

    Scenario: A transfer over the balance is refused
      When Alice tries to transfer 200.01 EUR to Bob
      Then the transfer is declined because of insufficient funds
      And Alice's card has a balance of 200.00 EUR
      And Bob's card has a balance of 0.00 EUR

    Scenario: A transfer with the wrong expiry date is refused
      When Alice tries to transfer 10.00 EUR to Bob giving the wrong expiry date
      Then the transfer is declined because the expiry date is wrong
      And Alice's card has a balance of 200.00 EUR

    Scenario: A transfer to a blocked card is refused
      Given Bob has blocked his card
      When Alice tries to transfer 10.00 EUR to Bob
      Then the transfer is declined because the card is blocked
      And Alice's card has a balance of 200.00 EUR

  Rule: Amounts are positive whole numbers of cents, in euros

    Background:
      Given Alice and Bob each have a virtual card
      And Alice's card is topped up with 100.00 EUR

    Scenario Outline: A debit of <amount> is refused
      When Alice tries to withdraw <amount> from her card
      Then the request is refused because <reason>
      And Alice's card has a balance of 100.00 EUR

      Examples:
        | amount                | reason                                    |
        | 10.005 EUR            | the amount is not a whole number of cents |
        | -5.00 EUR             | the amount is not positive                |
        | 0.00 EUR              | the amount is not positive                |
        | 10.00 USD             | the currency is not EUR                   |
        | 99,999,999,999.99 EUR | the amount is too large                   |

    Scenario Outline: A credit of <amount> is refused
      When someone tries to credit <amount> to Alice's card
      Then the request is refused because <reason>
      And Alice's card has a balance of 100.00 EUR

      Examples:
        | amount     | reason                                    |
        | 0.001 EUR  | the amount is not a whole number of cents |
        | -1.00 EUR  | the amount is not positive                |
        | 10.00 GBP  | the currency is not EUR                   |

    Scenario Outline: A transfer of <amount> is refused
      When Alice tries to transfer <amount> to Bob
      Then the request is refused because <reason>
      And Alice's card has a balance of 100.00 EUR

      Examples:
        | amount     | reason                                    |
        | 1.005 EUR  | the amount is not a whole number of cents |
        | -1.00 EUR  | the amount is not positive                |
        | 10.00 USD  | the currency is not EUR                   |

  @v2
  Rule: Both interfaces share one ledger

    Scenario: A card issued through v2 is debited in the card system
      Given Alice has a virtual card issued through Card Management v2
      And Alice's card is topped up with 100.00 EUR through Card Management v2
      When Alice withdraws 30.00 EUR from her card
      Then Card Management v2 shows a balance of 70.00 EUR on Alice's card
      And Alice's card has a balance of 70.00 EUR

    Scenario: Money moves from a v2 card to a card of the card system
      Given Alice has a virtual card issued through Card Management v2
      And Bob has a virtual card
      And Alice's card is topped up with 100.00 EUR through Card Management v2
      When Alice transfers 40.00 EUR to Bob
      Then Card Management v2 shows a balance of 60.00 EUR on Alice's card
      And Card Management v2 shows a balance of 40.00 EUR on Bob's card
