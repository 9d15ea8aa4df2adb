@v2 @limits @critical
Feature: Spending limits
  A card has a daily and a monthly spending limit. Transfers from the card count against both;
  a transfer that would go over either is declined and moves nothing.

  Background:
    Given Alice and Bob each have a virtual card
    And Alice's card is topped up with 5,000.00 EUR

  Rule: Limits are set and replaced per interval; the other interval is untouched

    Scenario: Set both limits in one change
      When Alice sets her card's spending limits to 300.00 EUR daily and 2,000.00 EUR monthly
      Then Alice's card has a daily spending limit of 300.00 EUR and a monthly spending limit of 2,000.00 EUR

    Scenario: Replace only the monthly limit
      When Alice replaces her card's monthly spending limit with 7,500.00 EUR
      Then Alice's card has a daily spending limit of 1,000.00 EUR and a monthly spending limit of 7,500.00 EUR

    Scenario: A limit that is not a whole number of cents is refused
      When Alice tries to set her card's daily spending limit to 10.005 EUR
      Then the request is refused because the amount is not a whole number of cents

  Rule: A transfer over a spending limit is declined and nothing moves

    Scenario: Over the daily limit
      Given Alice's card has a daily spending limit of 100.00 EUR
      When Alice tries to transfer 100.01 EUR to Bob
      Then the transfer is declined because it exceeds the daily spending limit
      And Alice's card has a balance of 5,000.00 EUR
      And Bob's card has a balance of 0.00 EUR

    Scenario: The daily limit counts every transfer of the day
      Given Alice's card has a daily spending limit of 100.00 EUR
      And Alice has transferred 60.00 EUR to Bob
      When Alice tries to transfer 50.00 EUR to Bob
      Then the transfer is declined because it exceeds the daily spending limit
      And Bob's card has a balance of 60.00 EUR

    Scenario: Up to the daily limit is allowed
      Given Alice's card has a daily spending limit of 100.00 EUR
      When Alice transfers 100.00 EUR to Bob
      Then Bob's card has a balance of 100.00 EUR

  @emulator-only @limit-cycles
  Rule: Limits free up when their period rolls over

    Scenario: The daily limit frees up the next day
      Given it is 2026-03-10 at 15:00
      And Alice's card has a daily spending limit of 100.00 EUR
      And Alice has transferred 100.00 EUR to Bob
      When the next day begins
      And Alice transfers 100.00 EUR to Bob
      Then Bob's card has a balance of 200.00 EUR

    Scenario: The monthly limit holds across days and frees up with the new month
      Given it is 2026-03-30 at 10:00
      And Alice's card has a monthly spending limit of 150.00 EUR
      And Alice has transferred 100.00 EUR to Bob
      And the next day begins
      When Alice tries to transfer 100.00 EUR to Bob
      Then the transfer is declined because it exceeds the monthly spending limit
      When it is 2026-04-01 at 09:00
      And Alice transfers 100.00 EUR to Bob
      Then Bob's card has a balance of 200.00 EUR
