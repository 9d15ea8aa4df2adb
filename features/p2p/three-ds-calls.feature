@p2p @critical
Feature: The calls of a P2P transfer's 3-D Secure
  A card that needs 3-D Secure makes a transfer take two perform calls: the first opens a 3-D
  Secure session, the second names it. The end of 3-D Secure (finishThreeDsVer2.do) comes after a
  challenge, for the transfer whose session it names. A call that names another session or comes
  too early is refused, and the transfer waits.

  Background:
    Given the merchant has registered transfer "T-1" for 10.00 EUR
    And the customer has begun transfer "T-1" from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, the gateway asking for 3-D Secure

  Rule: The second perform call names the transfer's own session, awaiting that call

    Scenario: A second call naming a session that was never started is refused
      When the customer tries the second perform call of transfer "T-1" naming a 3-D Secure session that was never started
      Then the request is refused because the 3-D Secure session is not the transfer's, awaiting its second call
      And transfer "T-1" still awaits its 3-D Secure

    Scenario: A second call naming the session of another transfer is refused
      Given the merchant has registered transfer "T-2" for 20.00 EUR
      And the customer has begun transfer "T-2" from the test card with a frictionless 3-D Secure approval to the test card that needs no 3-D Secure, the gateway asking for 3-D Secure
      When the customer tries the second perform call of transfer "T-2" naming the 3-D Secure session of transfer "T-1"
      Then the request is refused because the 3-D Secure session is not the transfer's, awaiting its second call
      And transfer "T-2" still awaits its 3-D Secure

  Rule: The end of 3-D Secure names the session's own transfer, after the second call

    Scenario: Ending 3-D Secure before the second call is refused
      When the merchant tries to finish the 3-D Secure of transfer "T-1" naming transfer "T-1"
      Then the request is refused because the order is not in a state that allows it
      And transfer "T-1" still awaits its 3-D Secure

    Scenario: Ending 3-D Secure naming another transfer is refused
      Given the merchant has registered transfer "T-2" for 20.00 EUR
      When the merchant tries to finish the 3-D Secure of transfer "T-1" naming transfer "T-2"
      Then the request is refused because the 3-D Secure session is unknown
      And transfer "T-1" still awaits its 3-D Secure
