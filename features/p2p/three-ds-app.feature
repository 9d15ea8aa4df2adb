@p2p @p2p-transfer @3ds2
Feature: 3-D Secure in the bank's app: the SDK's data and the ACS's app endpoint
  A transfer performed from the bank's app sends its 3DS SDK's device data with the perform call.
  When the issuer challenges the payer, the bank's answer gives the app what its SDK needs to run the
  challenge itself, signed by the bank; the app then exchanges challenge messages (CReq, CRes) with
  the bank's ACS, each side counting its own from 000, and the merchant finishes the 3-D Secure as in
  the browser flow. A message the ACS cannot take gets an EMV error message, and changes nothing.

  Background:
    Given the merchant has registered transfer "T-1" for 20.00 EUR

  Rule: The SDK's device data must have the forms EMV 3-D Secure gives them

    Scenario Outline: An app whose <fault> is refused
      When the customer tries to perform transfer "T-1" from an app whose <fault>, from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      Then the request is refused because <reason>
      And transfer "T-1" is registered and not performed

      Examples:
        | fault                                                  | reason                                         |
        | app id is not a UUID                                   | the app's id is not a UUID                     |
        | transaction id is a UUID without its dashes            | the app's transaction id is not a UUID         |
        | ephemeral key is not JSON                              | the app's ephemeral key is not an EC P-256 key |
        | ephemeral key is on the P-384 curve                    | the app's ephemeral key is not an EC P-256 key |
        | ephemeral key is an RSA key that claims the P-256 curve | the app's ephemeral key is not an EC P-256 key |
        | ephemeral key is not a point of the P-256 curve        | the app's ephemeral key is not an EC P-256 key |

  Rule: The bank's answer carries the challenge for the app, signed with the account's EC key

    # The account's EC key is read through the emulator's control API (features/p2p/encrypted-card-data.feature says why).
    @emulator-only
    Scenario: The challenge names the ACS, its transaction and key, and the app's transaction
      When the customer performs transfer "T-1" in the bank's app from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      Then the bank's challenge for transfer "T-1" is signed with the account's EC key and names the ACS, its transaction, its key and the app's transaction

  Rule: The app asks for the challenge, then sends the payer's answer; the ACS counts its answers from 000

    Background:
      Given the customer performs transfer "T-1" in the bank's app from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure

    Scenario: The app's first message gets a field for the one-time code
      When the app asks the bank's ACS for the challenge of transfer "T-1"
      Then the bank's ACS shows the app a field for the one-time code of transfer "T-1", as its message "000"

    Scenario: The right code authenticates the customer and the transfer is performed
      Given the app asks the bank's ACS for the challenge of transfer "T-1"
      When the customer types the one-time code "123456" in the app's challenge for transfer "T-1"
      Then the bank's ACS tells the app that the customer of transfer "T-1" is authenticated, as its message "001"
      When the merchant finishes the 3-D Secure of transfer "T-1" after the app's challenge
      Then transfer "T-1" is approved

    Scenario: A challenge cancelled in the app declines the transfer
      Given the app asks the bank's ACS for the challenge of transfer "T-1"
      When the customer cancels the app's challenge for transfer "T-1"
      Then the bank's ACS tells the app that the customer of transfer "T-1" is not authenticated, as its message "001"
      When the merchant finishes the 3-D Secure of transfer "T-1" after the app's challenge
      Then transfer "T-1" was declined because 3-D Secure authentication failed

    Scenario: The app may name its transaction in capitals
      When the app sends the bank's ACS its next message for transfer "T-1" naming the app's transaction in capitals
      Then the bank's ACS shows the app a field for the one-time code of transfer "T-1", as its message "000"

  Rule: The ACS refuses a message it cannot take with an EMV error message, and the challenge goes on

    Background:
      Given the customer performs transfer "T-1" in the bank's app from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure

    Scenario Outline: A message <fault> is refused
      When the app sends the bank's ACS its next message for transfer "T-1" <fault>
      Then the bank's ACS refuses the app's message for transfer "T-1" with HTTP <status> and the EMV error "<code>" "<description>" about "<element>"
      When the app asks the bank's ACS for the challenge of transfer "T-1"
      Then the bank's ACS shows the app a field for the one-time code of transfer "T-1", as its message "000"

      Examples:
        | fault                                   | status | code | description                   | element              |
        | of another message type                 | 400    | 101  | Message received invalid      | messageType          |
        | without the app's transaction id        | 400    | 201  | Required data element missing | sdkTransID           |
        | without its counter                     | 400    | 201  | Required data element missing | sdkCounterStoA       |
        | naming the ACS transaction by a number  | 400    | 201  | Required data element missing | acsTransID           |
        | counting in four digits                 | 400    | 201  | Required data element missing | sdkCounterStoA       |
        | naming another 3-D Secure transaction   | 404    | 301  | Transaction ID not recognised | threeDSServerTransID |
        | naming another ACS transaction          | 404    | 301  | Transaction ID not recognised | acsTransID           |
        | naming another app transaction          | 404    | 301  | Transaction ID not recognised | sdkTransID           |
        | skipping a count                        | 409    | 302  | Message out of order          | sdkCounterStoA       |

    Scenario: A message after the customer answered is refused: the challenge is over
      Given the app asks the bank's ACS for the challenge of transfer "T-1"
      And the customer types the one-time code "123456" in the app's challenge for transfer "T-1"
      When the customer types the one-time code "123456" in the app's challenge for transfer "T-1"
      Then the bank's ACS refuses the app's message for transfer "T-1" with HTTP 409 and the EMV error "302" "Challenge over" about "already answered"
      When the merchant finishes the 3-D Secure of transfer "T-1" after the app's challenge
      Then transfer "T-1" is approved

    @emulator-only
    Scenario: An answer after the transfer's session expired is refused, and the transfer is declined
      Given the app asks the bank's ACS for the challenge of transfer "T-1"
      And 21 minutes pass
      When the customer types the one-time code "123456" in the app's challenge for transfer "T-1"
      Then the bank's ACS refuses the app's message for transfer "T-1" with HTTP 409 and the EMV error "302" "Challenge over" about "no longer be authenticated"
      And transfer "T-1" was declined because the payment session expired

  Rule: Only a challenge the bank runs in the app takes the app's messages

    Scenario: An app cannot answer a challenge the bank runs in the browser
      Given the customer has reached the bank's page for transfer "T-1" from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      When an app sends the bank's ACS a message naming the challenge of transfer "T-1" in the browser
      Then the bank's ACS refuses the app's message for transfer "T-1" with HTTP 404 and the EMV error "301" "Transaction ID not recognised" about "acsTransID"
