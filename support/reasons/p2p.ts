/** Why the P2P gateway declined a transfer, as its status's resultCode says it (the gateway's action codes, docs/emulator.md). */
export const P2P_DECLINES: Readonly<Record<string, number>> = {
  'of insufficient funds': 116,
  'the card data were wrong': 71015,
  'the card has expired': 101,
  'the card is blocked': 125,
  'the issuer declined it': 5,
  '3-D Secure authentication failed': 151017,
  'the payment session expired': -2007,
  'it exceeds a spending limit': 121,
  'the account does not permit it': 120,
  'the client is not known': -2030,
};
