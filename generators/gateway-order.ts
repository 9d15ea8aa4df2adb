/**
 * register.do parameters of the e-commerce gateway (spec 03 §4.1, docs/design.md "Facts beyond the
 * specifications"). Lengths follow registerP2P.do, the only table the spec gives: orderNumber 1..36,
 * URLs 1..512, orderDescription 1..600, clientId 0..255. Credentials are the caller's: they are
 * included only when passed in, so generated files never carry a password.
 */
import type { Faker } from '@faker-js/faker';
import type { FakerLocale } from './faker.js';

export interface Credentials {
  readonly userName: string;
  readonly password: string;
}

export interface GatewayOrderOptions {
  readonly credentials?: Credentials | undefined;
  /** Ask the gateway to store the card (a stored-credential initiating payment, spec 03 flow 1). */
  readonly forceBinding?: boolean | undefined;
  /** Minor units; by default 1.00 to 1,000.00. */
  readonly amount?: number | undefined;
}

export interface GatewayOrder {
  userName?: string;
  password?: string;
  orderNumber: string;
  /** Minor units, an integer. */
  amount: number;
  /** ISO 4217 numeric: 978 is EUR, the sandbox's one currency. */
  currency: string;
  returnUrl: string;
  failUrl: string;
  description: string;
  language: string;
  email: string;
  clientId: string;
  features?: string;
}

export const EUR_NUMERIC = '978';

export function gatewayOrder(faker: Faker, options: GatewayOrderOptions = {}): GatewayOrder {
  const orderNumber = orderNumberOf(faker);
  const { returnUrl, failUrl } = shopUrls(faker, orderNumber);
  return {
    ...options.credentials,
    orderNumber,
    amount: options.amount ?? amountOf(faker),
    currency: EUR_NUMERIC,
    returnUrl,
    failUrl,
    description: orderDescriptionOf(faker),
    language: languageOf(faker),
    email: faker.internet.exampleEmail(),
    clientId: `client-${faker.string.alphanumeric({ length: 12, casing: 'lower' })}`,
    ...(options.forceBinding ? { features: 'FORCE_CREATE_BINDING' } : {}),
  };
}

/** "ORD-" and 16 digits (20 characters): well inside 36, and unique in practice. */
export function orderNumberOf(faker: Faker): string {
  return `ORD-${faker.string.numeric(16)}`;
}

export function amountOf(faker: Faker): number {
  return faker.number.int({ min: 100, max: 100_000 });
}

/** Merchant pages on a reserved domain (RFC 2606), so a redirect never reaches a real shop. */
export function shopUrls(faker: Faker, orderNumber: string): { returnUrl: string; failUrl: string } {
  const shop = `https://${faker.internet.domainWord()}.shop.example.com/orders/${encodeURIComponent(orderNumber)}`;
  return { returnUrl: `${shop}/paid`, failUrl: `${shop}/failed` };
}

/** A product line without personal or payment data, as the spec demands of orderDescription. */
export function orderDescriptionOf(faker: Faker): string {
  return `Order of ${faker.number.int({ min: 1, max: 5 })} x ${faker.commerce.productName()}`.slice(0, 99);
}

/** The faker locale is one of the gateway's languages (ISO 639-1). */
export function languageOf(faker: Faker): FakerLocale {
  const code = faker.getMetadata().code;
  return code === 'de' || code === 'fr' ? code : 'en';
}
