@p2p @p2p-transfer @emulator-only
Feature: What the gateway checks in a wallet's token
  A payer who pays with Google Pay or Apple Pay on the phone gives the merchant the wallet's token:
  the merchant passes it on decrypted, or as the wallet encrypted it for the gateway. Inside is the
  device's card number, its expiry and, when the phone authenticated the payer, the cryptogram and
  its ECI, each where the wallet documents it. The gateway checks each before it pays; a token made
  or passed on wrong is refused naming what is wrong, and nothing moves. The sandbox publishes the
  key wallets encrypt for, so these scenarios run against the emulator.

  Rule: A wallet token made or passed on wrong is refused, naming what is wrong

    Scenario Outline: A <wallet> token <fault> is refused
      Given the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer tries to pay transfer "T-1" with <wallet> on the phone from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, the token <fault>
      Then the request is refused because <reason>
      And transfer "T-1" is registered and not performed

      Examples: How the merchant passes it on
        | wallet     | fault                                                   | reason                                                  |
        | Google Pay | passed on as a Samsung Pay token                        | Samsung Pay tokens are not taken                        |
        | Google Pay | passed on without saying whether it is decrypted        | the wallet token does not say whether it is decrypted   |
        | Apple Pay  | passed on decrypted but not as base64 of JSON           | the wallet token is not the wallet's                    |
        | Google Pay | passed on as encrypted by the wallet but not JSON       | the wallet token is not the wallet's                    |

      Examples: The card inside, in either wallet
        | wallet     | fault                                          | reason                                         |
        | Google Pay | whose device card number is eleven digits long | the card number in the wallet token is not valid |
        | Apple Pay  | whose device card number is eleven digits long | the card number in the wallet token is not valid |
        | Google Pay | whose device card number is twenty digits long | the card number in the wallet token is not valid |
        | Apple Pay  | whose device card number is sent as a number   | the card number in the wallet token is not valid |
        | Google Pay | without its cryptogram                         | the wallet token's cryptogram is not valid     |
        | Apple Pay  | without its cryptogram                         | the wallet token's cryptogram is not valid     |
        | Apple Pay  | with an empty cryptogram                       | the wallet token's cryptogram is not valid     |
        | Google Pay | with a cryptogram of 65 characters             | the wallet token's cryptogram is not valid     |
        | Google Pay | with an ECI of three digits                    | the wallet token's ECI is not valid            |
        | Apple Pay  | with its ECI sent as a number                  | the wallet token's ECI is not valid            |

      Examples: Google Pay's message and its card details
        | wallet     | fault                                                         | reason                                      |
        | Google Pay | whose message expired a minute ago                            | the wallet token has expired                |
        | Google Pay | without the time its message expires                          | the wallet token is not the wallet's        |
        | Google Pay | paying with something other than a card                       | the wallet token is not the wallet's        |
        | Google Pay | without its card details                                      | the wallet token is not the wallet's        |
        | Google Pay | whose card details are null                                   | the wallet token is not the wallet's        |
        | Google Pay | whose card details are a list                                 | the wallet token is not the wallet's        |
        | Google Pay | whose card details are text                                   | the wallet token is not the wallet's        |
        | Google Pay | expiring in month 0                                           | the expiry in the wallet token is not valid |
        | Google Pay | expiring in month 13                                          | the expiry in the wallet token is not valid |
        | Google Pay | whose expiry month is written in words                        | the expiry in the wallet token is not valid |
        | Google Pay | expiring in 1999                                              | the expiry in the wallet token is not valid |
        | Google Pay | expiring in 2200                                              | the expiry in the wallet token is not valid |
        | Google Pay | whose expiry year is written in words                         | the expiry in the wallet token is not valid |
        | Google Pay | authenticated on the phone in a way the gateway does not know | the wallet token is not the wallet's        |

      Examples: Apple Pay's expiry date and payment data
        | wallet    | fault                                          | reason                                      |
        | Apple Pay | whose expiry date is written without its day   | the expiry in the wallet token is not valid |
        | Apple Pay | whose expiry date has a pair of digits too many | the expiry in the wallet token is not valid |
        | Apple Pay | whose expiry date is in month 00               | the expiry in the wallet token is not valid |
        | Apple Pay | whose expiry date is sent as a number          | the expiry in the wallet token is not valid |
        | Apple Pay | of another data type than 3-D Secure           | the wallet token is not the wallet's        |
        | Apple Pay | without its payment data                       | the wallet token is not the wallet's        |
        | Apple Pay | whose payment data is a list                   | the wallet token is not the wallet's        |

      Examples: The wallet's envelope, encrypted for the gateway
        | wallet     | fault                                                                           | reason                                              |
        | Google Pay | as encrypted by the wallet, of protocol version ECv3                            | the protocol of the wallet token is unknown         |
        | Google Pay | as encrypted by the wallet, the merchant naming protocol version ECv1 for it    | the protocol version named is not the wallet token's |
        | Google Pay | as encrypted by the wallet, its signed message without its tag                  | the wallet token is not the wallet's                |
        | Google Pay | as encrypted by the wallet, its signed message sent in a list                   | the wallet token is not the wallet's                |
        | Google Pay | as encrypted by the wallet, its tag made for another message                    | the wallet token cannot be decrypted                |
        | Google Pay | as encrypted by the wallet, its tag cut short                                   | the wallet token cannot be decrypted                |
        | Google Pay | as encrypted by the wallet, its ephemeral key not marked as an uncompressed point | the wallet token cannot be decrypted              |
        | Google Pay | as encrypted by the wallet, holding text that is not JSON                       | the wallet token is not the wallet's                |

  Rule: A wallet token of the less common shapes the wallets document pays

    Scenario Outline: A <wallet> token <shape> pays
      Given the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer pays transfer "T-1" with <wallet> on the phone from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, the token <shape>
      Then transfer "T-1" is approved

      Examples:
        | wallet     | shape                                                              |
        | Google Pay | as encrypted by the wallet with protocol version ECv1              |
        | Google Pay | as encrypted by the wallet, passed on as base64                    |
        | Google Pay | as encrypted by the wallet, the merchant naming its protocol version |
        | Google Pay | decrypted, the card number only, without a cryptogram              |
        | Google Pay | decrypted, expiring in January                                     |
        | Google Pay | decrypted, expiring in 2199                                        |
        | Google Pay | decrypted, with a cryptogram of 64 characters                      |
        | Google Pay | decrypted, without an ECI                                          |
        | Apple Pay  | decrypted, without an ECI                                          |

  Rule: A wallet's message expires at the instant it names

    Scenario: A Google Pay token read at the very instant its message expires is refused
      Given it is 2027-10-15 at 10:00 and the clock stands still
      And the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer tries to pay transfer "T-1" with Google Pay on the phone from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, the token whose message expires at 10:00 on 15 October 2027
      Then the request is refused because the wallet token has expired
      And transfer "T-1" is registered and not performed

  Rule: The card inside is checked by its issuer as typed card data are

    Scenario: A wallet token of a card that expired long ago is declined by its issuer
      Given the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer tries to pay transfer "T-1" with Google Pay on the phone from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, the token of a card that expired in December 2000
      Then transfer "T-1" was declined because the card data were wrong

    Scenario: A wallet token of a card that expired last month is declined by its issuer
      Given it is 2027-10-15 at 10:00
      And the merchant has registered transfer "T-1" for 25.00 EUR
      When the customer tries to pay transfer "T-1" with Google Pay on the phone from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, the token of a card that expired in September 2027, its message expiring on 16 October 2027
      Then transfer "T-1" was declined because the card data were wrong
