@ecom @3ds2 @critical
Feature: 3-D Secure 2 when the shop takes the card itself
  When the shop collects the card on its own page and sends it to the gateway, a card enrolled in
  3-D Secure 2 is paid in two steps. In between, the shop lets the customer's bank collect data
  about the browser. Then the bank either decides on its own (frictionless), or asks the customer
  for a one-time code on its own page (a challenge) and sends the customer back to the shop with
  the result.

  Rule: Without a challenge the bank decides from the browser data

    Scenario: A frictionless approval
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card with a frictionless 3-D Secure approval through 3-D Secure
      Then order "A-1" is paid
      And the payment of order "A-1" was fully authenticated by 3-D Secure

    Scenario: A frictionless decline
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card with a frictionless 3-D Secure decline through 3-D Secure
      Then order "A-1" was declined because 3-D Secure authentication failed

    Scenario: An attempt is paid with the attempt's weaker proof
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card with a 3-D Secure attempt through 3-D Secure
      Then order "A-1" is paid
      And the payment of order "A-1" counts as a 3-D Secure attempt

  Rule: With a challenge the customer types a one-time code on the bank's page

    @browser
    Scenario: The customer passes the challenge
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      Then the customer's bank asks for a one-time code for 25.00 EUR
      When the customer types the one-time code the bank sent
      Then the shop hears from the bank that the customer was authenticated for order "A-1"
      And order "A-1" is paid
      And the payment of order "A-1" was fully authenticated by 3-D Secure

    @browser
    Scenario: The bank sends the customer back where the shop said when it started the payment
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge, the shop naming where the bank sends the customer back in its first call only
      And the customer types the one-time code the bank sent
      Then the shop hears from the bank that the customer was authenticated for order "A-1"
      And order "A-1" is paid

    @browser
    Scenario: Confirming without a code asks for it again and decides nothing
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      And the customer confirms on the bank's page without typing the code
      Then the bank's page asks for the one-time code again
      And order "A-1" is waiting for 3-D Secure
      When the customer types the one-time code the bank sent
      Then order "A-1" is paid

    @browser
    Scenario: The bank's page takes the code with spaces typed around it
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      And the customer types the one-time code the bank sent, with spaces around it
      Then the shop hears from the bank that the customer was authenticated for order "A-1"
      And order "A-1" is paid

    @browser
    Scenario Outline: The bank's page takes one answer: sent again, it changes nothing
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      And the customer <first answer>
      And the customer's browser sends the bank's page again, <second answer>
      Then the bank's page says the authentication was already answered
      And the shop hears from the bank that the customer was <told> for order "A-1"
      And order "A-1" <state>

      Examples:
        | first answer                            | second answer          | told              | state                                                        |
        | types the one-time code the bank sent   | cancelling             | authenticated     | is paid                                                      |
        | cancels on the bank's page              | with the one-time code | not authenticated | was declined because 3-D Secure authentication failed        |

    @browser
    Scenario: A wrong one-time code
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      And the customer types a wrong one-time code
      Then the shop hears from the bank that the customer was not authenticated for order "A-1"
      And order "A-1" was declined because 3-D Secure authentication failed

    @browser
    Scenario: The customer gives up on the bank's page
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      And the customer cancels on the bank's page
      Then the shop hears from the bank that the customer was not authenticated for order "A-1"
      And order "A-1" was declined because 3-D Secure authentication failed

  Rule: The shop's second call goes on with the session the gateway started for that order, once

    Scenario: A session the gateway never started is refused
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a frictionless 3-D Secure approval through 3-D Secure
      When the shop tries to go on with the 3-D Secure payment of order "A-1" naming a session the gateway never started
      Then the request is refused because the 3-D Secure session is not one the order waits on
      And order "A-1" is waiting for 3-D Secure

    Scenario: Another order's session does not pay this order
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the merchant has registered order "B-1" for 30.00 EUR
      And the customer has begun paying order "A-1" with the test card with a frictionless 3-D Secure approval through 3-D Secure
      When the shop tries to go on with the 3-D Secure payment of order "B-1" naming the session of order "A-1"
      Then the request is refused because the 3-D Secure session is not one the order waits on
      And order "B-1" is registered and not paid
      When the shop goes on with the 3-D Secure payment of order "A-1"
      Then order "A-1" is paid

    Scenario: Once the customer is sent to the bank's challenge, the second call is not made again
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      When the shop goes on with the 3-D Secure payment of order "A-1"
      Then the gateway sends the customer to the bank for a one-time code
      When the shop tries to go on with the 3-D Secure payment of order "A-1" again
      Then the request is refused because the 3-D Secure session is not one the order waits on
      And order "A-1" is waiting for 3-D Secure

  Rule: An order the merchant declines while the customer is at 3-D Secure is not paid

    Scenario: The shop's second call after the merchant declined the order is refused
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a frictionless 3-D Secure approval through 3-D Secure
      When the merchant declines order "A-1"
      And the shop tries to go on with the 3-D Secure payment of order "A-1"
      Then the request is refused because the order is not in a state that allows it
      And order "A-1" is reversed

    @browser
    Scenario: The one-time code typed after the merchant declined the order pays nothing
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      When the merchant declines order "A-1"
      And the customer, still on the bank's page, types the one-time code the bank sent
      Then the bank's page says the payment of the order was cancelled
      And order "A-1" is reversed

    @browser
    Scenario: Cancelling on the bank's page after the merchant declined the order leaves it as the merchant left it
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer starts paying order "A-1" with the test card with a 3-D Secure challenge
      When the merchant declines order "A-1"
      And the customer, still on the bank's page, cancels
      Then the bank's page says the payment of the order was cancelled
      And order "A-1" is reversed

  Rule: The bank's approval does not make up for wrong card data

    Scenario: A wrong security code declines a payment the bank authenticated
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a frictionless 3-D Secure approval through 3-D Secure giving the security code "999"
      When the shop goes on with the 3-D Secure payment of order "A-1"
      Then order "A-1" was declined because the card data were wrong
