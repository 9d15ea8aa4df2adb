@p2p @p2p-transfer @callbacks @emulator-only @critical
Feature: Callbacks about transfers
  The gateway tells the merchant's server when a transfer went through, signed with the merchant's
  key, as it does for payments.

  Scenario: A transfer is notified as paid
    Given Bob has a virtual card
    And the merchant's account has a callback address
    And the merchant has registered transfer "T-1" for 10.00 EUR
    When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to Bob's card
    Then the merchant is notified at its account's address that transfer "T-1" was paid
