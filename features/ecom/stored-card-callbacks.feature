@ecom @credential-common @callbacks @emulator-only @critical
Feature: Callbacks about stored cards
  Besides its payments, the gateway tells the merchant's server when it keeps a customer's card and
  when the merchant switches a kept card off or on. These callbacks always go to the address on the
  merchant's account (set through the emulator's control API here, as a merchant does in its
  personal area).

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 50.00 EUR
    And the merchant's account has a callback address
    And the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card

  Scenario: Keeping the card is notified
    When the customer pays order "S-1" with Alice's card, to store it
    Then the merchant is notified at its account's address that the card stored with order "S-1" was kept

  Scenario: Switching the card off and on is notified each time
    Given the customer pays order "S-1" with Alice's card, to store it
    When the merchant switches off the card stored with order "S-1"
    Then the merchant is notified at its account's address that the card stored with order "S-1" was switched off
    When the merchant switches on the card stored with order "S-1"
    Then the merchant is notified at its account's address that the card stored with order "S-1" was switched on
