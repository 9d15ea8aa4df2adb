@v1 @v2 @critical
Feature: One sandbox behind both card-management interfaces
  A card issued through one interface is visible and usable through the other, with one balance
  in one ledger.

  Scenario: A card issued through v2 is seen by the card system with its balance
    Given Alice has a virtual card issued through Card Management v2
    And Alice's card is topped up with 75.00 EUR through Card Management v2
    Then the card system shows Alice's card as "VALID CARD"
    And the card system shows a balance of 75.00 EUR on Alice's card

  Scenario: A top-up through v2 is in the card system's history under its reference number
    Given Alice has a virtual card issued through Card Management v2
    When Alice's card is topped up with 75.00 EUR through Card Management v2
    Then the history of Alice's card shows that top-up under the authorisation code its reference number ends in

  Scenario: A card blocked in the card system is blocked for v2 too
    Given Alice has a virtual card issued through Card Management v2
    When Alice's card status is changed to "STOLEN CARD"
    Then Card Management v2 shows Alice's card as blocked

  Scenario: v2 shows when the card system locked a card, and no date once the card is valid again
    Given Alice has a virtual card issued through Card Management v2
    When Alice's card status is changed to "LOST CARD"
    Then Alice's card shows when it was blocked
    When Alice's card status is changed to "VALID CARD"
    Then Alice's card shows no blocking date

  Scenario: A customer registered with the card system is a cardholder for v2, with the name, e-mail and address registered
    When Alice registers as a customer
    Then Card Management v2 shows Alice as a cardholder with the name, e-mail and address registered with the card system
