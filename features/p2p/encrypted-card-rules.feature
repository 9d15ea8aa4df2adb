@p2p @p2p-transfer @emulator-only
Feature: What card data sent encrypted must carry, and what it spares
  A card token of the card to debit carries its security code and its expiry, as typed card data
  must. A wallet's token comes with the payer already authenticated on the phone: the transfer
  needs no 3-D Secure of the gateway's, and the device's card is never kept as a stored card.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card

  Rule: A card token of the card to debit carries what typed card data carry

    Scenario Outline: A card token that lacks <what> is refused
      Given the merchant has registered transfer "T-1" for 40.00 EUR
      When the customer tries to perform transfer "T-1" with a card token that lacks <what>, from Alice's card to Bob's card
      Then the request is refused because <reason>
      And transfer "T-1" is registered and not performed
      And Alice's card has a balance of 100.00 EUR

      Examples:
        | what              | reason                                   |
        | the security code | the card token carries no security code |
        | the expiry        | the card token carries no expiry         |

  Rule: A wallet's token spares the gateway's 3-D Secure and keeps no card

    Scenario: A wallet pays at once from a card that would be challenged
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      When the customer pays transfer "T-1" with Apple Pay on the phone from the test card with a 3-D Secure challenge to Bob's card, the merchant passing the token decrypted
      Then transfer "T-1" is approved
      And Bob's card has a balance of 10.00 EUR

    Scenario: A wallet payment of a known client keeps no stored card
      Given the merchant has registered transfer "T-1" for 10.00 EUR for Alice
      When the customer pays transfer "T-1" with Google Pay on the phone from Alice's card to Bob's card, the merchant passing the token decrypted
      Then transfer "T-1" is approved
      And the status of the transfer in version 3 shows no stored card
