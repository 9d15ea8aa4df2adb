@p2p @minor
Feature: A P2P refusal in Russian still names what is wrong
  A merchant that asks the P2P gateway for answers in Russian gets each refusal in Russian, of a
  field's form or of what an order of its kind may carry: errorMessage and the words of each field
  error alike, and the refusal still names the field at fault. The wording is the gateway's own; the scenarios judge its letters and the field
  it names.

  Scenario Outline: Registering with <field> <fault>, refused in Russian
    When the merchant tries to register a transfer whose <field> is <fault>, asking for answers in "ru"
    Then the refusal is worded in Russian
    And the refusal's message names each field at fault

    Examples:
      | field                    | fault                  |
      | order number             | one character too long |
      | order number             | missing                |
      | return address           | not a full URL         |
      | amount                   | thirteen digits long   |
      | amount                   | not a whole number     |
      | session lifetime         | zero                   |
      | payer's birthday         | not a date             |
      | billing state            | not Latin              |
      | recipient's account type | three digits long      |
      | mobile phone             | too short              |
      | delivery e-mail          | not an e-mail address  |
      | pre-order date           | not a date             |
      | transaction type         | not in the list        |
      | features                 | not in the list        |

  Scenario Outline: Performing with <field> <fault>, refused in Russian
    Given the merchant has registered transfer "T-1" for 10.00 EUR
    When the customer tries to perform transfer "T-1" with its <field> <fault>, asking for answers in "ru"
    Then the refusal is worded in Russian
    And the refusal's message names each field at fault

    Examples:
      | field                     | fault                  |
      | card number               | not digits             |
      | security code             | four digits long       |
      | expiry year               | out of range           |
      | expiry month              | out of range           |
      | cardholder name           | one character too long |
      | ECI                       | five digits long       |
      | 3-D Secure protocol       | not in the list        |
      | IP address                | not an IP address      |
      | SDK application id        | missing                |

  Scenario Outline: A <kind> registered with <what>, refused in Russian
    When the merchant tries to register a <kind> of 10.00 EUR with <what>, asking for answers in "ru"
    Then the refusal is worded in Russian
    And the refusal's message names each field at fault

    Examples:
      | kind     | what                              |
      | payout   | a fee                             |
      | payout   | a stored card to debit            |
      | funding  | a stored card to credit           |
      | transfer | a stored card but no customer     |
      | funding  | a funding to pay out              |
      | funding  | no transaction type               |
      | payout   | a funding's transaction type      |
      | transfer | a payout's transaction type       |
      | transfer | the category code of a grocery    |
      | transfer | a session end in the past         |
      | transfer | another merchant's login          |
      | funding  | a funding's transaction reference |
      | payout   | a funding to pay out              |
