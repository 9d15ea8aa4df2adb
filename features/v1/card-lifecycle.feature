@v1 @card-states @critical
Feature: Virtual cards in the card system
  Virtual cards are issued on a customer's account from the sandbox's placeholder number and are
  active at once. An active card can be blocked; a blocked card can be unlocked; any status of the
  card-status table can be set directly.

  Background:
    Given Alice is a customer

  Rule: A new virtual card is active and immediately usable

    Scenario: Issue a virtual card
      When Alice is issued a virtual card
      Then the card system shows Alice's card as "VALID CARD"
      And the card data of Alice's card shows its number, expiry, one account and no embossed name

    Scenario: A customer may hold any number of cards, all on the one account
      Given Alice has a virtual card
      When Alice is issued 3 more virtual cards
      Then every card of Alice is valid, distinct and on Alice's one account

    Scenario: A card of another product is refused
      When Alice tries to get a virtual card of the product type "PLATINUM_METAL"
      Then the request is refused because the card product is not the sandbox one

    Scenario: A card with another placeholder number is refused
      When Alice tries to get a virtual card with the placeholder number "4000000000000000"
      Then the request is refused because the placeholder card number is wrong

    Scenario: A card expiring in the past is refused
      When Alice tries to get a virtual card expiring in "202001"
      Then the request is refused because the expiry date is not in the future

    Scenario: A card on an account that does not exist is refused
      When someone tries to issue a virtual card on an account that does not exist
      Then the request is refused because the account does not exist

    Scenario: An unknown card cannot be read
      When someone tries to read the card data of a card that does not exist
      Then the request is refused because the card does not exist

  Rule: Only an active card can be blocked; a blocked card can be unlocked

    Scenario: Block a card
      Given Alice has a virtual card
      When Alice blocks her card
      Then the card system shows Alice's card as "NOT PERMITTED"
      And Alice's card is blocked

    Scenario: Blocking a blocked card is refused
      Given Alice has a virtual card
      And Alice has blocked her card
      When Alice tries to block her card
      Then the request is refused because the card is already blocked

    Scenario: Unlock a blocked card
      Given Alice has a virtual card
      And Alice has blocked her card
      When Alice unblocks her card
      Then the card system shows Alice's card as "VALID CARD"

    Scenario: Unlocking an active card confirms it and leaves it active
      Given Alice has a virtual card
      When Alice unblocks her card
      Then the card system shows Alice's card as "VALID CARD"

  Rule: Any status of the card-status table can be set; lost, stolen and similar cards stay locked

    Scenario Outline: Set the status <status>
      Given Alice has a virtual card
      When Alice's card status is changed to "<status>"
      Then the card system shows Alice's card as "<status>"
      And Alice's card is <state>

      Examples:
        | status             | state   |
        | VALID CARD         | active  |
        | CALL ISSUER        | blocked |
        | WARM CARD          | blocked |
        | DO NOT HONOR       | blocked |
        | HONOR WITH ID      | blocked |
        | NOT PERMITTED      | blocked |
        | LOST CARD          | blocked |
        | STOLEN CARD        | blocked |
        | CALL SECURITY      | blocked |
        | INVALID CARD       | blocked |
        | NOT ACTIVATED      | blocked |
        | PIN TRIES EXCEEDED | blocked |
        | FRAUD PREVENTION   | blocked |
        | EXPIRED CARD       | blocked |

    Scenario Outline: A card that is <status> cannot be unlocked
      Given Alice has a virtual card
      And Alice's card status is changed to "<status>"
      When Alice tries to unblock her card
      Then the request is refused because the card cannot be unlocked
      And the card system shows Alice's card as "<status>"

      Examples:
        | status           |
        | LOST CARD        |
        | STOLEN CARD      |
        | FRAUD PREVENTION |

    Scenario: A status code outside the table is refused
      Given Alice has a virtual card
      When someone tries to change Alice's card status to code 77
      Then the request is refused because the card status code is unknown
