@ecom @minor @emulator-only
Feature: Which orders the merchant's order list holds, and in which order
  The merchant lists its orders of a period (from and to, each inclusive to its second) in the
  states it asks for: by default the orders that last changed in the period, or those registered in
  it. The newest come first, a page at a time. These scenarios set the emulator's clock and let it
  stand still, so that the period's edges fall where the scenario says, to the millisecond.

  Background:
    Given it is 2027-07-01 at 09:30 and the clock stands still

  Rule: The period holds its first and its last second

    Scenario: An order registered in the period's only second
      Given the merchant has registered order "R-1" for 10.00 EUR
      When the merchant lists the orders that are waiting for payment and were registered between 09:30:00 and 09:30:00 that day
      Then the list holds order "R-1"

    Scenario: An order registered before the period
      Given the merchant has registered order "R-1" for 10.00 EUR
      When the merchant lists the orders that are waiting for payment and were registered between 09:30:01 and 09:31:00 that day
      Then the list does not hold order "R-1"

    Scenario: An order registered after the period
      Given the merchant has registered order "R-1" for 10.00 EUR
      When the merchant lists the orders that are waiting for payment and were registered between 09:29:00 and 09:29:59 that day
      Then the list does not hold order "R-1"

  Rule: By default an order is in the period of its last change; asked for, of its registration

    Background:
      Given the merchant has registered order "R-1" for 10.00 EUR to be captured later
      And 5 minutes pass
      And the customer pays order "R-1" with the test card that needs no 3-D Secure
      And 5 minutes pass
      And the merchant captures order "R-1"
      And 5 minutes pass
      And the merchant refunds the rest of order "R-1"

    Scenario: The order is listed in the period of its last change
      When the merchant lists the orders that are refunded and were last changed between 09:45:00 and 09:46:00 that day
      Then the list holds order "R-1"

    Scenario: The order is not listed in the period of an earlier change
      When the merchant lists the orders that are refunded and were last changed between 09:40:00 and 09:41:00 that day
      Then the list does not hold order "R-1"

    Scenario: Without saying which, the list goes by the last change
      When the merchant lists the orders that are refunded
      Then the list holds order "R-1"

    Scenario: Asked for, the list goes by registration
      When the merchant lists the orders that are refunded and were registered between 09:45:00 and 09:46:00 that day
      Then the list does not hold order "R-1"

    Scenario: An order registered in the period is listed by its registration
      When the merchant lists the orders that are refunded and were registered between 09:30:00 and 09:31:00 that day
      Then the list holds order "R-1"

  Rule: The newest come first, a page at a time

    Background:
      Given the merchant has registered order "R-1" for 10.00 EUR
      And 1 minute passes
      And the merchant has registered order "R-2" for 20.00 EUR
      And 1 minute passes
      And the merchant has registered order "R-3" for 30.00 EUR

    Scenario: The last registered first
      When the merchant lists the orders that are waiting for payment
      Then the list shows orders "R-3", "R-2" and "R-1" in that order

    Scenario: The last changed first, whatever order they were registered in
      Given 1 minute passes
      And the customer pays order "R-1" with the test card that needs no 3-D Secure
      When the merchant lists the orders that are paid or waiting for payment
      Then the list shows orders "R-1", "R-3" and "R-2" in that order

    Scenario: Of two orders registered at the same instant, the one registered later comes first
      Given it is 2027-07-01 at 10:00 and the clock stands still
      And the merchant has registered order "S-1" for 10.00 EUR
      And the merchant has registered order "S-2" for 20.00 EUR
      When the merchant lists the orders that are waiting for payment and were registered between 10:00:00 and 10:00:00 that day
      Then the list shows orders "S-2" and "S-1" in that order

    Scenario: The first page
      When the merchant lists the first page of the orders that are waiting for payment, 2 to a page
      Then the list shows orders "R-3" and "R-2" in that order
      And the list counts 3 orders on all its pages

    Scenario: The second page
      When the merchant lists the second page of the orders that are waiting for payment, 2 to a page
      Then the list shows order "R-1" in that order
      And the list counts 3 orders on all its pages
