@ecom @tii @critical
Feature: Who initiates a payment with a stored card
  Every payment says who initiates it and what it does with a stored card. An initial payment
  (common, recurring, installment) is made by the customer and keeps the card; a later payment
  uses a card kept for its kind: unscheduled payments use the common one, recurring payments the
  recurrent one, installments the installment one. The customer's payments need the security code
  and pass 3-D Secure; the merchant's own (unscheduled, recurring, installment) need neither and
  are taken in one phase only. Each way of paying accepts only the initiators that fit it.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Alice's card is stored as a common credential with order "S-C" for 1.00 EUR
    And Alice's card is stored as a recurrent credential with order "S-R" for 1.00 EUR
    And Alice's card is stored as an installment credential with order "S-I" for 1.00 EUR

  Rule: Each way of paying takes the initiators that fit it

    Scenario Outline: <initiator> <way>
      When the merchant takes <initiator> of 10.00 EUR from Alice <way>
      Then <outcome>
      And Alice's card has a balance of <balance>

      Examples: card details typed for an order that keeps the card
        | initiator                       | way             | outcome                                                             | balance   |
        | a payment without initiator     | by card details | the payment is approved and linked to Alice's common credential     | 87.00 EUR |
        | an initial common payment       | by card details | the payment is approved and linked to Alice's common credential     | 87.00 EUR |
        | an unscheduled customer payment | by card details | the payment is approved and linked to Alice's common credential     | 87.00 EUR |
        | an unscheduled merchant payment | by card details | the payment is approved and linked to Alice's common credential     | 87.00 EUR |
        | an initial recurring payment    | by card details | the payment is approved and linked to Alice's recurrent credential  | 87.00 EUR |
        | a recurring payment             | by card details | the payment is approved and linked to Alice's recurrent credential  | 87.00 EUR |
        | an initial installment payment  | by card details | the payment is approved and linked to a new installment credential of Alice | 87.00 EUR |
        | an installment payment          | by card details | the payment is approved and linked to Alice's installment credential | 87.00 EUR |

      Examples: a registered order paid with the stored card
        | initiator                       | way                  | outcome                                                                  | balance   |
        | a payment without initiator     | with the stored card | the payment is approved and linked to Alice's common credential          | 87.00 EUR |
        | an initial common payment       | with the stored card | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an unscheduled customer payment | with the stored card | the payment is approved and linked to Alice's common credential          | 87.00 EUR |
        | an unscheduled merchant payment | with the stored card | the payment is approved and linked to Alice's common credential          | 87.00 EUR |
        | an initial recurring payment    | with the stored card | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | a recurring payment             | with the stored card | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an initial installment payment  | with the stored card | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an installment payment          | with the stored card | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |

      Examples: a recurring charge in one call
        | initiator                       | way                   | outcome                                                                  | balance   |
        | a payment without initiator     | as a recurring charge | the payment is approved and linked to Alice's recurrent credential       | 87.00 EUR |
        | an initial common payment       | as a recurring charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an unscheduled customer payment | as a recurring charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an unscheduled merchant payment | as a recurring charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an initial recurring payment    | as a recurring charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | a recurring payment             | as a recurring charge | the payment is approved and linked to Alice's recurrent credential       | 87.00 EUR |
        | an initial installment payment  | as a recurring charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an installment payment          | as a recurring charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |

      Examples: an installment charge in one call
        | initiator                       | way                      | outcome                                                                  | balance   |
        | a payment without initiator     | as an installment charge | the payment is approved and linked to Alice's installment credential     | 87.00 EUR |
        | an initial common payment       | as an installment charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an unscheduled customer payment | as an installment charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an unscheduled merchant payment | as an installment charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an initial recurring payment    | as an installment charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | a recurring payment             | as an installment charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an initial installment payment  | as an installment charge | the request is refused because the initiator is not allowed for this payment | 97.00 EUR |
        | an installment payment          | as an installment charge | the payment is approved and linked to Alice's installment credential     | 87.00 EUR |

  Rule: The merchant's own payments are taken in one phase only

    Scenario: An unscheduled merchant payment for an order to be captured later is refused
      Given the merchant has registered order "P-1" for 10.00 EUR for Alice, to be captured later
      When the merchant tries to charge order "P-1" to the card stored with order "S-C"
      Then the request is refused because merchant-initiated payments are one-phase only
      And order "P-1" is registered and not paid

    Scenario: A recurring payment by card details for an order to be captured later is refused
      Given the merchant has registered order "P-1" for 10.00 EUR for Alice, to be captured later
      When the merchant tries to take a recurring payment for order "P-1" with Alice's card details
      Then the request is refused because merchant-initiated payments are one-phase only
      And order "P-1" is registered and not paid

    Scenario: The customer's own payment with the stored card can be held
      Given the merchant has registered order "P-1" for 10.00 EUR for Alice, to be captured later
      When the customer pays order "P-1" with the card stored with order "S-C"
      Then order "P-1" is held
      And Alice's card has a balance of 97.00 EUR

  Rule: The customer's payments need 3-D Secure (and the security code, unless the merchant may skip it); the merchant's own do not

    Background:
      Given the merchant has registered order "S-1" for 1.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with the test card with a frictionless 3-D Secure approval, to store it

    @emulator-only
    Scenario: Without the security code the customer cannot pay with the stored card of a strict merchant
      Given the merchant may not charge stored cards without the security code
      And the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the customer tries to pay order "A-1" with the card stored with order "S-1" without the security code
      Then the request is refused because the security code is missing

    Scenario: The customer's payment with a stored card passes 3-D Secure
      Given the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the customer starts paying order "A-1" with the card stored with order "S-1"
      Then the gateway asks for 3-D Secure before paying order "A-1"
      When 3-D Secure completes without a challenge for order "A-1" paid with the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"

    @emulator-only
    Scenario: A merchant that may skip the security code takes the stored card without it through 3-D Secure
      Given the merchant may charge stored cards without the security code
      And the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the customer starts paying order "A-1" with the card stored with order "S-1" without the security code
      Then the gateway asks for 3-D Secure before paying order "A-1"
      When 3-D Secure completes without a challenge for order "A-1" paid with the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"

    Scenario: The merchant's payment with the same card skips 3-D Secure
      Given the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the merchant charges order "A-1" to the card stored with order "S-1"
      Then order "A-1" was paid with the card stored with order "S-1"

  Rule: What the initiator says and what the payment terms say must agree

    Scenario: An initial common payment with recurring terms is refused
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as an initial common payment with recurring terms
      Then the request is refused because the initiator contradicts the payment terms
      And order "S-2" is registered and not paid

    Scenario: An initial recurring payment that does not say until when is refused
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as an initial recurring payment without an end date
      Then the request is refused because the recurring terms are incomplete
      And order "S-2" is registered and not paid

    Scenario: An initial installment payment that does not say how many installments is refused
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as an initial installment payment without the number of installments
      Then the request is refused because the number of installments is missing

    Scenario: An initial payment for an order that does not keep the card is refused
      Given the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the customer tries to pay order "A-1" with Alice's card as an initial common payment
      Then the request is refused because the order was not registered to store the card
      And order "A-1" is registered and not paid

    Scenario: A recurring payment by card details needs the card stored for recurring payments
      Given Bob has a virtual card
      And Bob's card is topped up with 50.00 EUR
      And the merchant has registered order "B-1" for 10.00 EUR for Bob
      When the merchant tries to take a recurring payment for order "B-1" with Bob's card details
      Then the request is refused because the customer has no stored card of that kind
      And Bob's card has a balance of 50.00 EUR

  Rule: An initial payment's terms say which kind of card it keeps, and must be whole and well formed

    Scenario Outline: An initial common payment with <terms> is refused
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as an initial common payment with <terms>
      Then the request is refused because the initiator contradicts the payment terms
      And order "S-2" is registered and not paid

      Examples:
        | terms                            |
        | only the number of installments  |
        | only the installments' total     |
        | only how often it recurs         |
        | only the end of the recurrence   |

    Scenario Outline: <misfit> is refused
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as <misfit>
      Then the request is refused because <reason>
      And order "S-2" is registered and not paid

      Examples:
        | misfit                                                              | reason                                              |
        | an initial installment payment of no whole number of installments  | the number of installments is not a whole number    |
        | an initial installment payment of no installments                  | the number of installments is below one             |
        | an initial installment payment of 1000 installments                | there are more than 999 installments                |
        | an initial installment payment totalling less than the order       | the installments total less than the order          |
        | an initial recurring payment every 0 days                          | the recurring payments are less than a day apart    |
        | an initial recurring payment ending on a day that does not exist   | the end of the recurring payments is not a date     |
        | an initial recurring payment ending in a month that does not exist | the end of the recurring payments is not a date     |

  @emulator-only
  Rule: A merchant that may not skip the security code needs it from the customer, not for its own payments

    Background:
      Given the merchant may not charge stored cards without the security code
      And the merchant has registered order "A-1" for 10.00 EUR for Alice

    Scenario: The customer pays with the stored card and the security code
      When the customer pays order "A-1" with the card stored with order "S-C"
      Then order "A-1" was paid with the card stored with order "S-C"

    Scenario: The merchant charges the stored card on its own without it
      When the merchant charges order "A-1" to the card stored with order "S-C"
      Then order "A-1" was paid with the card stored with order "S-C"
