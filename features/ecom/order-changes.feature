@ecom
Feature: The merchant closes or annotates its own orders
  A merchant may decline an order nobody has paid yet, so that nobody can pay it any more, and may
  add its own details to an order at any time.

  Rule: An order nobody has paid can be declined

    Scenario: A declined order cannot be paid
      Given the merchant has registered order "D-1" for 15.00 EUR
      When the merchant declines order "D-1"
      Then order "D-1" is reversed
      When the customer tries to pay order "D-1" with the test card that needs no 3-D Secure
      Then the request is refused because the order is not in a state that allows it

    @callbacks
    Scenario: Declining an unpaid order is notified as a reversal
      Given the merchant has registered order "D-1" for 15.00 EUR with its own callback address
      When the merchant declines order "D-1"
      Then the merchant is notified at the order's own address that order "D-1" was reversed

    Scenario: A paid order cannot be declined
      Given the merchant has registered order "D-1" for 15.00 EUR
      And the customer pays order "D-1" with the test card that needs no 3-D Secure
      When the merchant tries to decline order "D-1"
      Then the request is refused because the order is not in a state that allows it
      And order "D-1" is paid

  Rule: The merchant adds its own details to an order

    Scenario: A detail added after the registration
      Given the merchant has registered order "D-1" for 15.00 EUR
      When the merchant adds the detail "channel" with the value "mobile app" to order "D-1"
      Then order "D-1" carries the detail "channel" with the value "mobile app"
