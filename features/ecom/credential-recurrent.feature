@ecom @credential-recurrent @critical
Feature: Recurring payments with a stored card
  A customer agrees to be charged on a schedule: the first payment carries how often and until
  when, and keeps the card as a recurrent credential. The merchant then takes each recurring
  payment on its own, in one call, without the customer and without a security code. The
  customer's bank stops honouring the agreement after its last day.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: The first payment of an agreement keeps the card for recurring payments

    Scenario: Agree to monthly payments for a year
      Given the merchant has registered order "S-1" for 9.90 EUR for Alice, to store the card
      When the customer pays order "S-1" with Alice's card, agreeing to be charged every 30 days for a year
      Then order "S-1" is paid
      And the merchant sees Alice's card stored as a recurrent credential
      And the merchant sees 0 common credentials for Alice
      And Alice's card has a balance of 90.10 EUR

    Scenario: Cards kept for one-click and for recurring payments are listed together, without installment plans
      Given Alice's card is stored as a recurrent credential with order "S-1" for 9.90 EUR
      And Alice's card is stored as a common credential with order "S-2" for 1.00 EUR
      And Alice's card is stored as an installment credential with order "S-3" for 5.00 EUR
      Then the merchant sees 2 common or recurrent credentials for Alice
      And the merchant sees 1 installment credential for Alice

    Scenario: A new agreement for the same card replaces the terms of the old one
      Given the merchant has registered order "S-1" for 9.90 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, agreeing to be charged every 30 days for a year
      And the merchant has registered order "S-2" for 4.90 EUR for Alice, to store the card
      When the customer pays order "S-2" with Alice's card, agreeing to be charged every 7 days for a year
      Then orders "S-1" and "S-2" stored the same card
      And the merchant sees 1 recurrent credential for Alice

  Rule: The merchant takes each recurring payment on its own

    Background:
      Given the merchant has registered order "S-1" for 9.90 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, agreeing to be charged every 30 days for a year

    Scenario: Two recurring payments debit the card
      When the merchant takes recurring payment "R-1" of 9.90 EUR with the card stored with order "S-1"
      And the merchant takes recurring payment "R-2" of 9.90 EUR with the card stored with order "S-1"
      Then order "R-1" was paid with the card stored with order "S-1"
      And order "R-2" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 70.30 EUR

    Scenario: A recurring payment the account cannot cover is declined
      When the merchant takes recurring payment "R-1" of 90.11 EUR with the card stored with order "S-1"
      Then order "R-1" was declined because of insufficient funds
      And Alice's card has a balance of 90.10 EUR

    Scenario: A recurring payment needs a card stored for recurring payments
      Given the merchant has registered order "S-2" for 1.00 EUR for Alice, to store the card
      And the customer pays order "S-2" with Alice's card, to store it
      When the merchant tries to take recurring payment "R-1" of 9.90 EUR with the card stored with order "S-2"
      Then the request is refused because the stored card is of another kind
      And Alice's card has a balance of 89.10 EUR

    Scenario: A switched-off card takes no recurring payments
      Given the merchant has switched off the card stored with order "S-1"
      When the merchant tries to take recurring payment "R-1" of 9.90 EUR with the card stored with order "S-1"
      Then the request is refused because the stored card is switched off

  @emulator-only
  Rule: After the agreement's last day the customer's bank declines

    Background:
      Given it is 2026-03-10 at 10:00
      And the merchant has registered order "S-1" for 9.90 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, agreeing to be charged every 30 days until 2026-03-31

    Scenario: On the last day of the agreement the payment goes through
      Given it is 2026-03-31 at 23:00
      When the merchant takes recurring payment "R-1" of 9.90 EUR with the card stored with order "S-1"
      Then order "R-1" was paid with the card stored with order "S-1"
      And Alice's card has a balance of 80.20 EUR

    Scenario: The day after the agreement ended the payment is declined
      Given it is 2026-04-01 at 09:00
      When the merchant takes recurring payment "R-1" of 9.90 EUR with the card stored with order "S-1"
      Then order "R-1" was declined because the recurring agreement has ended
      And Alice's card has a balance of 90.10 EUR

  Rule: A recurring payment registers its order only when it can be taken

    Background:
      Given the merchant has registered order "S-1" for 1.00 EUR for Alice, to store the card
      And the customer pays order "S-1" with Alice's card, agreeing to be charged every 30 days for a year

    Scenario: A recurring payment in a currency the sandbox does not keep is refused
      When the merchant tries to take recurring payment "R-1" of 10.00 USD with the card stored with order "S-1"
      Then the request is refused because the currency is unknown
      And Alice's card has a balance of 99.00 EUR

    Scenario: A recurring payment to a stored card that does not exist is refused
      When the merchant tries to take recurring payment "R-1" of 10.00 EUR with a stored card that does not exist
      Then the request is refused because the stored card is not known
      And Alice's card has a balance of 99.00 EUR

    Scenario: A recurring payment with the number of an earlier order is refused
      Given the merchant has taken recurring payment "R-1" of 10.00 EUR with the card stored with order "S-1"
      When the merchant tries to take recurring payment "R-2" of 10.00 EUR with the card stored with order "S-1" and the number of order "R-1"
      Then the request is refused because the order number is already used
      And Alice's card has a balance of 89.00 EUR
