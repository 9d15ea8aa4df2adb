/** The card-status dictionary of the card system (hotCardStatus): a fact of the interface, shared by emulator and harness. */
export const HOT_CARD_STATUS: Readonly<Record<number, string>> = {
  0: 'VALID CARD',
  1: 'CALL ISSUER',
  2: 'WARM CARD',
  3: 'DO NOT HONOR',
  4: 'HONOR WITH ID',
  5: 'NOT PERMITTED',
  6: 'LOST CARD',
  7: 'STOLEN CARD',
  8: 'CALL SECURITY',
  9: 'INVALID CARD',
  12: 'NOT ACTIVATED',
  13: 'PIN TRIES EXCEEDED',
  19: 'FRAUD PREVENTION',
  22: 'EXPIRED CARD',
};
