@ecom @3ds2
Feature: The bank's 3-D Secure pages, whatever the browser brings them
  Between the shop's two payment calls, the shop's page sends the browser data to the method URLs
  of the gateway's 3-D Secure server and of the customer's bank; after a second call that asks for a
  challenge, the customer's browser brings the bank's page the challenge request, and the customer
  answers it once. These pages answer whatever reaches them: a browser without scripts, a page sent
  again, or a request made up. Each says what it took or why it took nothing.

  Rule: A method URL takes the browser data of an authentication still waiting for the shop's second call

    Scenario Outline: The method URLs take the browser data the gateway packed, and the 3-D Secure server's its transaction id alone
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      When the customer's browser sends <data> to the <which> method URL of order "A-1"
      Then the bank answers that it received the browser data
      And the bank answers in English

      Examples:
        | data                                      | which               |
        | the browser data the gateway packed       | bank's              |
        | the browser data the gateway packed       | 3-D Secure server's |
        | the authentication's transaction id alone | 3-D Secure server's |

    Scenario: Browser data that names no authentication cannot be read
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      When the customer's browser sends nothing to the 3-D Secure server's method URL of order "A-1"
      Then the bank answers that it could not read the browser data
      And the bank answers in English

    Scenario: Browser data of an authentication the gateway never began is not taken
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      When the customer's browser sends browser data packed for an authentication the gateway never began to the bank's method URL of order "A-1"
      Then the bank answers that there is no such authentication in progress
      And the bank answers in English

    Scenario: Browser data that comes after the shop's second call is not taken
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      When the customer's browser sends the browser data the gateway packed to the bank's method URL of order "A-1"
      Then the bank answers that there is no such authentication in progress

  Rule: The bank's page opens for the challenge request the shop's second call gave, and for nothing else

    Scenario Outline: The bank's page needs a challenge request naming the authentication and the bank's transaction
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      When the customer's browser brings the bank's page <request> of order "A-1"
      Then the bank answers that <answer>
      And the bank answers in English
      And order "A-1" is waiting for 3-D Secure

      Examples:
        | request                                                          | answer                                                         |
        | no challenge request                                             | it needs the authentication data the shop or the gateway sends |
        | a challenge request that is no packed message                    | it needs the authentication data the shop or the gateway sends |
        | a packed message that is not a challenge request                 | it needs the authentication data the shop or the gateway sends |
        | a challenge request naming no authentication                     | it needs the authentication data the shop or the gateway sends |
        | a challenge request without the bank's transaction id            | it needs the authentication data the shop or the gateway sends |
        | a challenge request of an authentication the gateway never began | there is no such authentication in progress                    |
        | a challenge request naming another transaction of the bank       | there is no such authentication in progress                    |

    Scenario: The bank's page of an answered challenge says it was answered, in the order's language
      Given the merchant has registered order "A-1" for 25.00 EUR in Russian
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      And the customer's browser brings the bank's page the challenge request the gateway gave of order "A-1"
      And the bank answers in Russian
      And the customer's browser answers the bank's page with the one-time code the bank sent
      When the customer's browser brings the bank's page the challenge request the gateway gave of order "A-1"
      Then the bank answers in Russian
      And the bank's page sends the customer nowhere
      And order "A-1" is paid

  Rule: The bank's page takes one answer, and sends the customer back to the shop with the result

    Scenario Outline: The bank's page says whether the payment was confirmed and tells the shop
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      And the customer's browser brings the bank's page the challenge request the gateway gave of order "A-1"
      When the customer's browser answers the bank's page with <answer>
      Then the bank answers that <says>
      And the bank's page sends the customer back telling the shop the customer was <told>

      Examples:
        | answer                                            | says                          | told              |
        | the one-time code the bank sent                   | the payment is confirmed      | authenticated     |
        | the one-time code the bank sent, spaces around it | the payment is confirmed      | authenticated     |
        | a wrong one-time code                             | the payment was not confirmed | not authenticated |
        | a cancel                                          | the payment was not confirmed | not authenticated |

    Scenario: A confirm that sends no code field at all asks for the code and decides nothing
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      And the customer's browser brings the bank's page the challenge request the gateway gave of order "A-1"
      When the customer's browser answers the bank's page with a confirm without any code field
      Then the bank answers that the one-time code must be typed
      And the bank's page sends the customer nowhere
      And order "A-1" is waiting for 3-D Secure

    Scenario: An answer sent again after the bank's page was answered changes nothing
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      And the customer's browser brings the bank's page the challenge request the gateway gave of order "A-1"
      And the customer's browser answers the bank's page with a wrong one-time code
      When the customer's browser sends the bank's page it answered once more, with the one-time code the bank sent
      Then the bank answers that the authentication was already answered
      And the bank's page sends the customer nowhere

    Scenario: An answer for an authentication the gateway never began is not taken
      Given the merchant has registered order "A-1" for 25.00 EUR
      And the customer has begun paying order "A-1" with the test card with a 3-D Secure challenge through 3-D Secure
      And the shop goes on with the 3-D Secure payment of order "A-1"
      And the customer's browser brings the bank's page the challenge request the gateway gave of order "A-1"
      When the bank's page gets the one-time code the bank sent for an authentication the gateway never began
      Then the bank answers that there is no such authentication in progress
      And order "A-1" is waiting for 3-D Secure
