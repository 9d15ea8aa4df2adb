@ecom
Feature: How the gateway answers what it cannot take
  Every answer of the gateway carries errorCode and errorMessage, also for a call it cannot read or
  an operation it does not have, so that a client which reads only errorCode never takes a refusal
  for a success. A refusal quotes what the merchant sent that it refuses, in the language asked for.
  The gateway knows the merchant by its user name and password, or by its token.

  Rule: A call the gateway cannot take is refused in the gateway's convention

    Scenario: An operation the gateway does not have
      When the merchant calls an operation the gateway does not have
      Then the gateway refuses it with errorCode "5", answering HTTP 404

    Scenario Outline: A registration sent as <body> is refused as an invalid parameter
      When the merchant tries to register order "A-1" with a body <body>
      Then the gateway refuses it with errorCode "5", answering HTTP 200

      Examples:
        | body                                        |
        | that is JSON cut short                      |
        | that is a JSON array                        |
        | in a content type the gateway does not read |

  Rule: A refusal quotes the value it refuses, in the language asked for

    Scenario Outline: An order number already used, refused in <language>
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the merchant tries to register another order with the number of order "A-1", asking for answers in "<code>"
      Then the request is refused because the order number is already used
      And the refusal is worded in <language>
      And the refusal's message quotes the order number of order "A-1"

      Examples:
        | code | language |
        | en   | English  |
        | ru   | Russian  |

  Rule: The merchant is known by its user name and password, or by its token

    Scenario: An order registered with the account's token
      When the merchant tries to register order "A-1" for 25.00 EUR with its token instead of its user name and password
      Then the gateway takes the registration

    Scenario: A token the gateway never gave is refused
      When the merchant tries to register order "A-1" for 25.00 EUR with a token the gateway never gave instead of its user name and password
      Then the request is refused because the merchant credentials are wrong
