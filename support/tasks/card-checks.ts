/** Payments whose card is judged by its number, its expiry or its terminal alone: a card of an unknown issuer, a test card with a given expiry, a payment at a terminal that is not the merchant's counter. */
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { testCardExpiring } from './bindings.js';
import { terminalOf, tryToPayAt, tryToPayAtNaming } from './merchants.js';
import { luhnCheckDigit } from '../../src/common/luhn.js';
import { pay, TEST_CARDS, type TestCardName, unknownIssuerCardData } from './orders.js';

/**
 * paymentorder.do with a card of an issuer the sandbox does not know (its issuer declines it), its
 * 16-digit number the given start, zeros and a check digit: made here, so that no full card number
 * is written in a feature file (and so in the report, which shows a scenario's examples).
 */
export function payOrderWithCardNumberStarting(world: CardlabWorld, label: string, start: string): Promise<void> {
  const partial = start.padEnd(15, '0');
  return pay(world, label, { ...unknownIssuerCardData(), pan: partial + luhnCheckDigit(partial) });
}

/** paymentorder.do with a test card typed with this expiry (MM/YYYY). */
export function payOrderWithTestCardExpiring(world: CardlabWorld, label: string, card: TestCardName, month: string): Promise<void> {
  return pay(world, label, testCardExpiring(TEST_CARDS[card], month));
}

/**
 * A merchant number and a terminal number the sandbox does not have (its merchants are 8800000000000NN,
 * their terminals 880001NN and 880002NN). The merchant number fails the Luhn check, so that the secret
 * check of the reports cannot take it for a card number.
 */
const NO_SUCH_MERCHANT = '880000000099998';
const NO_SUCH_TERMINAL = '88009999';

/** A payment at the sandbox merchant's counter terminal whose request names another merchant. */
export function tryToPayAtCounterNamingAnotherMerchant(world: CardlabWorld, name: string, money: Money): Promise<void> {
  return tryToPayAtNaming(world, name, money, { terminalNumber: terminalOf(world, 'POS terminal'), merchantNumber: NO_SUCH_MERCHANT });
}

/** A payment naming the sandbox merchant and a terminal it does not have. */
export function tryToPayAtUnknownTerminal(world: CardlabWorld, name: string, money: Money): Promise<void> {
  return tryToPayAt(world, name, money, NO_SUCH_TERMINAL);
}
