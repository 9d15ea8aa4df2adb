@p2p @critical
Feature: Signed requests on the P2P gateway
  Every P2P request carries the SHA-256 of its body (X-Hash) and the body's RSA-SHA256 signature
  (X-Signature) made with the merchant's private key; the gateway checks them against the public
  key the merchant registered, before anything else. A request that fails is refused and changes
  nothing.

  Scenario Outline: A request <fault> is refused and registers nothing
    When the merchant tries to register transfer "T-1" for 10.00 EUR <fault>
    Then the request is refused because the signature does not hold
    And the order number of transfer "T-1" can still be registered

    Examples:
      | fault                           |
      | without signing it              |
      | signed with another key         |
      | with the body changed after signing it |

  Scenario: A signed request with wrong credentials is refused
    When the merchant tries to register transfer "T-1" for 10.00 EUR with a wrong password
    Then the request is refused because the merchant credentials are wrong
