/**
 * P2P gateway orders (spec 03 §4.2) as instantPerformP2P.do sends them: the registerP2P.do fields
 * with the card blocks. Funding (AFT) debits a card only, payout (OCT) credits a card only; the
 * features and transactionTypeIndicator follow the spec's examples (A for funding, G for payout).
 * Credentials are the caller's, included only when passed in.
 */
import type { Faker } from '@faker-js/faker';
import { billingPayerData, billingRecipientData, type BillingPayerData, type BillingRecipientData } from './billing.js';
import { generateExpiryOf } from './expiry.js';
import { amountOf, EUR_NUMERIC, languageOf, orderDescriptionOf, orderNumberOf, shopUrls } from './gateway-order.js';
import { panFactory, type PanOptions } from './pan.js';
import { createRandom, type Random } from '../src/common/random.js';
import { fit, latin } from './text.js';

export type P2pVariant = 'transfer' | 'funding' | 'payout';
export const P2P_VARIANTS: readonly P2pVariant[] = ['transfer', 'funding', 'payout'];

export interface FromCard {
  /** 13..19 digits (the block allows 1..19). */
  pan: string;
  /** 3 digits. */
  cvc: string;
  /** 2000..2200. */
  expirationYear: number;
  /** 1..12. */
  expirationMonth: number;
  /** Latin capitals, 1..26 characters: the embossing line. */
  cardholderName: string;
}

export interface ToCard {
  pan: string;
  cardholderName: string;
}

export interface P2pOrder {
  username?: string;
  password?: string;
  orderNumber: string;
  amount: number;
  currency: string;
  returnUrl: string;
  failUrl: string;
  orderDescription: string;
  language: string;
  clientId: string;
  transactionTypeIndicator?: 'A' | 'G';
  features?: { feature: string[] };
  fromCard?: FromCard;
  toCard?: ToCard;
  billingPayerData?: BillingPayerData;
  billingRecipientData?: BillingRecipientData;
}

export interface P2pOrderOptions {
  readonly variant?: P2pVariant | undefined;
  readonly credentials?: { readonly username: string; readonly password: string } | undefined;
  /** Where the card numbers come from (bin or brand); a random brand by default. */
  readonly pan?: PanOptions | undefined;
  /** Add billingPayerData and billingRecipientData (mandatory when the merchant has the feature on). */
  readonly billing?: boolean | undefined;
  /** Reference date of the card expiries. */
  readonly now: Date;
}

export function p2pOrder(faker: Faker, options: P2pOrderOptions): P2pOrder {
  const variant = options.variant ?? 'transfer';
  // The cards' digits come from a PRNG seeded by the faker, so the order stays reproducible by its seed.
  const rng = createRandom(faker.number.int({ min: 0, max: 2 ** 32 - 1 }));
  const nextPan = panFactory(rng, options.pan);
  const orderNumber = orderNumberOf(faker);
  const { returnUrl, failUrl } = shopUrls(faker, orderNumber);
  const order: P2pOrder = {
    ...options.credentials,
    orderNumber,
    amount: amountOf(faker),
    currency: EUR_NUMERIC,
    returnUrl,
    failUrl,
    orderDescription: fit(orderDescriptionOf(faker), 600),
    language: languageOf(faker),
    clientId: `client-${faker.string.alphanumeric({ length: 12, casing: 'lower' })}`,
  };
  if (variant === 'funding') Object.assign(order, { transactionTypeIndicator: 'A', features: { feature: ['WITHOUT_TO_CARD'] } });
  if (variant === 'payout') Object.assign(order, { transactionTypeIndicator: 'G', features: { feature: ['WITHOUT_FROM_CARD'] } });
  if (variant !== 'payout') order.fromCard = fromCard(faker, rng, nextPan(), options.now);
  if (variant !== 'funding') order.toCard = { pan: nextPan(), cardholderName: embossedName(faker) };
  if (options.billing) Object.assign(order, { billingPayerData: billingPayerData(faker), billingRecipientData: billingRecipientData(faker) });
  return order;
}

function fromCard(faker: Faker, rng: Random, pan: string, now: Date): FromCard {
  const { year, month } = generateExpiryOf(rng, 'future', now);
  return { pan, cvc: rng.digits(3), expirationYear: year, expirationMonth: month, cardholderName: embossedName(faker) };
}

/** "JANE DOE": Latin capitals, at most 26 characters, like the name line of a card. */
export function embossedName(faker: Faker): string {
  return fit(latin(`${faker.person.firstName()} ${faker.person.lastName()}`).toUpperCase(), 26);
}
