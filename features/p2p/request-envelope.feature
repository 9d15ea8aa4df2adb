@p2p @critical
Feature: What the P2P gateway checks before it reads a request
  The gateway checks the body's hash (X-Hash) first, then the signature (X-Signature) against the
  keys of the merchant the body names, then the password; each refusal names the header at fault,
  and the request changes nothing. A body must be a JSON object of a sane depth. The refusal is
  worded in the request's language.

  Rule: Each check of the signed envelope is named in its refusal

    Scenario Outline: A request <fault> is refused because <reason>
      When the merchant tries to register transfer "T-1" for 10.00 EUR <fault>
      Then the request is refused because <reason>
      And the order number of transfer "T-1" can still be registered

      Examples:
        | fault                                  | reason                                     |
        | without signing it                     | the body's hash is missing                 |
        | with the hash of another body          | the hash is not of the body                |
        | with the body changed after signing it | the hash is not of the body                |
        | with its hash but no signature         | the signature is missing                   |
        | signed with another key                | the signature is not by the merchant's key |

    Scenario: A username no merchant has is refused as a signature by a key the merchant never registered
      When someone tries to register transfer "T-1" for 10.00 EUR as a merchant that does not exist
      Then the request is refused because the signature is not by the merchant's key

    Scenario: A signed request with the wrong password is refused in the request's language
      When the merchant tries to register transfer "T-1" for 10.00 EUR in Russian with a wrong password
      Then the request is refused because the merchant credentials are wrong
      And the refusal is worded in Russian
      And the order number of transfer "T-1" can still be registered

  Rule: The body is a JSON object, nested no deeper than any P2P message

    Scenario Outline: A signed body that is <body> is refused
      When the merchant tries to register transfer "T-1" with a signed body that is <body>
      Then the request is refused because the body is not a JSON object
      And the order number of transfer "T-1" can still be registered

      Examples:
        | body            |
        | a JSON array    |
        | JSON null       |
        | not JSON at all |

    Scenario: A signed body nested too deep is refused before it is read
      When the merchant tries to register transfer "T-1" for 10.00 EUR with a description nested deeper than any P2P message
      Then the request is refused because the body nests too deep
      And the order number of transfer "T-1" can still be registered

  Rule: The merchant registers its public keys in its personal area: RSA of 2048 bits at least, any of them may sign

    @emulator-only
    Scenario: A merchant with a second key may sign with it
      Given the merchant has registered a second signing key
      When the merchant registers transfer "T-1" for 10.00 EUR signed with its second key
      Then the gateway shows that transfer registered for 10.00 EUR

    @emulator-only
    Scenario: The same key registered twice is kept once
      When the merchant registers its second signing key twice
      Then the merchant has as many keys after the second time as after the first

    @emulator-only
    Scenario Outline: A key that <fault> is refused
      When the merchant tries to register a signing key that <fault>
      Then the key is refused because a key must be "<rule>"

      Examples:
        | fault                | rule                  |
        | is no PEM public key | a PEM public key      |
        | is not an RSA key    | an RSA key            |
        | has only 1024 bits   | at least 2048 bits    |

  Rule: An unsigned request is taken only from a merchant whose settings allow it

    @emulator-only
    Scenario: A merchant allowed to send unsigned requests registers a transfer unsigned
      Given the merchant may send P2P requests unsigned
      When the merchant registers transfer "T-1" for 10.00 EUR without signing it
      Then the gateway shows that transfer registered for 10.00 EUR

    Scenario Outline: An unsigned body that is <body> names no merchant that allows it, and is refused for its missing hash
      When the merchant tries to register transfer "T-1" with an unsigned body that is <body>
      Then the request is refused because the body's hash is missing

      Examples:
        | body            |
        | a JSON array    |
        | JSON null       |
        | not JSON at all |

    @emulator-only
    Scenario: A merchant not allowed to send unsigned requests is refused
      Given the merchant may not send P2P requests unsigned
      When the merchant tries to register transfer "T-1" for 10.00 EUR without signing it
      Then the request is refused because the body's hash is missing

  Rule: The status of an order the merchant never registered says no payment was attempted

    Scenario: The status of an unknown transfer
      When the merchant asks the status of a transfer that was never registered
      Then the request is refused because the order is unknown
      And the answer says that no payment was attempted
