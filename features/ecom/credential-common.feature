@ecom @credential-common @critical
Feature: Keeping a customer's card for later payments
  A merchant registers an order for a named customer and asks the gateway to keep the card the
  customer pays with. The merchant then sees the kept card (masked) and charges it again: with the
  customer at the checkout, who gives the security code, or on its own for an unscheduled charge,
  with no security code. A kept card can be switched off and on, and given a new expiry date.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: A payment for a named customer can keep the card

    Scenario: The first payment keeps the card
      Given the merchant has registered order "S-1" for 20.00 EUR for Alice, to store the card
      When the customer pays order "S-1" with Alice's card, to store it
      Then order "S-1" is paid
      And the merchant sees Alice's card stored as a common credential
      And the merchant sees 1 common credential for Alice
      And Alice's card has a balance of 80.00 EUR

    Scenario: The same card kept twice is one stored card
      Given the merchant has registered order "S-1" for 5.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it
      And the merchant has registered order "S-2" for 5.00 EUR for Alice, to store the card
      When the customer pays order "S-2" with Alice's card, to store it
      Then orders "S-1" and "S-2" stored the same card
      And the merchant sees 1 common credential for Alice

    Scenario: A payment that does not ask to keep the card keeps nothing
      Given the merchant has registered order "A-1" for 20.00 EUR for Alice
      When the customer pays order "A-1" with Alice's card
      Then order "A-1" is paid
      And order "A-1" stored no card
      And the merchant sees no stored card for Alice

    Scenario: Asking to keep the card without naming the customer fails the payment
      Given the merchant has registered order "S-1" for 20.00 EUR to store the card, naming no customer
      When the customer pays order "S-1" with Alice's card
      Then order "S-1" was declined because no customer was named
      And order "S-1" stored no card
      And Alice's card has a balance of 100.00 EUR

  Rule: The stored card pays later orders of the same customer

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it

    Scenario: The customer pays with the stored card and the security code
      Given the merchant has registered order "A-1" for 25.00 EUR for Alice
      When the customer pays order "A-1" with the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 65.00 EUR

    @emulator-only
    Scenario: A merchant that may not skip it cannot take a stored card without the security code
      Given the merchant may not charge stored cards without the security code
      And the merchant has registered order "A-1" for 25.00 EUR for Alice
      When the customer tries to pay order "A-1" with the card stored with order "S-1" without the security code
      Then the request is refused because the security code is missing
      And order "A-1" is registered and not paid

    @emulator-only
    Scenario: A merchant that may skip it takes a stored card without the security code
      Given the merchant may charge stored cards without the security code
      And the merchant has registered order "A-1" for 25.00 EUR for Alice
      When the customer pays order "A-1" with the card stored with order "S-1" without the security code
      Then order "A-1" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 65.00 EUR

    Scenario: The merchant charges the stored card on its own
      Given the merchant has registered order "A-1" for 12.50 EUR for Alice
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 77.50 EUR

    Scenario: Another customer's order cannot use the stored card
      Given the merchant has registered order "B-1" for 12.50 EUR for Bob
      When the merchant tries to charge order "B-1" to the card stored with order "S-1"
      Then the request is refused because the stored card is not known
      And Alice's card has a balance of 90.00 EUR

    Scenario: A stored card pays only what the account holds
      Given the merchant has registered order "A-1" for 90.01 EUR for Alice
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was declined because of insufficient funds
      And Alice's card has a balance of 90.00 EUR

  Rule: The merchant switches a stored card off and on

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it

    Scenario: A switched-off card is not listed and cannot be charged
      Given the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the merchant switches off the card stored with order "S-1"
      And the merchant tries to charge order "A-1" to the card stored with order "S-1"
      Then the request is refused because the stored card is switched off
      And the card stored with order "S-1" is not listed
      And the merchant sees no stored card for Alice

    Scenario: Switched on again, the card can be charged
      Given the merchant has switched off the card stored with order "S-1"
      And the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the merchant switches on the card stored with order "S-1"
      And the merchant charges order "A-1" to the card stored with order "S-1"
      Then the card stored with order "S-1" is listed
      And order "A-1" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 85.00 EUR

    Scenario: Switching off a card that is already off is refused
      Given the merchant has switched off the card stored with order "S-1"
      When the merchant tries to switch off the card stored with order "S-1"
      Then the request is refused because the stored card is already in that state

    Scenario: Switching on a card that is on is refused
      When the merchant tries to switch on the card stored with order "S-1"
      Then the request is refused because the stored card is already in that state

  Rule: A stored card can get a new expiry date, in the future

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with the test card that needs no 3-D Secure, to store it

    Scenario: A new expiry date is shown and used
      Given the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the merchant gives the card stored with order "S-1" the new expiry 12/2035
      And the merchant charges order "A-1" to the card stored with order "S-1"
      Then the card stored with order "S-1" is listed with the expiry 12/2035
      And order "A-1" was paid with the card stored with order "S-1"

    Scenario: A new expiry date in the past is refused
      When the merchant tries to give the card stored with order "S-1" the new expiry 01/2020
      Then the request is refused because the new expiry is in the past

  @emulator-only
  Rule: A stored card past its expiry is declined until it gets a new one

    Background:
      Given it is 2026-03-10 at 10:00
      And the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with the test card that needs no 3-D Secure expiring 04/2026, to store it
      And it is 2026-05-02 at 09:00
      And the merchant has registered order "A-1" for 5.00 EUR for Alice

    Scenario: A stored card past its expiry is declined
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was declined because the stored card has expired

    Scenario: With its new expiry the stored card pays again
      Given the merchant has given the card stored with order "S-1" the new expiry 04/2029
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"

  Rule: One card may be stored for several kinds of payment

    Scenario: One card stored as common, recurrent and two installment credentials
      Given Alice's card is stored as a common credential with order "S-C" for 1.00 EUR
      And Alice's card is stored as a recurrent credential with order "S-R" for 1.00 EUR
      And Alice's card is stored as an installment credential with order "S-I" for 1.00 EUR
      And Alice's card is stored as an installment credential with order "S-J" for 2.00 EUR
      Then the merchant sees 1 common credential for Alice
      And the merchant sees 1 recurrent credential for Alice
      And the merchant sees 2 installment credentials for Alice
      And the merchant sees Alice's card stored as a recurrent credential
      And orders "S-I" and "S-J" stored different cards
      And Alice's card has a balance of 95.00 EUR

  Rule: A customer's stored cards are that customer's only

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it

    Scenario: Another customer has none of them
      Then the merchant sees no stored card for Bob

    Scenario: Another customer's order cannot be paid as a later payment by the card's details
      Given the merchant has registered order "B-1" for 5.00 EUR for Bob
      When the customer tries to pay order "B-1" with Alice's card as an unscheduled customer payment
      Then the request is refused because the customer has no stored card of that kind
      And Alice's card has a balance of 90.00 EUR

  Rule: A switched-off card pays nothing by its details, and keeping it again switches it back on

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it
      And the merchant has switched off the card stored with order "S-1"

    Scenario: A later payment by the details of a switched-off card is refused
      Given the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the customer tries to pay order "A-1" with Alice's card as an unscheduled customer payment
      Then the request is refused because the stored card is switched off
      And Alice's card has a balance of 90.00 EUR

    Scenario: Keeping the switched-off card again switches it back on
      Given the merchant has registered order "S-2" for 5.00 EUR for Alice, to store the card
      When the customer pays order "S-2" with Alice's card, to store it
      Then orders "S-1" and "S-2" stored the same card
      And the card stored with order "S-1" is listed

  @emulator-only
  Rule: A stored card pays until its expiry month is over, and a new expiry may be the current month but not an earlier one

    Background:
      Given it is 2026-03-10 at 10:00
      And the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with the test card that needs no 3-D Secure expiring 05/2026, to store it
      And it is 2026-05-31 at 23:00

    Scenario: In its expiry month the stored card still pays
      Given the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"

    Scenario: A new expiry of the current month is taken
      When the merchant gives the card stored with order "S-1" the new expiry 05/2026
      Then the card stored with order "S-1" is listed with the expiry 05/2026

    Scenario: A new expiry of an earlier month of the same year is refused
      When the merchant tries to give the card stored with order "S-1" the new expiry 04/2026
      Then the request is refused because the new expiry is in the past

  Rule: A stored card pays only an order that waits for its payment, for a named customer

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it

    Scenario: An order paid already is not charged again
      Given the merchant has registered order "A-1" for 5.00 EUR for Alice
      And the merchant charges order "A-1" to the card stored with order "S-1"
      When the merchant tries to charge order "A-1" to the card stored with order "S-1"
      Then the request is refused because the order is not in a state that allows it
      And Alice's card has a balance of 85.00 EUR

    Scenario: An order paid already is not charged to another stored card either
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-2" with the test card that needs no 3-D Secure, to store it
      And the merchant has registered order "A-1" for 5.00 EUR for Alice
      And the merchant charges order "A-1" to the card stored with order "S-1"
      When the merchant tries to charge order "A-1" to the card stored with order "S-2"
      Then the request is refused because the order is not in a state that allows it
      And order "A-1" was paid with the card stored with order "S-1"

    Scenario: An order that names no customer is declined
      Given the merchant has registered order "A-1" for 5.00 EUR
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was declined because no customer was named
      And Alice's card has a balance of 90.00 EUR

    Scenario: A stored card that does not exist pays nothing
      Given the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the merchant tries to charge order "A-1" to a stored card that does not exist
      Then the request is refused because the stored card is not known
      And order "A-1" is registered and not paid

  Rule: The customer's own payment with a stored card is checked like a typed one, and is over once declined

    Scenario: A wrong security code with the stored card declines the payment
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it
      And the merchant has registered order "A-1" for 5.00 EUR for Alice
      When the customer pays order "A-1" with the card stored with order "S-1" giving the security code "999"
      Then order "A-1" was declined because the card data were wrong
      And Alice's card has a balance of 90.00 EUR

    Scenario: A payment declined for want of a customer cannot be tried again
      Given the merchant has registered order "S-1" for 20.00 EUR to store the card, naming no customer
      And the customer pays order "S-1" with Alice's card
      When the customer tries to pay order "S-1" again with the test card that needs no 3-D Secure
      Then the request is refused because the order is not in a state that allows it
      And order "S-1" was declined because no customer was named
