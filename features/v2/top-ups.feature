@v2 @ledger @blocker
Feature: Top-ups
  The sandbox lets money be added to a card. Amounts are whole numbers of cents, in euros only.

  Background:
    Given Alice has a virtual card

  Rule: A top-up credits the card's account

    Scenario: Top up a card
      When Alice's card is topped up with 250.00 EUR
      Then the top-up is approved
      And the top-up shows the amount and the cards as they were named, the card numbers masked
      And Alice's card has a balance of 250.00 EUR

    Scenario: Top-ups add up
      Given Alice's card is topped up with 250.00 EUR
      When Alice's card is topped up with 0.01 EUR
      Then Alice's card has a balance of 250.01 EUR

  Rule: Only positive whole amounts in euros are accepted

    Scenario Outline: A top-up of <amount> is refused
      When someone tries to top up Alice's card with <amount>
      Then the request is refused because <reason>
      And Alice's card has a balance of 0.00 EUR

      Examples:
        | amount            | reason                                          |
        | 10.005 EUR        | the amount is not a whole number of cents       |
        | -5.00 EUR         | the amount is not positive                      |
        | 0.00 EUR          | the amount is not positive                      |
        | 100.00 USD        | the currency is not EUR                         |
        | 99,999,999,999.99 EUR | the amount is too large                     |

  Rule: A blocked card cannot be topped up

    Scenario: Top up a blocked card
      Given Alice has blocked her card
      When someone tries to top up Alice's card with 10.00 EUR
      Then the top-up is declined because the card is blocked
      And Alice's card has a balance of 0.00 EUR

  Rule: A top-up of a card the sandbox never issued is declined, and shows the card as it was named

    Scenario: Top up a card that does not exist
      When someone tries to top up a card that does not exist with 10.00 EUR
      Then the top-up is declined because the card does not exist
      And the top-up shows the amount and the cards as they were named, the card numbers masked
