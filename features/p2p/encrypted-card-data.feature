@p2p @p2p-transfer @emulator-only
Feature: Card data sent encrypted: the web form's card token, wallets and the bank's app
  A shop that collects the card on its own page can let the gateway's web form encrypt it into a
  card token that only the gateway can read; a payer may pay with a wallet on the phone; a payer
  in the bank's app authenticates in the app, not in a browser. The gateway reads each and pays
  with the card inside. The sandbox publishes the keys these tokens are encrypted for, so these
  scenarios run against the emulator.

  Rule: A card token made by the gateway's web form pays the order it was made for

    @ledger
    Scenario: The card typed into the web form pays the transfer
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And the merchant has registered transfer "T-1" for 40.00 EUR
      When the customer performs transfer "T-1" from Alice's card to the test card that needs no 3-D Secure, the card typed into the gateway's web form on the shop's page
      Then transfer "T-1" is approved
      And Alice's card has a balance of 59.50 EUR

    Scenario: A card token made for another transfer is refused
      Given Alice has a virtual card
      And the merchant has registered transfer "T-1" for 40.00 EUR
      And the merchant has registered transfer "T-2" for 10.00 EUR
      When the customer tries to perform transfer "T-1" with a card token made for transfer "T-2", from Alice's card to the test card that needs no 3-D Secure
      Then the request is refused because the card token was made for another order
      And transfer "T-1" is registered and not performed

    Scenario: A card token made an hour ago is refused
      Given the merchant has registered transfer "T-1" for 40.00 EUR
      When the customer tries to perform transfer "T-1" with a card token made an hour ago, from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure
      Then the request is refused because the card token is too old

    Scenario: A card token made 30 minutes ago to the second still pays
      Given it is 2027-03-10 at 09:30 and the clock stands still
      # Moved on, the clock stands still again: the token's 30 minutes end at this very instant.
      And 30 minutes pass
      And the merchant has registered transfer "T-1" for 40.00 EUR
      When the customer performs transfer "T-1" with a card token made 30 minutes ago, from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure
      Then transfer "T-1" is approved

  Rule: A wallet's token pays with the card it stands for, the payer already authenticated on the phone

    Scenario Outline: <wallet> on the phone, the token <form>
      Given the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer pays transfer "T-1" with <wallet> on the phone from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, the merchant passing the token <form>
      Then transfer "T-1" is approved

      Examples:
        | wallet     | form                       |
        | Google Pay | decrypted                  |
        | Google Pay | as encrypted by the wallet |
        | Apple Pay  | decrypted                  |

    Scenario: A wallet token encrypted for another merchant cannot be read
      Given the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer tries to pay transfer "T-1" with Google Pay on the phone from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, the token encrypted for another merchant
      Then the request is refused because the wallet token cannot be decrypted
      And transfer "T-1" is registered and not performed

  Rule: In the bank's app, 3-D Secure runs in the app

    @3ds2
    Scenario: A frictionless approval from the app
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer performs transfer "T-1" in the bank's app from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure
      Then transfer "T-1" is approved

    @3ds2
    Scenario: The app completes the bank's challenge
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer performs transfer "T-1" in the bank's app from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      Then the bank asked the app to challenge the customer for transfer "T-1"
      And the app finds the bank's challenge for transfer "T-1" signed with the key the sandbox publishes
      When the customer types the one-time code "123456" in the app for transfer "T-1" and the merchant finishes its 3-D Secure
      Then transfer "T-1" is approved

    @3ds2
    Scenario: A wrong code in the app declines the transfer
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer performs transfer "T-1" in the bank's app from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      And the customer types the one-time code "000000" in the app for transfer "T-1" and the merchant finishes its 3-D Secure
      Then transfer "T-1" was declined because 3-D Secure authentication failed

    @3ds2
    Scenario: An app that does not name its transaction is refused
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer tries to perform transfer "T-1" from an app that does not name its transaction, from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      Then the request is refused because the app's transaction id is missing
      And transfer "T-1" is registered and not performed
