@v1
Feature: The devices of an ATM
  The ATM status shows each device of every ATM: printers, encryptor, card readers, drawer, note
  acceptor and electronic journal. A device with a warning or an error says what it reports and
  since when; a device in order says neither. The note acceptor counts the notes it holds per
  denomination: their number and their amount. Money paid into a card at an ATM is its last deposit.

  Rule: Every ATM shows each device, and a faulty one says what and since when

    Scenario: The devices of every ATM
      Then every ATM shows the state of each of its devices, and a device with a warning or an error says what and since when

  Rule: The note acceptor counts its notes in number and in amount

    Scenario: The notes in every ATM's acceptor
      Then every ATM's note acceptor counts the notes it holds by denomination, in number and in amount

  Rule: Money paid in at an ATM is its last deposit

    Scenario: A deposit at the sandbox merchant's ATM
      Given Alice has a virtual card
      When Alice pays 50.00 EUR into her card at the sandbox merchant's ATM
      Then the ATM status shows that deposit as the last transaction and the last deposit of the ATM
