@p2p @ledger @blocker
Feature: Funding and payout on the P2P gateway
  A funding (AFT) takes money from a card to the merchant; a payout (OCT) pays the merchant's
  money to a card. When a payout follows a funding, the funding is registered so and its money
  waits in the gateway's transit account; the payout names its funding and, after a Mastercard
  funding, the funding's transaction reference.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card

  @p2p-funding
  Rule: A funding takes the amount and the fee from the card

    Scenario: A funding from a v2-issued card
      When the merchant takes a funding of 30.00 EUR from Alice's card
      Then the funding is approved
      And Alice's card has a balance of 69.50 EUR

    Scenario: A funding from a Mastercard card needs the payer's details
      When the merchant tries to take a funding of 30.00 EUR from Alice's card without the payer's details
      Then the request is refused because the payer's details are missing
      And Alice's card has a balance of 100.00 EUR

    Scenario: A funding from a Visa card needs the recipient's details
      When the merchant tries to take a funding of 30.00 EUR from the test card that needs no 3-D Secure without the recipient's details
      Then the request is refused because the recipient's details are missing

    Scenario: A funding credits no card
      When the merchant tries to take a funding of 30.00 EUR from Alice's card crediting Bob's card
      Then the request is refused because a funding credits no card
      And Bob's card has a balance of 0.00 EUR

    @emulator-only
    Scenario: With the merchant's permission, a funding sends its money to another card
      Given the merchant may send a funding's money to another card or account
      When the merchant takes a funding of 30.00 EUR from Alice's card, sending the money to Bob's card
      Then the funding is approved
      And Alice's card has a balance of 69.50 EUR
      And Bob's card has a balance of 30.00 EUR
      And Card Management v2 shows a balance of 30.00 EUR on Bob's card

    @emulator-only
    Scenario: With the merchant's permission, a funding sends its money to another account
      Given the merchant may send a funding's money to another card or account
      When the merchant takes a funding of 30.00 EUR from the test card that needs no 3-D Secure, sending the money to Bob's account
      Then the funding is approved
      And Bob's card has a balance of 30.00 EUR

    @emulator-only
    Scenario: With the merchant's permission, a funding from a sandbox card sends its money to another account
      Given the merchant may send a funding's money to another card or account
      When the merchant takes a funding of 30.00 EUR from Alice's card, sending the money to Bob's account
      Then the funding is approved
      And Alice's card has a balance of 69.50 EUR
      And Bob's card has a balance of 30.00 EUR

    @emulator-only
    Scenario: With the merchant's permission, a funding sends its money to the merchant's transit account
      Given the merchant may send a funding's money to another card or account
      When the merchant takes a funding of 30.00 EUR from Alice's card, sending the money to the merchant's transit account
      Then the funding is approved
      And Alice's card has a balance of 69.50 EUR

    @emulator-only
    Scenario: Without the merchant's permission, a funding cannot send its money elsewhere
      Given the merchant may not send a funding's money to another card or account
      When the merchant tries to take a funding of 30.00 EUR from Alice's card, sending the money to Bob's card
      Then the request is refused because the merchant may not send a funding's money elsewhere
      And Alice's card has a balance of 100.00 EUR
      And Bob's card has a balance of 0.00 EUR

    @emulator-only
    Scenario Outline: With the merchant's permission, a funding performed with <what> is refused
      Given the merchant may send a funding's money to another card or account
      When the merchant tries to perform a funding of 10.00 EUR with <what>
      Then the request is refused because <reason>

      Examples:
        | what                                                   | reason                                                          |
        | its money sent both to a card and to an account        | a funding's money goes to a card or an account, not both        |
        | its money sent nowhere                                 | the funding does not say where its money goes                   |
        | its money sent elsewhere while a payout is expected    | a funding whose payout is expected keeps its money for it       |
        | its money sent to an account the sandbox does not have | a funding's money goes to an account the sandbox does not have |
        | a card to credit beside where its money goes           | a funding credits no card                                       |

  @p2p-payout
  Rule: A payout credits the card, with no fee

    Scenario: A payout to a v2-issued card
      When the merchant pays 25.00 EUR out to Bob's card
      Then the payout is approved
      And Bob's card has a balance of 25.00 EUR

    Scenario: A payout has no fee
      Given the merchant has registered payout "P-1" of 25.00 EUR
      When the merchant asks the fee of payout "P-1"
      Then the fee is 0.00 EUR and the total 25.00 EUR

    Scenario: A payout takes no transaction initiator
      When the merchant tries to pay 25.00 EUR out to Bob's card as a customer-initiated payment
      Then the request is refused because a payout takes no initiator
      And Bob's card has a balance of 0.00 EUR

  @p2p-funding @p2p-payout
  Rule: A payout may follow its funding, up to the funding's amount

    Scenario: A funding followed by its payout moves the money from one v2 card to the other
      When the merchant takes a funding of 30.00 EUR from Alice's card for a payout
      And the merchant pays the funding out to Bob's card
      Then the payout is approved
      And Alice's card has a balance of 69.50 EUR
      And Bob's card has a balance of 30.00 EUR
      And Card Management v2 shows a balance of 69.50 EUR on Alice's card
      And Card Management v2 shows a balance of 30.00 EUR on Bob's card
      And the payout shows the funding's transaction reference

    Scenario: A funding from a card of another issuer followed by its payout credits the v2 card
      When the merchant takes a funding of 30.00 EUR from the test card that needs no 3-D Secure for a payout
      And the merchant pays the funding out to Bob's card
      Then the funding is approved
      And the payout is approved
      And Bob's card has a balance of 30.00 EUR

    Scenario: A funding paid out in two parts
      Given the merchant has taken a funding of 30.00 EUR from Alice's card for a payout
      When the merchant pays 20.00 EUR of the funding out to Bob's card
      And the merchant pays 10.00 EUR of the funding out to Bob's card
      Then Bob's card has a balance of 30.00 EUR

    Scenario: After a first payout, a funding has only the rest left
      Given the merchant has taken a funding of 30.00 EUR from Alice's card for a payout
      When the merchant pays 20.00 EUR of the funding out to Bob's card
      And the merchant tries to pay 10.01 EUR of the funding out to Bob's card
      Then the request is refused because the payout exceeds what its funding has left
      And Bob's card has a balance of 20.00 EUR

    Scenario: A payout cannot take more than its funding has left
      Given the merchant has taken a funding of 30.00 EUR from Alice's card for a payout
      When the merchant tries to pay 30.01 EUR of the funding out to Bob's card
      Then the request is refused because the payout exceeds what its funding has left
      And Bob's card has a balance of 0.00 EUR

    Scenario: A payout after a Mastercard funding carries the funding's reference
      Given the merchant has taken a funding of 30.00 EUR from Alice's card for a payout
      When the merchant tries to pay the funding out to Bob's card without its transaction reference
      Then the request is refused because the funding's reference is missing

    Scenario: A payout after a Visa funding needs no transaction reference
      Given the merchant has taken a funding of 30.00 EUR from the test card that needs no 3-D Secure for a payout
      When the merchant tries to pay the funding out to Bob's card without its transaction reference
      Then the payout is approved
      And Bob's card has a balance of 30.00 EUR

    Scenario: A funding that expects no payout cannot be paid out
      Given the merchant has taken a funding of 30.00 EUR from Alice's card
      When the merchant tries to pay the funding out to Bob's card
      Then the request is refused because the funding expects no payout

    Scenario: A payout after a Mastercard funding carries that funding's reference, not another
      Given the merchant has taken a funding of 30.00 EUR from Alice's card for a payout
      When the merchant tries to pay the funding out to Bob's card with another transaction reference
      Then the request is refused because the funding's reference is wrong
      And Bob's card has a balance of 0.00 EUR

    Scenario: A declined funding cannot be paid out
      Given the merchant has taken a funding of 200.00 EUR from Alice's card for a payout
      When the merchant tries to pay the funding out to Bob's card
      Then the request is refused because the order named is not an approved funding
      And Bob's card has a balance of 0.00 EUR

  Rule: What an order may carry depends on its kind

    Scenario Outline: A <kind> registered with <what> is refused
      When the merchant tries to register a <kind> of 10.00 EUR with <what>
      Then the request is refused because <reason>

      Examples:
        | kind     | what                           | reason                                          |
        | payout   | a fee                          | a payout charges no fee                         |
        | payout   | a stored card to debit         | a payout debits no stored card                  |
        | funding  | a stored card to credit        | a funding credits no stored card                |
        | transfer | a stored card but no customer  | a stored card needs the customer                |
        | funding  | a funding to pay out           | only a payout names a funding                   |
        | funding  | no transaction type            | the transaction type is missing                 |
        | payout   | no transaction type            | the transaction type is missing                 |
        | payout   | a funding's transaction type   | the transaction type does not fit the order     |
        | transfer | a payout's transaction type    | the transaction type does not fit the order     |
        | transfer | the category code of a grocery | the category code is not one of money transfers |
        | transfer | a session end in the past      | the session would end in the past               |

    Scenario Outline: A <kind> performed with <what> is refused
      When the merchant tries to perform a <kind> of 10.00 EUR with <what>
      Then the request is refused because <reason>

      Examples:
        | kind     | what                                                      | reason                                                      |
        | transfer | a funding's type                                          | the type does not fit the order                             |
        | transfer | no amount, registered without one                         | the amount to send is missing                               |
        | transfer | an amount of nothing                                      | the amount to send is not above zero                        |
        | transfer | an exemption from 3-D Secure                              | only a funding may claim an exemption                       |
        | transfer | a network reference of no earlier order                   | the network reference is of no earlier order                |
        | payout   | a card to debit                                           | a payout debits no card                                     |
        | funding  | no card to debit                                          | the card to debit is missing                                |
        | transfer | a card token beside the card number                       | a card token replaces the card number                       |
        | transfer | a card token beside the security code                     | a card token replaces the security code                     |
        | transfer | a stored card to debit in the typed card call             | a stored card is debited by its own call                    |
        | transfer | a stored card's initiator and a typed card                | the initiator does not fit the card                         |
        | transfer | the initiator that keeps the card, told not to keep it    | keeping the card contradicts the initiator                  |
        | transfer | no expiry year                                            | the expiry year is missing                                  |
        | transfer | no expiry month                                           | the expiry month is missing                                 |
        | payout   | a stored card to credit beside its number                 | a stored card to credit replaces the card number            |
        | transfer | a stored card to credit the order was not registered with | the stored card to credit was not registered with the order |
        | funding  | a Mastercard payer's details without the last name        | the payer's last name is missing                            |
        | funding  | a Visa recipient's details without the account            | the recipient's account is missing                          |

    Scenario Outline: A <kind> performed with <what> goes through
      When the merchant tries to perform a <kind> of 10.00 EUR with <what>
      Then the <kind> is approved

      Examples:
        | kind     | what                                                               |
        | transfer | a transfer's type                                                  |
        | funding  | a funding's type                                                   |
        | payout   | a payout's type                                                    |
        | funding  | an exemption from 3-D Secure, from a card that would be challenged |
        | transfer | no e-mail, from a Visa card that needs no 3-D Secure               |

  Rule: Register and perform in one call

    @p2p-transfer
    Scenario: An instant transfer
      When Alice sends 10.00 EUR from her card to Bob's card in one call
      Then the transfer is approved
      And Alice's card has a balance of 89.50 EUR
      And Bob's card has a balance of 10.00 EUR

    @p2p-funding @p2p-payout
    Scenario: An instant funding and an instant payout
      When the merchant takes a funding of 30.00 EUR from Alice's card for a payout in one call
      And the merchant pays the funding out to Bob's card in one call
      Then the payout is approved
      And Alice's card has a balance of 69.50 EUR
      And Bob's card has a balance of 30.00 EUR

    @p2p-transfer
    Scenario: A refused instant transfer registers nothing
      When Alice tries to send 10.00 EUR from her card in one call without naming the card to credit
      Then the request is refused because the card to credit is missing
      And the order number of that transfer can still be registered
