@v1
Feature: The acquiring side's rules: who changes a status, what the ATMs and the merchant's reads show, keys
  Only the merchant's own customer and contract, under the sandbox account's institution, may change
  its statuses. The ATM status shows the ATMs every filter matches, with the dates of the card
  operations made at each. A merchant's transactions are the card payments and refunds at its
  terminals, read by whole UTC days; one payment order a day settles them, open while its day runs.
  A key comes encrypted under the master key asked for, as an integrator can check.

  Rule: Only the merchant's own customer and contract may change its statuses

    Scenario: A status change under another customer number is refused
      When someone tries to set the sandbox merchant to "SUSPENDED" under the customer number "MERCHANT-9999"
      Then the request is refused because the contract is not the merchant's
      And the ATM status shows the sandbox merchant's ATM as open

    Scenario: A terminal's status change under another contract is refused
      When someone tries to set the sandbox merchant's ATM to "SUSPENDED" under the contract "CONTRACT-9999"
      Then the request is refused because the contract is not the merchant's
      And the ATM status shows the sandbox merchant's ATM as open

    Scenario: Another merchant's ATM is not a terminal of the sandbox merchant
      When someone tries to set the sandbox merchant's terminal "88000201" to "SUSPENDED"
      Then the request is refused because the terminal is unknown

  Rule: A status change the card system makes is confirmed with its trace

    Scenario: The merchant's and a terminal's status changes are confirmed with their trace
      When the sandbox merchant is set to "ACTIVE"
      Then the card system confirms it with the trace of the change: a processing code, an audit number and the moment
      When the sandbox merchant's POS terminal is set to "ACTIVE"
      Then the card system confirms it with the trace of the change: a processing code, an audit number and the moment

  Rule: Merchant changes and reads are for the sandbox account's institution only

    Scenario Outline: Trying <what> for another institution is refused, naming each field at fault
      When someone tries <what> for the institution "9999"
      Then the request is refused because the institution id is not the sandbox account's
      And the refusal's message names each field at fault

      Examples:
        | what                                              |
        | to set the sandbox merchant to "SUSPENDED"        |
        | to set the sandbox merchant's ATM to "SUSPENDED"  |
        | to read the sandbox merchant's transactions       |
        | to read the sandbox merchant's payment orders     |

    Scenario: A status change by an agent of another institution is refused
      When someone tries to set the sandbox merchant to "SUSPENDED" as an agent of the institution "9999"
      Then the request is refused because the agent id is not the sandbox account's
      And the ATM status shows the sandbox merchant's ATM as open

  Rule: A merchant's reads name the merchant and its own terminals only

    Scenario Outline: The transactions at <terminal> are refused
      When someone asks for the sandbox merchant's transactions at the terminal "<number>"
      Then the request is refused because the terminal is unknown

      Examples:
        | terminal                          | number   |
        | another merchant's ATM            | 88000201 |
        | a terminal that does not exist    | 99999999 |

    Scenario: An unknown merchant has no payment orders to show
      When someone asks for the payment orders of the merchant "880000009999999"
      Then the request is refused because the merchant is unknown

  Rule: The ATM status shows the ATMs every filter sent matches, and the operations made at each

    Scenario: The ATM status by device id
      Then the ATM status asked for the device id 1 shows the sandbox merchant's ATM only

    Scenario: The ATMs of another institution are none
      Then the ATM status asked for the institution "9999" is empty

    Scenario: The ATMs of the sandbox account's institution
      Then the ATM status asked for the sandbox account's institution lists the sandbox merchant's ATM

    @emulator-only
    Scenario: A deposit between two withdrawals at the ATM
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      When Alice withdraws 50.00 EUR at the sandbox merchant's ATM
      And 1 minute passes
      And Alice deposits 20.00 EUR at the sandbox merchant's ATM
      Then the ATM status shows Alice's last operation at the ATM as its last transaction, her last withdrawal and her last deposit as its last ones
      When 1 minute passes
      And Alice withdraws 10.00 EUR at the sandbox merchant's ATM
      Then the ATM status shows Alice's last operation at the ATM as its last transaction, her last withdrawal and her last deposit as its last ones

    Scenario: A payment at the POS terminal is no transaction of the ATM
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      When Alice pays 25.00 EUR at the sandbox merchant
      Then the ATM status does not show Alice's payment as a transaction of the sandbox merchant's ATM

  @emulator-only
  Rule: A merchant's transactions and payment orders are read by whole UTC days, both ends included

    Background:
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR

    Scenario: Payments and refunds on three days
      Given it is 2026-03-09 at 12:00
      And Alice pays 10.00 EUR at the sandbox merchant
      And it is 2026-03-10 at 00:00
      And Alice pays 25.00 EUR at the sandbox merchant
      And it is 2026-03-10 at 23:59
      And Alice gets a refund of 5.00 EUR at the sandbox merchant
      And it is 2026-03-11 at 00:00
      And Alice withdraws 30.00 EUR at the sandbox merchant's ATM
      Then the sandbox merchant's transactions from 2026-03-10 to 2026-03-10 are:
        | card  | type | amount    | terminal | settled    | order           |
        | Alice | 774  | 25.00 EUR | POS      | 2026-03-10 | PO-202603100001 |
        | Alice | 760  | 5.00 EUR  | POS      | 2026-03-10 | PO-202603100001 |
      And the sandbox merchant's transactions from 2026-03-11 to 2026-03-11 are:
        | card  | type | amount    | terminal | settled    | order           |
        | Alice | 774  | 30.00 EUR | ATM      | 2026-03-11 | PO-202603110001 |
      And the sandbox merchant's payment orders from 2026-03-10 to 2026-03-11 are:
        | order           | day        | amount    | status    | purpose                                                                      |
        | PO-202603100001 | 2026-03-10 | 20.00 EUR | PROCESSED | Settlement of card operations of 2026-03-10 at CARDLAB MARKET (2 operations) |
        | PO-202603110001 | 2026-03-11 | 30.00 EUR | OPEN      | Settlement of card operations of 2026-03-11 at CARDLAB MARKET (1 operation)  |

    Scenario: A payment order is open until its day is over
      Given it is 2026-03-10 at 00:00
      And Alice pays 25.00 EUR at the sandbox merchant
      When it is 2026-03-10 at 23:59
      Then the sandbox merchant's payment orders from 2026-03-10 to 2026-03-10 are:
        | order           | day        | amount    | status | purpose                                                                     |
        | PO-202603100001 | 2026-03-10 | 25.00 EUR | OPEN   | Settlement of card operations of 2026-03-10 at CARDLAB MARKET (1 operation) |
      When it is 2026-03-11 at 00:00
      Then the sandbox merchant's payment orders from 2026-03-10 to 2026-03-10 are:
        | order           | day        | amount    | status    | purpose                                                                     |
        | PO-202603100001 | 2026-03-10 | 25.00 EUR | PROCESSED | Settlement of card operations of 2026-03-10 at CARDLAB MARKET (1 operation) |

    Scenario: A day of refunds only is a payment order the merchant owes
      Given it is 2026-03-10 at 12:00
      And Alice gets a refund of 5.00 EUR at the sandbox merchant
      Then the sandbox merchant's payment orders from 2026-03-10 to 2026-03-10 are:
        | order           | day        | amount    | status | purpose                                                                     |
        | PO-202603100001 | 2026-03-10 | -5.00 EUR | OPEN   | Settlement of card operations of 2026-03-10 at CARDLAB MARKET (1 operation) |

    Scenario: The details of a payment order are the operations of its day
      Given it is 2026-03-09 at 12:00
      And Alice pays 10.00 EUR at the sandbox merchant
      And it is 2026-03-10 at 12:00
      And Alice pays 25.00 EUR at the sandbox merchant
      And Alice gets a refund of 5.00 EUR at the sandbox merchant
      Then the details of the payment order 202603100001 are:
        | card  | type | amount    | terminal |
        | Alice | 774  | 25.00 EUR | POS      |
        | Alice | 760  | 5.00 EUR  | POS      |

    Scenario Outline: An id that names no payment order has no details: <why>
      Given it is 2026-03-10 at 12:00
      And Alice pays 25.00 EUR at the sandbox merchant
      When someone asks for the details of the payment order <id>
      Then the request is refused because the payment order does not exist

      Examples:
        | id            | why                                    |
        | 202603110001  | a day without operations               |
        | 202603100009  | no merchant has that place in the seed |
        | 2026031000001 | a digit too many                       |

    Scenario: A card-to-card transfer at the merchant's terminal is the debit of one card and the credit of the other
      Given Bob has a virtual card
      And it is 2026-03-10 at 12:00
      When Alice transfers 10.00 EUR to Bob's card at the sandbox merchant's POS terminal
      Then the sandbox merchant's transactions from 2026-03-10 to 2026-03-10 are:
        | card  | type | amount    | terminal | settled    | order           |
        | Alice | 781  | 10.00 EUR | POS      | 2026-03-10 | PO-202603100001 |
        | Bob   | 782  | 10.00 EUR | POS      | 2026-03-10 | PO-202603100001 |

    Scenario: A transfer to an account naming no card is only the debit of the card at the merchant
      Given Bob has a virtual card
      And it is 2026-03-10 at 12:00
      When Alice transfers 10.00 EUR to Bob's account, naming no card, at the sandbox merchant's POS terminal
      Then the sandbox merchant's transactions from 2026-03-10 to 2026-03-10 are:
        | card  | type | amount    | terminal | settled    | order           |
        | Alice | 781  | 10.00 EUR | POS      | 2026-03-10 | PO-202603100001 |

  Rule: A key comes encrypted under the master key asked for, with odd parity and its check value

    Scenario Outline: A <size> key under the master key <host>
      When a new <size> PIN key is generated under the master key <host>
      Then the key decrypted under its master key has odd parity in every byte and the check value given
      And the key and its copy under the HSM's local master key, tagged "<tag>", are upper-case hexadecimal of the same length

      Examples:
        | size          | host | tag |
        | single-length | 1    | Z   |
        | double-length | 2    | U   |
        | triple-length | 1    | T   |

    Scenario Outline: A key for <what>
      When a double-length key is generated for <what>
      Then the key comes encrypted as 32 hexadecimal digits, with a check value of 6

      Examples:
        | what                                                      |
        | the sandbox merchant's POS terminal and the sandbox merchant |
        | the sandbox merchant's POS terminal by its terminal id    |
        | the sandbox merchant alone                                |
        | no terminal and no merchant                               |

    Scenario Outline: A key for <what> is refused
      When someone tries to generate a key for <what>
      Then the request is refused because the <refused> is unknown

      Examples:
        | what                                                                 | refused  |
        | the merchant "880000009999999"                                       | merchant |
        | the sandbox merchant's POS terminal under the merchant "880000000000002" | merchant |
        | the terminal id "99999999"                                           | terminal |
