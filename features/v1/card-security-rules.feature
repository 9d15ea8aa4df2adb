@v1
Feature: PINs, security codes, tokens and services: how they are asked for
  A holder may choose the new PIN and send it as a PIN block of the card; a block of another card,
  or one not made as ISO 9564 format 0 of a PIN of 4 to 12 digits, is refused. Asked without a
  delivery method, a new PIN and a new security code come in the answer; asked encrypted, the
  security code comes only as a block. A card's one device token is on plastic 1. A service request
  names the card with its expiry and, when it sends one, the card's own account. A service kept on
  the account is seen from every card of the account, one kept on a card from that card only.

  Background:
    Given Alice has a virtual card

  Rule: A holder may choose the new PIN and send it as a PIN block of the card

    Scenario: Alice sends the PIN she chose as a PIN block
      When Alice chooses a new PIN and sends it as a PIN block of her card, asking for it back encrypted
      Then the answer carries back the PIN block Alice sent

    Scenario: A PIN block of another card is refused
      When Alice tries to send a new PIN as a PIN block of another card
      Then the request is refused because the PIN block is not of the card

    Scenario Outline: A PIN block of the card <fault> is refused
      When Alice tries to send a new PIN as a PIN block of her card <fault>
      Then the request is refused because <reason>

      Examples:
        | fault                          | reason                                         |
        | holding a PIN of 3 digits      | the PIN block is not a format-0 block of a PIN |
        | holding a PIN of 13 digits     | the PIN block is not a format-0 block of a PIN |
        | whose PIN starts with a letter | the PIN block is not a format-0 block of a PIN |
        | padded with a 0 among the Fs   | the PIN block is not a format-0 block of a PIN |
        | made in ISO format 1           | the PIN block is not a format-0 block of a PIN |
        | of 15 hex digits               | the PIN block is not 16 hex digits             |

  Rule: A new PIN or security code asked for without a delivery method comes in the answer

    Scenario: A new PIN without a delivery method
      When Alice asks for a new PIN without saying how it is delivered
      Then Alice receives a new PIN of 4 digits

    @v2
    Scenario: A new security code without a delivery method
      When Alice asks for a new security code without saying how it is delivered
      Then Alice receives a new security code of 3 digits, not the old one

    @v2
    Scenario: A new security code delivered encrypted
      When Alice asks for a new security code delivered encrypted in the answer
      Then Alice receives her new security code only encrypted, beside the masked number

    @v2
    Scenario: A blocked card gets no new security code
      Given Alice has blocked her card
      When Alice tries to get a new security code delivered in the answer
      Then the request is refused because the card is not active

  Rule: A card's one device token is on plastic 1

    Scenario: The token of plastic 1
      Then Alice's card has its device token on plastic 1

  Rule: A service request names the card with its expiry and, when it sends one, the card's account

    Scenario: A service asked for with another expiry names no card
      When Alice tries to connect SMS notifications to her card naming the expiry "209912"
      Then the request is refused because the card does not exist

    Scenario: A service asked for with the card's own account is connected
      When Alice tries to connect SMS notifications to her card naming Alice's account
      Then the card system confirms it

    Scenario: A service asked for with another customer's account is refused
      Given Bob has a virtual card
      When Alice tries to connect SMS notifications to her card naming Bob's account
      Then the request is refused because the service's account is not the card's

    Scenario: A service connected answers with a trace number and the time
      When Alice connects SMS notifications to her card with the phone number "491511111111"
      Then the card system confirms it with a trace number and the time of the action

  Rule: A service on the account is seen from every card of the account; a service on a card from that card only

    Scenario: Two cards on one account
      Given Bob has a virtual card on Alice's account
      And Alice has connected SMS notifications to her card with the phone number "491511111111"
      When Alice connects e-mail statements to her account with the address "alice@example.com"
      Then the card system finds e-mail statements on Bob's account
      And the card system does not find SMS notifications on Bob's card
