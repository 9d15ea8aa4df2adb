@p2p @p2p-transfer @callbacks @emulator-only @critical
Feature: Callbacks about transfers
  The gateway tells the merchant's server when a transfer went through, was declined, or expired
  unpaid, signed with the merchant's key, as it does for payments. Transfers cannot be reversed or
  refunded, so there are no such notifications.

  Background:
    Given Bob has a virtual card
    And the merchant's account has a callback address

  Scenario: A transfer is notified as paid
    Given the merchant has registered transfer "T-1" for 10.00 EUR
    When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to Bob's card
    Then the merchant is notified at its account's address that transfer "T-1" was paid

  Scenario: A declined transfer is notified as declined
    Given the merchant has registered transfer "T-1" for 10.00 EUR
    And Alice has a virtual card
    When the customer performs transfer "T-1" from Alice's card to Bob's card
    Then transfer "T-1" was declined because of insufficient funds
    And the merchant is notified at its account's address that transfer "T-1" was declined

  Scenario: A transfer whose session expires unpaid is notified
    Given the merchant has registered transfer "T-1" for 10.00 EUR
    When 21 minutes pass
    Then the merchant is notified at its account's address that transfer "T-1" was declined as its session expired
