@v1
Feature: Naming a card
  A request names its card by its number, by its card id, or by its masked number together with the
  holder: the cardholder id or the phone number the holder registered. A mask matches on the digits
  it shows, spaces aside. A naming that fits no card, or more than one, names a card the card system
  does not have.

  Background:
    Given Alice has a virtual card

  Rule: A card is named by its card id, or by its masked number with its holder

    Scenario Outline: Alice's card named by <naming>
      When someone asks for the card data of Alice's card by <naming>
      Then the card data answered is that of Alice's card

      Examples:
        | naming                                                             |
        | its card id                                                        |
        | its masked number and the holder's cardholder id                   |
        | its masked number and the holder's phone number                    |
        | its masked number in groups of four and the holder's phone number  |
        | a mask hiding every digit and the holder's phone number            |

  Rule: A naming that fits no card, or more than one, names no card

    Scenario Outline: Alice's card named by <naming> is not found
      When someone asks for the card data of Alice's card by <naming>
      Then the request is refused because the card does not exist

      Examples:
        | naming                                                                 |
        | its masked number with other last digits and the holder's phone number |
        | its masked number less its last digit and the holder's phone number    |
        | its masked number alone                                                |
        | the holder's cardholder id alone                                       |

    Scenario Outline: Alice's masked number with Bob as its holder, by <holder>, is not found
      Given Bob has a virtual card
      When someone asks for the card data of Alice's card by its masked number and the holder's <holder>, naming Bob as its holder
      Then the request is refused because the card does not exist

      Examples:
        | holder        |
        | cardholder id |
        | phone number  |

    Scenario: A mask that fits two of the holder's cards names neither
      Given Alice is issued 1 more virtual cards
      When someone asks for the card data of Alice's card by a mask hiding every digit and the holder's phone number
      Then the request is refused because the card does not exist
