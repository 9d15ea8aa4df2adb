@p2p
Feature: What a P2P order may carry, by kind
  A registration names only the merchant itself or one of its child merchants (whose order numbers
  are their own), and only a payout names a funding (its order, its transaction reference). A
  transfer may name the network reference of an earlier transfer of the merchant, and its status
  shows the parameters the merchant registered it with. A perform call from the bank's app sends
  the app's device data encrypted. A funding asks the payer's details of a Mastercard card and the
  recipient's of a Visa card; a card of another network needs neither.

  Rule: A registration carries what its kind allows

    Scenario Outline: A <kind> registered with <what> is refused
      When the merchant tries to register a <kind> of 10.00 EUR with <what>
      Then the request is refused because <reason>

      Examples:
        | kind     | what                              | reason                                                |
        | transfer | another merchant's login          | the merchant named is neither this one nor its child  |
        | funding  | a funding's transaction reference | only a payout names a funding's reference             |
        | payout   | a funding to pay out              | the order named is not an approved funding            |

    @p2p-payout
    Scenario: A payout cannot name a transfer as its funding
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card
      And the merchant tries to pay that transfer out as if it were a funding
      Then the request is refused because the order named is not an approved funding

    @p2p-transfer
    Scenario: A session that ends in the future leaves time to pay
      Given the merchant has registered transfer "T-1" for 10.00 EUR, its session ending in an hour
      When the customer performs transfer "T-1" from the test card that needs no 3-D Secure to the test card with a frictionless 3-D Secure approval
      Then transfer "T-1" is approved

    @emulator-only
    Scenario: A child merchant's transfer has an order number of its own
      Given the merchant has a child merchant "Shop24 Kids"
      And the merchant has registered transfer "T-1" for 10.00 EUR
      When the merchant registers transfer "T-2" for its child merchant "Shop24 Kids" with the order number of transfer "T-1"
      Then transfer "T-2" is registered and not performed
      And transfer "T-1" is registered and not performed

    @p2p-transfer
    Scenario: The merchant's parameters of a transfer are shown in its status
      Given the merchant has registered transfer "T-1" for 10.00 EUR with the parameter "shopCart" set to "A-17"
      Then the status of transfer "T-1" shows the parameter "shopCart" set to "A-17"

  Rule: A perform call carries what its kind and its card allow

    Scenario: A transfer from the bank's app sends the app's device data encrypted
      When the merchant tries to perform a transfer of 10.00 EUR with the bank's app's device data not encrypted
      Then the request is refused because the app's device data are not encrypted

    @p2p-funding
    Scenario: A funding from a card of neither Mastercard nor Visa needs neither the payer's nor the recipient's details
      When the merchant tries to perform a funding of 10.00 EUR with a card of neither Mastercard nor Visa, and no payer's or recipient's details
      Then the funding is declined because the issuer declined it

    @p2p-transfer
    Scenario: A transfer may name the network reference of an earlier transfer of the merchant
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      And Bob has a virtual card
      When Alice sends 10.00 EUR from her card to Bob's card
      And Alice sends 20.00 EUR from her card to Bob's card, naming the earlier transfer's network reference
      Then the transfer is approved
      And Bob's card has a balance of 30.00 EUR
