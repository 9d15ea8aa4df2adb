@ecom @ledger @critical
Feature: Paying online with a card of the sandbox
  A card issued by the sandbox's card system pays on the gateway against its own account: the
  payment lowers the balance that Card Management shows, a refund raises it again, and the card's
  state, funds and e-commerce limits apply.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: A payment moves the card's money

    Scenario: A payment with a v2-issued card lowers its balance
      Given the merchant has registered order "A-1" for 30.00 EUR
      When the customer pays order "A-1" with Alice's card
      Then order "A-1" is paid
      And order "A-1" shows Alice's card masked, in her name
      And Alice's card has a balance of 70.00 EUR

    Scenario: A refund gives the money back
      Given the merchant has registered order "A-1" for 30.00 EUR
      And the customer pays order "A-1" with Alice's card
      When the merchant refunds 12.50 EUR of order "A-1"
      Then Alice's card has a balance of 82.50 EUR

    Scenario: A held payment keeps the balance until it is captured
      Given the merchant has registered order "P-1" for 30.00 EUR to be captured later
      And the customer pays order "P-1" with Alice's card
      Then Alice's card has a balance of 100.00 EUR
      When the merchant captures 20.00 EUR of order "P-1"
      Then Alice's card has a balance of 80.00 EUR

  Rule: The card's data, state, funds and e-commerce limit decide

    Scenario: Not enough money
      Given the merchant has registered order "A-1" for 100.01 EUR
      When the customer pays order "A-1" with Alice's card
      Then order "A-1" was declined because of insufficient funds
      And Alice's card has a balance of 100.00 EUR

    Scenario: A wrong security code
      Given the merchant has registered order "A-1" for 10.00 EUR
      When the customer pays order "A-1" with Alice's card giving the wrong security code
      Then order "A-1" was declined because the card data were wrong

    Scenario: A blocked card
      Given Alice has blocked her card
      And the merchant has registered order "A-1" for 10.00 EUR
      When the customer pays order "A-1" with Alice's card
      Then order "A-1" was declined because the card is blocked
      And Alice's card has a balance of 100.00 EUR

    @v1
    Scenario: A payment beyond the card's daily e-commerce limit
      Given Alice's card has a limit LMTP0112 of 50.00 EUR per day
      And the merchant has registered order "A-1" for 50.01 EUR
      When the customer pays order "A-1" with Alice's card
      Then order "A-1" was declined because it exceeds the e-commerce limit
      And Alice's card has a balance of 100.00 EUR
