@p2p @p2p-transfer @credential-common @tii
Feature: What a transfer between stored cards may name
  A transfer from a stored card names it in performP2PByBinding.do (the one it was registered
  with, if any), with the initiator F and no card number beside it; a stored card to credit is
  named when the transfer is registered and repeated when it is performed. A stored card switched
  off, or one the gateway does not have, cannot be used. A refused transfer moves no money.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card
    And Bob's card is topped up with 50.00 EUR
    And Alice has sent 10.00 EUR from her card to Bob's card, keeping her card for later
    And Bob has sent 5.00 EUR from his card to Alice's card, keeping his card for later

  Rule: The stored card to debit is the client's own, named once, switched on

    Scenario Outline: A transfer from a stored card with <what> is refused
      When Alice tries to send 20.00 EUR from her stored card to Bob's card with <what>
      Then the request is refused because <reason>
      And Alice's card has a balance of 94.50 EUR
      And Bob's card has a balance of 54.50 EUR

      Examples:
        | what                                                              | reason                                                      |
        | the initiator that keeps a card typed now                         | the initiator does not fit the card                         |
        | another stored card than the one the transfer was registered with | the stored card to debit was not registered with the order  |
        | the card number beside the stored card                            | a stored card to debit replaces the card number             |
        | no stored card named, only a security code                        | the stored card to debit is missing                         |
        | the stored card switched off                                      | the stored card to debit is switched off                    |

  Rule: The stored card to credit is the one registered with the transfer, switched on

    Scenario Outline: A transfer to a stored card with <what> is refused
      When Alice tries to send 20.00 EUR from her stored card to Bob's card with <what>
      Then the request is refused because <reason>
      And Alice's card has a balance of 94.50 EUR
      And Bob's card has a balance of 54.50 EUR

      Examples:
        | what                                                                        | reason                                                      |
        | the stored card to credit switched off                                      | the stored card to credit is switched off                   |
        | a stored card to credit the gateway does not have                           | the stored card to credit is not known                      |
        | another stored card to credit than the one the transfer was registered with | the stored card to credit was not registered with the order |
