@p2p @p2p-transfer
Feature: What the gateway's transfer page checks and says
  The gateway's page (formUrl) takes the cards of a transfer the shop registered. It asks only for
  the cards the order has, checks what the customer typed before any bank sees it, and says what
  became of a transfer it can no longer send. These scenarios read the page as a browser without
  scripts would; features/p2p/gateway-page.feature goes the same way in a real browser.

  Rule: The page asks for the amount and for the cards the order has

    Scenario: A transfer's page asks for its amount and both cards
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer opens the gateway's page of transfer "T-1"
      Then the transfer page asks for 15.00 EUR
      And the transfer page asks for both cards
      And the transfer page marks nothing to correct

    @p2p-funding
    Scenario: A funding's page takes only the card to debit
      Given the merchant has registered funding "F-1" of 20.00 EUR
      When the customer opens the gateway's page of funding "F-1"
      Then the transfer page asks for the card to debit only
      When the customer sends funding "F-1" on the gateway's page from the test card that needs no 3-D Secure
      Then the gateway's page sends the customer back to the shop's return page of funding "F-1"
      And transfer "F-1" is approved

    @p2p-payout
    Scenario: A payout's page takes only the recipient's card
      Given the merchant has registered payout "P-1" of 20.00 EUR
      When the customer opens the gateway's page of payout "P-1"
      Then the transfer page asks for the recipient's card only
      When the customer takes payout "P-1" on the gateway's page to the test card that needs no 3-D Secure
      Then the gateway's page sends the customer back to the shop's return page of payout "P-1"
      And transfer "P-1" is approved

  Rule: The page checks what the customer typed before any bank sees it

    Scenario Outline: <typed> as the <field> is pointed at, and nothing is sent
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, typing "<typed>" as the <field>
      Then the transfer page points at the <field>
      And transfer "T-1" is registered and not performed

      Examples:
        | field                   | typed                                     |
        | card number             | 1234 5678 9012 3456                       |
        | expiry date             | 13/30                                     |
        | security code           | 12                                        |
        | security code           | 1234                                      |
        | security code           | A123                                      |
        | cardholder name         | J0HN SMITH                                |
        | recipient's card number | 1234 5678 9012 3456                       |
        | e-mail                  | payer.example.com                         |
        | e-mail                  | pay er@example.com                        |
        | e-mail                  | payer@example.com now                     |
        | e-mail                  | samuel.payer.with.a.long.name@example.com |

    Scenario: The page gives back what it may keep, never the card numbers or the security code
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, typing "payer.example.com" as the e-mail
      Then the transfer page keeps the expiry date, the cardholder name and the e-mail as typed, and neither card number nor the security code

    Scenario: An e-mail of forty characters is taken
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, typing "sam.payer.with.a.longer.name@example.com" as the e-mail
      Then the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And transfer "T-1" is approved

    Scenario: The e-mail may be left out
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, typing no e-mail
      Then the transfer page says "Your payment has been processed, redirecting..."
      And the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And transfer "T-1" is approved

    Scenario: Spaces typed around a value do not count
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, typing " 123 " as the security code
      Then the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And transfer "T-1" is approved

    Scenario: A declined transfer sends the customer to the shop's failure page
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from a card of an unknown issuer to the test card that needs no 3-D Secure, typing no e-mail
      Then the transfer page says "Your transfer was declined. Redirecting..."
      And the gateway's page sends the customer back to the shop's failure page of transfer "T-1"
      And transfer "T-1" was declined because the issuer declined it

  Rule: A transfer the page can no longer send is not sent again, and the page says why

    Scenario: A transfer already sent
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer has performed transfer "T-1" from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure
      When the customer opens the gateway's page of transfer "T-1"
      Then the transfer page says "This transfer has already been sent."

    Scenario: A page left open while the transfer was sent elsewhere does not send it twice
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer has opened the gateway's page of transfer "T-1"
      And the customer has performed transfer "T-1" from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure
      When the customer sends that page, filled in with the same cards
      Then the transfer page says "This transfer has already been sent."

    Scenario: A declined transfer
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer tries to perform transfer "T-1" from a card of an unknown issuer to the test card that needs no 3-D Secure
      When the customer opens the gateway's page of transfer "T-1"
      Then the transfer page says "This transfer was declined."

    @emulator-only
    Scenario: A transfer whose time ran out
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And 21 minutes pass
      When the customer opens the gateway's page of transfer "T-1"
      Then the transfer page says "The time to send this transfer has run out."
      And transfer "T-1" was declined because the payment session expired

    @3ds2
    Scenario: A transfer waiting for the customer's bank
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer has reached the bank's page for transfer "T-1" from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      When the customer opens the gateway's page of transfer "T-1"
      Then the transfer page says "This transfer is waiting for your bank to confirm it."

  Rule: A link that names no transfer the gateway knows gets no form

    Scenario: A link without the transfer
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer opens the gateway's page of transfer "T-1" from a link that names no transfer
      Then the transfer page says "This page needs the data the shop or your bank sends. Start the transfer again from the shop."

    Scenario: A link naming a transfer that was never registered
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer opens the gateway's page of transfer "T-1" from a link naming a transfer that was never registered
      Then the transfer page says "There is no such transfer. Check the link the shop gave you."

    Scenario: A page sent for a transfer that was never registered
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer has opened the gateway's page of transfer "T-1"
      When the customer sends that page filled in, its hidden transfer id changed to one never registered
      Then the transfer page says "There is no such transfer. Check the link the shop gave you."
      And transfer "T-1" is registered and not performed

    @3ds2
    Scenario: The bank's check sent on for a transfer that was never registered
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer sends transfer "T-1" on the gateway's page from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, typing "payer@example.com" as the e-mail
      When the browser sends the last step of 3-D Secure again, its hidden transfer id changed to one never registered
      Then the transfer page says "There is no such transfer. Check the link the shop gave you."

  @3ds2
  Rule: The page goes through 3-D Secure with the customer's bank, once

    Scenario: A card with frictionless 3-D Secure: the bank checks the browser and the transfer is sent
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, typing "payer@example.com" as the e-mail
      Then the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And transfer "T-1" is approved

    Scenario: A transfer registered in Russian stays in Russian through the bank's check
      Given the merchant has registered transfer "T-1" for 15.00 EUR in Russian
      When the customer sends transfer "T-1" on the gateway's page from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, typing "payer@example.com" as the e-mail
      Then the transfer page is in Russian
      And the gateway's page sends the customer back to the shop's return page of transfer "T-1"

    Scenario: Going back after the bank's check does not send the transfer twice
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer sends transfer "T-1" on the gateway's page from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, typing "payer@example.com" as the e-mail
      When the customer goes back, and the browser sends the last step of 3-D Secure again
      Then the transfer page says "This transfer has already been sent."

    Scenario: A Visa card's bank needs the payer's e-mail, from the order or the page
      Given the merchant has registered transfer "T-1" for 15.00 EUR without the payer's e-mail
      When the customer sends transfer "T-1" on the gateway's page from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, typing no e-mail
      Then the transfer page says "email or a phone of orderPayerData is required for 3-D Secure on a Visa card"
      And transfer "T-1" is registered and not performed

    Scenario: The e-mail typed on the page is the one the Visa card's bank gets
      Given the merchant has registered transfer "T-1" for 15.00 EUR without the payer's e-mail
      When the customer sends transfer "T-1" on the gateway's page from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, typing "payer@example.com" as the e-mail
      Then the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And transfer "T-1" is approved

    Scenario: A card with a 3-D Secure challenge: the customer confirms on the bank's page, and the transfer is sent
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer sends transfer "T-1" on the gateway's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, typing no e-mail
      Then the bank's page asks the customer for the one-time code
      When the customer answers the bank's page with the one-time code it sent
      Then the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And transfer "T-1" is approved

    @ledger
    Scenario: Going back after the bank's answer shows the result again and does not send the transfer twice
      Given Bob has a virtual card
      And the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer sends transfer "T-1" on the gateway's page from the test card with a 3-D Secure challenge to Bob's card, typing no e-mail
      And the customer answers the bank's page with the one-time code it sent
      When the customer goes back, and the browser sends the last step of 3-D Secure again
      Then the gateway's page sends the customer back to the shop's return page of transfer "T-1"
      And Bob's card has a balance of 15.00 EUR

    Scenario Outline: The gateway takes only its bank's answer: <answer>
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer sends transfer "T-1" on the gateway's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, typing no e-mail
      And the customer answers the bank's page with the one-time code it sent
      When the customer's browser brings the gateway <answer>
      Then the transfer page says "<says>"

      Examples:
        | answer                                                                | says                                                                                        |
        | an answer that is no packed message                                   | This page needs the data the shop or your bank sends. Start the transfer again from the shop. |
        | a packed message that is not the bank's answer                        | This page needs the data the shop or your bank sends. Start the transfer again from the shop. |
        | an answer of the bank that names no authentication                    | This page needs the data the shop or your bank sends. Start the transfer again from the shop. |
        | an answer of the bank about an authentication the gateway never began | There is no such transfer. Check the link the shop gave you.                                 |

    Scenario: An answer of the bank about a transfer whose bank check is still running is not taken
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer sends transfer "T-1" on the gateway's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, typing no e-mail
      And the customer answers the bank's page with the one-time code it sent
      And the merchant has registered transfer "T-2" for 15.00 EUR
      And the customer has sent transfer "T-2" on the gateway's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, the browser still on the bank's check
      When the customer's browser brings the gateway an answer of the bank about transfer "T-2", whose bank check is still running
      Then the transfer page says "This transfer is waiting for your bank to confirm it."

    @ecom
    Scenario: An answer of the bank about a payment of the shop is no transfer's
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      And the customer sends transfer "T-1" on the gateway's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, typing no e-mail
      And the customer answers the bank's page with the one-time code it sent
      And the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      When the customer's browser brings the gateway an answer of the bank about the shop's payment of order "A-1"
      Then the transfer page says "There is no such transfer. Check the link the shop gave you."
