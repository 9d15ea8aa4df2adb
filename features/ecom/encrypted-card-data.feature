@ecom @emulator-only
Feature: Card data typed into the gateway's web form on the shop's own page
  A shop that shows its own payment form lets the gateway's web form encrypt the card into a card
  token that only the gateway can read, made for one order. The shop never sees the card, and the
  gateway pays the order with the card inside. The sandbox publishes the key these tokens are
  encrypted for, so these scenarios run against the emulator.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: A card token pays the order it was made for, and no other

    @ledger
    Scenario: The card typed into the web form pays the order
      Given the merchant has registered order "A-1" for 30.00 EUR
      When the customer pays order "A-1" with Alice's card typed into the gateway's web form on the shop's page
      Then order "A-1" is paid
      And order "A-1" shows Alice's card masked
      And Alice's card has a balance of 70.00 EUR

    Scenario: A card token made for another order is refused
      Given the merchant has registered order "A-1" for 30.00 EUR
      And the merchant has registered order "A-2" for 10.00 EUR
      When the customer tries to pay order "A-1" with Alice's card typed into the gateway's web form, the card token made for order "A-2"
      Then the request is refused because the card token was made for another order
      And order "A-1" is registered and not paid
      And Alice's card has a balance of 100.00 EUR
