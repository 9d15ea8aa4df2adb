@ecom @credential-installment @critical
Feature: Paying a bill in installments with a stored card
  A customer agrees to pay a bill in a number of parts: the first payment carries the number of
  installments and their total, and keeps the card as an installment credential for that plan.
  The merchant then takes each further installment on its own, in one call. Each plan counts its
  own installments; one card may carry several plans. Once a plan is paid in full, the customer's
  bank declines any further installment.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: The first installment keeps the card for the plan

    Scenario: Agree to pay 30.00 EUR in three installments
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      When the customer pays order "S-1" with Alice's card as the first of 3 installments totalling 30.00 EUR
      Then order "S-1" is paid
      And the merchant sees Alice's card stored as an installment credential
      And Alice's card has a balance of 90.00 EUR

    Scenario: One card carries two plans
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card as the first of 3 installments totalling 30.00 EUR
      And the merchant has registered order "S-2" for 5.00 EUR for Alice, to store the card
      When the customer pays order "S-2" with Alice's card as the first of 2 installments totalling 10.00 EUR
      Then orders "S-1" and "S-2" stored different cards
      And the merchant sees 2 installment credentials for Alice

  Rule: The merchant takes each further installment until the plan is paid in full

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card as the first of 3 installments totalling 30.00 EUR

    Scenario: The second and third installments debit the card
      When the merchant takes installment "I-2" of 10.00 EUR with the card stored with order "S-1"
      And the merchant takes installment "I-3" of 10.00 EUR with the card stored with order "S-1"
      Then order "I-2" was paid with the card stored with order "S-1"
      And order "I-3" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 70.00 EUR

    Scenario: A fourth installment of a three-part plan is declined
      Given the merchant has taken installment "I-2" of 10.00 EUR with the card stored with order "S-1"
      And the merchant has taken installment "I-3" of 10.00 EUR with the card stored with order "S-1"
      When the merchant takes installment "I-4" of 10.00 EUR with the card stored with order "S-1"
      Then order "I-4" was declined because the installment plan is paid in full
      And Alice's card has a balance of 70.00 EUR

    Scenario: A plan takes no more installments than agreed, even below its total
      Given the merchant has registered order "S-2" for 5.00 EUR for Alice, to store the card
      And the customer pays order "S-2" with Alice's card as the first of 2 installments totalling 50.00 EUR
      And the merchant has taken installment "I-2" of 5.00 EUR with the card stored with order "S-2"
      When the merchant takes installment "I-3" of 5.00 EUR with the card stored with order "S-2"
      Then order "I-3" was declined because the installment plan is paid in full
      And Alice's card has a balance of 80.00 EUR

    Scenario: An installment over what is left of the plan is declined
      When the merchant takes installment "I-2" of 20.01 EUR with the card stored with order "S-1"
      Then order "I-2" was declined because the installment plan is paid in full
      And Alice's card has a balance of 90.00 EUR

    Scenario: Each plan counts its own installments
      Given the merchant has registered order "S-2" for 5.00 EUR for Alice, to store the card
      And the customer pays order "S-2" with Alice's card as the first of 2 installments totalling 10.00 EUR
      And the merchant has taken installment "I-2" of 5.00 EUR with the card stored with order "S-2"
      When the merchant takes installment "I-3" of 10.00 EUR with the card stored with order "S-1"
      Then order "I-3" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 70.00 EUR

    Scenario: An installment needs a card stored for installments
      Given the merchant has registered order "S-2" for 1.00 EUR for Alice, to store the card
      And the customer pays order "S-2" with Alice's card, agreeing to be charged every 30 days for a year
      When the merchant tries to take installment "I-2" of 10.00 EUR with the card stored with order "S-2"
      Then the request is refused because the stored card is of another kind
      And Alice's card has a balance of 89.00 EUR

  Rule: What a plan has left is its total less every installment taken so far

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card as the first of 3 installments totalling 30.00 EUR
      And the merchant has taken installment "I-2" of 10.00 EUR with the card stored with order "S-1"

    Scenario: After the second installment, a third over what is left is declined
      When the merchant takes installment "I-3" of 10.01 EUR with the card stored with order "S-1"
      Then order "I-3" was declined because the installment plan is paid in full
      And Alice's card has a balance of 80.00 EUR

  Rule: A plan is of 1 to 999 installments, totalling at least its first

    Scenario: A plan whose total is its first installment is taken
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      When the customer pays order "S-1" with Alice's card as the first of 2 installments totalling 10.00 EUR
      Then order "S-1" is paid
      And the merchant sees 1 installment credential for Alice

    Scenario: A plan of 999 installments is taken
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      When the customer pays order "S-1" with Alice's card as the first of 999 installments totalling 9,990.00 EUR
      Then order "S-1" is paid
      And the merchant sees 1 installment credential for Alice

  Rule: An installment by card details goes to the card's oldest plan still open and switched on

    Background:
      Given the merchant has registered order "S-1" for 10.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card as the first of 2 installments totalling 20.00 EUR
      And the merchant has registered order "S-2" for 5.00 EUR for Alice, to store the card
      And the customer pays order "S-2" with Alice's card as the first of 2 installments totalling 10.00 EUR

    Scenario: A plan paid in full is passed over
      Given the merchant has taken installment "I-2" of 10.00 EUR with the card stored with order "S-1"
      When the merchant takes an installment payment of 5.00 EUR from Alice by card details
      Then order "T-1" was paid with the card stored with order "S-2"
      And Alice's card has a balance of 70.00 EUR

    Scenario: A switched-off plan is passed over
      Given the merchant has switched off the card stored with order "S-1"
      When the merchant takes an installment payment of 5.00 EUR from Alice by card details
      Then order "T-1" was paid with the card stored with order "S-2"
      And Alice's card has a balance of 80.00 EUR
