@v1
Feature: Reading an account's balances
  An account's balances, in total or by type, are an inquiry: the account's restriction status must
  permit one, as for a card's balance. The balances by type are asked for with the sandbox's
  institution id.

  Background:
    Given Alice has a virtual card

  Rule: An account's balances are read only while its status permits an inquiry

    Scenario Outline: The <read> of an account with status <code> are <outcome>
      Given Alice's account has the restriction status <code> "<status>"
      When Alice tries to read her account's <read>
      Then the operation is <outcome>

      Examples:
        | read             | code | status               | outcome                  |
        | balances         | 3    | ONLY BALANCE INQUIRY | allowed                  |
        | balances         | 4    | ONLY DEPOSITS        | refused as not permitted |
        | balances by type | 3    | ONLY BALANCE INQUIRY | allowed                  |
        | balances by type | 4    | ONLY DEPOSITS        | refused as not permitted |

  Rule: The balances by type are asked for with the sandbox's institution id

    Scenario: The balances by type for another institution are refused
      When Alice tries to read her account's balances by type for the institution "9999"
      Then the request is refused because the institution id is not the sandbox's
