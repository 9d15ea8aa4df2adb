@ecom
Feature: A refusal in Russian still says what is wrong
  A merchant that asks for answers in Russian gets every refusal in Russian: errorMessage and the
  words of each field error. Whatever the wording (the gateway's own, which the scenarios do not
  judge), the refusal names the field at fault and quotes the numbers, codes and values of the rule
  it breaks, as the English one does.

  Rule: A field refused in Russian is named, with the numbers and codes of its rule

    Scenario Outline: <parameter> set to "<value>", refused in Russian
      When the merchant tries to register order "A-1" for 25.00 EUR with the parameter "<parameter>" set to "<value>", asking for answers in "ru"
      Then the refusal is worded in Russian
      And the refusal's message names each field at fault
      And the refusal's message quotes "<quoted>"

      Examples:
        | parameter          | value                                 | quoted               |
        | orderNumber        | ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789X | 36                   |
        | amount             | 1000000000000                         | 999999999999         |
        | amount             | -5                                    | amount               |
        | amount             | abc                                   | amount               |
        | amount             | 10.5                                  | amount               |
        | jsonParams         | [1,2                                  | 32                   |
        | features           | FOO                                   | FORCE_CREATE_BINDING |
        | sessionTimeoutSecs | 0                                     | 1                    |
        | currency           | 12                                    | 4217                 |
        | returnUrl          | shop                                  | returnUrl            |
        | dynamicCallbackUrl | https://shop.example/cb?mdOrder=1     | mdOrder              |
        | merchantLogin      | somebody-else                         | merchantLogin        |

  Rule: A value refused in Russian is quoted as it was sent

    Scenario: A currency the sandbox does not keep
      When the merchant tries to register order "A-1" for 25.00 EUR with the parameter "currency" set to "840", asking for answers in "ru"
      Then the request is refused because the currency is unknown
      And the refusal is worded in Russian
      And the refusal's message quotes "840"

  Rule: Every operation refuses in Russian the same way

    Scenario Outline: <operation> with <changes>, refused in Russian
      When the merchant calls <operation> with "<changes>", asking for answers in "ru"
      Then the refusal is worded in Russian
      And the refusal's message names each field at fault
      And the refusal's message quotes "<quoted>"

      Examples:
        | operation                    | changes                                | quoted                |
        | getOrderStatusExtended.do    | orderNumber=A-1                        | orderNumber           |
        | getLastOrdersForMerchants.do | from=20270101000000&to=20260101000000  | from                  |
        | getLastOrdersForMerchants.do | from=20261301000001                    | YYYYMMDDHHmmss        |
        | getLastOrdersForMerchants.do | size=500                               | 200                   |
        | getLastOrdersForMerchants.do | transactionStates=PAID                 | CREATED               |
        | verifyEnrollment.do          | pan=12                                 | 19                    |
        | paymentorder.do              | $CVC=1                                 | 4                     |
        | paymentorder.do              | $EXPIRY=2030                           | YYYYMM                |
