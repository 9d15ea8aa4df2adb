@p2p @critical
Feature: What a fee inquiry must name
  Before a transfer, funding or payout is performed, the customer's app asks its fee
  (verifyP2P.do, or verifyP2PByBinding.do for a stored card). The inquiry names the cards the
  order's kind needs, and only those: a transfer debits one card and credits another, a funding only
  debits, a payout only credits. A refused inquiry changes nothing.

  Rule: The inquiry names the cards the order's kind needs, and only those

    Scenario Outline: The fee inquiry of a <kind> <change> is refused because <reason>
      When the customer asks the fee of a <kind> of 10.00 EUR <change>
      Then the request is refused because <reason>

      Examples:
        | kind     | change                                          | reason                                      |
        | transfer | naming no card to credit                        | the card to credit is missing               |
        | transfer | naming the card to credit without its number    | the number of the card to credit is missing |
        | transfer | naming no card to debit                         | the card to debit is missing                |
        | transfer | naming the card to debit without its number     | the number of the card to debit is missing  |
        | transfer | naming the card to debit without the cardholder | the cardholder's name is missing            |
        | funding  | naming a card to credit                         | a funding credits no card                   |
        | payout   | naming a card to debit                          | a payout debits no card                     |
        | transfer | for an amount of nothing                        | the amount is not positive                  |
        | transfer | with a merchant category the merchant may not use | the merchant category is not allowed      |
        | transfer | from a stored card it does not name             | the stored card to debit is not named       |
        | transfer | from a stored card nobody has                   | the stored card to debit is not known       |

    Scenario: Encrypted card data names the card to debit without its number or cardholder
      When the customer asks the fee of a transfer of 10.00 EUR naming the card to debit by encrypted card data only
      Then the fee is 0.50 EUR and the customer pays 10.50 EUR in all

    Scenario: A wallet token names the card to debit without its number or cardholder
      When the customer asks the fee of a transfer of 10.00 EUR naming the card to debit by a wallet token only
      Then the fee is 0.50 EUR and the customer pays 10.50 EUR in all

    Scenario: An empty amount keeps the amount the transfer was registered for
      When the customer asks the fee of a transfer of 40.00 EUR leaving the amount empty
      Then the fee is 0.50 EUR and the customer pays 40.50 EUR in all

    Scenario: A payout's fee inquiry names only the card to credit
      When the customer asks the fee of a payout of 25.00 EUR naming no card to debit
      Then the fee is 0.00 EUR and the total 25.00 EUR

  Rule: A stored card to debit must be switched on

    Scenario: The fee from a stored card the merchant switched off
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      And Alice has sent 10.00 EUR from her card to Bob's card, keeping her card for later
      And the merchant has switched off Alice's stored card
      And the merchant has registered transfer "T-2" for 30.00 EUR for Alice
      When Alice tries to ask the fee of transfer "T-2" from her stored card
      Then the request is refused because the stored card to debit is switched off

  Rule: Only an order still waiting for its payment has a fee to ask

    Scenario: The fee of a transfer already performed cannot be asked again
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      And the customer has performed transfer "T-1" from the test card that needs no 3-D Secure to the test card with a frictionless 3-D Secure approval
      When the customer tries to ask the fee of transfer "T-1" again
      Then the request is refused because the order is not in a state that allows it

    Scenario: The fee of a transfer that was never registered
      When the customer tries to ask the fee of a transfer that was never registered
      Then the request is refused because the order is unknown

  Rule: The payer's and the recipient's details given with the fee inquiry are kept, as if given at registration

    Scenario: A funding registered without the details gets them from its fee inquiry
      Given the merchant has registered funding "F-1" of 30.00 EUR without the payer's and the recipient's details, giving them when the fee is asked
      When the customer performs funding "F-1" from the test card that needs no 3-D Secure
      Then the funding is approved
