@ecom @browser @critical
Feature: Paying on the gateway's payment page
  The shop sends the customer to the gateway's payment page. The customer types the card there and
  pays; a card enrolled in 3-D Secure 2 takes the customer to the bank's page on the way. Then the
  customer is back at the shop: on its success page when the payment went through, on its failure
  page when it did not. An order that can no longer be paid shows why instead of the form.

  Rule: The customer pays on the page and goes back to the shop

    Scenario: Pay with a test card on the payment page
      Given the merchant has registered order "A-1" for 25.00 EUR described as "Two concert tickets"
      When the customer opens the payment page of order "A-1"
      Then the payment page asks for 25.00 EUR for "Two concert tickets"
      When the customer pays there with the test card that needs no 3-D Secure
      Then the customer is back on the shop's success page with order "A-1"
      And order "A-1" is paid

    Scenario: A wrong security code on the payment page
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" on the payment page with the test card that needs no 3-D Secure giving the security code "999"
      Then the customer is back on the shop's failure page with order "A-1"
      And order "A-1" was declined because the card data were wrong

    Scenario: Pay with a card of the sandbox on the payment page
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And the merchant has registered order "A-1" for 30.00 EUR
      When the customer pays order "A-1" on the payment page with Alice's card
      Then the customer is back on the shop's success page with order "A-1"
      And Alice's card has a balance of 70.00 EUR

    Scenario: A card number with a typo is caught on the page
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer opens the payment page of order "A-1"
      And the customer tries to pay there with a card number that has a typo
      Then the payment page points at the card number
      And order "A-1" is registered and not paid

  @3ds2
  Rule: A 3-D Secure card takes the customer to the bank's page and back

    Scenario: The customer passes the bank's challenge
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" on the payment page with the test card with a 3-D Secure challenge
      Then the customer's bank asks for a one-time code for 25.00 EUR
      When the customer types the one-time code the bank sent
      Then the customer is back on the shop's success page with order "A-1"
      And order "A-1" is paid
      And the payment of order "A-1" was fully authenticated by 3-D Secure

    Scenario: A wrong one-time code on the bank's page
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" on the payment page with the test card with a 3-D Secure challenge
      And the customer types a wrong one-time code
      Then the customer is back on the shop's failure page with order "A-1"
      And order "A-1" was declined because 3-D Secure authentication failed

    Scenario: The bank approves without asking the customer
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" on the payment page with the test card with a frictionless 3-D Secure approval
      Then the customer is back on the shop's success page with order "A-1"
      And the payment of order "A-1" was fully authenticated by 3-D Secure

  Rule: An order that can no longer be paid shows why instead of the form

    Scenario: A paid order's page says it is paid
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      When the customer opens the payment page of order "A-1"
      Then the payment page says the order is already paid

    Scenario: A declined order's page says it was declined
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure giving the security code "999"
      When the customer opens the payment page of order "A-1"
      Then the payment page says the order was declined

    @emulator-only
    Scenario: An order whose time to pay ran out says so
      Given the merchant has registered order "A-1" for 25.00 EUR
      And 21 minutes pass
      When the customer opens the payment page of order "A-1"
      Then the payment page says the order ran out of time
      And order "A-1" was declined because the payment session expired

  Rule: The page speaks the language the order was registered in

    Scenario: An order registered in Russian gets the Russian page
      Given the merchant has registered order "A-1" for 25.00 EUR in Russian
      When the customer opens the payment page of order "A-1"
      Then the payment page is in Russian
