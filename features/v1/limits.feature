@v1 @limits @critical
Feature: Card and account limits in the card system
  Every new card inherits six limits from the card product, each capping one kind of spending per
  cycle: LMTP0107 (day) and LMTP0109 (month) cash disbursement, which card-to-card transfers count
  as; LMTP0110 (day) and LMTP0108 (month) purchases; LMTP0112 (day) and LMTP0111 (month) MOTO and
  e-commerce. A card's limit can be changed; an exception replaces it for a period until deleted.
  An account can have limits of its own, which count what every card of the account spends.

  Background:
    Given Alice and Bob each have a virtual card

  Rule: A new card has the six limits of the product, nothing used yet

    Scenario: The limits of a new card
      Then Alice's card has these limits:
        | limit    | amount        | per            | used     |
        | LMTP0107 | 1,000.00 EUR  | day            | 0.00 EUR |
        | LMTP0108 | 10,000.00 EUR | calendar month | 0.00 EUR |
        | LMTP0109 | 10,000.00 EUR | calendar month | 0.00 EUR |
        | LMTP0110 | 1,000.00 EUR  | day            | 0.00 EUR |
        | LMTP0111 | 10,000.00 EUR | calendar month | 0.00 EUR |
        | LMTP0112 | 1,000.00 EUR  | day            | 0.00 EUR |

  Rule: A card's limit can be changed: its amount, its cycle, or both

    Scenario: Change the amount and the cycle of a limit
      When Alice changes her card's limit LMTP0110 to 250.00 EUR per 2 calendar weeks
      Then Alice's card's limit LMTP0110 is 250.00 EUR per 2 calendar weeks
      And Alice's card's limit LMTP0108 is 10,000.00 EUR per calendar month

    Scenario: Change only the amount of a limit
      Given Alice's card has a limit LMTP0112 of 300.00 EUR per calendar hour
      When Alice changes her card's limit LMTP0112 to 150.00 EUR
      Then Alice's card's limit LMTP0112 is 150.00 EUR per calendar hour

    Scenario: Change only the cycle of a limit
      When Alice counts her card's limit LMTP0110 per calendar week
      Then Alice's card's limit LMTP0110 is 1,000.00 EUR per calendar week

    Scenario: Transfers count against the cash limits
      Given Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      When Alice transfers 60.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 60.00 EUR used
      And Alice's card's limit LMTP0109 shows 60.00 EUR used
      And Alice's card's limit LMTP0110 shows 0.00 EUR used

    Scenario: A transfer over the changed limit is declined and uses nothing
      Given Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      And Alice transfers 60.00 EUR to Bob
      When Alice tries to transfer 40.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      And Alice's card's limit LMTP0107 shows 60.00 EUR used

    Scenario: Payments at a merchant count against the purchase limits, withdrawals against the cash limits
      Given Alice's card is topped up with 500.00 EUR
      When Alice pays 40.00 EUR at the merchant Shop24 with category 5411
      And Alice withdraws 25.00 EUR from her card
      Then Alice's card has these limits:
        | limit    | amount        | per            | used      |
        | LMTP0107 | 1,000.00 EUR  | day            | 25.00 EUR |
        | LMTP0108 | 10,000.00 EUR | calendar month | 40.00 EUR |
        | LMTP0109 | 10,000.00 EUR | calendar month | 25.00 EUR |
        | LMTP0110 | 1,000.00 EUR  | day            | 40.00 EUR |
        | LMTP0111 | 10,000.00 EUR | calendar month | 0.00 EUR  |
        | LMTP0112 | 1,000.00 EUR  | day            | 0.00 EUR  |

    Scenario: A payment over the purchase limit is declined
      Given Alice's card is topped up with 500.00 EUR
      And Alice's card has a limit LMTP0110 of 50.00 EUR per day
      And Alice pays 40.00 EUR at the merchant Shop24 with category 5411
      When Alice tries to pay 10.01 EUR at the merchant Shop24 with category 5411
      Then the payment is declined because it exceeds the daily spending limit
      And Alice's card's limit LMTP0110 shows 40.00 EUR used

    @v2
    Scenario: Transfers through either interface count against the same limit
      Given Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      And Alice sends 60.00 EUR to Bob through Card Management v2
      When Alice tries to transfer 50.00 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      And Alice's card's limit LMTP0107 shows 60.00 EUR used

    @v2
    Scenario: The daily cash limit is the daily spending limit of Card Management v2
      When Alice changes her card's limit LMTP0107 to 250.00 EUR per day
      Then Alice's card has a daily spending limit of 250.00 EUR and a monthly spending limit of 10,000.00 EUR

    Scenario: A limit name the product does not have is refused
      When Alice tries to change her card's limit LMTP9999 to 100.00 EUR
      Then the request is refused because the limit is unknown

    Scenario: A cycle type the card system does not have is refused
      When Alice tries to count her card's limit LMTP0107 in cycles of type 9
      Then the request is refused because the cycle type is unknown

    Scenario: A limit that is not a whole number of cents is refused
      When Alice tries to change her card's limit LMTP0107 to 10.005 EUR
      Then the request is refused because the limit is not a whole number of cents
      And Alice's card's limit LMTP0107 is 1,000.00 EUR per day

    Scenario: The limits of a card that does not exist cannot be changed
      When someone tries to change a limit of a card that does not exist
      Then the request is refused because the card does not exist

  Rule: A limit counts every operation of its kind in the cycle, and no operation of another kind

    Scenario: Every transfer of the day counts against the daily cash limit
      Given Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      And Alice transfers 30.00 EUR to Bob
      And Alice transfers 30.00 EUR to Bob
      When Alice transfers 30.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 90.00 EUR used
      When Alice tries to transfer 10.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit

    Scenario: A card whose cash limit is used up still pays at a merchant
      Given Alice's card is topped up with 500.00 EUR
      And Alice's card has a limit LMTP0107 of 50.00 EUR per day
      And Alice withdraws 50.00 EUR from her card
      When Alice pays 40.00 EUR at the merchant Shop24 with category 5411
      Then Alice's card's limit LMTP0110 shows 40.00 EUR used
      And Alice's card's limit LMTP0107 shows 50.00 EUR used

  Rule: An exception replaces a limit for its period, until it is deleted

    Scenario: Exceptions are listed with their period, amount and cycle
      When Alice sets an exception of 3,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      And Alice sets an exception of 50.00 EUR per 2 hours to her card's limit LMTP0107 from 2027-08-01 to 2027-08-01
      Then Alice's card's limit LMTP0107 has these exceptions:
        | from       | to         | amount       | per     |
        | 2027-07-01 | 2027-07-14 | 3,000.00 EUR | day     |
        | 2027-08-01 | 2027-08-01 | 50.00 EUR    | 2 hours |
      And Alice's card's limit LMTP0107 is 1,000.00 EUR per day

    Scenario: Exceptions may follow one another without a gap; they are listed in date order
      When Alice sets an exception of 3,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      And Alice sets an exception of 2,000.00 EUR to her card's limit LMTP0107 from 2027-07-15 to 2027-07-20
      And Alice sets an exception of 1,500.00 EUR to her card's limit LMTP0107 from 2027-06-20 to 2027-06-30
      And Alice sets an exception of 2,500.00 EUR to her card's limit LMTP0107 from 2027-07-15 to 2027-07-20
      Then Alice's card's limit LMTP0107 has these exceptions:
        | from       | to         | amount       | per |
        | 2027-06-20 | 2027-06-30 | 1,500.00 EUR | day |
        | 2027-07-01 | 2027-07-14 | 3,000.00 EUR | day |
        | 2027-07-15 | 2027-07-20 | 2,500.00 EUR | day |

    Scenario: A period's edges are instants: the same instants written otherwise name the same exception
      When Alice sets an exception of 500.00 EUR to her card's limit LMTP0107 from "2027-07-01T11:30:00.5+05:30" to "2027-07-01T18:30"
      And Alice sets an exception of 600.00 EUR to her card's limit LMTP0107 from "2027-07-01T05:00:00.500-01:00" to "2027-07-01T18:30:59"
      Then Alice's card's limit LMTP0107 has these exceptions:
        | from                          | to                  | amount     | per |
        | 2027-07-01T05:00:00.500-01:00 | 2027-07-01T18:30:59 | 600.00 EUR | day |
      When Alice deletes the exception to her card's limit LMTP0107 from "2027-07-01T06:00:00.500Z" to "2027-07-01T18:30:59.999"
      Then Alice's card's limit LMTP0107 has no exceptions

    Scenario Outline: A period starting at an instant that does not exist is refused: <start>
      When Alice tries to set an exception of 500.00 EUR to her card's limit LMTP0107 from "<start>" to "2028-01-31"
      Then the request is refused because the exception's start does not exist

      Examples:
        | start               |
        | 2027-02-29          |
        | 2027-13-01          |
        | 2027-07-01T24:00    |
        | 2027-07-01T10:60    |
        | 2027-07-01T10:00:60 |

    Scenario: A period ending on a day that does not exist is refused
      When Alice tries to set an exception of 500.00 EUR to her card's limit LMTP0107 from "2027-06-01" to "2027-06-31"
      Then the request is refused because the exception's end does not exist

    Scenario: An exception ending the minute before it starts is refused
      When Alice tries to set an exception of 500.00 EUR to her card's limit LMTP0107 from "2027-07-01T10:00" to "2027-07-01T09:59"
      Then the request is refused because the exception ends before it starts

    Scenario: An exception for the same period replaces the earlier one
      Given Alice sets an exception of 3,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      When Alice sets an exception of 2,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      Then Alice's card's limit LMTP0107 has these exceptions:
        | from       | to         | amount       | per |
        | 2027-07-01 | 2027-07-14 | 2,000.00 EUR | day |

    Scenario: An exception lets more through during its period
      Given Alice's card is topped up with 1,000.00 EUR through Card Management v2
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      When Alice sets an exception of 500.00 EUR to her card's limit LMTP0107 for today
      And Alice transfers 300.00 EUR to Bob
      Then Alice's card's limit LMTP0107 shows 300.00 EUR used

    Scenario: Once the exception is deleted the limit applies again
      Given Alice's card is topped up with 1,000.00 EUR through Card Management v2
      And Alice's card has a limit LMTP0107 of 100.00 EUR per day
      And Alice sets an exception of 500.00 EUR to her card's limit LMTP0107 for today
      And Alice transfers 300.00 EUR to Bob
      When Alice deletes the exception to her card's limit LMTP0107 for today
      Then Alice's card's limit LMTP0107 has no exceptions
      When Alice tries to transfer 0.01 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit

    Scenario: An exception overlapping another one is refused
      Given Alice sets an exception of 3,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      When Alice tries to set an exception of 2,000.00 EUR to her card's limit LMTP0107 from 2027-07-14 to 2027-07-20
      Then the request is refused because the exception overlaps another one
      And Alice's card's limit LMTP0107 has these exceptions:
        | from       | to         | amount       | per |
        | 2027-07-01 | 2027-07-14 | 3,000.00 EUR | day |

    Scenario: An exception ending with another one but starting later overlaps it and is refused
      Given Alice sets an exception of 3,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      When Alice tries to set an exception of 2,000.00 EUR to her card's limit LMTP0107 from 2027-07-05 to 2027-07-14
      Then the request is refused because the exception overlaps another one
      And Alice's card's limit LMTP0107 has these exceptions:
        | from       | to         | amount       | per |
        | 2027-07-01 | 2027-07-14 | 3,000.00 EUR | day |

    Scenario: An exception ending before it starts is refused
      When Alice tries to set an exception of 2,000.00 EUR to her card's limit LMTP0107 from 2027-07-14 to 2027-07-01
      Then the request is refused because the exception ends before it starts

    Scenario: Deleting an exception that does not exist is refused
      Given Alice sets an exception of 3,000.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      When Alice tries to delete an exception to her card's limit LMTP0107 from 2027-07-01 to 2027-07-13
      Then the request is refused because the limit exception does not exist

  Rule: An account has no limits of its own until one is set; they count what every card of the account spends

    Scenario: An account limit counts what every card of the account spends
      Given Carol has a virtual card on Alice's account
      And Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's account has a limit LMTP0107 of 100.00 EUR per day
      And Carol transfers 60.00 EUR to Bob
      When Alice tries to transfer 50.00 EUR to Bob
      Then the transfer is declined because it exceeds a spending limit
      And Alice's account's limit LMTP0107 shows 60.00 EUR used
      And Alice's card's limit LMTP0107 shows 0.00 EUR used
      And Carol's card's limit LMTP0107 shows 60.00 EUR used

    Scenario: An account purchase limit counts payments at merchants
      Given Alice's card is topped up with 500.00 EUR
      And Alice's account has a limit LMTP0108 of 100.00 EUR per calendar month
      And Alice pays 70.00 EUR at the merchant Shop24 with category 5411
      When Alice tries to pay 40.00 EUR at the merchant Shop24 with category 5411
      Then the payment is declined because it exceeds the monthly spending limit
      And Alice's account's limit LMTP0108 shows 70.00 EUR used

    @v2
    Scenario: An account limit counts transfers through Card Management v2 too
      Given Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's account has a limit LMTP0107 of 100.00 EUR per day
      When Alice tries to send 150.00 EUR to Bob through Card Management v2
      Then the transfer is declined because it exceeds the daily spending limit
      And Alice's account's limit LMTP0107 shows 0.00 EUR used

    Scenario: A new account has no limits of its own
      Then Alice's account has no limits of its own

    Scenario: Set limits on an account
      When Alice sets her account's limit LMTP0107 to 200.00 EUR per day
      And Alice sets her account's limit LMTP0111 to 5,000.00 EUR per 2 calendar months
      Then Alice's account has these limits:
        | limit    | amount       | per               | used     |
        | LMTP0107 | 200.00 EUR   | day               | 0.00 EUR |
        | LMTP0111 | 5,000.00 EUR | 2 calendar months | 0.00 EUR |

    Scenario: An account limit counts in the cycle it is given, or else in the product's
      When Alice sets her account's limit LMTP0110 to 300.00 EUR per calendar week
      And Alice changes her account's limit LMTP0108 to 2,000.00 EUR
      Then Alice's account has these limits:
        | limit    | amount       | per            | used     |
        | LMTP0108 | 2,000.00 EUR | calendar month | 0.00 EUR |
        | LMTP0110 | 300.00 EUR   | calendar week  | 0.00 EUR |

    @v2
    Scenario: A transfer over both the daily and the monthly account limit is declined as over the daily one
      Given Alice's card is topped up with 500.00 EUR through Card Management v2
      And Alice's account has a limit LMTP0109 of 100.00 EUR per calendar month
      And Alice's account has a limit LMTP0107 of 100.00 EUR per day
      When Alice tries to send 150.00 EUR to Bob through Card Management v2
      Then the transfer is declined because it exceeds the daily spending limit

    Scenario: Change the amount of an account limit
      Given Alice's account has a limit LMTP0110 of 200.00 EUR per day
      When Alice changes her account's limit LMTP0110 to 350.00 EUR
      Then Alice's account has these limits:
        | limit    | amount     | per | used     |
        | LMTP0110 | 350.00 EUR | day | 0.00 EUR |

    Scenario: An account limit set for the first time needs its amount
      When Alice tries to count her account's limit LMTP0107 in hours
      Then the request is refused because the account limit has no amount yet
      And Alice's account has no limits of its own

    Scenario: Account limits take no exceptions
      When Alice tries to set an exception of 500.00 EUR to her account's limit LMTP0107 from 2027-07-01 to 2027-07-14
      Then the request is refused because account limits take no exceptions

    Scenario: The limits of an account that does not exist cannot be changed
      When someone tries to set a limit on an account that does not exist
      Then the request is refused because the account does not exist

  Rule: Every accepted change of a limit or of an exception is a record in the card's history; a refused one is not

    Scenario: Changes of the card's limits, its exceptions and its account's limits in the card's history
      When Alice changes her card's limit LMTP0110 to 250.00 EUR
      And Alice sets an exception of 500.00 EUR to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      And Alice deletes the exception to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      And Alice sets her account's limit LMTP0107 to 200.00 EUR per day
      And Alice tries to delete an exception to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14
      Then the request is refused because the limit exception does not exist
      And the history of Alice's card is:
        | type | description  | direction | amount   |
        | 578  | Change limit | NOOP      | 0.00 EUR |
        | 578  | Change limit | NOOP      | 0.00 EUR |
        | 578  | Change limit | NOOP      | 0.00 EUR |
        | 578  | Change limit | NOOP      | 0.00 EUR |
