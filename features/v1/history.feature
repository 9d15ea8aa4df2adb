@v1 @ledger @critical
Feature: Transaction history
  Every movement and every change of a card or of its account leaves a typed record in the card's
  history: what happened, in which direction the money went, how much, with the fee and the
  merchant where there was one. Records of the account itself (holds, status changes) show in the
  history of each of its cards. Refused operations leave no record.

  Background:
    Given Alice and Bob each have a virtual card

  Rule: The history lists typed records, oldest first

    Scenario: Movements and changes in the history
      Given Alice's card is credited with 100.00 EUR
      And Alice pays 20.00 EUR at the merchant Shop24 with category 5411
      And Alice has transferred 30.00 EUR to Bob
      And 10.00 EUR is held on Alice's account
      And Alice's account has the restriction status 1 "NO WITHDRAWALS"
      And Alice has blocked her card
      Then the history of Alice's card is:
        | type | description                  | direction | amount     |
        | 760  | Credit account presentment   | CREDIT    | 100.00 EUR |
        | 774  | Debit account presentment    | DEBIT     | 20.00 EUR  |
        | 781  | P2P Debit part               | DEBIT     | 30.00 EUR  |
        | 689  | Card-to-card money transfer  | NOOP      | 30.00 EUR  |
        | 579  | Account arrest amount change | NOOP      | 10.00 EUR  |
        | 673  | Account status change        | NOOP      | 0.00 EUR   |
        | 493  | Card blocking                | NOOP      | 0.00 EUR   |
      And the history of Bob's card is:
        | type | description       | direction | amount    |
        | 782  | P2P Credit part   | CREDIT    | 30.00 EUR |

    Scenario: A card status change is recorded
      When Alice's card status is changed to "LOST CARD"
      Then the history of Alice's card is:
        | type | description        | direction | amount   |
        | 672  | Card status change | NOOP      | 0.00 EUR |

    Scenario: A refused operation leaves no record
      Given Alice's card is topped up with 10.00 EUR
      When Alice tries to withdraw 10.01 EUR from her card
      Then the debit is declined because of insufficient funds
      And the history of Alice's card is:
        | type | description                | direction | amount    |
        | 760  | Credit account presentment | CREDIT    | 10.00 EUR |

    Scenario: A new card has no history
      Then the history of Bob's card is:
        | type | description | direction | amount |

  Rule: Records show the fee and the merchant

    Background:
      Given Alice's card is topped up with 100.00 EUR

    Scenario: A debit shows its fee
      When Alice withdraws 40.00 EUR from her card with a fee of 1.50 EUR
      Then the history of Alice's card shows a debit of 40.00 EUR with a fee of 1.50 EUR

    Scenario: A payment shows the merchant, its terminal and category
      When Alice pays 25.00 EUR at the merchant Shop24 with category 5411
      Then the history of Alice's card shows a payment of 25.00 EUR at Shop24 with category 5411

  @emulator-only
  Rule: The history is read by period: whole days, both ends included, in UTC

    Scenario: Records on different days
      Given it is 2026-03-10 at 09:00
      And Alice's card is credited with 100.00 EUR
      And it is 2026-03-11 at 23:59
      And Alice withdraws 10.00 EUR from her card
      And it is 2026-03-12 at 00:00
      And Alice withdraws 20.00 EUR from her card
      Then the history of Alice's card from 2026-03-11 to 2026-03-11 is:
        | type | description               | direction | amount    |
        | 774  | Debit account presentment | DEBIT     | 10.00 EUR |
      And the history of Alice's card from 2026-03-10 to 2026-03-11 is:
        | type | description                | direction | amount     |
        | 760  | Credit account presentment | CREDIT    | 100.00 EUR |
        | 774  | Debit account presentment  | DEBIT     | 10.00 EUR  |
      And the history of Alice's card from 2026-03-12 to 2026-03-31 is:
        | type | description               | direction | amount    |
        | 774  | Debit account presentment | DEBIT     | 20.00 EUR |
      And the history of Alice's card from 2026-03-01 to 2026-03-09 is:
        | type | description | direction | amount |

    Scenario: An operation at the first instant of a day is that day's, not the day before's
      Given Alice's card is credited with 100.00 EUR
      And it is 2026-03-12 at 00:00 and the clock stands still
      When Alice withdraws 20.00 EUR from her card
      Then the history of Alice's card from 2026-03-12 to 2026-03-12 is:
        | type | description               | direction | amount    |
        | 774  | Debit account presentment | DEBIT     | 20.00 EUR |
      And the history of Alice's card from 2026-03-11 to 2026-03-11 is:
        | type | description | direction | amount |

  Rule: A record names a merchant only when the request named both the merchant and its terminal

    Scenario: A withdrawal that names only a merchant category shows no merchant
      Given Alice's card is topped up with 100.00 EUR
      When Alice withdraws 10.00 EUR from her card naming only the merchant category 6011
      Then the history of Alice's card shows a debit of 10.00 EUR at no merchant

  Rule: A change of the account is recorded under the transaction number its answer gave

    Scenario: A hold's record carries the transaction number and authorisation code of its answer
      When 10.00 EUR is held on Alice's account
      Then the history of Alice's card shows that change under the transaction number and authorisation code of its answer

    Scenario: A restriction status change's record carries the transaction number of its answer
      When Alice's account has the restriction status 1 "NO WITHDRAWALS"
      Then the history of Alice's card shows that change under the transaction number of its answer
