@ecom @emulator-only
Feature: The payment session of an order
  The customer has a limited time to pay an order: as long as the merchant asked for when it
  registered the order, or 20 minutes. An order still unpaid when its session ends is declined, the
  merchant is told, and the customer can no longer pay it.

  Background:
    Given it is 2026-03-10 at 15:00
    And the merchant's account has a callback address

  Rule: An order unpaid at the end of its session is declined and the merchant told

    Scenario: The session ends before the customer pays
      Given the merchant has registered order "A-1" for 25.00 EUR to be paid within 5 minutes
      When 5 minutes pass
      Then order "A-1" was declined because the payment session expired
      And the merchant is notified at its account's address that order "A-1" was declined as its session expired
      And every notification about order "A-1" is signed with the merchant's key

    Scenario: Paying after the session ended is refused
      Given the merchant has registered order "A-1" for 25.00 EUR to be paid within 5 minutes
      And 6 minutes pass
      When the customer comes back and tries to pay order "A-1" with the test card that needs no 3-D Secure
      Then the request is refused because the order is not in a state that allows it
      And order "A-1" was declined because the payment session expired
      And the only callback the gateway sent about order "A-1" says it was declined as its session expired

    Scenario: An order paid within its session stays paid after the session would have ended
      Given the merchant has registered order "A-1" for 25.00 EUR to be paid within 5 minutes
      And 4 minutes pass
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      And 10 minutes pass
      Then order "A-1" is paid
      And the only callback the gateway sent about order "A-1" says it was paid

  Rule: Without a length of its own, a session lasts 1200 seconds

    Scenario: One second before the default session ends the order can still be paid
      Given the merchant has registered order "A-1" for 25.00 EUR
      When 1199 seconds pass
      Then order "A-1" is registered and not paid
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then order "A-1" is paid
      And the merchant is notified that order "A-1" was paid

    Scenario: One second after the default session ended the order is declined
      Given the merchant has registered order "A-1" for 25.00 EUR
      When 1201 seconds pass
      Then order "A-1" was declined because the payment session expired
      And the merchant is notified that order "A-1" was declined as its session expired

  Rule: A session may end at a time the merchant names, which must be a time still to come

    Scenario: An order can be paid until the end the merchant named
      Given the merchant has registered order "A-1" for 25.00 EUR to be paid by 2026-03-10 at 15:10
      And 9 minutes pass
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then order "A-1" is paid

    Scenario: An order still unpaid at the end the merchant named is declined
      Given the merchant has registered order "A-1" for 25.00 EUR to be paid by 2026-03-10 at 15:10
      When 10 minutes pass
      Then order "A-1" was declined because the payment session expired

    Scenario: A session that would end now is refused
      When the merchant tries to register order "A-1" for 25.00 EUR to be paid by 2026-03-10 at 15:00
      Then the request is refused because the session end is not in the future

    Scenario: A session end on a day that does not exist is refused
      When the merchant tries to register order "A-1" for 25.00 EUR to be paid by 2026-13-01 at 15:00
      Then the request is refused because the session end is not a date

  Rule: Each order's session ends at its own time, whatever the order the orders were registered in

    Scenario: Orders registered with sessions of different lengths are each declined when their own session ends
      Given the merchant has registered these orders for 25.00 EUR, each to be paid within its minutes:
        | order | minutes |
        | A-1   | 20      |
        | B-1   | 35      |
        | C-1   | 25      |
        | D-1   | 30      |
        | E-1   | 10      |
        | F-1   | 5       |
        | G-1   | 15      |
        | H-1   | 12      |
      When 6 minutes pass
      Then the orders declined because their payment session expired are "F-1"
      When 5 minutes pass
      Then the orders declined because their payment session expired are "E-1, F-1"
      When 2 minutes pass
      Then the orders declined because their payment session expired are "E-1, F-1, H-1"
      When 3 minutes pass
      Then the orders declined because their payment session expired are "E-1, F-1, G-1, H-1"
      When 5 minutes pass
      Then the orders declined because their payment session expired are "A-1, E-1, F-1, G-1, H-1"
      When 10 minutes pass
      Then the orders declined because their payment session expired are "A-1, C-1, D-1, E-1, F-1, G-1, H-1"
