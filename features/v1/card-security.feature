@v1
Feature: Card security and services
  A card's PIN is kept by the card system and never shown back, except a newly formed PIN in the
  way the holder asked for it. A new security code replaces the old one for every interface. Each
  card has one device token, transaction scheme additions of its own, and services connected to
  the card or to its account.

  Background:
    Given Alice has a virtual card

  Rule: A PIN is changed on an active card and never shown

    Scenario: Alice changes her PIN
      When Alice changes her PIN
      Then the change is confirmed without showing the PIN
      And the card data of Alice's card does not show the PIN

    Scenario Outline: A PIN of "<pin>" is refused
      When Alice tries to change her PIN to "<pin>"
      Then the request is refused because the PIN is not 4 to 12 digits

      Examples:
        | pin           |
        | 123           |
        | 1234567890123 |
        | 12a4          |

    Scenario: The PIN of a blocked card cannot be changed
      Given Alice has blocked her card
      When Alice tries to change her PIN
      Then the request is refused because the card is not active

  Rule: A new PIN is delivered the way the holder asks, or only the card is checked

    Scenario: A new PIN delivered in the answer
      When Alice asks for a new PIN delivered in the answer
      Then Alice receives a new PIN of 4 digits

    Scenario: A new PIN delivered encrypted
      When Alice asks for a new PIN delivered encrypted in the answer
      Then Alice receives her new PIN only as an encrypted PIN block

    Scenario Outline: A new PIN delivered <delivery> is not in the answer
      When Alice asks for a new PIN delivered <delivery>
      Then the answer shows no PIN

      Examples:
        | delivery                           |
        | by SMS                             |
        | half in the answer and half by SMS |
        | without delivery                   |

    Scenario: Checking the card before forming a PIN forms none
      When the card system checks Alice's card before forming a PIN
      Then the answer shows no PIN

    Scenario: Checking a lost card is refused
      Given Alice's card status is changed to "LOST CARD"
      When the card system tries to check Alice's card before forming a PIN
      Then the request is refused because the card is not active

  Rule: A new security code replaces the old one everywhere

    @v2
    Scenario: A new security code, shown by Card Management v2 too
      When Alice asks for a new security code delivered in the answer
      Then Alice receives a new security code of 3 digits, not the old one
      And Card Management v2 shows Alice's card with the new security code

    @v2
    Scenario: A new security code sent by SMS is not in the answer, but it is new
      When Alice asks for a new security code by SMS to "491511234567"
      Then the answer shows only the masked card number
      And Card Management v2 shows Alice's card with a security code other than the old one

    Scenario: A security code by SMS needs a phone number
      When Alice tries to get a new security code by SMS without giving a phone number
      Then the request is refused because a phone number is needed for the SMS

  Rule: Each card has one device token, active while the card is

    Scenario: Alice's card has one active device token
      Then Alice's card has 1 device token, and it is active

    Scenario: The token of a blocked card is inactive
      Given Alice has blocked her card
      Then Alice's card has 1 device token, and it is inactive

    Scenario: The token list is the same under the payment path
      Then the token list of Alice's card is the same under the payment path

    Scenario: A plastic the card does not have has no tokens
      Then Alice's card has no tokens on plastic 2

    Scenario: Each card has a device token of its own
      Given Bob has a virtual card
      Then the device token of Alice's card is a token reference, a secure-element id and a payment-app id, with the card's expiry
      And Alice's card and Bob's card have different device tokens

  Rule: Transaction scheme additions are kept per card

    Scenario: Alice's card gets two scheme additions
      When Alice's card is given 2 transaction scheme additions
      Then the card system confirms it

    Scenario: An addition of another institution is refused
      When Alice's card is given a transaction scheme addition of the institution "9999"
      Then the request is refused because the addition belongs to another institution

    Scenario: Two additions with one id are refused
      When Alice's card is given two transaction scheme additions with the same id
      Then the request is refused because two additions have the same id

  Rule: A service does what its action says

    Scenario: Connect a service
      When Alice connects SMS notifications to her card with the phone number "491511111111"
      Then the card system finds SMS notifications on Alice's card

    Scenario: A service is connected only once
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      When Alice tries to connect SMS notifications to her card again
      Then the request is refused because the service is already connected

    Scenario: A service that is not connected is not found
      When Alice asks whether SMS notifications are on her card
      Then the request is refused because the service is not connected

    Scenario: A connected service can be used
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      When Alice checks that SMS notifications can be used on her card
      Then the card system confirms it

    Scenario: A connected service performs its action
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      When SMS notifications perform their action on Alice's card
      Then the card system confirms it

    Scenario: Update the phone number of a service
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      When Alice changes the phone number of SMS notifications to "491522222222"
      Then SMS notifications on Alice's card have the phone number "491522222222"
      And SMS notifications on Alice's card do not have the phone number "491511111111"

    Scenario: Restore the parameters a service was connected with
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      And Alice has changed the phone number of SMS notifications to "491522222222"
      When Alice restores the parameters of SMS notifications
      Then SMS notifications on Alice's card have the phone number "491511111111"

    Scenario: A suspended service cannot be used
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      And Alice has changed the access to SMS notifications
      When Alice checks that SMS notifications can be used on her card
      Then the request is refused because the service is suspended
      And the card system finds SMS notifications on Alice's card

    Scenario: A suspended service does not perform its action
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      And Alice has changed the access to SMS notifications
      When SMS notifications try to perform their action on Alice's card
      Then the request is refused because the service is suspended

    Scenario: Changing the access again resumes the service
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      And Alice has changed the access to SMS notifications
      When Alice changes the access to SMS notifications
      Then SMS notifications can be used on Alice's card

    Scenario: A check of parameters fails when any one of them differs
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      Then SMS notifications on Alice's card have the phone number "491511111111"
      But SMS notifications on Alice's card do not have both the phone number "491511111111" and the address "alice@example.com"

    Scenario: A service of the card and a service of its account are each their own
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      When Alice connects e-mail statements to her account with the address "alice@example.com"
      Then the card system finds SMS notifications on Alice's card
      And the card system finds e-mail statements on Alice's account

    Scenario: Remove a service
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      When Alice removes SMS notifications from her card
      Then the card system does not find SMS notifications on Alice's card

    Scenario: An account service is kept on the card's account
      When Alice connects e-mail statements to her account with the address "alice@example.com"
      Then the card system finds e-mail statements on Alice's account
      And e-mail statements on Alice's account have the address "alice@example.com"

    Scenario: The service of a blocked card cannot be used
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      And Alice has blocked her card
      When Alice checks that SMS notifications can be used on her card
      Then the request is refused because the card is not active
      And the card system finds SMS notifications on Alice's card

    Scenario: The service of a blocked card can be removed
      Given Alice has connected SMS notifications to her card with the phone number "491511111111"
      And Alice has blocked her card
      When Alice removes SMS notifications from her card
      Then the card system does not find SMS notifications on Alice's card
