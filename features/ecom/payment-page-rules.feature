@ecom
Feature: What the gateway's payment page checks and says
  The gateway's payment page (formUrl) takes the card of an order the shop registered. It checks
  what the customer typed before any bank sees it, gives back what it may keep, goes through
  3-D Secure with the customer's bank once, and says what became of an order it can no longer pay.
  These scenarios read the page as a browser without scripts would;
  features/ecom/payment-page.feature goes the same way in a real browser.

  Rule: The page checks what the customer typed before any bank sees it

    Scenario Outline: <typed> as the <field> is pointed at, and nothing is paid
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "<typed>" as the <field>
      Then the payment page asks to correct the <field>
      And order "A-1" is registered and not paid

      Examples:
        | field           | typed               |
        | card number     | 4444 5555 1111 3334 |
        | card number     | 12345678901         |
        | expiry date     | 13/30               |
        | expiry date     | 1/30                |
        | security code   | 12                  |
        | security code   | 12345               |
        | security code   | A123                |
        | cardholder name | J0HN SMITH          |

    Scenario Outline: The <field> left empty is asked for
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "" as the <field>
      Then the payment page asks to fill in the <field>
      And order "A-1" is registered and not paid

      Examples:
        | field           |
        | card number     |
        | expiry date     |
        | security code   |
        | cardholder name |

    Scenario: The page gives back what it may keep, never the card number or the security code
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "13/30" as the expiry date
      Then the payment page keeps the expiry date and the cardholder name as typed, and neither the card number nor the security code

    Scenario Outline: Spaces typed around the <field> do not count
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing " <typed> " as the <field>
      Then the payment page sends the customer back to the shop's success page with order "A-1"
      And order "A-1" is paid

      Examples:
        | field         | typed |
        | security code | 123   |
        | expiry date   | 12/30 |

    Scenario Outline: A card number typed in groups is taken
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "<typed>" as the card number
      Then the payment page sends the customer back to the shop's success page with order "A-1"
      And order "A-1" is paid

      Examples:
        | typed               |
        | 4444 5555 1111 3333 |
        | 4444-5555-1111-3333 |

    Scenario: The cardholder's name is taken in capitals, with the spaces typed between its words made one
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "  john   smith " as the cardholder name
      Then the payment page sends the customer back to the shop's success page with order "A-1"
      And order "A-1" shows the cardholder name "JOHN SMITH"

  Rule: After the payment the page sends the customer back to the shop and says how it went

    Scenario: An approved payment
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure
      Then the payment page says "Your payment has been processed, redirecting..."
      And the payment page sends the customer back to the shop's success page with order "A-1"

    Scenario: A declined payment
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "999" as the security code
      Then the payment page says "Your payment was declined. Redirecting..."
      And the payment page sends the customer back to the shop's failure page with order "A-1"
      And order "A-1" was declined because the card data were wrong

  Rule: The customer goes back to the address the shop gave, with the order's id added

    Scenario: A return address with a query of the shop's own keeps it
      Given the merchant has registered order "A-1" for 25.00 EUR, giving its return address carrying the cart "7"
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure
      Then the payment page sends the customer back to the shop's return page with order "A-1" and the cart "7"

    Scenario: Without a failure address, a declined payment goes back to the return address
      Given the merchant has registered order "A-1" for 25.00 EUR, giving no failure address
      When the customer sends the payment page of order "A-1", filled in with the test card that needs no 3-D Secure, typing "999" as the security code
      Then the payment page says "Your payment was declined. Redirecting..."
      And the payment page sends the customer back to the shop's return page with order "A-1"

  Rule: An order the page can no longer pay is not paid again, and the page says why

    Scenario: A page left open while the order was paid elsewhere does not pay it twice
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has opened the payment page of order "A-1"
      And the customer pays order "A-1" with the test card that needs no 3-D Secure
      When the customer sends that payment page, filled in with the test card that needs no 3-D Secure
      Then the payment page says "This order has already been paid."

    Scenario: A page left open while the order was declined elsewhere does not pay it
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has opened the payment page of order "A-1"
      And the customer pays order "A-1" with the test card that needs no 3-D Secure giving the security code "999"
      When the customer sends that payment page, filled in with the test card that needs no 3-D Secure
      Then the payment page says "The payment of this order was declined."
      And order "A-1" was declined because the card data were wrong

  Rule: A link that names no order the gateway knows gets no form

    Scenario: A link without the order
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer opens the payment page of order "A-1" from a link that names no order
      Then the payment page says "The link does not name an order. Open the payment page from the shop again."

    Scenario: A link naming the order twice
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer opens the payment page of order "A-1" from a link naming the order twice
      Then the payment page says "The link does not name an order. Open the payment page from the shop again."

    Scenario: A link naming an order that was never registered
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer opens the payment page of order "A-1" from a link naming an order that was never registered
      Then the payment page says "There is no such order. Check the link the shop gave you."

    Scenario: A page sent for an order that was never registered
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has opened the payment page of order "A-1"
      When the customer sends that payment page filled in, its hidden order id changed to one never registered
      Then the payment page says "There is no such order. Check the link the shop gave you."
      And order "A-1" is registered and not paid

  @3ds2
  Rule: The page goes through 3-D Secure with the customer's bank, once

    Scenario: A card with frictionless 3-D Secure: the bank checks the browser and the order is paid
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer sends the payment page of order "A-1", filled in with the test card with a frictionless 3-D Secure approval
      Then the payment page sends the customer back to the shop's success page with order "A-1"
      And order "A-1" is paid

    Scenario: An order registered in Russian stays in Russian through the bank's check
      Given the merchant has registered order "A-1" for 25.00 EUR in Russian
      When the customer sends the payment page of order "A-1", filled in with the test card with a frictionless 3-D Secure approval
      Then the page the customer sees is in Russian
      And the payment page sends the customer back to the shop's success page with order "A-1"

    Scenario: Going back after the bank's check does not pay the order twice
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer sends the payment page of order "A-1", filled in with the test card with a frictionless 3-D Secure approval
      When the browser sends the payment's last step of 3-D Secure again as it was
      Then the payment page says "This order has already been paid."

    Scenario Outline: The bank's check sent on <changed> is refused, and nothing is paid
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has sent the payment page of order "A-1", filled in with the test card with a frictionless 3-D Secure approval, the browser still on the bank's check
      When the browser goes on from the bank's check <changed>
      Then the payment page says "<says>"
      And order "A-1" is waiting for 3-D Secure

      Examples:
        | changed                                          | says                                                                                                      |
        | without its authentication                       | This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop. |
        | naming an authentication the gateway never began | There is no such authentication in progress.                                                              |
        | naming an order that was never registered        | There is no such order. Check the link the shop gave you.                                                 |

    Scenario: A card with a 3-D Secure challenge: the customer confirms on the bank's page, and the order is paid
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has sent the payment page of order "A-1", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      When the customer confirms the payment on the bank's page with the one-time code it sent
      Then the payment page sends the customer back to the shop's success page with order "A-1"
      And order "A-1" is paid

    Scenario: Going back after the bank's answer shows the result again and does not pay the order twice
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has sent the payment page of order "A-1", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      And the customer confirms the payment on the bank's page with the one-time code it sent
      When the browser sends the payment's last step of 3-D Secure again as it was
      Then the payment page says "Your payment has been processed, redirecting..."
      And the payment page sends the customer back to the shop's success page with order "A-1"

    Scenario Outline: The payment's finish page brought <answer> is refused
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has sent the payment page of order "A-1", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      And the customer confirms the payment on the bank's page with the one-time code it sent
      When the customer's browser brings the payment's finish page <answer>
      Then the payment page says "<says>"

      Examples:
        | answer                                                               | says                                                                                                      |
        | an answer that is no packed message                                  | This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop. |
        | a packed message that is not the bank's answer                       | This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop. |
        | an answer of the bank that names no authentication                   | This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop. |
        | an answer of the bank about an authentication the gateway never began | There is no such authentication in progress.                                                              |

    Scenario: An answer of the bank made up before the customer typed the code is refused, and the order is not paid by it
      Given the merchant has registered order "A-2" for 15.00 EUR
      And the customer has sent the payment page of order "A-2", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      And the merchant has registered order "A-1" for 25.00 EUR
      And the customer has sent the payment page of order "A-1", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      And the customer confirms the payment on the bank's page with the one-time code it sent
      When the customer's browser brings the payment's finish page an answer of the bank about order "A-2", whose bank still waits for the code
      Then the payment page says "This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop."
      And order "A-2" is waiting for 3-D Secure

    @emulator-only
    Scenario: An answer of the bank made up for an order whose time ran out is refused
      Given the merchant has registered order "A-2" for 15.00 EUR
      And the customer has sent the payment page of order "A-2", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      And the merchant has registered order "A-1" for 25.00 EUR
      And the customer has sent the payment page of order "A-1", filled in with the test card with a 3-D Secure challenge, and stays on the bank's page
      And the customer confirms the payment on the bank's page with the one-time code it sent
      And 21 minutes pass
      When the customer's browser brings the payment's finish page an answer of the bank about order "A-2", whose bank still waits for the code
      Then the payment page says "This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop."
      And order "A-2" was declined because the payment session expired
