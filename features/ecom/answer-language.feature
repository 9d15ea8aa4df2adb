@ecom
Feature: The gateway answers in the language the request asks for
  errorMessage, the words of each field error in `details` and the reason given for a decline are
  in the request's language: Russian for "ru", English for "en" and for a language the gateway
  does not speak. The scenarios judge the language by its letters, never the wording, which the
  interface leaves to the gateway (spec 03: "language follows the request, never hard-code its
  text").

  Rule: A refusal is worded in the request's language, and its message names each field at fault

    Scenario Outline: A fractional amount asked about in "<code>" is refused in <language>
      When the merchant tries to register order "A-2" for 10.005 EUR, asking for answers in "<code>"
      Then the request is refused because the amount is not a whole number of cents
      And the refusal is worded in <language>
      And the refusal's message names each field at fault

      Examples:
        | code | language |
        | ru   | Russian  |
        | en   | English  |
        | de   | English  |

  Rule: The reason of a decline is given in the language the order's status is asked in

    Scenario Outline: A decline read in "<code>" gives its reason in <language>
      Given the merchant has registered order "D-1" for 25.00 EUR
      When the customer pays order "D-1" with the test card that needs no 3-D Secure giving the security code "999"
      Then order "D-1", read in "<code>", gives the reason of its decline in <language>

      Examples:
        | code | language |
        | ru   | Russian  |
        | en   | English  |
