@v1 @limits
Feature: What a change of a limit must say
  A change of a card's or an account's limit names at least one of its amount, its cycle type and
  its cycle length; any one of them alone is a change. An exception needs both ends of its period
  and its amount. An exception to delete is named by dates that exist, its end not before its start.

  Background:
    Given Alice has a virtual card

  Rule: A change names at least one of the amount, the cycle type and the cycle length

    Scenario: A change of a card's limit that names nothing to change is refused
      When Alice tries to change her card's limit LMTP0107 without saying what
      Then the request is refused because the change names nothing to change

    Scenario: A change of an account's limit that names nothing to change is refused
      Given Alice's account has a limit LMTP0107 of 500.00 EUR per day
      When Alice tries to change her account's limit LMTP0107 without saying what
      Then the request is refused because the change names nothing to change

    Scenario: Change only the cycle type of a limit
      When Alice changes only the cycle type of her card's limit LMTP0110 to 4
      Then Alice's card's limit LMTP0110 is 1,000.00 EUR per calendar month

    Scenario: Change only the cycle length of a limit
      When Alice changes only the cycle length of her card's limit LMTP0110 to 3
      Then Alice's card's limit LMTP0110 is 1,000.00 EUR per 3 days

  Rule: An exception needs both ends of its period and its amount

    Scenario: An exception with a start and no end is refused
      When Alice tries to set an exception of 50.00 EUR to her card's limit LMTP0107 starting 2027-07-01 with no end
      Then the request is refused because the exception's end is missing

    Scenario: An exception with an end and no start is refused
      When Alice tries to set an exception of 50.00 EUR to her card's limit LMTP0107 ending 2027-07-14 with no start
      Then the request is refused because the exception's start is missing

    Scenario: An exception without an amount is refused
      When Alice tries to set an exception to her card's limit LMTP0107 from 2027-07-01 to 2027-07-14 without an amount
      Then the request is refused because the exception has no amount

  Rule: An exception to delete is named by dates that exist, its end not before its start

    Scenario Outline: Deleting an exception from <start> to <end> is refused
      When Alice tries to delete an exception to her card's limit LMTP0107 from "<start>" to "<end>"
      Then the request is refused because <reason>

      Examples:
        | start      | end        | reason                                              |
        | 2027-02-30 | 2027-03-01 | the start of the exception to delete does not exist |
        | 2027-03-01 | 2027-02-30 | the end of the exception to delete does not exist   |
        | 2027-03-10 | 2027-03-01 | the exception to delete ends before it starts       |
