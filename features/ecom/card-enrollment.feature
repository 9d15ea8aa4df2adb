@ecom @3ds2 @critical
Feature: Whether a card takes part in 3-D Secure
  Before a payment a merchant may ask whether the customer's card takes part in 3-D Secure: the
  gateway answers from the directory of card issuers.

  Scenario Outline: The test cards, by how their issuer authenticates
    When the merchant asks whether the test card <card> takes part in 3-D Secure
    Then the gateway answers that the card <answer>

    Examples:
      | card                                     | answer          |
      | with a 3-D Secure challenge              | is enrolled     |
      | with a frictionless 3-D Secure approval  | is enrolled     |
      | with a 3-D Secure attempt                | is enrolled     |
      | that needs no 3-D Secure                 | is not enrolled |

  Scenario: A card of the sandbox's own issuer is not enrolled
    Given Alice has a virtual card
    When the merchant asks whether Alice's card takes part in 3-D Secure
    Then the gateway answers that the card is not enrolled
    And the gateway names the card's issuer and its country

  Scenario: The gateway names the issuer of a test card
    When the merchant asks whether the test card with a 3-D Secure challenge takes part in 3-D Secure
    Then the gateway names the card's issuer and its country

  Scenario: Nobody can tell for a card of an unknown issuer
    When the merchant asks whether a card of another issuer takes part in 3-D Secure
    Then the gateway answers that the card cannot be told
