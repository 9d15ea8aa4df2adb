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
      And every notification about order "A-1" writes its checksum in upper-case hexadecimal

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

  Rule: A declined payment is notified with the failure of the payment it was
    The gateway tells a failed payment as it would have told the success, marked as a failure:
    as a failed payment for a one-phase order, as a failed hold for an order to be captured later.

    Scenario: A declined one-phase payment is notified as declined
      Given the merchant has registered order "D-1" for 25.00 EUR with its own callback address
      When the customer pays order "D-1" with the test card that needs no 3-D Secure giving the security code "999"
      Then order "D-1" was declined because the card data were wrong
      And the merchant is notified at the order's own address that order "D-1" was declined
      And every notification about order "D-1" is signed with the merchant's key

    Scenario: A declined payment of an order to be captured later is notified as declined before it was held
      Given the merchant has registered order "D-2" for 40.00 EUR to be captured later, with its own callback address
      When the customer pays order "D-2" with the test card with a frictionless 3-D Secure decline through 3-D Secure
      Then the merchant is notified about order "D-2" in this order:
        | declined before it was held |
      And every notification about order "D-2" is signed with the merchant's key

  @emulator-only
  Rule: A payment with a card at the merchant's shop counter that is declined is notified too
    The gateway merchant also takes card payments at the shop's counter terminals. When the bank
    declines one, the merchant hears of it at its account's address.

    Scenario: A declined payment at the shop counter is notified
      Given Alice has a virtual card
      And Alice's card is topped up with 10.00 EUR
      And the merchant's account has a callback address
      When Alice tries to pay 50.00 EUR at the sandbox merchant
      Then the payment is declined because of insufficient funds
      And the merchant is notified at its account's address that a payment with a card at its shop counter was declined

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

    @emulator-only
    Scenario: The emulator's log shows a callback waiting to be sent again, and lists callbacks in the order they were queued
      Given the merchant has registered order "A-1" for 25.00 EUR with its own callback address
      And the merchant has registered order "A-2" for 25.00 EUR with its own callback address
      And the merchant's server fails the next callback
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then the merchant's server has refused a callback about order "A-1"
      And the emulator's callback log shows the callback about order "A-1" not delivered yet, after 1 attempt
      When the customer pays order "A-2" with the test card that needs no 3-D Secure
      Then the merchant is notified that order "A-2" was paid
      And the merchant is notified that order "A-1" was paid
      And the emulator's callback log lists the callbacks about orders "A-1" and "A-2" in the order they were queued

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
