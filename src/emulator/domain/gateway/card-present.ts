/**
 * Card-present payments of the gateway merchant. The gateway's documentation lists a callback for a
 * declined card-present transaction (a payment with a physical card): `declinedCardpresent`. In the
 * sandbox the gateway merchant is the acquirer of the seeded merchant's POS terminals
 * (SANDBOX_MERCHANT: CARDLAB MARKET, terminals 88000101 and 88000102), so a card payment at one of
 * them (v1 debitCard naming the merchant and the terminal) is a card-present payment: the card system
 * decides it as any debit, and when it declines, the merchant is told. The callback goes to the
 * merchant's static address (a terminal payment has no order address of its own), with a new
 * `mdOrder` for the attempt and an `orderNumber` naming the terminal and the attempt's sequence.
 */
import { type CardAnswer, debit, type DebitRequest } from '../card-system/index.js';
import type { Sandbox } from '../sandbox.js';
import { SANDBOX_MERCHANT } from '../merchants.js';

/** A POS terminal of the merchant the gateway merchant acquires for (ATMs are cash, not payments). */
export function isCardPresentTerminal(sb: Sandbox, merchantId: string | undefined, terminalId: string | undefined): boolean {
  if (merchantId !== SANDBOX_MERCHANT.merchantNumber || terminalId === undefined) return false;
  const terminal = sb.merchants.terminal(terminalId);
  return terminal?.kind === 'POS' && terminal.merchantNumber === merchantId;
}

/** A debit through the card system; a declined payment at an acquired POS terminal is told to the gateway merchant. */
export function payAtTerminal(sb: Sandbox, req: DebitRequest, now: Date): CardAnswer {
  const answer = debit(sb, req, now);
  const acceptor = req.acceptor;
  if (answer.result !== 'ok' && req.use === 'withdrawal' && isCardPresentTerminal(sb, acceptor?.merchantId, acceptor?.terminalId)) {
    sb.gateway.cardPresentDeclined(String(acceptor?.terminalId));
  }
  return answer;
}
