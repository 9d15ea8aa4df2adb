@ecom @credential-common @credential-recurrent @credential-installment @tii
Feature: What the gateway answers about stored cards
  The one-call payments with a stored card (a recurring payment, an installment) say in their answer
  whether the payment went through, as a client reads it before it asks for the order's status. A
  stored card the gateway never gave cannot be switched off or on. A refusal of the transaction
  initiator (tii) quotes the initiator sent.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 30.00 EUR

  Rule: A recurring payment's or an installment's answer says whether it went through

    Scenario: A recurring payment the card can pay
      Given Alice's card is stored as a recurrent credential with order "S-1" for 5.00 EUR
      When the merchant takes recurring payment "R-1" of 5.00 EUR with the card stored with order "S-1"
      Then the answer says the recurring payment went through

    Scenario: A recurring payment the card cannot pay
      Given Alice's card is stored as a recurrent credential with order "S-1" for 5.00 EUR
      When the merchant takes recurring payment "R-1" of 50.00 EUR with the card stored with order "S-1"
      Then the answer says the recurring payment was declined

    Scenario: An installment the card can pay
      Given Alice's card is stored as an installment credential with order "S-1" for 5.00 EUR
      When the merchant takes installment "I-2" of 5.00 EUR with the card stored with order "S-1"
      Then the answer says the installment went through

    Scenario: An installment the card cannot pay
      Given Alice's card is stored as an installment credential with order "S-1" for 5.00 EUR
      When the merchant takes installment "I-2" of 50.00 EUR with the card stored with order "S-1"
      Then the answer says the installment was declined

  Rule: A stored card is listed as paid by its token

    Scenario: A card kept for unscheduled payments
      Given Alice's card is stored as a common credential with order "S-C" for 1.00 EUR
      Then the card stored with order "S-C" is listed as paid by its token

  Rule: A stored card pays only an order the gateway registered

    Scenario: An order that was never registered
      Given Alice's card is stored as a common credential with order "S-C" for 1.00 EUR
      When the merchant tries to charge an order that was never registered to the card stored with order "S-C"
      Then the request is refused because the order is unknown

  Rule: Only a stored card the gateway gave can be switched off or on

    Scenario Outline: Switching <way> a stored card that does not exist
      When the merchant tries to switch <way> a stored card that does not exist
      Then the request is refused because the stored card is not known

      Examples:
        | way |
        | off |
        | on  |

  Rule: A refusal of the initiator quotes the initiator sent

    Scenario: An initial common payment with recurring terms names its initiator
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as an initial common payment with only how often it recurs
      Then the request is refused because the initiator contradicts the payment terms
      And the refusal's message quotes "CI"

  Rule: A refusal of a payment with a stored card, asked for in Russian, is in Russian and names the field at fault

    Background:
      Given Alice's card is stored as a common credential with order "S-C" for 1.00 EUR

    Scenario: An initiator the payment with a stored card does not take
      Given the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the customer tries to pay order "A-1" with the card stored with order "S-C" as an initial common payment, asking for answers in "ru"
      Then the request is refused because the initiator is not allowed for this payment
      And the refusal is worded in Russian
      And the refusal's message names each field at fault
      And the refusal's message quotes "F"

    Scenario: The merchant's own payment for an order to be captured later
      Given the merchant has registered order "P-1" for 10.00 EUR for Alice, to be captured later
      When the customer tries to pay order "P-1" with the card stored with order "S-C" as an unscheduled merchant payment, asking for answers in "ru"
      Then the request is refused because merchant-initiated payments are one-phase only
      And the refusal is worded in Russian
      And the refusal's message names each field at fault
      And the refusal's message quotes "U"

    Scenario: An initial payment for an order that does not keep the card
      Given the merchant has registered order "A-1" for 10.00 EUR for Alice
      When the customer tries to pay order "A-1" with Alice's card as an initial common payment, asking for answers in "ru"
      Then the request is refused because the order was not registered to store the card
      And the refusal is worded in Russian
      And the refusal's message names each field at fault
      And the refusal's message quotes "CI"

    Scenario: An initial common payment with recurring terms
      Given the merchant has registered order "S-2" for 10.00 EUR for Alice, to store the card
      When the customer tries to pay order "S-2" with Alice's card as an initial common payment with only how often it recurs, asking for answers in "ru"
      Then the request is refused because the initiator contradicts the payment terms
      And the refusal is worded in Russian
      And the refusal's message names each field at fault
      And the refusal's message quotes "CI"

    Scenario: A recurring payment with a card kept for unscheduled payments
      When the merchant tries to take recurring payment "R-1" of 5.00 EUR with the card stored with order "S-C", asking for answers in "ru"
      Then the request is refused because the stored card is of another kind
      And the refusal is worded in Russian
      And the refusal's message names each field at fault
