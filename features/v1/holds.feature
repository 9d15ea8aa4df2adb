@v1 @ledger @critical
Feature: Holds on an account
  The card system can hold an amount on an account (an arrest). The money stays on the balance but
  cannot be spent. A new hold replaces the one before; a hold of zero releases it. A hold may be
  larger than the balance: then nothing can be spent until credits cover it.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: Held money stays on the balance but cannot be spent

    Scenario: A hold lowers what can be spent
      When 30.00 EUR is held on Alice's account
      Then Alice's account shows 70.00 EUR available and 30.00 EUR held
      And Alice's card has a balance of 100.00 EUR

    Scenario: The balances of the account by type
      When 30.00 EUR is held on Alice's account
      Then the balances of Alice's account list 100.00 EUR on the ledger, 30.00 EUR held and 70.00 EUR available

    Scenario: Spending up to what is available
      Given 30.00 EUR is held on Alice's account
      When Alice withdraws 70.00 EUR from her card
      Then Alice's account shows 0.00 EUR available and 30.00 EUR held
      And Alice's card has a balance of 30.00 EUR

    Scenario: Spending beyond what is available is refused
      Given 30.00 EUR is held on Alice's account
      When Alice tries to withdraw 70.01 EUR from her card
      Then the debit is declined because of insufficient funds
      And Alice's card has a balance of 100.00 EUR

    Scenario: A hold larger than the balance leaves nothing to spend
      When 150.00 EUR is held on Alice's account
      Then Alice's account shows 0.00 EUR available and 150.00 EUR held

    Scenario: A hold does not stop money coming in
      Given 150.00 EUR is held on Alice's account
      When Alice's card is credited with 80.00 EUR
      Then Alice's account shows 30.00 EUR available and 150.00 EUR held

  Rule: A new hold replaces the one before; a hold of zero releases it

    Scenario: Replace a hold
      Given 30.00 EUR is held on Alice's account
      When 10.00 EUR is held on Alice's account
      Then Alice's account shows 90.00 EUR available and 10.00 EUR held

    Scenario: Release a hold
      Given 30.00 EUR is held on Alice's account
      When the hold on Alice's account is released
      And Alice withdraws 100.00 EUR from her card
      Then Alice's card has a balance of 0.00 EUR
      And Alice's account shows 0.00 EUR available and 0.00 EUR held

  Rule: A hold is a whole number of cents in euros, zero or more

    Scenario Outline: A hold of <amount> is refused
      When someone tries to hold <amount> on Alice's account
      Then the request is refused because <reason>
      And Alice's account shows 100.00 EUR available and 0.00 EUR held

      Examples:
        | amount                | reason                                    |
        | -1.00 EUR             | the hold amount is negative               |
        | 1.005 EUR             | the amount is not a whole number of cents |
        | 10.00 USD             | the currency is not EUR                   |
        | 99,999,999,999.99 EUR | the amount is too large                   |

    Scenario: A hold on an account that does not exist is refused
      When someone tries to hold 10.00 EUR on an account that does not exist
      Then the request is refused because the account does not exist

  Rule: Held money pays no fee, and a hold larger than the balance still lets any credit in

    Scenario: A top-up's fee cannot take held money
      Given 90.00 EUR is held on Alice's account
      When someone tries to top up Alice's card with 1.00 EUR with a fee of 20.00 EUR
      Then the top-up is declined because of insufficient funds
      And Alice's card has a balance of 100.00 EUR

    Scenario: A small credit to an account held beyond its balance goes through
      Given 150.00 EUR is held on Alice's account
      When Alice's card is credited with 10.00 EUR
      Then Alice's card has a balance of 110.00 EUR
