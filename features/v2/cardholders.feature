@v2
Feature: Cardholders
  A cardholder is a person the sandbox issues cards to. Registering one also opens their account.

  Rule: A cardholder is registered with a name, a phone number and a billing address

    Scenario: Register a cardholder
      When Alice registers as a cardholder
      Then Alice's cardholder record shows the details she registered with
      And Alice's cardholder record is active

    Scenario Outline: A cardholder without <detail> is refused
      When Carol tries to register as a cardholder without <detail>
      Then the request is refused because <detail> is missing

      Examples:
        | detail              |
        | a first name        |
        | a last name         |
        | a phone number      |
        | a billing country   |
        | a billing postal code |

    Scenario: A cardholder with a country that is not a two-letter code is refused
      When Carol tries to register as a cardholder with the billing country "Germany"
      Then the request is refused because the billing country is invalid

  Rule: An unknown cardholder cannot be looked up

    Scenario: Look up a cardholder that does not exist
      When someone tries to look up a cardholder that does not exist
      Then the request is refused because the cardholder does not exist
      And the refusal says which cardholder does not exist
