@ecom @emulator-only
Feature: Orders for child merchants
  A merchant that runs several shops has them as its child merchants (the gateway's back office adds
  them; the emulator's control API stands in for it here). It registers orders for each of its
  shops with its own access, and sees them: each shop numbers its orders itself, and the merchant's
  list of orders can show one shop at a time. It cannot register orders for a merchant that is not
  one of its shops.

  Background:
    Given the merchant has a child merchant "Shop24 Kids"

  Scenario: An order registered for a child merchant waits for its payment and is the merchant's to see
    When the merchant registers order "K-1" for 15.00 EUR for its child merchant "Shop24 Kids"
    Then order "K-1" is registered and not paid

  Scenario: The list of one shop's orders shows only that shop's
    Given the merchant has registered order "K-1" for 15.00 EUR for its child merchant "Shop24 Kids"
    And the merchant has registered order "A-1" for 25.00 EUR
    When the merchant lists today's orders of "Shop24 Kids" that are waiting for payment
    Then the list holds order "K-1"
    And the list does not hold order "A-1"

  Scenario: The list of every shop's orders shows the merchant's own and its shops'
    Given the merchant has registered order "K-1" for 15.00 EUR for its child merchant "Shop24 Kids"
    And the merchant has registered order "A-1" for 25.00 EUR
    When the merchant lists today's orders that are waiting for payment
    Then the list holds order "K-1"
    And the list holds order "A-1"

  Scenario: The list of the merchant's own orders shows none of its shops'
    Given the merchant has registered order "K-1" for 15.00 EUR for its child merchant "Shop24 Kids"
    And the merchant has registered order "A-1" for 25.00 EUR
    When the merchant lists today's orders of its own account that are waiting for payment
    Then the list holds order "A-1"
    And the list does not hold order "K-1"

  Scenario: An order for a merchant that is not one of the merchant's shops is refused
    When the merchant tries to register order "X-1" for 15.00 EUR for the merchant "Somebody Else"
    Then the request is refused because the merchant may not act for that merchant

  Scenario: Each shop numbers its orders itself
    Given the merchant has a child merchant "Shop24 Sports"
    And the merchant has registered order "K-1" for 15.00 EUR for its child merchant "Shop24 Kids"
    When the merchant registers order "S-1" for its child merchant "Shop24 Sports" with the number of order "K-1"
    Then order "S-1" is registered and not paid
