@ecom
Feature: What the gateway makes of a card by its number, its expiry and the terminal it is used at
  The gateway names the payment system of every card an order is paid with, from its number. A
  test card of the sandbox is paid with any expiry not yet over. And a card payment at the
  merchant's own shop counter that is declined is told to the merchant, but no other.

  Rule: The order shows the payment system of its card, read from the card number

    Scenario Outline: A card numbered <start>… is a <system> card
      Given the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with a card of an issuer the sandbox does not know, its number starting "<start>"
      Then order "A-1" was declined because the issuer declined it
      And order "A-1" shows the payment system "<system>"

      Examples:
        | start  | system     |
        | 4      | VISA       |
        | 2221   | MASTERCARD |
        | 2200   | MIR        |
        | 622004 | CARD       |

  @emulator-only
  Rule: A test card is paid with through the last day of its expiry month, on the gateway's clock

    Scenario Outline: A test card expiring <month> on 15 July 2027 <outcome>
      Given it is 2027-07-15 at 10:00
      And the merchant has registered order "A-1" for 25.00 EUR
      When the customer pays order "A-1" with the test card that needs no 3-D Secure expiring <month>
      Then order "A-1" <outcome>

      Examples:
        | month   | outcome                                         |
        | 07/2027 | is paid                                         |
        | 06/2027 | was declined because the card data were wrong   |

  @emulator-only
  Rule: Only a declined card payment at the merchant's own counter terminal is told to the merchant
    The callback of a declined payment at the shop counter is covered in callbacks.feature; a
    withdrawal at the merchant's ATM, or a payment whose terminal and merchant do not go together,
    is not one.

    Background:
      Given Alice has a virtual card
      And Alice's card is topped up with 10.00 EUR
      And the merchant's account has a callback address

    Scenario Outline: A declined payment <where> is not told to the merchant
      When Alice tries to <payment>
      Then the payment is declined because of insufficient funds
      And the merchant is not notified that a payment with a card at its shop counter was declined

      Examples:
        | where                                          | payment                                                                        |
        | at the merchant's ATM                          | withdraw 50.00 EUR at the sandbox merchant's ATM                               |
        | at the counter terminal, naming another merchant | pay 50.00 EUR at the sandbox merchant's counter, the terminal naming another merchant |
        | at a terminal the merchant does not have       | pay 50.00 EUR at the sandbox merchant, at a terminal it does not have          |
