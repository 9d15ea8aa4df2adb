@p2p @minor
Feature: Field rules of the P2P gateway
  Every field of the spec's tables has its length, range or format, and every block its mandatory
  members; a request that breaks one is refused naming the field, and changes nothing.

  Scenario Outline: Registering with <field> <fault> is refused naming it
    When the merchant tries to register a transfer whose <field> is <fault>
    Then the P2P gateway refuses it naming the <field>

    Examples:
      | field                     | fault                  |
      | order number              | one character too long |
      | order number              | missing                |
      | return address            | one character too long |
      | return address            | not a full URL         |
      | order description         | one character too long |
      | client id                 | one character too long |
      | callback address          | one character too long |
      | language                  | not in the list        |
      | amount                    | thirteen digits long   |
      | amount                    | not a whole number     |
      | session lifetime          | zero                   |
      | payer's account           | missing                |
      | payer's account           | one character too long |
      | payer's last name         | one character too long |
      | payer's first name        | one character too long |
      | payer's birthday          | not a date             |
      | billing postal code       | one character too long |
      | billing state             | not Latin              |
      | recipient's last name     | missing                |
      | recipient's last name     | one character too long |
      | recipient's city          | one character too long |
      | recipient's account type  | three digits long      |
      | mobile phone              | too short              |
      | delivery e-mail           | not an e-mail address  |
      | shipping postal code      | one character too long |
      | pre-order date            | not a date             |
      | funding reference         | one character too long |
      | transaction type          | not in the list        |
      | features                  | not in the list        |

  Scenario Outline: Performing with <field> <fault> is refused naming it, and the transfer waits
    Given the merchant has registered transfer "T-1" for 10.00 EUR
    When the customer tries to perform transfer "T-1" with its <field> <fault>
    Then the P2P gateway refuses it naming the <field>
    And transfer "T-1" is registered and not performed

    Examples:
      | field                      | fault                  |
      | card number                | one character too long |
      | card number                | not digits             |
      | card number                | missing                |
      | security code              | four digits long       |
      | security code              | missing                |
      | expiry year                | out of range           |
      | expiry month               | out of range           |
      | cardholder name            | one character too long |
      | recipient's card number    | one character too long |
      | recipient's card number    | missing                |
      | authentication value       | one character too long |
      | authentication id          | one character too long |
      | ECI                        | five digits long       |
      | 3-D Secure protocol        | not in the list        |
      | amount to send             | thirteen digits long   |
      | IP address                 | not an IP address      |
      | e-mail                     | one character too long |
      | 3-D Secure transaction id  | one character too long |
      | SDK application id         | missing                |
