@p2p @p2p-transfer @ledger @critical
Feature: The issuers answer for their cards before the money moves
  The issuer of the card to debit is asked first, then the issuer of the card to credit; the first
  that says no declines the transfer on its side, and nothing moves. A test card to credit answers
  as its issuer does: an expiry that is over is wrong card data, a card that declines declines.
  When the money moves, the debit in the card's history names the merchant and its terminal; a
  transfer is given no transaction reference (only a Mastercard funding is, for its payout).

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR

  Rule: The card to debit is judged first

    Scenario: A wrong security code declines the debit, even when the card to credit would be declined too
      When Alice sends 10.00 EUR from her card, giving the wrong security code, to a card of an unknown issuer
      Then the transfer is declined because the card data were wrong
      And the transfer shows the debit from Alice's card declined
      And Alice's card has a balance of 100.00 EUR

  Rule: A test card to credit answers as its issuer does

    Scenario: A test card to credit typed with an expiry that is over is wrong card data
      When Alice sends 10.00 EUR from her card to the test card that needs no 3-D Secure, giving an expiry for it that is over
      Then the transfer is declined because the card data were wrong
      And the transfer shows the credit to the test card that needs no 3-D Secure declined
      And Alice's card has a balance of 100.00 EUR

    Scenario: A test card whose issuer declines declines the credit
      When the customer sends 10.00 EUR from Alice's card to the test card with a frictionless 3-D Secure decline
      Then the transfer is declined because the issuer declined it
      And the transfer shows the credit to the test card with a frictionless 3-D Secure decline declined
      And Alice's card has a balance of 100.00 EUR

  Rule: The card's history names the merchant of the transfer

    Scenario: The debit of a transfer names the merchant and its terminal
      Given Bob has a virtual card
      When Alice sends 40.00 EUR from her card to Bob's card
      Then the history of Alice's card shows a debit of 40.00 EUR naming a merchant and its terminal

  Rule: Only a Mastercard funding is given a transaction reference for its payout

    Scenario: A transfer from a Mastercard card is given no funding's transaction reference
      Given Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card
      Then the transfer is approved
      And the transfer shows no funding's transaction reference
