@p2p @ledger
Feature: What the P2P gateway's movements leave in the card system's history
  The P2P gateway moves the money of the sandbox's cards through the card system, so each movement
  shows in the card's history (Card Management v1) as the card system records it: a transfer between
  two sandbox cards as the debit part with its fee, the transfer and the credit part; a funding as
  the debit part of a transfer, its payout as the credit part.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card

  @p2p-transfer
  Scenario: A transfer between two sandbox cards records its debit part with the fee and its credit part
    When Alice sends 40.00 EUR from her card to Bob's card
    Then the history of Alice's card shows a debit of 40.00 EUR with a fee of 0.50 EUR
    And the history of Bob's card is:
      | type | description     | direction | amount    |
      | 782  | P2P Credit part | CREDIT    | 40.00 EUR |

  @p2p-funding @p2p-payout
  Scenario: A funding is the debit part of a transfer, its payout the credit part
    When the merchant takes a funding of 30.00 EUR from Alice's card for a payout
    And the merchant pays the funding out to Bob's card
    Then the history of Alice's card is:
      | type | description                | direction | amount     |
      | 760  | Credit account presentment | CREDIT    | 100.00 EUR |
      | 781  | P2P Debit part             | DEBIT     | 30.00 EUR  |
    And the history of Bob's card is:
      | type | description     | direction | amount    |
      | 782  | P2P Credit part | CREDIT    | 30.00 EUR |
