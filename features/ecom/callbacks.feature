@ecom @callbacks @critical
Feature: Callbacks to the merchant's server
  The gateway tells the merchant's server what happened to an order: which order, what happened and
  whether it succeeded, signed with the merchant's key so the merchant can trust it. Callbacks go to
  the order's own address when the merchant gave one at registration, otherwise to the address on
  the merchant's account. A callback the merchant's server does not accept is sent again.

  Rule: Each step of a paid order is notified, in the order it happened

    Scenario: A one-phase payment is notified as paid, signed with the merchant's key
      Given the merchant has registered order "A-1" for 25.00 EUR with its own callback address
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified at the order's own address that order "A-1" was paid
      And every notification about order "A-1" is signed with the merchant's key

    Scenario: A two-phase payment is notified when it is held and again when it is captured
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later, with its own callback address
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      When the merchant captures order "P-1"
      Then the merchant is notified about order "P-1" in this order:
        | held     |
        | captured |
      And every notification about order "P-1" is signed with the merchant's key

    Scenario: A reversal is notified
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later, with its own callback address
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      When the merchant reverses order "P-1"
      Then the merchant is notified about order "P-1" in this order:
        | held     |
        | reversed |

    Scenario: Each refund is notified
      Given the merchant has registered order "A-1" for 25.00 EUR with its own callback address
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      When the merchant refunds 10.00 EUR of order "A-1"
      And the merchant refunds the rest of order "A-1"
      Then the merchant is notified about order "A-1" in this order:
        | paid     |
        | refunded |
        | refunded |
      And every notification about order "A-1" is signed with the merchant's key

    Scenario: A payment with a sandbox card is notified like any other
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And the merchant has registered order "A-1" for 30.00 EUR with its own callback address
      When the customer pays order "A-1" with Alice's card
      Then the merchant is notified that order "A-1" was paid

  Rule: The merchant's own parameters in its callback address come back, covered by the signature
    A merchant cannot tell its own parameters from the gateway's, so it checks the signature over
    everything it receives.

    Scenario: An order's own address that names the shop gets the shop back in a signed notification
      Given the merchant has registered order "A-1" for 25.00 EUR with its own callback address that names its shop
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified at the order's own address that order "A-1" was paid
      And every notification about order "A-1" names the shop as its callback address did
      And every notification about order "A-1" is signed with the merchant's key

    @emulator-only
    Scenario: The account's address that names the shop gets the shop back in a signed notification
      Given the merchant's account has a callback address that names its shop
      And the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified at its account's address that order "A-1" was paid
      And every notification about order "A-1" names the shop as its callback address did
      And every notification about order "A-1" is signed with the merchant's key

  Rule: A callback the merchant's server does not accept is sent again

    Scenario: A callback the merchant's server fails once arrives on the second attempt
      Given the merchant has registered order "A-1" for 25.00 EUR with its own callback address
      And the merchant's server fails the next callback
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified that order "A-1" was paid
      And the gateway needed 2 attempts to notify the merchant about order "A-1"
      And every notification about order "A-1" is signed with the merchant's key

    Scenario: A callback the merchant's server fails twice arrives on the third attempt
      Given the merchant has registered order "A-1" for 25.00 EUR with its own callback address
      And the merchant's server fails the next 2 callbacks
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified that order "A-1" was paid
      And the gateway needed 3 attempts to notify the merchant about order "A-1"

  Rule: Without an address of its own, an order is notified at the merchant's account address

    @emulator-only
    Scenario: The account's callback address receives the payment callback
      Given the merchant's account has a callback address
      And the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified at its account's address that order "A-1" was paid
      And every notification about order "A-1" is signed with the merchant's key

    @emulator-only
    Scenario: An order's own address takes precedence over the account's
      Given the merchant's account has a callback address
      And the merchant has registered order "A-1" for 25.00 EUR with its own callback address
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant is notified at the order's own address that order "A-1" was paid
      And the gateway sent nothing about order "A-1" to its account's address

    @emulator-only
    Scenario: Without any callback address nothing is sent
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then order "A-1" is paid
      And the gateway sent no callback about order "A-1"

    @emulator-only
    Scenario: Once the account's address is removed, nothing is sent
      Given the merchant's account has a callback address
      And the merchant has removed the callback address from its account
      And the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then order "A-1" is paid
      And the gateway sent no callback about order "A-1"
