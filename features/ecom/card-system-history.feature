@ecom @ledger @critical
Feature: What an online payment with a sandbox card does in the card system
  A card of the sandbox's card system pays on the gateway against its own account, so the card
  system shows what the payment moved: a held payment keeps its money from being spent (on top of
  any hold set on its own account, and only there) and leaves no record until it is captured (a
  debit presentment) or reversed (nothing moves); a refund is a credit presentment. Each record
  names the shop's merchant and its terminal, as a payment at a shop's till does.

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

  Scenario: A held payment keeps its money from being spent until it is reversed
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And the merchant has registered order "P-1" for 30.00 EUR to be captured later
    And the customer pays order "P-1" with Alice's card
    When Alice tries to withdraw 80.00 EUR from her card
    Then the debit is declined because of insufficient funds
    When the merchant reverses order "P-1"
    And Alice withdraws 80.00 EUR from her card
    Then Alice's card has a balance of 20.00 EUR
    And the history of Alice's card is:
      | type | description                | direction | amount     |
      | 760  | Credit account presentment | CREDIT    | 100.00 EUR |
      | 774  | Debit account presentment  | DEBIT     | 80.00 EUR  |

  Scenario: A held payment may take all the money there is
    Given Alice has a virtual card
    And Alice's card is topped up with 30.00 EUR
    And the merchant has registered order "P-1" for 30.00 EUR to be captured later
    When the customer pays order "P-1" with Alice's card
    Then Alice's account shows 0.00 EUR available and 30.00 EUR held

  Scenario: A hold set on the account adds to its own held payments, not to another account's
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card
    And Bob's card is topped up with 100.00 EUR
    And the merchant has registered order "P-1" for 30.00 EUR to be captured later
    And the customer pays order "P-1" with Alice's card
    And the merchant has registered order "P-2" for 40.00 EUR to be captured later
    And the customer pays order "P-2" with Bob's card
    When 20.00 EUR is held on Alice's account
    Then Alice's account shows 50.00 EUR available and 50.00 EUR held
    And Bob's account shows 60.00 EUR available and 40.00 EUR held

  Scenario: An online payment names the shop's merchant and terminal in the card's history
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And the merchant has registered order "A-1" for 30.00 EUR
    When the customer pays order "A-1" with Alice's card
    Then the history of Alice's card shows a debit of 30.00 EUR naming a merchant and its terminal
