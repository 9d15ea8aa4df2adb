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
