/** Gateway action codes: why an order was approved or declined, as getOrderStatusExtended shows it. */
export const ACTION_CODES = {
  approved: { code: 0, description: 'Approved' },
  wrongCardData: { code: 71015, description: 'Wrong card data (CVC or expiry)' },
  insufficientFunds: { code: 116, description: 'Insufficient funds' },
  notPermitted: { code: 120, description: 'Transaction not permitted' },
  limitExceeded: { code: 121, description: 'Exceeds amount limit' },
  cardNotUsable: { code: 125, description: 'Card blocked or not usable' },
  expiredCard: { code: 101, description: 'Expired card' },
  declinedByIssuer: { code: 5, description: 'Declined by issuer' },
  authenticationFailed: { code: 151017, description: '3-D Secure authentication failed' },
  sessionExpired: { code: -2007, description: 'Payment session expired' },
  notPaid: { code: -100, description: 'No payment attempt' },
  /** Stored credentials (bindings.ts): the client is missing, the agreement is over. */
  clientIdMissing: { code: -2030, description: 'Stored-credential payment without clientId' },
  recurrenceEnded: { code: 119, description: 'Recurring agreement ended (recurringExpiry passed)' },
  installmentPlanComplete: { code: 123, description: 'Installment plan paid in full' },
} as const;

export type ActionCode = (typeof ACTION_CODES)[keyof typeof ACTION_CODES];
