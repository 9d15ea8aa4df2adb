@p2p @p2p-transfer
Feature: What the P2P gateway answers a performed transfer, and what its status shows of it
  The answer of a perform call sends the customer back to the shop; the status shows the transfer
  with what it was registered and performed with.

  Rule: The customer goes back to the shop's return page when the transfer is done, else to its failure page

    Scenario: A transfer done
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure
      Then the gateway sends the customer to the shop's return page of transfer "T-1", saying "Your payment has been processed, redirecting..."

    Scenario: A transfer declined
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer tries to perform transfer "T-1" from a card of an unknown issuer to the test card that needs no 3-D Secure
      Then the gateway sends the customer to the shop's failure page of transfer "T-1", saying "Redirecting..."

    @ledger
    Scenario: A transfer that keeps the card gives the shop its network reference at once
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card, keeping her card for later
      Then the answer gives the shop the network reference the transfer's status shows

  Rule: The status shows what the transfer was registered and performed with

    Scenario: The description, the shop's own parameters and the customer's address
      Given the merchant has registered transfer "T-1" for 15.00 EUR described as "Rent for May", with its own parameter "invoice" set to "INV-7"
      When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure, from the address "203.0.113.7"
      Then the status of transfer "T-1" shows the description "Rent for May", its own parameter "invoice" set to "INV-7" and the address "203.0.113.7"

    Scenario: The payer's fee is on the debit and part of the total; each leg has its approval code and reference
      Given the merchant has registered transfer "T-1" for 15.00 EUR
      When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to the test card that needs no 3-D Secure
      Then the status of transfer "T-1" shows a fee of 0.50 EUR and a total of 15.50 EUR
      And the status of transfer "T-1" shows its debit with a fee and its credit without one, each with its approval code and retrieval reference number
