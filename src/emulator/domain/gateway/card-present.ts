/**
 * Card-present payments of the gateway merchant. The gateway's documentation lists a callback for a
 * declined card-present transaction (a payment with a physical card): `declinedCardpresent`. In the
 * sandbox the gateway merchant is the acquirer of the seeded merchant's POS terminals
 * (SANDBOX_MERCHANT: CARDLAB MARKET, terminals 88000101 and 88000102), so a card payment at one of
 * them (v1 debitCard naming the merchant and the terminal) is a card-present payment: the card system
 * decides it as any debit, and when it declines, the merchant is told (Gateway.payAtTerminal). The
 * callback goes to the merchant's static address (a terminal payment has no order address of its
 * own), with a new `mdOrder` for the attempt and an `orderNumber` naming the terminal and the
 * attempt's sequence.
 */
import type { Merchants } from '../merchants.js';

/**
 * A POS terminal of the merchant the gateway merchant acquires for, named with that merchant (ATMs
 * are cash, not payments). Only the sandbox merchant has POS terminals (merchants.ts' seed).
 */
export function isCardPresentTerminal(terminals: Merchants, merchantId: string | undefined, terminalId: string | undefined): boolean {
  // No terminal named: "undefined" is no terminal's number.
  const terminal = terminals.terminal(String(terminalId));
  return terminal?.kind === 'POS' && terminal.merchantNumber === merchantId;
}
