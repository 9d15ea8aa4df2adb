@p2p @p2p-transfer @blocker
Feature: Card-to-card transfers on the P2P gateway
  A merchant's transfer service moves money from one card to another in one request: it registers
  a transfer, may ask the gateway for the fee, then performs it with both cards. The payer pays the
  fee on top of the amount. Cards of the sandbox's card system really lose and gain the money;
  test cards of other issuers have fixed outcomes.

  Rule: The money moves from one card to the other, the fee on top

    @ledger
    Scenario: A transfer between two v2-issued cards moves the money and charges the fee
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 40.00 EUR from her card to Bob's card
      Then the transfer is approved
      And Alice's card has a balance of 59.50 EUR
      And Bob's card has a balance of 40.00 EUR

    Scenario: A transfer between test cards of other issuers
      When the customer sends 25.00 EUR from the test card that needs no 3-D Secure to the test card with a frictionless 3-D Secure approval
      Then the transfer is approved
      And the transfer shows both cards masked

    @ledger
    Scenario: A transfer from a test card to a v2-issued card credits it
      Given Bob has a virtual card
      When the customer sends 12.34 EUR from the test card that needs no 3-D Secure to Bob's card
      Then the transfer is approved
      And Bob's card has a balance of 12.34 EUR

  Rule: The fee is known before the transfer: 1% of the amount, at least 0.50 EUR

    Scenario Outline: The fee of <amount>
      Given the merchant has registered transfer "T-1" for <amount>
      When the customer asks the fee of transfer "T-1"
      Then the fee is <fee> and the customer pays <total> in all

      Examples:
        | amount       | fee       | total        |
        | 10.00 EUR    | 0.50 EUR  | 10.50 EUR    |
        | 50.05 EUR    | 0.50 EUR  | 50.55 EUR    |
        | 120.00 EUR   | 1.20 EUR  | 121.20 EUR   |
        | 1,234.56 EUR | 12.35 EUR | 1,246.91 EUR |

    @ledger
    Scenario: A fee the merchant sets when registering replaces the schedule
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      And the merchant has registered transfer "T-1" for 10.00 EUR with a fee of 12.50 EUR
      When the customer asks the fee of transfer "T-1"
      Then the fee is 12.50 EUR and the customer pays 22.50 EUR in all
      When the customer performs transfer "T-1" from Alice's card to Bob's card
      Then Alice's card has a balance of 77.50 EUR
      And Bob's card has a balance of 10.00 EUR

    Scenario: The payer changes the amount when asking the fee
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      When the customer asks the fee of transfer "T-1" for 200.00 EUR instead
      Then the fee is 2.00 EUR and the customer pays 202.00 EUR in all
      And transfer "T-1" is registered for 200.00 EUR

    @ledger
    Scenario: The amount the payer changed is the amount sent
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      And the merchant has registered transfer "T-1" for 10.00 EUR
      And the customer has asked the fee of transfer "T-1" for 30.00 EUR instead
      When the customer performs transfer "T-1" from Alice's card to Bob's card
      Then transfer "T-1" is approved
      And Alice's card has a balance of 69.50 EUR
      And Bob's card has a balance of 30.00 EUR

  Rule: The issuers decide, and a declined transfer moves nothing

    @ledger
    Scenario: Not enough money for the amount and the fee
      Given Alice has a virtual card
      And Alice's card is topped up with 40.00 EUR
      And Bob has a virtual card
      When Alice sends 40.00 EUR from her card to Bob's card
      Then the transfer is declined because of insufficient funds
      And the transfer shows the debit from Alice's card declined
      And Alice's card has a balance of 40.00 EUR
      And Bob's card has a balance of 0.00 EUR

    Scenario: A wrong security code
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card giving the wrong security code
      Then the transfer is declined because the card data were wrong
      And the transfer shows the debit from Alice's card declined
      And Alice's card has a balance of 100.00 EUR

    Scenario: A card to credit sent with an expiry date that is not its own
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card, giving a wrong expiry date for it
      Then the transfer is declined because the card data were wrong
      And the transfer shows the credit to Bob's card declined
      And Alice's card has a balance of 100.00 EUR

    Scenario: A blocked card to credit
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      And Bob has blocked his card
      When Alice sends 10.00 EUR from her card to Bob's card
      Then the transfer is declined because the card is blocked
      And Alice's card has a balance of 100.00 EUR

    Scenario: A card to credit of an issuer the sandbox does not know
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      When the customer sends 10.00 EUR from Alice's card to a card of an unknown issuer
      Then the transfer is declined because the issuer declined it
      And Alice's card has a balance of 100.00 EUR

    Scenario: A card of an issuer the sandbox does not know
      When the customer sends 10.00 EUR from a card of an unknown issuer to the test card that needs no 3-D Secure
      Then the transfer is declined because the issuer declined it

    Scenario: A performed transfer cannot be performed again
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      And the customer has performed transfer "T-1" from the test card that needs no 3-D Secure to the test card with a frictionless 3-D Secure approval
      When the customer tries to perform transfer "T-1" again
      Then the request is refused because the order is not in a state that allows it

  Rule: The status shows the order, its legs and its result; newer versions show more

    Scenario: A registered transfer waits for the customer
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      Then transfer "T-1" is registered and not performed

    Scenario: The status lists the debit with its fee and the credit
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 40.00 EUR from her card to Bob's card
      Then the transfer shows a debit of 40.00 EUR with a fee of 0.50 EUR from Alice's card and a credit of 40.00 EUR to Bob's card

    Scenario: Version 3 shows the stored card, version 7 the network reference too
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card, keeping her card for later
      Then the status of the transfer in version 1 shows neither the stored card nor the network reference
      And the status of the transfer in version 3 shows the stored card but not the network reference
      And the status of the transfer in version 7 shows the stored card and the network reference

    Scenario: An unknown transfer
      When the merchant asks the status of a transfer that was never registered
      Then the request is refused because the order is unknown

    Scenario: A second transfer with the same order number is refused
      Given the merchant has registered transfer "T-1" for 10.00 EUR
      When the merchant tries to register another transfer with the order number of transfer "T-1"
      Then the request is refused because the order number is already used
