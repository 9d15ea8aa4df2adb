/** Why the e-commerce gateway declined an order's payment: the actionCode its status shows (order status 6; docs/emulator.md). */
export const ORDER_DECLINES: Readonly<Record<string, number>> = {
  'the card data were wrong': 71015,
  'of insufficient funds': 116,
  'the card is blocked': 125,
  'it exceeds the e-commerce limit': 121,
  'the issuer declined it': 5,
  '3-D Secure authentication failed': 151017,
  'the payment session expired': -2007,
};

/** Declines that come from a stored card's terms, by their action codes (docs/emulator.md). */
export const CREDENTIAL_DECLINES: Readonly<Record<string, number>> = {
  'no customer was named': -2030,
  'the recurring agreement has ended': 119,
  'the installment plan is paid in full': 123,
  'the stored card has expired': 101,
};
