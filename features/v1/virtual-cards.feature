@v1 @card-states
Feature: A virtual card as the card system issues and shows it
  A virtual card expires after the current month and is valid to the last second of its expiry
  month. Delivered half and half, its number is not in the answer: the holder gets the rest by SMS.
  The card data shows the sandbox's fixed values. Every action's answer carries a trace number of
  its own and the time it was made. A card in the status EXPIRED CARD is refused as expired when blocked.

  Background:
    Given Alice has a virtual card

  Rule: A virtual card expires after the current month

    Scenario: A card expiring this month is refused
      When Alice tries to get a virtual card expiring this month
      Then the request is refused because the expiry date is not in the future

    Scenario: A card expiring next month is issued
      When Alice tries to get a virtual card expiring next month
      Then the card system confirms it

    Scenario: A card delivered half and half shows only its masked number
      When Alice is issued a virtual card delivered half in the answer and half by SMS
      Then the card issued shows its card id and only its masked number

  Rule: The card data shows the card's expiry to the second and the sandbox's fixed values

    Scenario: A card is valid to the last second of its expiry month
      Then the card data of Alice's card shows it valid until the last second of its expiry month

    Scenario: A virtual card is not primary, not bound to its customer and has no custom parameters
      Then the card data of Alice's card shows it neither primary nor bound to its customer, with no custom parameters

  Rule: Every action's answer carries a trace number of its own and the time of the action

    Scenario: Two actions in a row
      When Alice blocks her card and unblocks it again
      Then both answers carry the time of the action, and the second a higher trace number than the first

  Rule: Only an active card can be blocked: an expired one is refused as expired

    Scenario: A card in the status EXPIRED CARD cannot be blocked
      Given Alice's card status is changed to "EXPIRED CARD"
      When Alice tries to block her card
      Then the request is refused because the card has expired
