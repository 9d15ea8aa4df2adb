@ecom @callbacks @emulator-only
Feature: Which payments at the shop counter the merchant hears of
  The gateway merchant also takes card payments at the shop's counter terminals. It hears of each
  one the bank declines, at its account's address, each with an order number naming the terminal
  and counting the declines; an approved one needs no notice. The scenarios read what the gateway
  queued from the emulator's callback log.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 10.00 EUR

  Rule: Only a declined payment at the counter is notified, numbered for its terminal

    Scenario: An approved payment at the shop counter is not notified
      Given the merchant's account has a callback address
      When Alice pays 5.00 EUR at the sandbox merchant
      Then the gateway sent no notice of a payment at the shop counter

    Scenario: Two declined payments are numbered one after the other
      Given the merchant's account has a callback address
      When Alice tries to pay 50.00 EUR at the sandbox merchant
      And Alice tries to pay 60.00 EUR at the sandbox merchant
      Then the payment is declined because of insufficient funds
      And the gateway sent 2 notices of declined payments at the shop counter, numbered one after the other for its terminal

  Rule: Without an address of the account's, a declined payment at the counter is told nowhere

    Scenario: No account address, no notice
      When Alice tries to pay 50.00 EUR at the sandbox merchant
      Then the payment is declined because of insufficient funds
      And the gateway sent no notice of a payment at the shop counter

    Scenario: A decline told nowhere still counts in the numbering
      When Alice tries to pay 50.00 EUR at the sandbox merchant
      Then the payment is declined because of insufficient funds
      When the merchant's account has a callback address
      And Alice tries to pay 60.00 EUR at the sandbox merchant
      Then the payment is declined because of insufficient funds
      And the gateway sent one notice of a declined payment at the shop counter, numbered 2 for its terminal
