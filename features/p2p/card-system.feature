@p2p @ledger @critical
Feature: The P2P gateway's movements in the sandbox's card system
  The P2P gateway moves the money of the sandbox's cards through the card system: the card system's
  accounts decide what they may receive, and each movement shows in the card's history (Card
  Management v1) as the card system records it: a transfer between two sandbox cards as its debit
  part with the fee and its credit part, a funding as the debit part of a transfer, its payout as
  the credit part.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card

  Rule: The history of a sandbox card shows the P2P movements of its money

    @p2p-transfer
    Scenario: A transfer between two sandbox cards records its debit part with the fee and its credit part
      When Alice sends 40.00 EUR from her card to Bob's card
      Then the history of Alice's card shows a debit of 40.00 EUR with a fee of 0.50 EUR
      And the history of Bob's card is:
        | type | description     | direction | amount    |
        | 782  | P2P Credit part | CREDIT    | 40.00 EUR |

    @p2p-funding @p2p-payout
    Scenario: A funding is the debit part of a transfer, its payout the credit part
      When the merchant takes a funding of 30.00 EUR from Alice's card for a payout
      And the merchant pays the funding out to Bob's card
      Then the history of Alice's card is:
        | type | description                | direction | amount     |
        | 760  | Credit account presentment | CREDIT    | 100.00 EUR |
        | 781  | P2P Debit part             | DEBIT     | 30.00 EUR  |
      And the history of Bob's card is:
        | type | description     | direction | amount    |
        | 782  | P2P Credit part | CREDIT    | 30.00 EUR |

  Rule: The account credited must permit receiving transfers, and its refusal is the credit's

    @p2p-transfer
    Scenario: A transfer into an account that takes no transfers is declined on its credit
      Given Bob's account has the restriction status 2 "NO WITHDRAWALS OR TRANSFERS"
      When Alice sends 10.00 EUR from her card to Bob's card
      Then the transfer is declined because the account does not permit it
      And the transfer shows the credit to Bob's card declined
      And Alice's card has a balance of 100.00 EUR

    @emulator-only @p2p-funding
    Scenario: A funding's money cannot go to an account that takes no transfers
      Given the merchant may send a funding's money to another card or account
      And Bob's account has the restriction status 2 "NO WITHDRAWALS OR TRANSFERS"
      When the merchant tries to take a funding of 30.00 EUR from the test card that needs no 3-D Secure, sending the money to Bob's account
      Then the transfer is declined because the account does not permit it
      And Bob's card has a balance of 0.00 EUR

  Rule: The paying account's allowed beneficiaries hold for a card of another issuer too

    @p2p-transfer
    Scenario: A transfer to a card of another issuer that is not an allowed beneficiary is declined
      Given Alice may only send money to Bob
      When the customer sends 10.00 EUR from Alice's card to the test card that needs no 3-D Secure
      Then the transfer is declined because the account does not permit it
      And Alice's card has a balance of 100.00 EUR

  Rule: A funding spends from the card's spending limits as a transfer does

    @p2p-funding
    Scenario: A funding over the card's daily spending limit is declined
      Given Alice's card has a daily spending limit of 20.00 EUR
      When the merchant takes a funding of 30.00 EUR from Alice's card
      Then the funding is declined because it exceeds a spending limit
      And Alice's card has a balance of 100.00 EUR
