@p2p @p2p-transfer @3ds2 @critical
Feature: Transfers that force 3-D Secure on or off
  A merchant may register a transfer that insists on the payer's 3-D Secure authentication, or one
  that goes without it. A card that cannot be authenticated cannot pay a transfer that insists.

  Background:
    Given Bob has a virtual card

  Scenario: A transfer that insists on 3-D Secure declines a card without it
    Given the merchant has registered transfer "T-1" for 10.00 EUR insisting on 3-D Secure
    When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to Bob's card
    Then transfer "T-1" was declined because 3-D Secure authentication failed
    And Bob's card has a balance of 0.00 EUR

  Scenario: A transfer that insists on 3-D Secure takes the issuer's attempt
    Given the merchant has registered transfer "T-1" for 10.00 EUR insisting on 3-D Secure
    When the customer performs transfer "T-1" through 3-D Secure from the test card with a 3-D Secure attempt to Bob's card
    Then transfer "T-1" is approved
    And Bob's card has a balance of 10.00 EUR

  Scenario: A transfer that insists on a full authentication declines a card that can only attempt it
    Given the merchant has registered transfer "T-1" for 10.00 EUR insisting on a full 3-D Secure authentication
    When the customer performs transfer "T-1" from the test card with a 3-D Secure attempt to Bob's card
    Then transfer "T-1" was declined because 3-D Secure authentication failed
    And Bob's card has a balance of 0.00 EUR

  Scenario: A transfer that insists on a full authentication takes a frictionless approval
    Given the merchant has registered transfer "T-1" for 10.00 EUR insisting on a full 3-D Secure authentication
    When the customer performs transfer "T-1" through 3-D Secure from the test card with a frictionless 3-D Secure approval to Bob's card
    Then transfer "T-1" is approved
    And Bob's card has a balance of 10.00 EUR

  Scenario: A transfer without 3-D Secure goes through at once, even from a card that would be challenged
    Given the merchant has registered transfer "T-1" for 10.00 EUR without 3-D Secure
    When the customer performs transfer "T-1" from the test card with a 3-D Secure challenge to Bob's card
    Then transfer "T-1" is approved
    And Bob's card has a balance of 10.00 EUR

  Scenario: A feature the gateway does not know is refused
    When the merchant tries to register transfer "T-1" for 10.00 EUR with the feature "FORCE_NOTHING"
    Then the request is refused because the feature is not one the gateway knows
