/**
 * Valid request examples for every operation of every interface, and their one-rule invalid cases
 * (invalid.ts): what the bad-input campaign (bench/fuzz) and the auth tests start from. v2 keeps the
 * examples it always had (v2-examples.ts); every other operation gets one found from its contract
 * (schema-example.ts), with values the target knows (its card, account, order, merchant) offered
 * first by field name. A few operations need values a schema cannot tell; they are written here.
 */
import type { z } from 'zod';
import type { SandboxAccountWire } from '../src/contracts/control.js';
import { registerCustomerRequest } from './customer-v1.js';
import { createFaker } from './faker.js';
import { deriveInvalidCases, type InvalidCase } from './invalid.js';
import type { Place } from './invalid-rules.js';
import { exampleOf, type ExampleHints } from './schema-example.js';
import { isV2InputOperation, v2Examples } from './v2-examples.js';

export type InterfaceName = 'v1' | 'v2' | 'gateway' | 'p2p';

export interface ExampleCard {
  readonly id: string;
  readonly pan: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly accountNumber: string;
  /** The owner: v2 cardholder id, v1 customer number. */
  readonly holderId: string;
  readonly customerNumber: string;
}

/** What exists on the target: requests built from it reach past validation. */
export interface ExampleContext {
  readonly now: Date;
  readonly card: ExampleCard;
  readonly otherCard: ExampleCard;
  readonly v2: { readonly productName: string };
  /** The v1 part of the sandbox page, as the control contract shapes it (credentials not needed). */
  readonly v1: Omit<SandboxAccountWire['v1'], 'login' | 'password' | 'token'>;
  readonly gateway: { readonly userName: string; readonly password: string };
  readonly p2p?: { readonly username: string; readonly password: string } | undefined;
  readonly order?: { readonly id: string; readonly orderNumber: string } | undefined;
  /** A P2P order: P2P operations name it by orderId as the e-commerce ones name theirs. */
  readonly p2pOrder?: { readonly id: string } | undefined;
  readonly binding?: { readonly id: string; readonly clientId: string } | undefined;
  /** A child merchant of the gateway merchant: `merchantLogin` examples name it first, so registrations exercise it. */
  readonly childMerchant?: string | undefined;
}

type Body = Record<string, unknown>;

/** Values by field name, most fitting first; the contract picks the first it accepts. */
function hintsOf(ctx: ExampleContext, iface: InterfaceName): ExampleHints {
  const { card, v1 } = ctx;
  const order = iface === 'p2p' ? ctx.p2pOrder : ctx.order;
  const orderId = order ? [order.id] : [];
  return {
    cardNumber: [card.pan],
    pan: [card.pan],
    $PAN: [card.pan],
    expDate: [card.expiry],
    expiryDate: [card.expiry],
    $EXPIRY: [card.expiry],
    $CVC: [card.cvc],
    cvc: [card.cvc],
    cardId: [card.id],
    cardholder: [card.holderId],
    customerId: [card.holderId],
    customerNumber: [card.customerNumber],
    accountNumber: [card.accountNumber],
    sourceAccountNumber: [card.accountNumber],
    destinationAccountNumber: [ctx.otherCard.accountNumber],
    productName: [iface === 'v1' ? v1.customerTemplate : ctx.v2.productName],
    productType: [v1.cardProductType],
    institutionId: [v1.institutionId],
    agentId: [v1.institutionId],
    domain: [v1.institutionId],
    merchantNumber: [v1.merchantNumber],
    merchantId: [v1.merchantNumber],
    merchantIdn: [v1.merchantNumber],
    contractNumber: [v1.merchantContractNumber],
    terminalId: [v1.terminalNumber],
    terminalNumber: [v1.terminalNumber],
    hostId: [1],
    hotCardStatus: [0],
    mcc: [4829],
    merchantLogin: [...(ctx.childMerchant ? [ctx.childMerchant] : []), ...(ctx.p2p ? [ctx.p2p.username] : [])],
    email: ['alice@example.com'],
    ip: ['127.0.0.1'],
    name: ['LMTP0107'],
    limitName: ['LMTP0107'],
    amount: [500],
    currency: iface === 'v1' ? [978] : iface === 'v2' ? ['EUR'] : ['978'],
    language: ['en'],
    orderId,
    mdOrder: orderId,
    MDORDER: orderId,
    bindingId: ctx.binding ? [ctx.binding.id] : [],
    clientId: ctx.binding ? [ctx.binding.clientId] : [],
    // The gateway's order report: today, every state, the account's own merchant, one page.
    from: [`${day(ctx.now)}000000`],
    to: [`${day(ctx.now)}235959`],
    transactionStates: ['CREATED,APPROVED,DEPOSITED,DECLINED,REVERSED,REFUNDED'],
    merchants: [''],
    size: [100],
    page: [0],
    params: [JSON.stringify({ channel: 'web' })],
    userName: [ctx.gateway.userName],
    username: ctx.p2p ? [ctx.p2p.username] : [],
    password: [iface === 'p2p' && ctx.p2p ? ctx.p2p.password : ctx.gateway.password],
  };
}

/** YYYYMMDD of an instant, UTC. */
const day = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/** Examples no schema can tell: a whole customer registration, a transfer between two different cards. */
function written(iface: InterfaceName, operation: string, ctx: ExampleContext): Body | undefined {
  if (iface === 'v1' && operation === 'registerCustomer') {
    const { v1 } = ctx;
    return { ...registerCustomerRequest(createFaker(1), { productName: v1.customerTemplate, institutionId: v1.institutionId, productId: v1.productId, serviceIdAcc: v1.serviceIdAcc }, { now: ctx.now }) };
  }
  if (iface === 'v1' && operation === 'p2pTransfer') {
    return { sourceCardIdentification: { cardNumber: ctx.card.pan }, destinationCardIdentification: { cardNumber: ctx.otherCard.pan }, amount: 500, currency: 978 };
  }
  if (iface === 'v1' && operation === 'createVirtualCard') {
    const { v1 } = ctx;
    return { cardIdentification: { cardNumber: v1.placeholderCardNumber }, virtualCardIdentification: { expDate: ctx.card.expiry, productType: v1.cardProductType }, amount: 0, currency: 978, accountNumber: ctx.card.accountNumber };
  }
  if (iface === 'gateway' && operation === 'decline.do' && ctx.order) {
    return { userName: ctx.gateway.userName, password: ctx.gateway.password, orderId: ctx.order.id, language: 'en' };
  }
  return undefined;
}

/** Credentials are chosen, never filled in: a stray `token` beside userName and password would sign in as no one. */
const CREDENTIALS = new Set(['token', 'userName', 'password', 'username']);

/**
 * The valid examples of one operation: the contract accepts each one (an operation whose contract
 * could not be satisfied has none). `schema` is the request body (or query) schema.
 */
export function operationExamples(iface: InterfaceName, operation: string, schema: z.ZodType, ctx: ExampleContext): Body[] {
  const accepted = (body: Body | undefined): body is Body => body !== undefined && schema.safeParse(body).success;
  if (iface === 'v2' && isV2InputOperation(operation)) {
    const context = { productName: ctx.v2.productName, cardholderId: ctx.card.holderId, cardNumber: ctx.card.pan, expiryDate: ctx.card.expiry, otherCardNumber: ctx.otherCard.pan };
    return v2Examples(operation, createFaker(1), context, ctx.now).filter(accepted);
  }
  const hand = written(iface, operation, ctx);
  if (accepted(hand)) return [hand];
  const hints = hintsOf(ctx, iface);
  const found = exampleOf(schema, hints, { skip: CREDENTIALS });
  if (!found) return [];
  // The gateways authenticate with userName + password (P2P: username + password) in the parameters.
  const credentials = iface === 'gateway' ? { userName: ctx.gateway.userName, password: ctx.gateway.password } : iface === 'p2p' && ctx.p2p ? { ...ctx.p2p } : {};
  const body = { ...found, ...credentials };
  return accepted(body) ? [body] : accepted(found) ? [found] : [];
}

/** Every one-rule violation of the operation, from its examples. Credentials are left alone: auth has tests of its own. */
export function operationInvalidCases(iface: InterfaceName, operation: string, schema: z.ZodType, place: Place, ctx: ExampleContext): InvalidCase[] {
  const examples = operationExamples(iface, operation, schema, ctx);
  if (examples.length === 0) return [];
  return deriveInvalidCases(`${iface}.${operation}`, schema, examples, { place, now: ctx.now }).filter((c) => !CREDENTIALS.has(c.field));
}
