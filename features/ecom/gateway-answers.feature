@ecom
Feature: How the gateway answers what it cannot take
  Every answer of the gateway carries errorCode and errorMessage, also for a call it cannot read or
  an operation it does not have, so that a client which reads only errorCode never takes a refusal
  for a success. A refusal quotes what the merchant sent that it refuses, in the language asked for.

  Rule: A call the gateway cannot take is refused in the gateway's convention

    Scenario: An operation the gateway does not have
      When the merchant calls an operation the gateway does not have
      Then the gateway refuses it with errorCode "5", answering HTTP 404

    Scenario Outline: A registration sent as <body> is refused as an invalid parameter
      When the merchant tries to register order "A-1" with a body <body>
      Then the gateway refuses it with errorCode "5", answering HTTP 200

      Examples:
        | body                                        |
        | that is JSON cut short                      |
        | that is a JSON array                        |
        | in a content type the gateway does not read |

  Rule: A refusal quotes the value it refuses, in the language asked for

    Scenario Outline: An order number already used, refused in <language>
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the merchant tries to register another order with the number of order "A-1", asking for answers in "<code>"
      Then the request is refused because the order number is already used
      And the refusal is worded in <language>
      And the refusal's message quotes the order number of order "A-1"

      Examples:
        | code | language |
        | en   | English  |
        | ru   | Russian  |

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
