@v2 @card-states @critical
Feature: Virtual cards
  Each cardholder can be issued virtual cards of the sandbox product. A new card is active at once,
  carries the default spending limits and shows its full number and security code only when it is
  read on its own.

  Background:
    Given Alice is a cardholder

  Rule: A new card is active, empty, and has the default spending limits

    Scenario: Issue a virtual card
      When Alice is issued a virtual card
      Then Alice's card is active
      And Alice's card has a balance of 0.00 EUR
      And Alice's card has a daily spending limit of 1,000.00 EUR and a monthly spending limit of 10,000.00 EUR
      And Alice's card expires in the future
      And Alice's card shows no embossed name, as a virtual card
      And Alice's card account is in EUR

    Scenario: A card of another product is refused
      When Alice tries to get a virtual card of the product "PLATINUM METAL"
      Then the request is refused because the product is unknown

    Scenario: A card for a cardholder who does not exist is refused
      When someone tries to issue a card to a cardholder who does not exist
      Then the request is refused because the cardholder does not exist
      And the refusal says which cardholder does not exist

  Rule: The full card number and security code are shown only when the card is read on its own

    Scenario: Only the card details show the full number
      When Alice is issued a virtual card
      Then the issued card shows only a masked number
      And Alice's card details show the full number and the security code

  Rule: A card can be blocked and unblocked, one state change at a time

    Scenario: Block a card
      Given Alice has a virtual card
      When Alice blocks her card
      Then the changed card shows only a masked number
      And Alice's card is blocked
      And Alice's card shows when it was blocked

    Scenario: Unblock a card
      Given Alice has a virtual card
      And Alice has blocked her card
      When Alice unblocks her card
      Then Alice's card is active
      And Alice's card shows no blocking date

    Scenario: Blocking a card that is already blocked is refused
      Given Alice has a virtual card
      And Alice has blocked her card
      When Alice tries to block her card
      Then the request is refused because the card is already blocked

    @v1
    Scenario: A card the card system holds as lost cannot be unblocked here
      Given Alice has a virtual card
      And Alice's card status is changed to "LOST CARD"
      When Alice tries to unblock her card
      Then the request is refused because the card cannot be unlocked
      And Alice's card is blocked

  Rule: A card changes exactly one parameter per request

    Scenario: Changing the status and the limits at once is refused
      Given Alice has a virtual card
      When Alice tries to block her card and change its daily spending limit in one request
      Then the request is refused because only one card parameter may change at a time
      And Alice's card is active

    Scenario: A change with nothing to change is refused
      Given Alice has a virtual card
      When Alice tries to change her card without saying what
      Then the request is refused because only one card parameter may change at a time

  Rule: A card can be reissued and given a PIN

    Scenario: Reissue a card
      Given Alice has a virtual card
      And Alice's card is topped up with 50.00 EUR
      When Alice has her card reissued
      Then Alice's card has a new number
      And Alice's card has a balance of 50.00 EUR

    Scenario: Set a PIN
      Given Alice has a virtual card
      When Alice sets her card's PIN
      Then Alice's card is active
      And Alice's card keeps its number
      And Alice's card details do not show the PIN

    Scenario: A PIN that is not four digits is refused
      Given Alice has a virtual card
      When Alice tries to set her card's PIN to "12a4"
      Then the request is refused because the PIN is invalid

  Rule: An unknown card cannot be read or changed

    Scenario: Look up a card that does not exist
      When someone tries to look up a card that does not exist
      Then the request is refused because the card does not exist
      And the refusal says which card does not exist

    Scenario: Block a card that does not exist
      When someone tries to block a card that does not exist
      Then the request is refused because the card does not exist
      And the refusal says which card does not exist
