@v1 @ledger @critical
Feature: Who a movement of money names
  A top-up, a transfer and a balance inquiry of the card system name the cards and accounts they
  concern: a card, an account without a card, or both, when the account number sent beside a card
  must be that card's. A request that names a card or an account the card system does not have, or
  that contradicts itself, is refused and moves nothing. A card is valid through the last day of
  its expiry month. Every approval carries a reference number of the sandbox's one sequence.

  Background:
    Given Alice and Bob each have a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: A top-up credits the amount less its fee, to the card's account or to an account named without a card

    Scenario: A top-up with a fee credits the amount less the fee
      When Alice's card is topped up with 50.00 EUR with a fee of 2.50 EUR
      Then Alice's card has a balance of 147.50 EUR

    Scenario: A fee larger than the top-up takes the difference from the account
      When Alice's card is topped up with 1.00 EUR with a fee of 3.00 EUR
      Then Alice's card has a balance of 98.00 EUR

    Scenario: A fee larger than the top-up may take all the money the account has
      When Alice's card is topped up with 1.00 EUR with a fee of 101.00 EUR
      Then Alice's card has a balance of 0.00 EUR

    Scenario: A fee the account cannot cover refuses the top-up
      When someone tries to top up Bob's card with 1.00 EUR with a fee of 3.00 EUR
      Then the top-up is declined because of insufficient funds
      And Bob's card has a balance of 0.00 EUR

    Scenario: An account is topped up without naming a card
      When Bob's account is topped up with 30.00 EUR
      Then Bob's card has a balance of 30.00 EUR

    Scenario: The card's own account may be sent beside it
      When Alice's card is topped up with 10.00 EUR, naming Alice's account as its account
      Then Alice's card has a balance of 110.00 EUR

    Scenario: The account number sent beside the card must be the card's
      When someone tries to top up Alice's card with 10.00 EUR, naming Bob's account as its account
      Then the request is refused because the account number is not the card's
      And Alice's card has a balance of 100.00 EUR
      And Bob's card has a balance of 0.00 EUR

    Scenario: A card the card system does not have cannot be topped up
      When someone tries to top up a card that does not exist with 10.00 EUR
      Then the request is refused because the card does not exist

    Scenario: An account that does not exist cannot be topped up
      When someone tries to top up an account that does not exist with 10.00 EUR
      Then the request is refused because the account does not exist

  Rule: A transfer credits a card or an account named without one, on another account than the one paying

    Scenario: A transfer to an account named without a card
      When Alice transfers 30.00 EUR to Bob's account
      Then Alice's card has a balance of 70.00 EUR
      And Bob's card has a balance of 30.00 EUR

    Scenario: A transfer may take the whole balance
      When Alice transfers 100.00 EUR to Bob
      Then the transfer is approved
      And Alice's card has a balance of 0.00 EUR
      And Bob's card has a balance of 100.00 EUR

    Scenario: A transfer to the card paying is refused
      When Alice tries to transfer 10.00 EUR to Alice
      Then the request is refused because the card credited is the card paying
      And Alice's card has a balance of 100.00 EUR

    Scenario: A transfer to another card of the account paying is refused
      Given Carol has a virtual card on Alice's account
      When Alice tries to transfer 10.00 EUR to Carol
      Then the request is refused because the card credited is on the account paying
      And Alice's card has a balance of 100.00 EUR

    Scenario: A transfer to the account paying, named without a card, is refused
      When Alice tries to transfer 10.00 EUR to Alice's account
      Then the request is refused because the account credited is the account paying
      And Alice's card has a balance of 100.00 EUR

    Scenario: Each card's own account may be sent beside it
      When Alice transfers 10.00 EUR to Bob's card, naming the accounts of both cards
      Then Alice's card has a balance of 90.00 EUR
      And Bob's card has a balance of 10.00 EUR

    Scenario: The account sent beside the card paying must be its account
      When Alice tries to transfer 10.00 EUR to Bob's card, naming Bob's account as the account paying
      Then the request is refused because the account paying is not the card's
      And Alice's card has a balance of 100.00 EUR
      And Bob's card has a balance of 0.00 EUR

    Scenario: The account sent beside the card credited must be its account
      Given Carol has a virtual card
      When Alice tries to transfer 10.00 EUR to Bob's card, naming Carol's account as its account
      Then the request is refused because the account credited is not the card's
      And Alice's card has a balance of 100.00 EUR
      And Carol's card has a balance of 0.00 EUR

    Scenario: A transfer from a card the card system does not have is refused
      When someone tries to transfer 10.00 EUR from a card that does not exist to Bob
      Then the request is refused because the card does not exist
      And Bob's card has a balance of 0.00 EUR

    Scenario: A transfer to a card the card system does not have is refused
      When Alice tries to transfer 10.00 EUR to a card that does not exist
      Then the request is refused because the card does not exist
      And Alice's card has a balance of 100.00 EUR

    Scenario: A transfer to an account that does not exist is refused
      When Alice tries to transfer 10.00 EUR to an account that does not exist
      Then the request is refused because the account does not exist
      And Alice's card has a balance of 100.00 EUR

    Scenario: Who a transfer names is checked before the card paying
      Given Alice has blocked her card
      When Alice tries to transfer 10.00 EUR to an account that does not exist
      Then the request is refused because the account does not exist

    Scenario: The expiry sent for the card credited must be that card's
      When Alice tries to transfer 10.00 EUR to Bob's card giving the wrong expiry date of that card
      Then the transfer is declined because the expiry date is wrong
      And Alice's card has a balance of 100.00 EUR

    Scenario: An account named without a card must permit receiving transfers
      Given Bob's account has the restriction status 2 "NO WITHDRAWALS OR TRANSFERS"
      When Alice tries to transfer 10.00 EUR to Bob's account
      Then the transfer is declined because the account credited does not permit it
      And Alice's card has a balance of 100.00 EUR

    Scenario: An account named without a card must be an allowed beneficiary
      Given Carol has a virtual card
      And Alice may only send money to Bob
      When Alice tries to transfer 10.00 EUR to Carol's account
      Then the transfer is declined because the beneficiary is not allowed
      And Carol's card has a balance of 0.00 EUR

  Rule: A card's history shows the movements of that card, and those of its account named without a card

    Scenario: Two cards on one account
      Given Carol has a virtual card on Bob's account
      When Alice transfers 30.00 EUR to Bob
      And Alice transfers 20.00 EUR to Bob's account
      And Bob's account is topped up with 5.00 EUR
      Then the history of Bob's card is:
        | type | description                | direction | amount    |
        | 782  | P2P Credit part            | CREDIT    | 30.00 EUR |
        | 782  | P2P Credit part            | CREDIT    | 20.00 EUR |
        | 760  | Credit account presentment | CREDIT    | 5.00 EUR  |
      And the history of Carol's card is:
        | type | description                | direction | amount    |
        | 782  | P2P Credit part            | CREDIT    | 20.00 EUR |
        | 760  | Credit account presentment | CREDIT    | 5.00 EUR  |

  Rule: A balance inquiry names a card the card system has, with its own account when one is sent

    Scenario: A balance inquiry may send the card's own account beside it
      When someone tries to read the balance of Alice's card, naming Alice's account as its account
      Then the operation is allowed

    Scenario: The balance of a card the card system does not have
      When someone tries to read the balance of a card that does not exist
      Then the request is refused because the card does not exist

    Scenario: The account sent beside the card must be the card's
      When someone tries to read the balance of Alice's card, naming Bob's account as its account
      Then the request is refused because the account number is not the card's

  Rule: A card is valid through the last day of its expiry month; the status EXPIRED CARD ends it at once

    @emulator-only
    Scenario: A card pays in the last minute of its expiry month, and not after
      Given it is the last minute of the month Alice's card expires
      And Alice withdraws 10.00 EUR from her card
      And the month Alice's card expires has ended
      When Alice tries to withdraw 10.00 EUR from her card
      Then the debit is declined because the card has expired
      And Alice's card has a balance of 90.00 EUR

    Scenario: A card in the status EXPIRED CARD cannot pay
      Given Alice's card status is changed to "EXPIRED CARD"
      When Alice tries to withdraw 10.00 EUR from her card
      Then the debit is declined because the card has expired
      And Alice's card has a balance of 100.00 EUR

  Rule: Every approval carries a 12-digit reference number, and its authorisation code is the last six digits

    Scenario: A withdrawal's reference number and authorisation code
      When Alice withdraws 10.00 EUR from her card
      Then the answer carries a 12-digit reference number ending in its 6-digit authorisation code
