@p2p @p2p-transfer @credential-common @tii @critical
Feature: Stored cards on the P2P gateway
  A transfer of a known client keeps the card it was sent from (as the gateway's common stored
  credential: tii CI), unless told not to. Later transfers send from that stored card (tii F, the
  customer picking it) and may credit another client's stored card, named when the transfer is
  registered. Only CI and F are allowed, and a payout takes none.

  Background:
    Given Alice has a virtual card
    And Alice's card is topped up with 100.00 EUR
    And Bob has a virtual card
    And Bob's card is topped up with 50.00 EUR

  Rule: A first transfer keeps the card; the next ones use it

    @ledger
    Scenario: From a stored card to another client's stored card
      Given Alice has sent 10.00 EUR from her card to Bob's card, keeping her card for later
      And Bob has sent 5.00 EUR from his card to Alice's card, keeping his card for later
      When Alice sends 20.00 EUR from her stored card to Bob's stored card
      Then the transfer is approved
      And the status of the transfer shows Alice's stored card
      And Alice's card has a balance of 74.00 EUR
      And Bob's card has a balance of 74.50 EUR

    Scenario: A transfer told not to keep the card keeps none
      When Alice sends 10.00 EUR from her card to Bob's card, not keeping her card
      Then the transfer is approved
      And the status of the transfer in version 3 shows no stored card

    Scenario: A stored card of another client cannot be sent from
      Given Bob has sent 5.00 EUR from his card to Alice's card, keeping his card for later
      When Alice tries to send 20.00 EUR from Bob's stored card to Bob's card
      Then the request is refused because the stored card is not known
      And Bob's card has a balance of 44.50 EUR

    Scenario: The fee of a transfer from a stored card
      Given Alice has sent 10.00 EUR from her card to Bob's card, keeping her card for later
      And the merchant has registered transfer "T-2" for 30.00 EUR for Alice
      When Alice asks the fee of transfer "T-2" from her stored card
      Then the fee is 0.50 EUR and the customer pays 30.50 EUR in all

  Rule: The transaction initiator says who sends: CI or F only, and none for a payout

    Scenario: A stored card needs the initiator
      Given Alice has sent 10.00 EUR from her card to Bob's card, keeping her card for later
      When Alice tries to send 20.00 EUR from her stored card to Bob's card without the initiator
      Then the request is refused because the initiator is missing
      And Alice's card has a balance of 89.50 EUR

    Scenario Outline: An initiator other than CI and F is refused
      When Alice tries to send 10.00 EUR from her card to Bob's card as initiator "<tii>"
      Then the request is refused because the initiator is not allowed for this payment
      And Alice's card has a balance of 100.00 EUR

      Examples:
        | tii |
        | U   |
        | R   |
        | RI  |
        | I   |
        | II  |
