@p2p @critical
Feature: What the P2P gateway checks of an order before it moves money
  The sandbox keeps euros only; a perform call or the end of 3-D Secure must name an order or a
  session the merchant has; and a transfer that keeps the payer's card must be registered for a
  client, whose stored card it becomes.

  Rule: The sandbox keeps euros (978) only

    Scenario: A transfer in US dollars is refused
      When the merchant tries to register transfer "T-1" for 10.00 US dollars
      Then the request is refused because the sandbox keeps no such currency
      And the order number of transfer "T-1" can still be registered

    Scenario: A transfer in US dollars is refused in one call too
      When the merchant tries to register transfer "T-1" for 10.00 US dollars in one call
      Then the request is refused because the sandbox keeps no such currency
      And the order number of transfer "T-1" can still be registered

  Rule: A transfer in one call is registered as any other, or not at all

    Scenario: A transfer in one call with the order number of another is refused
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      When the merchant tries to send 10.00 EUR in one call with the order number of transfer "T-1"
      Then the request is refused because the order number is already used

    Scenario: A transfer in one call for a merchant category the merchant may not use is refused
      When the merchant tries to send 10.00 EUR in one call for a merchant category the merchant may not use
      Then the request is refused because the merchant category is not allowed
      And the order number of that transfer can still be registered

  Rule: A payout takes no more than its funding has left, even when its amount is raised as it is performed

    Scenario: A payout raised above what its funding has left is refused
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And the merchant has taken a funding of 30.00 EUR from Alice's card for a payout
      When the merchant tries to pay 10.00 EUR of the funding out to the test card with a frictionless 3-D Secure approval, raising it to 40.00 EUR when it is performed
      Then the request is refused because the amount to pay out exceeds what its funding has left

  Rule: A call names an order or a 3-D Secure session of the merchant's

    Scenario: Performing a transfer that was never registered
      When the customer tries to perform a transfer that was never registered
      Then the request is refused because the order is unknown

    Scenario: Finishing 3-D Secure of a session that was never started
      When the merchant tries to finish 3-D Secure of a session that was never started
      Then the request is refused because the 3-D Secure session is unknown

  Rule: A transfer that keeps the payer's card is registered for a client

    Scenario: A transfer registered for no client cannot keep the card
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to the test card with a frictionless 3-D Secure approval, keeping the card for later
      Then transfer "T-1" was declined because the client is not known
