@v1
Feature: Merchants, terminals, ATMs and keys
  The sandbox acquires for merchants of its own, each with its terminals, some of them ATMs. A
  merchant or a terminal can be suspended, closed and made active again; an ATM is open only while
  its terminal and its merchant are active. Card payments at a merchant are its transactions, and
  one payment order a day settles them. Terminal keys come encrypted, with their check value.

  Rule: Merchant and terminal statuses show at the ATMs

    Scenario: Suspending an ATM closes it
      When the sandbox merchant's ATM is set to "SUSPENDED"
      Then the ATM status shows the sandbox merchant's ATM as closed

    Scenario: An ATM made active again opens
      Given the sandbox merchant's ATM has been set to "CLOSED"
      When the sandbox merchant's ATM is set to "ACTIVE"
      Then the ATM status shows the sandbox merchant's ATM as open

    Scenario: Suspending the merchant closes its ATMs
      When the sandbox merchant is set to "SUSPENDED"
      Then the ATM status shows the sandbox merchant's ATM as closed

    Scenario: A merchant made active again opens its ATMs
      Given the sandbox merchant has been set to "CLOSED"
      When the sandbox merchant is set to "ACTIVE"
      Then the ATM status shows the sandbox merchant's ATM as open

    Scenario: A POS terminal can be suspended
      When the sandbox merchant's POS terminal is set to "SUSPENDED"
      Then the card system confirms it

    Scenario: An unknown merchant's status cannot be changed
      When someone tries to set the merchant "880000009999999" to "SUSPENDED"
      Then the request is refused because the merchant is unknown

    Scenario: A terminal the merchant does not have cannot be changed
      When someone tries to set the sandbox merchant's terminal "99999999" to "SUSPENDED"
      Then the request is refused because the terminal is unknown

    Scenario: A status change under another contract is refused
      When someone tries to set the sandbox merchant to "SUSPENDED" under the contract "CONTRACT-9999"
      Then the request is refused because the contract is not the merchant's
      And the ATM status shows the sandbox merchant's ATM as open

    Scenario: A status outside the list is refused
      When someone tries to set the sandbox merchant to "PAUSED"
      Then the request is refused because the status is not one of ACTIVE, SUSPENDED and CLOSED

  Rule: The ATM status shows every ATM, or the ATMs asked for

    Scenario: The status of every ATM
      Then the ATM status lists every ATM with its cassettes, devices and note acceptor, the sandbox merchant's ATM among them

    Scenario: The status of one ATM
      Then the ATM status of the sandbox merchant's ATM shows that ATM only

    Scenario: An ATM that does not exist has no status
      Then the ATM status of the ATM "00000000" is empty

    Scenario: A withdrawal is the ATM's last transaction
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR
      When Alice withdraws 50.00 EUR at the sandbox merchant's ATM
      Then the ATM status shows Alice's withdrawal as the last transaction and the last withdrawal of the ATM

  Rule: Payments at a merchant are its transactions, settled by one payment order a day

    Background:
      Given Alice has a virtual card
      And Alice's card is topped up with 100.00 EUR

    Scenario: A payment appears among the merchant's transactions
      When Alice pays 25.00 EUR at the sandbox merchant
      Then the sandbox merchant's transactions show Alice's payment of 25.00 EUR at its POS terminal

    Scenario: The transactions of another terminal do not show the payment
      When Alice pays 25.00 EUR at the sandbox merchant
      Then the sandbox merchant's transactions at its ATM do not show Alice's payment

    Scenario: A day's payments are settled by one payment order
      Given Bob has a virtual card
      And Bob's card is topped up with 100.00 EUR
      When Alice pays 25.00 EUR at the sandbox merchant
      And Bob pays 10.00 EUR at the sandbox merchant
      Then one payment order of the sandbox merchant settles both payments, and it has grown by 35.00 EUR
      And the details of that payment order show Alice's payment of 25.00 EUR and Bob's payment of 10.00 EUR

    Scenario: A payment order that does not exist has no details
      When someone asks for the details of the payment order 1
      Then the request is refused because the payment order does not exist

    Scenario: An unknown merchant has no transactions to show
      When someone asks for the transactions of the merchant "880000009999999"
      Then the request is refused because the merchant is unknown

  Rule: Terminal keys come encrypted, with their check value

    Scenario Outline: A new <size> PIN key for the sandbox merchant's POS terminal
      When a new <size> PIN key is generated for the sandbox merchant's POS terminal
      Then the key comes encrypted as <digits> hexadecimal digits, with a check value of 6

      Examples:
        | size          | digits |
        | single-length | 16     |
        | double-length | 32     |
        | triple-length | 48     |

    Scenario: Two new keys differ
      When a new double-length PIN key is generated for the sandbox merchant's POS terminal
      And a new double-length PIN key is generated for the sandbox merchant's POS terminal
      Then the two keys and their check values differ

    Scenario: A key for a terminal that does not exist is refused
      When someone tries to generate a key for the terminal "99999999"
      Then the request is refused because the terminal is unknown

    Scenario: A key under an unknown master key is refused
      When someone tries to generate a key under the master key 99
      Then the request is refused because the master key is unknown
