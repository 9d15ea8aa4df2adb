@ecom
Feature: What the merchant reads of an order
  The extended status shows a paid order's authorisation, its card's bank and each operation; the
  legacy status, which integrations written for this gateway family still read, shows the same order
  in its own names, and refuses in them too.

  Rule: The legacy status shows the order as the extended status does, and refuses in its own names

    Scenario: A paid order with a description
      Given the merchant has registered order "L-1" for 12.50 EUR described as "Two concert tickets"
      When the customer pays order "L-1" with the test card that needs no 3-D Secure
      Then the legacy status of order "L-1" shows the order as its extended status does

    Scenario: An order paid with a stored card
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, to store it
      And the merchant has registered order "A-1" for 25.00 EUR for Alice
      When the customer pays order "A-1" with the card stored with order "S-1"
      Then the legacy status of order "A-1" shows the order as its extended status does

    Scenario: An order waiting for its payment
      Given the merchant has registered order "L-1" for 12.50 EUR
      Then the legacy status of order "L-1" shows the order as its extended status does

    Scenario Outline: A declined order read in "<code>"
      Given the merchant has registered order "L-1" for 12.50 EUR
      When the customer pays order "L-1" with the test card that needs no 3-D Secure giving the security code "999"
      Then the legacy status of order "L-1", read in "<code>", says in <language> that it was declined

      Examples:
        | code | language |
        | en   | English  |
        | ru   | Russian  |

    Scenario: The legacy status of an order that was never registered
      When the merchant asks the legacy status of an order that was never registered
      Then the request is refused because the order is unknown
      And the refusal is given in the legacy status's names

  Rule: A paid order shows its authorisation, its card's bank and its operations

    Scenario: What a paid order shows of its payment
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then order "A-1" shows when its payment was authorised, and the reference number of the authorisation
      And order "A-1" names its card's bank and the bank's country
      And order "A-1" shows no chargeback
      And each operation of order "A-1" names the cardholder
