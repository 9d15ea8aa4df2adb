@p2p @p2p-transfer @credential-common @tii @emulator-only
Feature: A stored card is its issuer's to judge when it is used
  A card kept for later keeps the expiry it was typed with. When its month is over, the issuer
  declines a transfer from it as an expired card, whatever the card would say of typed data.

  Scenario: A transfer from a stored card whose month is over is declined as expired
    Given it is 2030-06-10 at 09:00
    And Alice has sent 10.00 EUR from the test card that needs no 3-D Secure, typed as expiring "06/2030", to the test card with a frictionless 3-D Secure approval, keeping the card for later
    And it is 2030-07-01 at 09:00
    When Alice sends 10.00 EUR from her stored card to the test card with a frictionless 3-D Secure approval
    Then the transfer is declined because the card has expired
