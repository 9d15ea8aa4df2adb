@v2 @critical
Feature: Authentication with the API key
  Every request carries the API key of the sandbox account. Without it, or with another key,
  nothing is read or changed.

  Rule: A request without the right API key is refused and changes nothing

    Scenario: Wrong API key
      When someone with a wrong API key tries to register Carol as a cardholder
      Then the request is refused as unauthorised

    Scenario: Missing API key
      When someone without an API key tries to register Carol as a cardholder
      Then the request is refused as unauthorised

    Scenario: A wrong API key cannot read a card
      Given Alice has a virtual card
      When someone with a wrong API key tries to read Alice's card
      Then the request is refused as unauthorised

    Scenario: A wrong API key cannot move money
      Given Alice and Bob each have a virtual card
      And Alice's card is topped up with 100.00 EUR
      When someone with a wrong API key tries to transfer 50.00 EUR from Alice to Bob
      Then the request is refused as unauthorised
      And Alice's card has a balance of 100.00 EUR
      And Bob's card has a balance of 0.00 EUR
