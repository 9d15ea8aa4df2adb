@p2p @p2p-transfer @browser
Feature: The gateway's transfer page
  Instead of taking the cards itself, the shop may send the customer to the gateway's page
  (formUrl): the customer types both cards there, passes 3-D Secure when the card asks for it, and
  comes back to the shop's return page; the shop then reads the status.

  @ledger
  Scenario: The customer sends money between two v2-issued cards on the gateway's page
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card
    And the merchant has registered transfer "T-1" for 15.00 EUR
    When the customer sends transfer "T-1" on the gateway's page from Alice's card to Bob's card
    Then the customer is back on the shop's return page of transfer "T-1"
    And transfer "T-1" is approved
    And Alice's card has a balance of 84.50 EUR
    And Bob's card has a balance of 15.00 EUR

  @3ds2
  Scenario: The customer confirms with the bank on the way
    Given the merchant has registered transfer "T-1" for 15.00 EUR
    When the customer sends transfer "T-1" on the gateway's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
    And the customer types the one-time code the bank sent
    Then the customer is back on the shop's return page of transfer "T-1"
    And transfer "T-1" is approved
