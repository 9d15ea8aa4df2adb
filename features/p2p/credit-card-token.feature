@p2p @p2p-transfer @emulator-only
Feature: The card to credit typed into the gateway's web form
  The recipient's card may reach the gateway as a card token made by the web form for the transfer,
  like the card to debit: the transfer credits the card inside it, and a token made for another
  transfer is refused.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card

  @ledger @critical
  Scenario: A card token of the card to credit credits that card
    Given the merchant has registered transfer "T-1" for 40.00 EUR
    When the customer performs transfer "T-1" from Alice's card to Bob's card, the card to credit typed into the gateway's web form on the shop's page
    Then transfer "T-1" is approved
    And Alice's card has a balance of 59.50 EUR
    And Bob's card has a balance of 40.00 EUR

  @ledger
  Scenario: A card token of the card to credit may carry its number alone, without an expiry or a security code
    Given the merchant has registered transfer "T-1" for 40.00 EUR
    When the customer performs transfer "T-1" from Alice's card to Bob's card, the card to credit typed into the gateway's web form as its number only
    Then transfer "T-1" is approved
    And Bob's card has a balance of 40.00 EUR

  Scenario: A card token of the card to credit made for another transfer is refused
    Given the merchant has registered transfer "T-1" for 40.00 EUR
    And the merchant has registered transfer "T-2" for 10.00 EUR
    When the customer tries to perform transfer "T-1" with a card token to credit made for transfer "T-2", from Alice's card to Bob's card
    Then the request is refused because the card token was made for another order
    And transfer "T-1" is registered and not performed
    And Bob's card has a balance of 0.00 EUR
