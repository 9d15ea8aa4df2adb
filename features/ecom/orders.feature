@ecom @blocker
Feature: Orders on the e-commerce gateway
  A merchant registers an order, the customer pays it with a card, and the merchant reads how it
  went. A one-phase order is paid at once; a two-phase order is held first and then captured or
  reversed. Paid orders can be refunded, in parts, up to what was captured.

  Rule: A one-phase order is paid in one step

    Scenario: Pay an order with a test card
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure
      Then order "A-1" is paid
      And order "A-1" shows 25.00 EUR approved, 25.00 EUR captured and 0.00 EUR refunded
      And the merchant finds order "A-1" by its order number

    Scenario: A registered order waits for its payment
      Given the merchant has registered order "A-1" for 25.00 EUR
      Then order "A-1" is registered and not paid

    Scenario: A wrong security code declines the payment
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure giving the security code "999"
      Then order "A-1" was declined because the card data were wrong

    Scenario: A declined order cannot be paid again
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure giving the security code "999"
      When the customer tries to pay order "A-1" again with the test card that needs no 3-D Secure
      Then the request is refused because the order is not in a state that allows it

    Scenario: A payment may leave out the cardholder's name
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure without giving the cardholder's name
      Then order "A-1" is paid
      And order "A-1" shows no cardholder name

  Rule: Only the merchant's own user name and password act for it

    Scenario: An order registered with a wrong password is refused
      When the merchant tries to register order "A-1" for 25.00 EUR with a wrong password
      Then the request is refused because the merchant credentials are wrong

    Scenario: An order registered with a user name the gateway does not know is refused
      When the merchant tries to register order "A-1" for 25.00 EUR with a user name the gateway does not know
      Then the request is refused because the merchant credentials are wrong

  Rule: The gateway knows only the orders it registered

    Scenario Outline: The status of an order that was never registered is refused as unknown, asked by its <key>
      When the merchant asks the status of an order that was never registered, by its <key>
      Then the request is refused because the order is unknown

      Examples:
        | key          |
        | id           |
        | order number |

  Rule: Order numbers are unique per merchant

    Scenario: A second order with the same number is refused
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the merchant tries to register another order with the number of order "A-1"
      Then the request is refused because the order number is already used

  Rule: Amounts are whole numbers of cents in a known currency

    Scenario: A fractional amount is refused
      When the merchant tries to register order "A-2" for 10.005 EUR
      Then the request is refused because the amount is not a whole number of cents

    Scenario: An unknown currency is refused
      When the merchant tries to register order "A-2" for 10.00 XTS
      Then the request is refused because the currency is unknown

    Scenario: A currency the sandbox does not keep is refused
      When the merchant tries to register order "A-2" for 10.00 USD
      Then the request is refused because the currency is unknown

  Rule: A two-phase order is held, then captured in full or in part, or reversed once

    Scenario: Capture a held order in full
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      Then order "P-1" is held
      When the merchant captures order "P-1"
      Then order "P-1" is paid
      And order "P-1" shows 40.00 EUR approved, 40.00 EUR captured and 0.00 EUR refunded

    Scenario: Capture part of a held order
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      When the merchant captures 15.00 EUR of order "P-1"
      Then order "P-1" shows 40.00 EUR approved, 15.00 EUR captured and 0.00 EUR refunded

    Scenario: Capturing more than was held is refused
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      When the merchant tries to capture 40.01 EUR of order "P-1"
      Then the request is refused because the amount exceeds what the order allows
      And order "P-1" is held

    Scenario: Reverse a held order, once
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      When the merchant reverses order "P-1"
      Then order "P-1" is reversed
      When the merchant tries to reverse order "P-1"
      Then the request is refused because the order is not in a state that allows it

    Scenario: A paid one-phase order cannot be reversed
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      When the merchant tries to reverse order "A-1"
      Then the request is refused because the order is not in a state that allows it

  Rule: Refunds are repeatable up to the captured amount

    Scenario: Refund in two parts
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      When the merchant refunds 10.00 EUR of order "A-1"
      And the merchant refunds the rest of order "A-1"
      Then order "A-1" is refunded
      And order "A-1" shows 25.00 EUR approved, 25.00 EUR captured and 25.00 EUR refunded

    Scenario: Refunding more than is left is refused
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      And the merchant refunds 20.00 EUR of order "A-1"
      When the merchant tries to refund 5.01 EUR of order "A-1"
      Then the request is refused because the amount exceeds what the order allows

    Scenario: An order that was not paid cannot be refunded
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the merchant tries to refund 1.00 EUR of order "A-1"
      Then the request is refused because the order is not in a state that allows it

  Rule: A hold, a capture and a refund each happen once: the money held goes back when reversed

    Scenario: Reversing a hold on the customer's card frees the money held
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And the merchant has registered order "P-1" for 40.00 EUR for Alice, to be captured later
      And the customer pays order "P-1" with Alice's card
      And the merchant has registered order "A-1" for 100.00 EUR for Alice
      When the merchant reverses order "P-1"
      And the customer pays order "A-1" with Alice's card
      Then order "A-1" is paid
      And Alice's card has a balance of 0.00 EUR

    Scenario: A captured order cannot be captured again
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      And the merchant captures 15.00 EUR of order "P-1"
      When the merchant tries to capture 10.00 EUR of order "P-1"
      Then the request is refused because the order is not in a state that allows it
      And order "P-1" shows 40.00 EUR approved, 15.00 EUR captured and 0.00 EUR refunded

    Scenario: An order refunded in full cannot be refunded again
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      And the merchant refunds the rest of order "A-1"
      When the merchant tries to refund 1.00 EUR of order "A-1"
      Then the request is refused because the order is not in a state that allows it
      And order "A-1" shows 25.00 EUR approved, 25.00 EUR captured and 25.00 EUR refunded

  Rule: A card that is neither a test card nor one of the sandbox's is its unknown issuer's to decline

    Scenario: A card of an issuer the sandbox does not know is declined
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with a card of an issuer the sandbox does not know
      Then order "A-1" was declined because the issuer declined it

  Rule: The approval code of a payment goes with every operation of its order

    Scenario: A held order, captured and refunded, shows its approval code on each operation
      Given the merchant has registered order "P-1" for 40.00 EUR to be captured later
      And the customer pays order "P-1" with the test card that needs no 3-D Secure
      And the merchant captures 15.00 EUR of order "P-1"
      And the merchant refunds 5.00 EUR of order "P-1"
      Then order "P-1" shows an approval code of six characters, which each of its operations carries
