/**
 * The kinds of record `cardlab generate` produces: one line of help, the CSV columns, and a source
 * that yields one record per call. Sources are built once per run from the seed, so a run is a pure
 * function of (kind, seed, locale, date, options) and the same inputs give the same bytes.
 */
import { z } from 'zod';
import { REGISTER_PARAMETERS } from '../src/contracts/v1/customers.js';
import { cardholderRequest } from '../src/contracts/v2.js';
import { v1Address, v2Address } from './address.js';
import { BRANDS, brandOf, type Brand } from './brands.js';
import { billingPayerData, billingRecipientData } from './billing.js';
import { registerCustomerRequest } from './customer-v1.js';
import { EXPIRY_KINDS, generateExpiryOf } from './expiry.js';
import { createFaker, type FakerLocale } from './faker.js';
import { fastCardholderFactory } from './fast-cardholder.js';
import { gatewayOrder } from './gateway-order.js';
import { localeTables } from './locale-data.js';
import { p2pOrder } from './p2p-order.js';
import { panFactory } from './pan.js';
import { v1Phone } from './phone.js';
import { createRandom } from '../src/common/random.js';
import { testCard } from './test-cards.js';
import { fit, latin } from './text.js';
import { threeDsAuthResult } from './three-ds.js';

export interface KindContext {
  readonly seed: number;
  readonly locale: FakerLocale;
  /** Reference date: expiries, ages and start dates are relative to it. */
  readonly now: Date;
  readonly bin?: string | undefined;
  readonly brand?: Brand | undefined;
}

export interface Kind {
  readonly summary: string;
  /** CSV header; nested fields are dotted paths. */
  readonly columns: readonly string[];
  /** The CSV cells of a record, in column order; by default each column's value by its path. */
  readonly row?: (record: unknown) => unknown[];
  /** Which of --bin and --brand the kind understands; the others refuse them rather than ignore them. */
  readonly accepts?: readonly ('bin' | 'brand')[];
  readonly source: (ctx: KindContext) => () => unknown;
}

/** The values the emulator's sandbox page shows for v1 (src/emulator/state.ts); replace them for another sandbox. */
export const V1_SANDBOX_PLACEHOLDERS = { productName: 'CRCU1001', institutionId: '1001', productId: '2001', serviceIdAcc: '3001' } as const;

export const KINDS = {
  pan: {
    summary: 'Luhn-valid card numbers, 13-19 digits, from --bin or --brand (default: a random brand)',
    columns: ['pan', 'brand', 'length'],
    accepts: ['bin', 'brand'],
    source: (ctx) => {
      const next = panFactory(createRandom(ctx.seed), { bin: ctx.bin, brand: ctx.brand });
      return () => {
        const pan = next();
        return { pan, brand: brandOf(pan) ?? 'unknown', length: pan.length };
      };
    },
  },
  card: {
    summary: 'a card to pay with: number, future expiry (YYYYMM), CVC (4 digits for amex) and embossed name',
    columns: ['pan', 'brand', 'expiry', 'cvc', 'cardholderName'],
    accepts: ['bin', 'brand'],
    source: (ctx) => {
      const rng = createRandom(ctx.seed);
      const next = panFactory(rng, { bin: ctx.bin, brand: ctx.brand });
      const names = localeTables(ctx.locale);
      return () => {
        const pan = next();
        const brand = brandOf(pan);
        const expiry = generateExpiryOf(rng, 'future', ctx.now).expiry;
        const cvc = rng.digits(brand ? BRANDS[brand].cvcLength : 3);
        const cardholderName = fit(latin(`${names.firstName(rng)} ${names.lastName(rng)}`).toUpperCase(), 26);
        return { pan, brand: brand ?? 'unknown', expiry, cvc, cardholderName };
      };
    },
  },
  'test-card': {
    summary: 'the gateway sandbox test cards by 3DS outcome (challenge, frictionless, declined, attempt, no 3DS), CVC 123',
    columns: ['outcome', 'pan', 'brand', 'cvc', 'expiry', 'threeDs', 'result'],
    source: (ctx) => {
      const rng = createRandom(ctx.seed);
      return () => testCard(rng, { now: ctx.now });
    },
  },
  expiry: {
    summary: 'expiry dates YYYYMM: future, past, or boundary (the current month, the last valid one)',
    columns: ['expiry', 'year', 'month', 'kind'],
    source: (ctx) => {
      const rng = createRandom(ctx.seed);
      return () => generateExpiryOf(rng, rng.pick(EXPIRY_KINDS), ctx.now);
    },
  },
  cvc: {
    summary: 'card security codes, 3 digits (leading zeros kept)',
    columns: ['cvc'],
    source: (ctx) => {
      const rng = createRandom(ctx.seed);
      return () => ({ cvc: rng.digits(3) });
    },
  },
  cardholder: {
    summary: 'v2 create-cardholder bodies (country ISO alpha-2, phone +7-15 digits, aged 18-80)',
    columns: columnsOf(cardholderRequest),
    source: (ctx) => fastCardholderFactory(createRandom(ctx.seed), localeTables(ctx.locale), { now: ctx.now }),
  },
  customer: {
    summary: 'v1 registerCustomer requests (name/value parameters, country_code ISO numeric, past start_date)',
    columns: ['productName', ...REGISTER_PARAMETERS],
    row: (record) => {
      const r = record as ReturnType<typeof registerCustomerRequest>;
      return [r.productName, ...r.parameters.map((p) => p.value)];
    },
    source: (ctx) => {
      const faker = createFaker(ctx.seed, ctx.locale);
      return () => registerCustomerRequest(faker, V1_SANDBOX_PLACEHOLDERS, { now: ctx.now });
    },
  },
  address: {
    summary: 'v2 billing addresses (country ISO alpha-2, postal code at most 9 characters)',
    columns: ['line1', 'line2', 'city', 'state', 'postalCode', 'country'],
    source: fakerSource(v2Address),
  },
  'address-v1': {
    summary: 'v1 address parameters (country_code ISO numeric)',
    columns: ['region', 'city', 'street', 'house', 'apartment', 'postal_code', 'country_code'],
    source: fakerSource(v1Address),
  },
  phone: {
    summary: 'phone numbers with country code: v2 phoneNumber (+digits) and v1 mobile_phone (digits), 7-15 digits',
    columns: ['phoneNumber', 'mobile_phone'],
    source: fakerSource((faker) => {
      const digits = v1Phone(faker);
      return { phoneNumber: `+${digits}`, mobile_phone: digits };
    }),
  },
  order: {
    summary: 'gateway register.do parameters: orderNumber, amount in minor units, currency 978, returnUrl, failUrl, clientId',
    columns: ['orderNumber', 'amount', 'currency', 'returnUrl', 'failUrl', 'description', 'language', 'email', 'clientId'],
    source: fakerSource((faker) => gatewayOrder(faker)),
  },
  'p2p-order': {
    summary: 'P2P transfer orders with fromCard and toCard blocks, inside the spec-03 field lengths',
    columns: [
      'orderNumber', 'amount', 'currency', 'returnUrl', 'failUrl', 'orderDescription', 'language', 'clientId',
      'fromCard.pan', 'fromCard.cvc', 'fromCard.expirationYear', 'fromCard.expirationMonth', 'fromCard.cardholderName', 'toCard.pan', 'toCard.cardholderName',
    ],
    accepts: ['bin', 'brand'],
    source: (ctx) => {
      const faker = createFaker(ctx.seed, ctx.locale);
      const pan = { bin: ctx.bin, brand: ctx.brand };
      return () => p2pOrder(faker, { now: ctx.now, pan });
    },
  },
  'billing-payer': {
    summary: 'P2P billingPayerData blocks (Latin text, every field within its length)',
    columns: [
      'billingCity', 'billingCountry', 'billingAddressLine1', 'billingAddressLine2', 'billingPostalCode', 'billingState', 'payerAccount',
      'payerLastName', 'payerFirstName', 'payerMiddleName', 'payerCombinedName', 'payerIdType', 'payerIdNumber', 'payerBirthday',
    ],
    source: fakerSource(billingPayerData),
  },
  'billing-recipient': {
    summary: 'P2P billingRecipientData blocks (country ISO alpha-3, every field within its length)',
    columns: [
      'recipientCity', 'recipientCountry', 'recipientAddressLine1', 'recipientPostalCode', 'recipientState', 'recipientAccount', 'recipientAccountNumberType',
      'recipientLastName', 'recipientFirstName', 'recipientCombinedName', 'recipientIdType', 'recipientIdNumber', 'recipientBirthday',
    ],
    source: fakerSource(billingRecipientData),
  },
  'three-ds': {
    summary: 'threeDsAuthResult blocks: cavv, xid, eci (by brand and outcome), protocol version',
    columns: ['cavv', 'xid', 'eci', 'threeDSProtocolVersion'],
    accepts: ['brand'],
    source: (ctx) => {
      const rng = createRandom(ctx.seed);
      return () => threeDsAuthResult(rng, { brand: ctx.brand });
    },
  },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;
export const KIND_NAMES = Object.keys(KINDS) as KindName[];

export function isKindName(name: string): name is KindName {
  return Object.hasOwn(KINDS, name);
}

function fakerSource<T>(build: (faker: ReturnType<typeof createFaker>) => T): (ctx: KindContext) => () => T {
  return (ctx) => {
    const faker = createFaker(ctx.seed, ctx.locale);
    return () => build(faker);
  };
}

/** The dotted paths of every leaf property of an object contract, in declaration order. */
export function columnsOf(schema: z.ZodType): string[] {
  type Node = { properties?: Record<string, Node> };
  const walk = (node: Node, prefix: string): string[] =>
    Object.entries(node.properties ?? {}).flatMap(([key, child]) => (child.properties ? walk(child, `${prefix}${key}.`) : [`${prefix}${key}`]));
  return walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node, '');
}
