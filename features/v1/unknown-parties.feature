@v1
Feature: Cards and accounts the card system does not have
  Every operation on a card first finds the card; every operation on an account first finds the
  account. A card the card system does not have is refused as an invalid card (14), an account it
  does not have with "do not honour" (05), before anything else is looked at.

  Rule: Every card operation refuses a card the card system does not have

    Scenario Outline: Someone tries to <action> of a card the card system does not have
      When someone tries to <action> of a card the card system does not have
      Then the request is refused because the card does not exist

      Examples:
        | action                                |
        | block the card                        |
        | unblock the card                      |
        | change the status                     |
        | read the limits                       |
        | delete an exception to a limit        |
        | change the PIN                        |
        | form a new PIN                        |
        | form a new security code              |
        | list the tokens                       |
        | set the scheme additions              |
        | connect a service                     |
        | read the history                      |
        | read the allowed beneficiaries        |
        | set the allowed beneficiaries         |
        | read the allowed merchant categories  |
        | set the allowed merchant categories   |

  Rule: Every account operation refuses an account the card system does not have

    Scenario Outline: Someone tries to <action> of an account the card system does not have
      When someone tries to <action> of an account the card system does not have
      Then the request is refused because the account does not exist

      Examples:
        | action                                |
        | read the limits                       |
        | list the balances                     |
        | read the allowed beneficiaries        |
        | set the allowed beneficiaries         |
        | read the allowed merchant categories  |
        | set the allowed merchant categories   |
