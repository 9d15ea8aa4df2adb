/**
 * Test kit of the v1 HTTP tests: an emulator at a fixed time, customers and cards made through
 * the public API, answers parsed with their contracts, and a snapshot of the whole sandbox that a
 * refused or rejected request must leave exactly as it was.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { errorBody } from '../../contracts/errors.js';
import { type V1Operation, v1Operations } from '../../contracts/v1/index.js';
import * as v2 from '../../contracts/v2.js';
import type { EmulatorState } from '../state.js';
import { buildEmulator } from './server.js';

export const START = '2026-03-10T10:00:00.000Z';

export const PHONE = '491511234567';

export interface KitCard {
  readonly name: string;
  readonly cardId: string;
  readonly number: string;
  readonly expiry: string;
  readonly accountNumber: string;
}

export type Success<Op extends V1Operation> = Extract<z.output<(typeof v1Operations)[Op]['response']>, { responseCode: '00' }>;

export const describe = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 400)}`;

export class V1Kit {
  private customers = 0;

  private constructor(
    readonly app: FastifyInstance,
    readonly state: EmulatorState,
  ) {}

  static async start(t: TestContext, seed = 5): Promise<V1Kit> {
    const { app, state } = buildEmulator({ sandbox: { seed } });
    t.after(() => app.close());
    await app.ready();
    state.clock.set(new Date(START));
    return new V1Kit(app, state);
  }

  get sandbox() {
    return this.state.sandbox;
  }

  send(operation: string, body: unknown, options: { payment?: boolean; raw?: string } = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: `${options.payment ? '/payment' : '/v1'}/apigate/ws/rest/${operation}`,
      headers: { authorization: `Basic ${this.state.account.v1.token}`, 'content-type': 'application/json' },
      payload: options.raw ?? JSON.stringify(body),
    });
  }

  /** A successful answer, parsed with the operation's contract. */
  async ok<Op extends V1Operation>(operation: Op, body: unknown, options: { payment?: boolean } = {}): Promise<Success<Op>> {
    const res = await this.send(operation, body, options);
    assert.equal(res.statusCode, 200, describe(res));
    const parsed = v1Operations[operation].response.parse(res.json()) as { responseCode: string };
    assert.equal(parsed.responseCode, '00', `${operation}: ${describe(res)}`);
    return parsed as Success<Op>;
  }

  /** A business refusal: HTTP 200, this responseCode and nothing else; the sandbox unchanged. */
  async refused(operation: V1Operation, body: unknown, code: string): Promise<void> {
    const before = this.snapshot();
    const res = await this.send(operation, body);
    assert.equal(res.statusCode, 200, describe(res));
    const parsed = v1Operations[operation].response.parse(res.json());
    assert.deepEqual(parsed, { responseCode: code }, `${operation} refused with ${code}: ${describe(res)}`);
    assert.equal(this.snapshot(), before, `${operation} refused with ${code} changed the sandbox`);
  }

  /** A format error: 400, responseCode 30, naming exactly these fields; the sandbox unchanged. */
  async rejected(operation: V1Operation, body: unknown, fields: readonly string[], options: { raw?: string } = {}): Promise<void> {
    const before = this.snapshot();
    const res = await this.send(operation, body, options);
    assert.equal(res.statusCode, 400, describe(res));
    const json = res.json<{ responseCode?: unknown }>();
    assert.equal(json.responseCode, '30', describe(res));
    const error = errorBody.parse(json);
    assert.deepEqual([...new Set(error.error.details?.map((d) => d.field))], fields, `fields named by ${describe(res)}`);
    assert.equal(this.snapshot(), before, `${operation} rejected changed the sandbox`);
  }

  /** The whole sandbox as text (maps as entry lists): balances, holds, limits, cards with PIN hash and CVC, services, merchants, keys, history. */
  snapshot(): string {
    return JSON.stringify(this.sandbox, (_key, value: unknown) => (value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value));
  }

  async customer(name: string): Promise<string> {
    const v1 = this.state.account.v1;
    const customerNumber = `${name.toUpperCase()}-${++this.customers}`;
    const parameters = Object.entries({
      institutionId: v1.institutionId,
      agent_number: v1.institutionId,
      customer_number: customerNumber,
      product_id: v1.productId,
      start_date: '2020-01-01',
      service_id_acc: v1.serviceIdAcc,
      surname: 'Tester',
      firstName: name,
      mobile_phone: PHONE,
      postal_code: '10115',
      country_code: '276',
    }).map(([n, value]) => ({ name: n, value }));
    return (await this.ok('registerCustomer', { productName: v1.customerTemplate, parameters })).accountNumber;
  }

  /** A customer with a card issued through v1. */
  async card(name = 'Alice'): Promise<KitCard> {
    const accountNumber = await this.customer(name);
    const v1 = this.state.account.v1;
    const issued = await this.ok('createVirtualCard', {
      cardIdentification: { cardNumber: v1.placeholderCardNumber },
      virtualCardIdentification: { expDate: '202912', productType: v1.cardProductType },
      amount: 0,
      currency: 978,
      accountNumber,
    });
    const { cardNumber, cardId } = issued.virtualCardIdentification;
    assert.ok(cardNumber && cardId);
    return { name, cardId, number: cardNumber, expiry: issued.virtualCardIdentification.expDate, accountNumber };
  }

  /** A cardholder with a card issued through v2. */
  async v2Card(name: string): Promise<KitCard> {
    const v2Call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
      const res = await this.app.inject({ method, url, headers: { 'x-api-key': this.state.account.v2.apiKey }, ...(payload ? { payload } : {}) });
      assert.ok(res.statusCode < 300, describe(res));
      return res.json<unknown>();
    };
    const holder = v2.cardholder.parse(
      await v2Call('POST', '/v2/cardholders', { firstName: name, lastName: 'Tester', phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }),
    );
    const created = v2.card.parse(await v2Call('POST', '/v2/cards', { productName: this.state.account.v2.productName, cardholder: holder.id }));
    const card = v2.card.parse(await v2Call('GET', `/v2/cards/${created.id}`));
    assert.ok(card.number);
    return { name, cardId: card.id, number: card.number, expiry: card.expiryDate, accountNumber: card.account.accountNumber };
  }

  async v2Balance(card: KitCard): Promise<number> {
    const res = await this.app.inject({ method: 'GET', url: `/v2/cards/${card.cardId}`, headers: { 'x-api-key': this.state.account.v2.apiKey } });
    return v2.card.parse(res.json()).account.balance;
  }

  async v2TopUp(card: KitCard, amount: number): Promise<void> {
    const res = await this.app.inject({
      method: 'POST',
      url: '/v2/topups',
      headers: { 'x-api-key': this.state.account.v2.apiKey },
      payload: { amount, currency: 'EUR', destinationCard: { cardNumber: card.number } },
    });
    assert.equal(v2.topup.parse(res.json()).status, 'approved');
  }

  credit(card: KitCard, amount: number) {
    return this.ok('creditCard', { cardIdentification: { cardNumber: card.number }, amount, currency: 978 });
  }

  async balance(card: KitCard): Promise<number> {
    const answer = await this.ok('getCardBalance', { cardIdentification: { cardNumber: card.number } });
    assert.equal(typeof answer.balance, 'number');
    return answer.balance ?? Number.NaN;
  }

  restrict(card: KitCard, accountStatus: number) {
    return this.ok('changeAccountStatusInFe', { accountNumber: card.accountNumber, accountStatus });
  }

  /** The domain card behind a kit card (for what no read shows: the PIN hash). */
  domainCard(card: KitCard) {
    const found = this.sandbox.cards.get(card.cardId);
    assert.ok(found);
    return found;
  }
}
