@v1 @ledger @critical
Feature: What each record of a card's history shows
  A record shows its fee and the fee's direction: a debit charged a fee, anything else no fee. The
  history lists approved originals: no record is a reversal, and each carries the internal response
  code -1. A payment whose request named the merchant and its terminal but no category shows them
  without a category, and a list of allowed categories does not concern it.

  Background:
    Given Alice has a virtual card
    And Alice's card is credited with 100.00 EUR

  Rule: A record shows a fee only where one was charged

    Scenario: A credit shows no fee
      When Alice withdraws 40.00 EUR from her card with a fee of 1.50 EUR
      Then the history of Alice's card shows a credit of 100.00 EUR with no fee
      And the history of Alice's card shows a debit of 40.00 EUR with a fee of 1.50 EUR

  Rule: The history lists approved originals

    Scenario: No record is a reversal
      When Alice pays 20.00 EUR at the merchant Shop24 with category 5411
      Then every record in the history of Alice's card is an original, not a reversal, with the internal response code -1

  Rule: A payment that names no category is recorded without one, and no list of categories concerns it

    Scenario: A payment at a merchant naming no category
      Given Alice's card may only pay at merchant categories 5411 and 5812
      When Alice pays 20.00 EUR at the merchant Kiosk, naming no category
      Then Alice's card has a balance of 80.00 EUR
      And the history of Alice's card shows a payment of 20.00 EUR at Kiosk with no category
