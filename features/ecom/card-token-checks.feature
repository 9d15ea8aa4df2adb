@ecom @emulator-only
Feature: What the gateway checks in a card token of its web form
  The gateway's web form encrypts the card typed on the shop's page into a card token for one
  order: the time it was made, a UUID, the card number, the security code, the expiry and the
  order, then optionally the cardholder's name and the web form it came from, each part in its
  place. The gateway opens the token with the sandbox's key and checks each part before it pays;
  a token made wrong is refused naming the token and what is wrong with it, and nothing is paid.
  The sandbox publishes the key, so these scenarios run against the emulator.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And the merchant has registered order "A-1" for 30.00 EUR

  Rule: A card token the web form did not make as documented is refused, naming what is wrong

    Scenario Outline: A card token <fault> is refused
      When the customer tries to pay order "A-1" with Alice's card typed into the gateway's web form, the card token <fault>
      Then the request is refused because <reason>
      And order "A-1" is registered and not paid

      Examples: How it is sent and encrypted
        | fault                                                              | reason                                   |
        | with a character base64 does not use before it                     | the card token is not base64             |
        | with a character base64 does not use after it                      | the card token is not base64             |
        | of a single character                                              | the card token is not base64             |
        | encrypted for another merchant's key                               | the card token cannot be decrypted       |
        | encrypted for a longer key than the sandbox's                      | the card token cannot be decrypted       |
        | padded as for a signature                                          | the card token cannot be decrypted       |
        | whose padding does not begin with a zero byte                      | the card token cannot be decrypted       |
        | padded with seven bytes only                                       | the card token cannot be decrypted       |
        | padded with the least eight bytes around text that is no card token | the card token is not made of its parts |
        | holding text that is not UTF-8                                     | the card token is not made of its parts  |
        | of five parts                                                      | the card token is not made of its parts  |
        | of ten parts                                                       | the card token is not made of its parts  |

      Examples: What its parts carry
        | fault                                         | reason                                                    |
        | whose time is not written as ISO 8601         | the card token does not say when it was made              |
        | made at an hour that does not exist           | the card token does not say when it was made              |
        | made on a day that does not exist             | the card token does not say when it was made              |
        | whose second part is not a UUID               | the card token carries no UUID                            |
        | naming a stored card                          | the card token names a stored card                        |
        | whose card number is eleven digits long       | the card number in the card token is not valid            |
        | whose card number is twenty digits long       | the card number in the card token is not valid            |
        | whose security code is two digits long        | the security code in the card token is not valid          |
        | whose security code is five digits long       | the security code in the card token is not valid          |
        | whose expiry month is 13                      | the expiry in the card token is not valid                 |
        | whose expiry month is 00                      | the expiry in the card token is not valid                 |
        | whose expiry carries a day as well            | the expiry in the card token is not valid                 |
        | naming no order                               | the card token names no order                             |
        | whose cardholder name is not in Latin letters | the cardholder name in the card token is not valid        |
        | whose cardholder name is 27 letters long      | the cardholder name in the card token is not valid        |
        | naming a web form the gateway does not know   | the card token names a web form the gateway does not know |

  Rule: A card token may carry the cardholder's name and the web form it came from

    @ledger
    Scenario: The cardholder's name typed in small letters is kept in capitals
      When the customer pays order "A-1" with Alice's card typed into the gateway's web form, the card token carrying the cardholder name and the web form it came from
      Then order "A-1" is paid
      And order "A-1" shows Alice's card masked, in her name
      And Alice's card has a balance of 70.00 EUR

    Scenario: A card token sent with a line break after it pays the order
      When the customer pays order "A-1" with Alice's card typed into the gateway's web form, the card token sent with a line break after it
      Then order "A-1" is paid
