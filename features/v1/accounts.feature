@v1 @critical
Feature: Account restrictions
  The card system can restrict what an account may do. Its restriction status (sixteen codes) says
  which operations are permitted: withdrawals, deposits, transfers out and in, balance inquiries.
  Lists of allowed beneficiaries and merchant categories narrow what may be paid and to whom. A
  refused operation moves nothing.

  Rule: Each restriction status permits what its name says

    Background:
      Given Alice and Bob each have a virtual card
      And Alice's card is topped up with 100.00 EUR

    Scenario Outline: A withdrawal from an account with status <code> is <outcome>
      Given Alice's account has the restriction status <code> "<status>"
      When Alice tries to withdraw 10.00 EUR from her card
      Then the operation is <outcome>
      And the card system shows a balance of <balance> on Alice's card

      Examples:
        | code | status                        | outcome                   | balance    |
        | 0    | NO RESTRICTIONS               | allowed                   | 90.00 EUR  |
        | 1    | NO WITHDRAWALS                | refused as not permitted  | 100.00 EUR |
        | 2    | NO WITHDRAWALS OR TRANSFERS   | refused as not permitted  | 100.00 EUR |
        | 3    | ONLY BALANCE INQUIRY          | refused as not permitted  | 100.00 EUR |
        | 4    | ONLY DEPOSITS                 | refused as not permitted  | 100.00 EUR |
        | 5    | ONLY BALANCE INQ AND DEPOSITS | refused as not permitted  | 100.00 EUR |
        | 6    | ONLY BALINQ, DEP, AND XFERS   | refused as not permitted  | 100.00 EUR |
        | 7    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 8    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 9    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 10   | WARNING CASH DEP              | allowed                   | 90.00 EUR  |
        | 11   | INOPERATIVE                   | refused as not permitted  | 100.00 EUR |
        | 12   | NO CREDIT                     | allowed                   | 90.00 EUR  |
        | 13   | NO DEBIT                      | refused as not permitted  | 100.00 EUR |
        | 14   | BLOCKED                       | refused as not permitted  | 100.00 EUR |
        | 15   | FRAUD                         | refused as not permitted  | 100.00 EUR |

    Scenario Outline: A credit to an account with status <code> is <outcome>
      Given Alice's account has the restriction status <code> "<status>"
      When someone tries to credit 10.00 EUR to Alice's card
      Then the operation is <outcome>
      And the card system shows a balance of <balance> on Alice's card

      Examples:
        | code | status                        | outcome                   | balance    |
        | 0    | NO RESTRICTIONS               | allowed                   | 110.00 EUR |
        | 1    | NO WITHDRAWALS                | allowed                   | 110.00 EUR |
        | 2    | NO WITHDRAWALS OR TRANSFERS   | allowed                   | 110.00 EUR |
        | 3    | ONLY BALANCE INQUIRY          | refused as not permitted  | 100.00 EUR |
        | 4    | ONLY DEPOSITS                 | allowed                   | 110.00 EUR |
        | 5    | ONLY BALANCE INQ AND DEPOSITS | allowed                   | 110.00 EUR |
        | 6    | ONLY BALINQ, DEP, AND XFERS   | allowed                   | 110.00 EUR |
        | 7    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 8    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 9    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 10   | WARNING CASH DEP              | allowed                   | 110.00 EUR |
        | 11   | INOPERATIVE                   | refused as not permitted  | 100.00 EUR |
        | 12   | NO CREDIT                     | refused as not permitted  | 100.00 EUR |
        | 13   | NO DEBIT                      | allowed                   | 110.00 EUR |
        | 14   | BLOCKED                       | refused as not permitted  | 100.00 EUR |
        | 15   | FRAUD                         | refused as not permitted  | 100.00 EUR |

    Scenario Outline: A transfer out of an account with status <code> is <outcome>
      Given Alice's account has the restriction status <code> "<status>"
      When Alice tries to transfer 10.00 EUR to Bob
      Then the operation is <outcome>
      And the card system shows a balance of <balance> on Alice's card

      Examples:
        | code | status                        | outcome                   | balance    |
        | 0    | NO RESTRICTIONS               | allowed                   | 90.00 EUR  |
        | 1    | NO WITHDRAWALS                | refused as not permitted  | 100.00 EUR |
        | 2    | NO WITHDRAWALS OR TRANSFERS   | refused as not permitted  | 100.00 EUR |
        | 3    | ONLY BALANCE INQUIRY          | refused as not permitted  | 100.00 EUR |
        | 4    | ONLY DEPOSITS                 | refused as not permitted  | 100.00 EUR |
        | 5    | ONLY BALANCE INQ AND DEPOSITS | refused as not permitted  | 100.00 EUR |
        | 6    | ONLY BALINQ, DEP, AND XFERS   | allowed                   | 90.00 EUR  |
        | 7    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 8    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 9    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  | 100.00 EUR |
        | 10   | WARNING CASH DEP              | allowed                   | 90.00 EUR  |
        | 11   | INOPERATIVE                   | refused as not permitted  | 100.00 EUR |
        | 12   | NO CREDIT                     | allowed                   | 90.00 EUR  |
        | 13   | NO DEBIT                      | refused as not permitted  | 100.00 EUR |
        | 14   | BLOCKED                       | refused as not permitted  | 100.00 EUR |
        | 15   | FRAUD                         | refused as not permitted  | 100.00 EUR |

    Scenario Outline: A balance inquiry on an account with status <code> is <outcome>
      Given Alice's account has the restriction status <code> "<status>"
      When Alice tries to read her card's balance
      Then the operation is <outcome>

      Examples:
        | code | status                        | outcome                   |
        | 0    | NO RESTRICTIONS               | allowed                   |
        | 1    | NO WITHDRAWALS                | allowed                   |
        | 2    | NO WITHDRAWALS OR TRANSFERS   | allowed                   |
        | 3    | ONLY BALANCE INQUIRY          | allowed                   |
        | 4    | ONLY DEPOSITS                 | refused as not permitted  |
        | 5    | ONLY BALANCE INQ AND DEPOSITS | allowed                   |
        | 6    | ONLY BALINQ, DEP, AND XFERS   | allowed                   |
        | 7    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  |
        | 8    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  |
        | 9    | FULLY RESTRICTED ACCOUNT      | refused as not permitted  |
        | 10   | WARNING CASH DEP              | allowed                   |
        | 11   | INOPERATIVE                   | refused as not permitted  |
        | 12   | NO CREDIT                     | allowed                   |
        | 13   | NO DEBIT                      | allowed                   |
        | 14   | BLOCKED                       | refused as not permitted  |
        | 15   | FRAUD                         | refused as not permitted  |

    Scenario: A transfer into a blocked account is refused
      Given Bob's account has the restriction status 14 "BLOCKED"
      When Alice tries to transfer 10.00 EUR to Bob
      Then the transfer is declined because the account does not permit it
      And the card system shows a balance of 100.00 EUR on Alice's card

    Scenario: An account that takes no debits still receives transfers
      Given Bob's account has the restriction status 13 "NO DEBIT"
      When Alice transfers 10.00 EUR to Bob
      Then Bob's card has a balance of 10.00 EUR

    Scenario: Lifting the restriction permits everything again
      Given Alice's account has the restriction status 14 "BLOCKED"
      And Alice's account has the restriction status 0 "NO RESTRICTIONS"
      When Alice withdraws 10.00 EUR from her card
      Then Alice's card has a balance of 90.00 EUR

    Scenario: A status outside the table is refused
      When someone tries to give Alice's account the restriction status 16
      Then the request is refused because the restriction status is unknown

  Rule: An account the card system does not have is refused

    Scenario: The status of an account that does not exist cannot be changed
      When someone tries to give an account that does not exist the restriction status 14
      Then the request is refused because the account does not exist

    Scenario: The balance of an account that does not exist cannot be read
      When someone tries to read the balance of an account that does not exist
      Then the request is refused because the account does not exist

  Rule: When a list of allowed beneficiaries is set, transfers go only to them

    Background:
      Given Alice and Bob each have a virtual card
      And Carol has a virtual card
      And Alice's card is topped up with 100.00 EUR

    Scenario: A transfer to an allowed beneficiary goes through
      Given Alice may only send money to Bob
      When Alice transfers 10.00 EUR to Bob
      Then Bob's card has a balance of 10.00 EUR

    Scenario: A transfer to any one of several allowed beneficiaries goes through
      Given Alice may only send money to Bob and Carol
      When Alice transfers 10.00 EUR to Carol
      Then Carol's card has a balance of 10.00 EUR

    Scenario: A beneficiary allowed by its account number receives transfers to that account
      Given Alice may only send money to Bob's account
      When Alice transfers 10.00 EUR to Bob's account
      Then Bob's card has a balance of 10.00 EUR

    Scenario: A transfer to anyone else is refused
      Given Alice may only send money to Bob
      When Alice tries to transfer 10.00 EUR to Carol
      Then the transfer is declined because the beneficiary is not allowed
      And Carol's card has a balance of 0.00 EUR
      And Alice's card has a balance of 100.00 EUR

    Scenario: The card system lists the allowed beneficiaries
      Given Alice may only send money to Bob and Carol
      Then the card system lists Bob and Carol as Alice's allowed beneficiaries

    Scenario: Clearing the list of beneficiaries lifts the restriction
      Given Alice may only send money to Bob
      When Alice's list of allowed beneficiaries is cleared
      And Alice transfers 10.00 EUR to Carol
      Then Carol's card has a balance of 10.00 EUR

    Scenario: Withdrawals name no beneficiary and are not concerned
      Given Alice may only send money to Bob
      When Alice withdraws 10.00 EUR from her card
      Then Alice's card has a balance of 90.00 EUR

  Rule: When a list of allowed merchant categories is set, card payments go only to them

    Background:
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Alice's card may only pay at merchant categories 5411 and 5812

    Scenario: A payment at an allowed category goes through
      When Alice pays 20.00 EUR at the merchant Shop24 with category 5411
      Then Alice's card has a balance of 80.00 EUR

    Scenario: A payment at another category is refused
      When Alice tries to pay 20.00 EUR at the merchant Casino with category 7995
      Then the payment is declined because the merchant category is not allowed
      And Alice's card has a balance of 100.00 EUR

    Scenario: A withdrawal without a merchant is not concerned
      When Alice withdraws 20.00 EUR from her card
      Then Alice's card has a balance of 80.00 EUR

    Scenario: The card system lists the allowed categories
      Then the allowed merchant categories of Alice's account are 5411 and 5812

    Scenario: Clearing the list of categories lifts the restriction
      When Alice's list of allowed merchant categories is cleared
      And Alice pays 20.00 EUR at the merchant Casino with category 7995
      Then Alice's account has no allowed merchant categories
      And Alice's card has a balance of 80.00 EUR
