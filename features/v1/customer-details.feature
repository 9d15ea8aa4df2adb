@v1
Feature: A customer's details in the card system
  The card system keeps a customer as a private person in status 0, with the details registered,
  read without the spaces around them. A country code is ISO 3166-1 numeric, its leading zeros may
  be left out; the apartment is taken under either spelling the spec shows. A customer may start
  today. A customer number nobody registered has no details.

  Rule: The card system keeps the details as registered, without the spaces around them

    Scenario: A customer registered without a middle name
      When Alice registers as a customer without a middle name
      Then the card system shows Alice as a private person, in status 0, with no middle name

    Scenario: A first name is kept without the spaces around it
      When Alice registers as a customer with spaces around her first name
      Then the card system shows Alice's first name without the spaces around it

    Scenario: A customer may start today
      When Alice registers as a customer starting today
      Then the card system knows Alice as a customer

    @v2
    Scenario Outline: The apartment sent as "<parameter>"
      When Alice registers as a customer in the apartment "4B", sent as "<parameter>"
      Then Card Management v2 shows Alice living in the apartment "4B"

      Examples:
        | parameter  |
        | apartment  |
        | apartament |

    @v2
    Scenario Outline: A country code given as <code>
      When Alice registers as a customer in the country "<code>"
      Then Card Management v2 shows Alice living in the country "AT"

      Examples:
        | code |
        | 040  |
        | 40   |

    @v2
    Scenario: An address without a house number
      When Alice registers as a customer without a house number
      Then Card Management v2 shows Alice's street alone on the first line of her address

    @v2
    Scenario: An address without a street or a house number
      When Alice registers as a customer without a street or a house number
      Then Card Management v2 shows Alice's address without a first line

  Rule: A customer number nobody registered has no details

    Scenario: The details of a customer who never registered cannot be read
      When someone tries to read the details of a customer who never registered
      Then the request is refused because the customer is unknown
