@p2p @p2p-transfer @3ds2 @critical
Feature: 3-D Secure 2 on P2P transfers
  When the card sent from takes part in 3-D Secure 2, the first perform call answers with the
  method URLs; the shop's page posts the browser data to them in hidden iframes; the second call
  either decides at once (frictionless) or sends the customer to the bank's ACS page, which asks for
  a one-time code and sends the customer back to the shop. The shop then finishes the
  authentication and reads the status.

  Rule: Frictionless: the bank decides without the customer

    Scenario: A frictionless approval
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer performs transfer "T-1" through 3-D Secure from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure
      Then the gateway asked for the browser data of transfer "T-1" first
      And transfer "T-1" is approved

    Scenario: A frictionless decline
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer performs transfer "T-1" through 3-D Secure from the test card with a frictionless 3-D Secure decline to the test card that needs no 3-D Secure
      Then transfer "T-1" was declined because 3-D Secure authentication failed
      And the transfer shows the debit from the test card with a frictionless 3-D Secure decline declined

    Scenario: A Visa card needs the payer's e-mail or phone for 3-D Secure
      Given the merchant has registered transfer "T-1" for 20.00 EUR without the payer's e-mail
      When the customer tries to perform transfer "T-1" from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure
      Then the request is refused because an e-mail or a phone is needed for 3-D Secure
      And transfer "T-1" is registered and not performed

    Scenario: The merchant's own 3-D Secure result replaces the gateway's
      Given the merchant has registered transfer "T-1" for 20.00 EUR
      When the customer performs transfer "T-1" from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure, authenticated by the merchant's own 3-D Secure server
      Then transfer "T-1" is approved

  Rule: A challenge: the customer confirms on the bank's page

    @browser
    Scenario: The customer confirms with the right code
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      When the customer starts transfer "T-1" on the shop's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      And the customer types the one-time code the bank sent
      And the merchant finishes the 3-D Secure of transfer "T-1"
      Then the bank told the shop that the customer was authenticated
      And transfer "T-1" is approved

    @browser
    Scenario: A wrong code declines the transfer
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      When the customer starts transfer "T-1" on the shop's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      And the customer types a wrong one-time code
      And the merchant finishes the 3-D Secure of transfer "T-1"
      Then the bank told the shop that the customer was not authenticated
      And transfer "T-1" was declined because 3-D Secure authentication failed

    # The emulator's way (docs/emulator.md, "3-D Secure 2"): the spec does not say when a failed challenge declines.
    @browser @emulator-only
    Scenario: A wrong code declines the transfer at once, before the merchant finishes
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      When the customer starts transfer "T-1" on the shop's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      And the customer types a wrong one-time code
      Then transfer "T-1" was declined because 3-D Secure authentication failed

    @browser
    Scenario: The customer cancels on the bank's page
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      When the customer starts transfer "T-1" on the shop's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      And the customer cancels on the bank's page
      And the merchant finishes the 3-D Secure of transfer "T-1"
      Then transfer "T-1" was declined because 3-D Secure authentication failed

    Scenario: The customer abandons the challenge and the merchant finishes without an answer
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      And the customer has reached the bank's page for transfer "T-1" from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      When the merchant finishes the 3-D Secure of transfer "T-1"
      Then transfer "T-1" was declined because 3-D Secure authentication failed

    @emulator-only
    Scenario: Nobody answers the challenge and the transfer runs out of time
      Given it is 2026-03-10 at 15:00
      And the merchant has registered transfer "T-1" for 30.00 EUR
      And the customer has reached the bank's page for transfer "T-1" from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      When the next day begins
      Then transfer "T-1" was declined because the payment session expired

  Rule: The merchant may finish at the address the specification names, with the same outcome
    The specification names the finish call by a short path that merchants read in two ways; the
    gateway answers at both, with the same signature rules.

    @browser
    Scenario: The customer confirms and the merchant finishes at the specification's address
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      When the customer starts transfer "T-1" on the shop's page from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      And the customer types the one-time code the bank sent
      And the merchant finishes the 3-D Secure of transfer "T-1" at the address the specification names
      Then the bank told the shop that the customer was authenticated
      And transfer "T-1" is approved

    Scenario: An abandoned challenge finished at the specification's address is declined
      Given the merchant has registered transfer "T-1" for 30.00 EUR
      And the customer has reached the bank's page for transfer "T-1" from the test card with a 3-D Secure challenge to the test card that needs no 3-D Secure
      When the merchant finishes the 3-D Secure of transfer "T-1" at the address the specification names
      Then transfer "T-1" was declined because 3-D Secure authentication failed
