@v1
Feature: Customers
  A customer is registered with the values of the sandbox account; registration also opens the
  customer's one account. Customer numbers are unique: a second registration would be a second
  account, which the sandbox refuses.

  Rule: Registering a customer opens exactly one account

    Scenario: Register a customer
      When Alice registers as a customer
      Then the card system knows Alice as a customer
      And Alice has exactly one account, with a balance of 0.00 EUR

    Scenario: Each customer has only their own account
      Given Alice is a customer
      And Bob is a customer
      Then Alice has exactly one account, with a balance of 0.00 EUR

    Scenario: The card system keeps a customer's names as registered
      When Alice registers as a customer with the middle name "Marie"
      Then the card system shows Alice's first, middle and last names as registered

    Scenario: A customer who never registered is unknown
      Then the card system does not know a customer who never registered

    Scenario: A second registration with the same customer number is refused
      Given Alice is a customer
      When Alice tries to register a second time with the same customer number
      Then the request is refused because the customer number is already registered
      And Alice has exactly one account, with a balance of 0.00 EUR

  Rule: Registration carries the values of the sandbox account and valid details

    Scenario Outline: A registration with <detail> is refused
      When Carol tries to register as a customer with the <detail> "<value>"
      Then the request is refused because <reason>

      Examples:
        | detail         | value               | reason                                    |
        | institution id | 9999                | the institution id is not the sandbox one |
        | start date     | 2999-01-01          | the start date is in the future           |
        | start date     | 01.02.2020          | the start date is not a date              |
        | start date     | 2020-13-01          | the start date is not a date              |
        | start date     | 2020-01-01T00:00:00 | the start date is not a date              |
        | start date     | on 2020-01-01       | the start date is not a date              |
        | country code   | 999                 | the country code is unknown               |

    Scenario: A registration without a customer number is refused
      When Carol tries to register as a customer without a customer number
      Then the request is refused because the customer number is missing

    Scenario: A registration with another customer template is refused
      When Carol tries to register as a customer with another customer template
      Then the request is refused because the customer template is not the sandbox one
