/**
 * Test kit of the one-card-system table (one-card-system.test.ts): one emulator, a source card and
 * a destination card, and each interface's way of taking money from the source, answered as that
 * interface's wire code: v1 debitCard and p2pTransfer (responseCode), v2 POST /transfers (the
 * statusMessage, `approved`, or the 400's field and rule), the e-commerce gateway's paymentorder.do
 * (the order's actionCode) and P2P performP2P.do (getP2PStatus resultCode). Every call goes over
 * HTTP (`app.inject`); every answer is parsed with its contract.
 */
import assert from 'node:assert/strict';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { TestContext } from 'node:test';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations, type P2pOperation } from '../../contracts/p2p/index.js';
import { v1Operations } from '../../contracts/v1/index.js';
import * as v2 from '../../contracts/v2.js';
import { describe, type KitCard, V1Kit } from './v1-test-kit.js';

export type Interface = 'v1Debit' | 'v1Transfer' | 'v2Transfer' | 'gatewayPayment' | 'p2pTransfer';
export const INTERFACES: readonly Interface[] = ['v1Debit', 'v1Transfer', 'v2Transfer', 'gatewayPayment', 'p2pTransfer'];
/** The ways of putting money on a card: v1 creditCard, v2 POST /topups, a P2P payout (OCT). */
export type CreditInterface = 'v1Credit' | 'v2TopUp' | 'p2pPayout';
export const CREDIT_INTERFACES: readonly CreditInterface[] = ['v1Credit', 'v2TopUp', 'p2pPayout'];

/** What an attempt may change from the plain request: another expiry or CVC, a merchant category. */
export interface Variation {
  readonly expiry?: string | undefined;
  readonly cvc?: string | undefined;
  readonly mcc?: string | undefined;
}

type Body = Record<string, unknown>;

/** One signing key for every emulator of the run: making an RSA key costs more than a table row. */
let keys: ReturnType<typeof generateKeyPairSync> | undefined;

export class CardSystemKit {
  private orders = 0;

  private constructor(readonly v1: V1Kit) {}

  /** An emulator at the v1 kit's fixed time, whose P2P account accepts this kit's signatures. */
  static async start(t: TestContext): Promise<CardSystemKit> {
    const v1 = await V1Kit.start(t);
    keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
    const state = v1.state;
    assert.equal(state.p2pKeys.register(state.account.p2p.username, keys.publicKey.export({ type: 'spki', format: 'pem' }).toString()), 'ok');
    return new CardSystemKit(v1);
  }

  /** A card issued through v2 or v1. */
  issue(name: string, through: 'v1' | 'v2'): Promise<KitCard> {
    return through === 'v2' ? this.v1.v2Card(name) : this.v1.card(name);
  }

  /** Its CVC, which no v1 read shows (v2 shows it, the card system keeps it). */
  cvcOf(card: KitCard): string {
    return this.v1.domainCard(card).cvc;
  }

  attempt(via: Interface, from: KitCard, to: KitCard, amount: number, variation: Variation = {}): Promise<string | number> {
    if (via === 'v1Debit') return this.v1Debit(from, amount, variation);
    if (via === 'v1Transfer') return this.v1Transfer(from, to, amount, variation);
    if (via === 'v2Transfer') return this.v2Transfer(from, to, amount, variation);
    if (via === 'gatewayPayment') return this.gatewayPayment(from, amount, variation);
    return this.p2pTransfer(from, to, amount, variation);
  }

  /** Puts money on the card; the interface's wire code as `attempt` answers it. */
  async credit(via: CreditInterface, card: KitCard, amount: number): Promise<string | number> {
    if (via === 'v1Credit') return this.v1Call('creditCard', { cardIdentification: { cardNumber: card.number }, amount, currency: 978 });
    if (via === 'v2TopUp') {
      const res = await this.v1.app.inject({ method: 'POST', url: '/v2/topups', headers: { 'x-api-key': this.v1.state.account.v2.apiKey }, payload: { amount, currency: 'EUR', destinationCard: { cardNumber: card.number } } });
      assert.equal(res.statusCode, 201, describe(res));
      const topup = v2.topup.parse(res.json());
      return topup.status === 'approved' ? 'approved' : topup.statusMessage;
    }
    const payout = { transactionTypeIndicator: 'G', features: { feature: ['WITHOUT_FROM_CARD'] } };
    const registered = await this.p2p('registerP2P.do', { orderNumber: `CS-OCT-${++this.orders}`, amount, returnUrl: 'https://shop.example/return', ...payout });
    const orderId = String(registered.orderId);
    await this.p2p('performP2P.do', { orderId, toCard: { pan: card.number } });
    return Number((await this.p2p('getP2PStatus.do', { orderId })).resultCode);
  }

  private async v1Call(operation: 'debitCard' | 'p2pTransfer' | 'creditCard', body: Body): Promise<string> {
    const res = await this.v1.send(operation, body);
    assert.equal(res.statusCode, 200, describe(res));
    return v1Operations[operation].response.parse(res.json()).responseCode;
  }

  /** debitCard: cash, or a purchase when a merchant category is sent. */
  private v1Debit(card: KitCard, amount: number, v: Variation): Promise<string> {
    const acceptor = v.mcc === undefined ? {} : { cardAcceptorParameters: { merchantIdentification: '880000000000001', terminalIdentification: '88000101', merchantType: v.mcc } };
    return this.v1Call('debitCard', { cardIdentification: { cardNumber: card.number, ...(v.expiry ? { expDate: v.expiry } : {}) }, amount, currency: 978, ...acceptor });
  }

  private v1Transfer(from: KitCard, to: KitCard, amount: number, v: Variation): Promise<string> {
    return this.v1Call('p2pTransfer', {
      sourceCardIdentification: { cardNumber: from.number, ...(v.expiry ? { expDate: v.expiry } : {}) },
      destinationCardIdentification: { cardNumber: to.number },
      amount,
      currency: 978,
      ...(v.mcc === undefined ? {} : { cardAcceptorParameters: { merchantType: v.mcc } }),
    });
  }

  /** `approved`, the decline's statusMessage, or `400 <field> <rule>` for a request v2 rejects. */
  private async v2Transfer(from: KitCard, to: KitCard, amount: number, v: Variation): Promise<string> {
    const res = await this.v1.app.inject({
      method: 'POST',
      url: '/v2/transfers',
      headers: { 'x-api-key': this.v1.state.account.v2.apiKey },
      payload: { amount, currency: 'EUR', sourceCard: { cardNumber: from.number, expiryDate: v.expiry ?? from.expiry }, destinationCard: { cardNumber: to.number } },
    });
    if (res.statusCode === 400) {
      const detail = res.json<{ error: { details: { field: string; rule: string }[] } }>().error.details[0]!;
      return `400 ${detail.field} ${detail.rule}`;
    }
    assert.equal(res.statusCode, 201, describe(res));
    const transfer = v2.transfer.parse(res.json());
    return transfer.status === 'approved' ? 'approved' : transfer.statusMessage;
  }

  private async gateway(op: keyof typeof gatewayOperations, params: Body): Promise<Body> {
    const { userName, password } = this.v1.state.account.gateway;
    const res = await this.v1.app.inject({ method: 'POST', url: gatewayOperations[op].path, payload: { userName, password, ...params } });
    assert.equal(res.statusCode, 200, describe(res));
    return gatewayOperations[op].response.parse(res.json());
  }

  /** register.do then paymentorder.do with the card typed in; the order's actionCode. */
  private async gatewayPayment(card: KitCard, amount: number, v: Variation): Promise<number> {
    const registered = await this.gateway('register.do', { orderNumber: `CS-${++this.orders}`, amount, returnUrl: 'https://shop.example/return' });
    const orderId = String(registered.orderId);
    const paid = await this.gateway('paymentorder.do', { MDORDER: orderId, $PAN: card.number, $EXPIRY: v.expiry ?? card.expiry, $CVC: v.cvc ?? this.cvcOf(card), TEXT: 'CARD HOLDER' });
    assert.equal(paid.errorCode ?? '0', '0', JSON.stringify(paid));
    return Number((await this.gateway('getOrderStatusExtended.do', { orderId })).actionCode);
  }

  private async p2p(op: P2pOperation, body: Body): Promise<Body> {
    const { username, password } = this.v1.state.account.p2p;
    const raw = JSON.stringify({ username, password, ...body });
    const headers = {
      'content-type': 'application/json',
      'x-hash': createHash('sha256').update(raw).digest('base64'),
      'x-signature': sign('sha256', Buffer.from(raw), keys!.privateKey).toString('base64'),
    };
    const res = await this.v1.app.inject({ method: 'POST', url: p2pOperations[op].path, payload: raw, headers });
    assert.equal(res.statusCode, 200, describe(res));
    const answer = p2pOperations[op].response.parse(res.json()) as Body;
    assert.equal(answer.errorCode, '0', JSON.stringify(answer));
    return answer;
  }

  /** registerP2P.do (with the merchant category, when sent) then performP2P.do with both cards typed in; getP2PStatus's resultCode. */
  private async p2pTransfer(from: KitCard, to: KitCard, amount: number, v: Variation): Promise<number> {
    const registered = await this.p2p('registerP2P.do', { orderNumber: `CS-P2P-${++this.orders}`, amount, returnUrl: 'https://shop.example/return', ...(v.mcc === undefined ? {} : { mcc: Number(v.mcc) }) });
    const orderId = String(registered.orderId);
    const expiry = v.expiry ?? from.expiry;
    const fromCard = { pan: from.number, cvc: v.cvc ?? this.cvcOf(from), expirationYear: Number(expiry.slice(0, 4)), expirationMonth: Number(expiry.slice(4)), cardholderName: 'CARD HOLDER' };
    await this.p2p('performP2P.do', { orderId, fromCard, toCard: { pan: to.number } });
    return Number((await this.p2p('getP2PStatus.do', { orderId })).resultCode);
  }
}
