@v1 @limit-cycles @emulator-only @critical
Feature: Limit cycles in the card system
  A limit counts what was spent in its current cycle; when the cycle rolls over, the count starts
  again from nothing. Calendar cycles start on the calendar's boundaries: midnight, Monday, the 1st
  of a month, of a quarter (January, April, July, October) or of January, the full hour. Rolling
  cycles count from the moment the cycle was set: a week from that day's midnight, a month, a
  quarter or a year to the same day and time (or the month's last day, when shorter), an hour to
  the same minute. A cycle of several units rolls over after all of them.

  Card-to-card transfers count against the cash limit LMTP0107, which shows here how each cycle
  rolls over; payments at a merchant count against the purchase limit LMTP0110.

  Background:
    Given Alice and Bob each have a virtual card
    And Alice's card is topped up with 1,000.00 EUR through Card Management v2

  Rule: A limit frees up when its cycle rolls over, and not before

    Scenario Outline: A limit counted per <cycle> frees up at <next date> <next time>
      Given it is <start date> at <start time>
      And Alice's card has a limit LMTP0107 of 100.00 EUR per <cycle>
      And Alice transfers 100.00 EUR to Bob
      When it is <last date> at <last time>
      Then Alice's card's limit LMTP0107 shows 100.00 EUR used
      When Alice tries to transfer 0.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      When it is <next date> at <next time>
      Then Alice's card's limit LMTP0107 shows 0.00 EUR used
      When Alice transfers 100.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 100.00 EUR used

      Examples: Calendar cycles, from the calendar's boundaries
        | cycle             | start date | start time | last date  | last time | next date  | next time |
        | day               | 2026-03-10 | 15:00      | 2026-03-10 | 23:59     | 2026-03-11 | 00:00     |
        | 2 days            | 2026-03-10 | 15:00      | 2026-03-11 | 23:59     | 2026-03-12 | 00:00     |
        | 2 days            | 2026-03-11 | 15:00      | 2026-03-12 | 23:59     | 2026-03-13 | 00:00     |
        | calendar week     | 2026-03-12 | 10:00      | 2026-03-15 | 23:59     | 2026-03-16 | 00:00     |
        | 2 calendar weeks  | 2026-03-12 | 10:00      | 2026-03-22 | 23:59     | 2026-03-23 | 00:00     |
        | calendar month    | 2026-03-10 | 15:00      | 2026-03-31 | 23:59     | 2026-04-01 | 00:00     |
        | 2 calendar months | 2026-03-10 | 15:00      | 2026-04-30 | 23:59     | 2026-05-01 | 00:00     |
        | calendar quarter  | 2026-02-10 | 10:00      | 2026-03-31 | 23:59     | 2026-04-01 | 00:00     |
        | calendar year     | 2026-06-01 | 10:00      | 2026-12-31 | 23:59     | 2027-01-01 | 00:00     |
        | calendar hour     | 2026-03-10 | 15:20      | 2026-03-10 | 15:59     | 2026-03-10 | 16:00     |
        | 2 calendar hours  | 2026-03-10 | 15:20      | 2026-03-10 | 16:59     | 2026-03-10 | 17:00     |

      Examples: Rolling cycles, from the moment the cycle was set
        | cycle     | start date | start time | last date  | last time | next date  | next time |
        | week      | 2026-03-12 | 10:00      | 2026-03-18 | 23:59     | 2026-03-19 | 00:00     |
        | 2 weeks   | 2026-03-12 | 10:00      | 2026-03-25 | 23:59     | 2026-03-26 | 00:00     |
        | month     | 2026-01-31 | 08:00      | 2026-02-28 | 07:59     | 2026-02-28 | 08:01     |
        | 2 months  | 2026-01-31 | 08:00      | 2026-03-31 | 07:59     | 2026-03-31 | 08:01     |
        | quarter   | 2026-11-30 | 10:00      | 2027-02-28 | 09:59     | 2027-02-28 | 10:01     |
        | year      | 2028-02-29 | 12:00      | 2029-02-28 | 11:59     | 2029-02-28 | 12:01     |
        | hour      | 2026-03-10 | 15:20      | 2026-03-10 | 16:19     | 2026-03-10 | 16:21     |
        | 3 hours   | 2026-03-10 | 15:20      | 2026-03-10 | 18:19     | 2026-03-10 | 18:21     |

  Rule: A count crosses smaller boundaries; a new cycle type starts counting afresh

    Scenario: A calendar month on the 1st, however much was spent on the last day of the month before
      Given it is 2026-03-31 at 22:00
      And Alice's card has a limit LMTP0109 of 150.00 EUR per calendar month
      And Alice transfers 100.00 EUR to Bob
      When Alice tries to transfer 60.00 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      When it is 2026-04-01 at 00:00
      And Alice transfers 150.00 EUR to Bob
      Then Alice's card's limit LMTP0109 shows 150.00 EUR used

    Scenario: A purchase limit per calendar week frees up on Monday
      Given it is 2026-03-12 at 10:00
      And Alice's card has a limit LMTP0110 of 50.00 EUR per calendar week
      And Alice pays 50.00 EUR at the merchant Shop24 with category 5411
      When it is 2026-03-15 at 23:59
      And Alice tries to pay 0.01 EUR at the merchant Shop24 with category 5411
      Then the payment is declined because it exceeds a spending limit
      When it is 2026-03-16 at 00:00
      And Alice pays 50.00 EUR at the merchant Shop24 with category 5411
      Then Alice's card's limit LMTP0110 shows 50.00 EUR used

    Scenario: Changing a daily limit to a rolling hour starts a new count from the change
      Given it is 2026-03-10 at 09:00
      And Alice transfers 80.00 EUR to Bob
      When it is 2026-03-10 at 12:00
      And Alice changes her card's limit LMTP0107 to 100.00 EUR per hour
      Then Alice's card's limit LMTP0107 shows 0.00 EUR used
      And Alice's card's limit LMTP0109 shows 80.00 EUR used

    Scenario: A clock set back counts what was spent in the cycle it lands in
      Given it is 2026-03-11 at 10:00
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      And Alice transfers 100.00 EUR to Bob
      When it is 2026-03-10 at 10:00
      Then Alice's card's limit LMTP0107 shows 0.00 EUR used
      When it is 2026-03-11 at 18:00
      Then Alice's card's limit LMTP0107 shows 100.00 EUR used

    Scenario: Spending while the clock is set back counts in the cycle it lands in, not in the later one
      Given it is 2026-03-11 at 10:00
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      And Alice transfers 70.00 EUR to Bob
      When it is 2026-03-10 at 10:00
      And Alice transfers 40.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 40.00 EUR used
      When it is 2026-03-11 at 18:00
      Then Alice's card's limit LMTP0107 shows 70.00 EUR used
      And Alice's card's limit LMTP0109 shows 110.00 EUR used
      When Alice tries to transfer 30.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit

  Rule: A new amount alone keeps the cycle and what it has counted; a new length starts counting afresh

    Scenario: A rolling hour changed to a higher amount still rolls over an hour after it was set
      Given it is 2026-03-10 at 10:00
      And Alice's card has a limit LMTP0107 of 100.00 EUR per hour
      And Alice transfers 80.00 EUR to Bob
      When it is 2026-03-10 at 10:40
      And Alice changes her card's limit LMTP0107 to 120.00 EUR
      Then Alice's card's limit LMTP0107 shows 80.00 EUR used
      When Alice tries to transfer 40.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      When it is 2026-03-10 at 11:01
      Then Alice's card's limit LMTP0107 shows 0.00 EUR used

    Scenario: A rolling hour made 2 hours starts counting afresh from the change
      Given it is 2026-03-10 at 10:00
      And Alice's card has a limit LMTP0107 of 100.00 EUR per hour
      And Alice transfers 80.00 EUR to Bob
      When it is 2026-03-10 at 10:20
      And Alice changes her card's limit LMTP0107 to 100.00 EUR per 2 hours
      Then Alice's card's limit LMTP0107 shows 0.00 EUR used

  Rule: A busy card's limits forget what is more than two months old, and only what no cycle counts any more

    Scenario: After a busy quarter the day counts its own transfers, the year all of them, and an earlier day still its own
      Given it is 2026-01-01 at 10:00
      And Alice's card has a limit LMTP0109 of 10,000.00 EUR per calendar year
      And Alice transfers 1.00 EUR to Bob 32 times
      And it is 2026-03-02 at 10:00
      And Alice transfers 1.00 EUR to Bob 8 times
      When it is 2026-03-05 at 10:00
      And Alice transfers 1.00 EUR to Bob 24 times
      Then Alice's card's limit LMTP0109 shows 64.00 EUR used
      And Alice's card's limit LMTP0107 shows 24.00 EUR used
      When it is 2026-03-02 at 18:00
      Then Alice's card's limit LMTP0107 shows 8.00 EUR used

  Rule: An exception caps the limit with its own amount and cycle while its period lasts, its last day included

    Scenario: An exception per 2 hours caps the limit from its first day's midnight to the end of its last day
      Given it is 2027-07-31 at 22:00
      And Alice sets an exception of 50.00 EUR per 2 hours to her card's limit LMTP0107 from 2027-08-01 to 2027-08-01
      And Alice transfers 60.00 EUR to Bob
      When it is 2027-08-01 at 09:30
      And Alice transfers 50.00 EUR to Bob
      And Alice tries to transfer 0.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      When it is 2027-08-01 at 10:00
      And Alice transfers 50.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 100.00 EUR used
      When it is 2027-08-01 at 23:59
      And Alice tries to transfer 50.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      When it is 2027-08-02 at 00:00
      And Alice transfers 200.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 200.00 EUR used
