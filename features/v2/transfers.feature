@v2 @ledger @blocker
Feature: Card-to-card transfers
  A cardholder sends money from their card to another card. The source card's number and expiry
  date identify it; an approved transfer moves the money at once, a declined one moves nothing.
  Every transfer, approved or declined, is listed for both cards.

  Background:
    Given Alice and Bob each have a virtual card
    And Alice's card is topped up with 200.00 EUR

  Rule: An approved transfer moves the money between the two accounts

    Scenario: Transfer between two cards
      When Alice transfers 75.50 EUR to Bob
      Then the transfer is approved
      And the transfer shows the amount and the cards as they were named, the card numbers masked
      And Alice's card has a balance of 124.50 EUR
      And Bob's card has a balance of 75.50 EUR

  Rule: A transfer that cannot be paid is declined and nothing moves

    Scenario: Insufficient funds
      When Alice tries to transfer 200.01 EUR to Bob
      Then the transfer is declined because of insufficient funds
      And Alice's card has a balance of 200.00 EUR
      And Bob's card has a balance of 0.00 EUR

    Scenario: Blocked source card
      Given Alice has blocked her card
      When Alice tries to transfer 10.00 EUR to Bob
      Then the transfer is declined because the card is blocked
      And Alice's card has a balance of 200.00 EUR

    Scenario: Wrong expiry date
      When Alice tries to transfer 10.00 EUR to Bob giving the wrong expiry date
      Then the transfer is declined because the expiry date is wrong
      And the transfer shows the amount and the cards as they were named, the card numbers masked
      And Alice's card has a balance of 200.00 EUR

    Scenario Outline: A transfer of <amount> is refused
      When Alice tries to transfer <amount> to Bob
      Then the request is refused because <reason>
      And Alice's card has a balance of 200.00 EUR

      Examples:
        | amount     | reason                                    |
        | 1.005 EUR  | the amount is not a whole number of cents |
        | -1.00 EUR  | the amount is not positive                |
        | 10.00 GBP  | the currency is not EUR                   |

    Scenario: A transfer from a card that does not exist is declined
      When someone tries to transfer 10.00 EUR from a card that does not exist to Bob
      Then the transfer is declined because the card does not exist
      And the transfer shows the amount and the cards as they were named, the card numbers masked
      And Bob's card has a balance of 0.00 EUR

    Scenario: A transfer to a card that does not exist is declined
      When Alice tries to transfer 10.00 EUR to a card that does not exist
      Then the transfer is declined because the card credited does not exist
      And the transfer shows the amount and the cards as they were named, the card numbers masked
      And Alice's card has a balance of 200.00 EUR

  Rule: The source card's expiry must not have passed: the card is valid through its expiry month

    Scenario: A transfer naming an expiry month that has passed is refused
      When Alice tries to transfer 10.00 EUR to Bob giving last month as the expiry date
      Then the request is refused because the source card has expired
      And Alice's card has a balance of 200.00 EUR

    @emulator-only
    Scenario: A card sends money in the last minute of its expiry month, and not after
      Given it is the last minute of the month Alice's card expires
      And Alice transfers 10.00 EUR to Bob
      And the month Alice's card expires has ended
      When Alice tries to transfer 10.00 EUR to Bob
      Then the request is refused because the source card has expired
      And Alice's card has a balance of 190.00 EUR

  Rule: Transfers are listed for the debited and the credited card, optionally by period

    Scenario: Both cards list the transfer, approved or declined
      Given Alice has transferred 20.00 EUR to Bob
      And Alice has tried to transfer 500.00 EUR to Bob
      Then the transfers of Alice's card are:
        | from  | to  | amount     | status   |
        | Alice | Bob | 20.00 EUR  | approved |
        | Alice | Bob | 500.00 EUR | declined |
      And the transfers of Bob's card are:
        | from  | to  | amount     | status   |
        | Alice | Bob | 20.00 EUR  | approved |
        | Alice | Bob | 500.00 EUR | declined |

    Scenario: Transfers in a period
      Given Alice has transferred 20.00 EUR to Bob
      Then Alice's card lists 1 transfer on the day of that transfer
      And Alice's card lists no transfers in the month before that transfer

    Scenario: A card does not list the transfers of other cards
      Given Carol has a virtual card
      And Alice has transferred 20.00 EUR to Bob
      Then the transfers of Carol's card are:
        | from | to | amount | status |

    Scenario: A period that ends before it starts is refused
      When someone tries to list the transfers of Alice's card from 2026-03-31 to 2026-03-01
      Then the request is refused because the period ends before it starts

    Scenario: Listing transfers needs a card number
      When someone tries to list transfers without giving a card number
      Then the request is refused because the card number is missing

    @emulator-only
    Scenario: Transfers on different days are listed by the period they fall in
      Given it is 2026-03-10 at 09:00
      And Alice has transferred 10.00 EUR to Bob
      And it is 2026-03-12 at 09:00
      And Alice has transferred 20.00 EUR to Bob
      Then the transfers of Alice's card from 2026-03-11 to 2026-03-31 are:
        | from  | to  | amount    | status   |
        | Alice | Bob | 20.00 EUR | approved |
      And the transfers of Bob's card from 2026-03-01 to 2026-03-10 are:
        | from  | to  | amount    | status   |
        | Alice | Bob | 10.00 EUR | approved |

  Rule: A transfer credits another card, whose account permits receiving

    Scenario: A transfer to the card paying is declined
      When Alice tries to transfer 10.00 EUR to Alice
      Then the transfer is declined because the card credited is the card paying
      And Alice's card has a balance of 200.00 EUR

    Scenario: A transfer into an account that does not permit receiving is declined
      Given Bob's account has the restriction status 2 "NO WITHDRAWALS OR TRANSFERS"
      When Alice tries to transfer 10.00 EUR to Bob
      Then the transfer is declined because the account credited does not permit it
      And Alice's card has a balance of 200.00 EUR
      And Bob's card has a balance of 0.00 EUR
