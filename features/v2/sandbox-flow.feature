@v2 @ledger @blocker
Feature: The sandbox flow, end to end
  The flow the sandbox documents: two cardholders, a card each, spending limits set and replaced,
  a top-up, the balance, a transfer, the transfers listed by the debited and by the credited card,
  and a blocked card that can no longer send money.

  Scenario: Two cardholders move money between their cards
    Given Alice and Bob are registered as cardholders
    And Alice and Bob each have a virtual card
    When Alice sets her card's spending limits to 500.00 EUR daily and 5,000.00 EUR monthly
    And Alice replaces her card's daily spending limit with 400.00 EUR
    Then Alice's card has a daily spending limit of 400.00 EUR and a monthly spending limit of 5,000.00 EUR
    When Alice's card is topped up with 300.00 EUR
    Then Alice's card has a balance of 300.00 EUR
    When Alice transfers 120.00 EUR to Bob
    Then Alice's card has a balance of 180.00 EUR
    And Bob's card has a balance of 120.00 EUR
    And the transfers of Alice's card are:
      | from  | to  | amount     | status   |
      | Alice | Bob | 120.00 EUR | approved |
    And the transfers of Bob's card are:
      | from  | to  | amount     | status   |
      | Alice | Bob | 120.00 EUR | approved |
    When Alice blocks her card
    And Alice tries to transfer 10.00 EUR to Bob
    Then the transfer is declined because the card is blocked
    And Alice's card has a balance of 180.00 EUR
    And Bob's card has a balance of 120.00 EUR
