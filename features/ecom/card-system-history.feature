@ecom @ledger
Feature: What an online payment with a sandbox card leaves in the card system's history
  A card of the sandbox's card system pays on the gateway against its own account, so its history
  (Card Management v1) shows what the payment moved: a held payment nothing until it is captured,
  the capture as a debit presentment, a refund as a credit presentment.

  Scenario: A captured payment is a debit presentment, its refund a credit presentment
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And the merchant has registered order "P-1" for 30.00 EUR to be captured later
    And the customer pays order "P-1" with Alice's card
    When the merchant captures 20.00 EUR of order "P-1"
    And the merchant refunds 5.00 EUR of order "P-1"
    Then the history of Alice's card is:
      | type | description                | direction | amount     |
      | 760  | Credit account presentment | CREDIT    | 100.00 EUR |
      | 774  | Debit account presentment  | DEBIT     | 20.00 EUR  |
      | 760  | Credit account presentment | CREDIT    | 5.00 EUR   |
