@ecom @minor
Feature: What the merchant reads about its orders
  Integrations written for this gateway family read an order in the gateway's first, legacy form
  of the status, and list their recent orders by state. A merchant reads only its own orders.

  Rule: The legacy status shows the order as the extended one does

    Scenario: A paid order in the legacy status
      Given the merchant has registered order "L-1" for 12.50 EUR
      When the customer pays order "L-1" with the test card that needs no 3-D Secure
      Then the legacy status of order "L-1" shows it paid for 12.50 EUR with the card masked

    Scenario: A declined order in the legacy status
      Given the merchant has registered order "L-1" for 12.50 EUR
      When the customer pays order "L-1" with the test card that needs no 3-D Secure giving the security code "999"
      Then the legacy status of order "L-1" shows it declined because of the payment details

  Rule: The order list holds today's orders in the states asked for

    Background:
      Given the merchant has registered order "R-1" for 10.00 EUR
      And the customer pays order "R-1" with the test card that needs no 3-D Secure
      And the merchant has registered order "R-2" for 20.00 EUR

    Scenario: Paid orders
      When the merchant lists today's orders that are paid
      Then the list holds order "R-1"
      And the list does not hold order "R-2"

    Scenario: Orders waiting for their payment
      When the merchant lists today's orders that are waiting for payment
      Then the list holds order "R-2"
      And the list does not hold order "R-1"

    Scenario: Another merchant's orders are not listed
      When the merchant tries to list today's orders of another merchant
      Then the request is refused because the merchant may not report on another merchant
