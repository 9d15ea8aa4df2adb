/**
 * Valid request examples for every Card Management v2 operation that takes a body or a query:
 * the starting points from which invalid.ts breaks one rule at a time. Every optional field is
 * filled, so that each one gets its own invalid cases. Ids and card numbers that must exist on the
 * target come from a context; without one they are generated and merely well-formed.
 */
import type { Faker } from '@faker-js/faker';
import { v2Endpoints, type V2Operation } from '../src/contracts/v2.js';
import { buildCardholder } from './cardholder.js';
import { generateExpiryOf } from './expiry.js';
import { panFactory } from './pan.js';
import { createRandom } from '../src/common/random.js';
import { fit } from './text.js';

/** The v2 operations with a request body or query, read from the endpoint table. */
export type V2InputOperation = {
  [K in V2Operation]: (typeof v2Endpoints)[K] extends { body: unknown } | { query: unknown } ? K : never;
}[V2Operation];

export const V2_INPUT_OPERATIONS = (Object.keys(v2Endpoints) as V2Operation[]).filter(
  (op): op is V2InputOperation => 'body' in v2Endpoints[op] || 'query' in v2Endpoints[op],
);

export function isV2InputOperation(name: string): name is V2InputOperation {
  return (V2_INPUT_OPERATIONS as readonly string[]).includes(name);
}

export interface V2Context {
  readonly productName: string;
  readonly cardholderId: string;
  /** A card that can pay: the source of transfers, the destination of top-ups. */
  readonly cardNumber: string;
  /** YYYYMM of `cardNumber`. */
  readonly expiryDate: string;
  /** Another card: the destination of transfers. */
  readonly otherCardNumber: string;
}

/** Placeholders for running without a target: the sandbox product name of the emulator, random ids and PANs. */
export function placeholderContext(faker: Faker, now: Date): V2Context {
  const rng = createRandom(faker.number.int({ min: 0, max: 2 ** 32 - 1 }));
  const pan = panFactory(rng, { bin: '529811' });
  return {
    productName: 'VIRTUAL CLASSIC EUR',
    cardholderId: faker.string.uuid(),
    cardNumber: pan(),
    expiryDate: generateExpiryOf(rng, 'future', now).expiry,
    otherCardNumber: pan(),
  };
}

type Example = Record<string, unknown>;
const DAY_MS = 86_400_000;

const BUILDERS: Record<V2InputOperation, (faker: Faker, ctx: V2Context, now: Date) => Example[]> = {
  createCardholder: (faker) => {
    const c = buildCardholder(faker);
    const line2 = fit(faker.location.secondaryAddress(), 50);
    const state = fit(faker.location.state(), 50);
    const verification = { idType: 'passport', documentId: faker.string.alphanumeric({ length: 9, casing: 'upper' }) };
    return [{ ...c, billingAddress: { line2, state, ...c.billingAddress }, verification }];
  },
  createCard: (_faker, ctx) => [{ productName: ctx.productName, cardholder: ctx.cardholderId }],
  // The contract allows one parameter per request: one example per parameter.
  updateCard: (faker) => [
    { status: 'blocked' },
    { spendingLimits: [{ interval: 'daily', amount: faker.number.int({ min: 1, max: 1000 }) * 100 }, { interval: 'monthly', amount: faker.number.int({ min: 1000, max: 10_000 }) * 100 }] },
    { pin: faker.string.numeric(4) },
    { reissueCard: true },
  ],
  createTopup: (faker, ctx) => [{ amount: amount(faker), currency: 'EUR', destinationCard: { cardNumber: ctx.cardNumber } }],
  createTransfer: (faker, ctx) => [
    { amount: amount(faker), currency: 'EUR', sourceCard: { cardNumber: ctx.cardNumber, expiryDate: ctx.expiryDate }, destinationCard: { cardNumber: ctx.otherCardNumber } },
  ],
  listTransfers: (_faker, ctx, now) => [{ cardNumberFltr: ctx.cardNumber, periodStartFltr: isoDay(now, -30), periodEndFltr: isoDay(now, 0) }],
};

export function v2Examples(operation: V2InputOperation, faker: Faker, context: V2Context, now: Date): Example[] {
  return BUILDERS[operation](faker, context, now);
}

/** 1.00 to 50.00 EUR: small enough for a freshly topped-up card and its default limits. */
function amount(faker: Faker): number {
  return faker.number.int({ min: 100, max: 5000 });
}

function isoDay(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}
