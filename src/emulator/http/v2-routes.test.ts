/**
 * Card Management v2 over HTTP (no network: `app.inject`). Every answer is parsed with its contract
 * schema, every error with `errorBody`, and every refused request must leave the sandbox as it was.
 */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { clockState } from '../../contracts/control.js';
import { type ErrorBody, type ErrorCode, errorBody } from '../../contracts/errors.js';
import * as v2 from '../../contracts/v2.js';
import { SETTLEMENT_ACCOUNT } from '../domain/ledger.js';
import type { EmulatorState } from '../state.js';
import { buildEmulator } from './server.js';

// ---------------------------------------------------------------------------------------------
// Requests

type Response = LightMyRequestResponse;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One request: a JSON value (`json`) or a raw body (`raw`). `key: null` sends no X-API-KEY; a string sends that key. */
interface Req {
  readonly method: Method;
  readonly url: string;
  readonly json?: unknown;
  readonly raw?: string;
  readonly contentType?: string;
  readonly key?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
}

const get = (url: string): Req => ({ method: 'GET', url });
const post = (url: string, json: unknown): Req => ({ method: 'POST', url, json });
const patch = (url: string, json: unknown): Req => ({ method: 'PATCH', url, json });
const raw = (method: Method, url: string, body: string, contentType = 'application/json'): Req => ({ method, url, raw: body, contentType });

const START = '2026-03-10T10:00:00.000Z';
const DAY_SECONDS = 86_400;
const LONG = 100_000;

const cardholderBody = (firstName = 'Alice'): Record<string, unknown> => ({
  firstName,
  lastName: 'Tester',
  phoneNumber: '+491511234567',
  email: `${firstName.toLowerCase()}@example.com`,
  dateOfBirth: '1990-01-31',
  billingAddress: { line1: 'Hauptstr. 1', line2: '', city: 'Berlin', state: 'BE', postalCode: '10115', country: 'DE' },
  verification: { idType: 'passport', documentId: 'C01X00T47' },
});

/** A copy of `body` with the dotted `path` set to `value`, or removed when `value` is undefined. */
function edit(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const nestedObject = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

// ---------------------------------------------------------------------------------------------
// Answers

const CODE_OF: Readonly<Record<number, ErrorCode>> = {
  400: 'validation_error',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

const describeRes = (res: Response) => `${res.statusCode} ${res.body.slice(0, 400)}`;

/** Every answer: a request id and a JSON content type. Returns the request id. */
function expectJsonHeaders(res: Response): string {
  const id = res.headers['request-id'];
  assert.ok(typeof id === 'string' && id.length > 0, `no request-id header on ${describeRes(res)}`);
  assert.match(String(res.headers['content-type']), /^application\/json(;|$)/, `content type of ${describeRes(res)}`);
  return id;
}

function expectOk<S extends z.ZodType>(res: Response, status: number, schema: S): z.output<S> {
  assert.equal(res.statusCode, status, describeRes(res));
  expectJsonHeaders(res);
  return schema.parse(res.json());
}

/** An error answer with one of the `status` codes, an `errorBody`, and when given exactly these `details[].field`s. */
function expectError(res: Response, status: number | readonly number[], fields?: readonly string[]): ErrorBody {
  const allowed = typeof status === 'number' ? [status] : status;
  assert.ok(allowed.includes(res.statusCode), `expected ${allowed.join(' or ')}, got ${describeRes(res)}`);
  const id = expectJsonHeaders(res);
  const body = errorBody.parse(res.json());
  assert.equal(body.requestId, id, 'the error body names the request id of the header');
  const code = CODE_OF[res.statusCode];
  if (code) assert.equal(body.error.code, code);
  // The same field may be named by more than one broken rule; what counts is which fields are named.
  if (fields) assert.deepEqual([...new Set(body.error.details?.map((d) => d.field))], fields, `fields named by ${describeRes(res)}`);
  return body;
}

/** Keys `number` or `cvc` anywhere in a JSON value. */
function secretKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(secretKeys);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [...(k === 'number' || k === 'cvc' ? [k] : []), ...secretKeys(v)]);
}

// ---------------------------------------------------------------------------------------------
// The world: an emulator, its sandbox credentials and the cards a test made

interface Issued {
  readonly id: string;
  readonly cardholderId: string;
  readonly number: string;
  readonly expiryDate: string;
  readonly numberMask: string;
}

/** Spies on the sandbox methods that always create or change something when they run. */
function spyOnChanges(t: TestContext, state: EmulatorState) {
  const sb = state.sandbox;
  return {
    register: t.mock.method(sb.parties, 'register'),
    issue: t.mock.method(sb.cards, 'issue'),
    setPin: t.mock.method(sb.cards, 'setPin'),
    reissue: t.mock.method(sb.cards, 'reissue'),
    topUp: t.mock.method(sb.payments, 'topUp'),
    transfer: t.mock.method(sb.payments, 'transfer'),
  };
}

class World {
  private readonly known: string[] = [];
  private readonly calls: ReturnType<typeof spyOnChanges>;

  constructor(
    readonly app: FastifyInstance,
    readonly state: EmulatorState,
    t: TestContext,
  ) {
    this.calls = spyOnChanges(t, state);
  }

  get apiKey(): string {
    return this.state.account.v2.apiKey;
  }

  send(req: Req): Promise<Response> {
    const headers: Record<string, string> = { ...req.headers };
    const key = req.key === undefined ? this.apiKey : req.key;
    if (key !== null) headers['x-api-key'] = key;
    const payload = req.raw ?? (req.json === undefined ? undefined : JSON.stringify(req.json));
    if (payload !== undefined) headers['content-type'] = req.contentType ?? 'application/json';
    return this.app.inject({ method: req.method, url: req.url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  async ok<S extends z.ZodType>(req: Req, status: number, schema: S): Promise<z.output<S>> {
    return expectOk(await this.send(req), status, schema);
  }

  /** Sends a request that must be refused, and checks the sandbox did not change. */
  async rejected(req: Req, status: number | readonly number[], fields?: readonly string[]): Promise<ErrorBody> {
    const before = this.snapshot();
    const res = await this.send(req);
    const body = expectError(res, status, fields);
    assert.deepEqual(this.snapshot(), before, `state changed after ${req.method} ${req.url.slice(0, 80)} → ${res.statusCode}`);
    return body;
  }

  /** What a refused request must not change: money, movements, cards, and how many things were created. */
  snapshot() {
    const sb = this.state.sandbox;
    return {
      ledgerTotal: sb.ledger.total(),
      journalEntries: sb.ledger.entries().length,
      settlement: sb.ledger.get(SETTLEMENT_ACCOUNT)?.balance,
      cards: this.known.map((id) => {
        const c = sb.cards.get(id);
        if (!c) return `card ${id} gone`;
        return {
          status: c.hotCardStatus,
          blockedAt: c.blockedAt?.toISOString(),
          pan: c.pan,
          cvc: c.cvc,
          expiry: c.expiry,
          pinHash: c.pinHash,
          balance: sb.ledger.get(c.accountNumber)?.balance,
          transfers: sb.payments.transfersOf(c.pan).length,
          limits: c.limits.map((l) => `${l.name}=${l.value} consumed ${l.consumed.entries().map((c) => c.amount).join('+')}`),
        };
      }),
      calls: Object.fromEntries(Object.entries(this.calls).map(([name, m]) => [name, m.mock.callCount()])),
    };
  }

  setClock(iso: string) {
    return this.ok(post('/__emulator/clock', { set: iso }), 200, clockState);
  }

  advance(seconds: number) {
    return this.ok(post('/__emulator/clock', { advanceSeconds: seconds }), 200, clockState);
  }

  createCardholder(firstName: string) {
    return this.ok(post('/v2/cardholders', cardholderBody(firstName)), 201, v2.cardholder);
  }

  /** A cardholder and a card, read back with GET to learn its full number. */
  async issueCard(firstName: string): Promise<Issued> {
    const holder = await this.createCardholder(firstName);
    const created = await this.ok(post('/v2/cards', { productName: this.state.account.v2.productName, cardholder: holder.id }), 201, v2.card);
    this.known.push(created.id);
    const card = await this.getCard(created.id);
    assert.ok(card.number, 'GET /cards/{id} shows the number');
    return { id: card.id, cardholderId: holder.id, number: card.number, expiryDate: card.expiryDate, numberMask: card.numberMask };
  }

  getCard(id: string) {
    return this.ok(get(`/v2/cards/${id}`), 200, v2.card);
  }

  async balance(card: Issued): Promise<number> {
    return (await this.getCard(card.id)).account.balance;
  }

  topUp(card: Issued, amount: number) {
    return this.ok(post('/v2/topups', topupBody(card, amount)), 201, v2.topup);
  }

  transfer(from: Issued, to: Issued, amount: number) {
    return this.ok(post('/v2/transfers', transferBody(from, to, amount)), 201, v2.transfer);
  }

  async transferIds(cardNumber: string, period: { start?: string; end?: string } = {}): Promise<string[]> {
    const query = new URLSearchParams({ cardNumberFltr: cardNumber });
    if (period.start) query.set('periodStartFltr', period.start);
    if (period.end) query.set('periodEndFltr', period.end);
    const list = await this.ok(get(`/v2/transfers?${query}`), 200, v2.transferList);
    return list.transfers.map((t) => t.id);
  }
}

const topupBody = (card: Issued, amount: unknown = 10_000): Record<string, unknown> => ({
  amount,
  currency: 'EUR',
  destinationCard: { cardNumber: card.number },
});

const transferBody = (from: Issued, to: Issued, amount: unknown = 1_000): Record<string, unknown> => ({
  amount,
  currency: 'EUR',
  sourceCard: { cardNumber: from.number, expiryDate: from.expiryDate },
  destinationCard: { cardNumber: to.number },
});

/** Alice and Bob with a card each, the clock at START. */
async function world(t: TestContext) {
  const { app, state } = buildEmulator({ sandbox: { seed: 7 } });
  t.after(() => app.close());
  const w = new World(app, state, t);
  await w.setClock(START);
  const alice = await w.issueCard('Alice');
  const bob = await w.issueCard('Bob');
  return { w, alice, bob };
}

/** As `world`, with money on both cards and one transfer made: state that a refused request could disturb. */
async function busyWorld(t: TestContext) {
  const ctx = await world(t);
  await ctx.w.topUp(ctx.alice, 50_000);
  assert.equal((await ctx.w.transfer(ctx.alice, ctx.bob, 10_000)).status, 'approved');
  return ctx;
}

// =============================================================================================
// The documented flow

test('the documented flow: cardholders, cards, limits, top-up, balance, transfer, lists, block', async (t) => {
  const { w, alice, bob } = await world(t);

  const limits = await w.ok(patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: 'daily', amount: 50_000 }] }), 200, v2.card);
  assert.deepEqual(limits.spendingLimits.find((l) => l.interval === 'daily'), { interval: 'daily', amount: 50_000 });

  const topup = await w.topUp(alice, 40_000);
  assert.equal(topup.status, 'approved');
  assert.equal(topup.statusMessage, '');
  assert.equal(topup.amount, 40_000);
  assert.equal(await w.balance(alice), 40_000);

  const transfer = await w.transfer(alice, bob, 15_000);
  assert.equal(transfer.status, 'approved');
  assert.equal(transfer.statusMessage, '');
  assert.equal(transfer.sourceCard.expiryDate, alice.expiryDate);
  assert.equal(await w.balance(alice), 25_000);
  assert.equal(await w.balance(bob), 15_000);

  assert.deepEqual(await w.transferIds(alice.number), [transfer.id], 'listed by the debited card');
  assert.deepEqual(await w.transferIds(bob.number), [transfer.id], 'listed by the credited card');

  const blocked = await w.ok(patch(`/v2/cards/${bob.id}`, { status: 'blocked' }), 200, v2.card);
  assert.equal(blocked.status, 'blocked');
  assert.notEqual(blocked.blockingDate, '');

  const ledger = w.state.sandbox.ledger;
  assert.equal(ledger.total(), 0, 'the ledger sums to zero');
  assert.equal(ledger.get(SETTLEMENT_ACCOUNT)?.balance, -40_000, 'only the top-up brought money in');
});

test('POST /cardholders answers the cardholder with an id; GET /cardholders/{id} reads it back', async (t) => {
  const { w } = await world(t);
  const created = await w.createCardholder('Carol');
  const expected = v2.cardholderRequest.parse(cardholderBody('Carol'));
  assert.deepEqual({ ...created, id: undefined, status: undefined }, { ...expected, id: undefined, status: undefined });
  assert.equal(created.status, 'active');
  const read = await w.ok(get(`/v2/cardholders/${created.id}`), 200, v2.cardholder);
  assert.deepEqual(read, created);
  const other = await w.createCardholder('Dave');
  assert.notEqual(other.id, created.id);
});

test('POST /cards issues an active card with a zero balance and the default limits', async (t) => {
  const { w, alice } = await world(t);
  const card = await w.getCard(alice.id);
  assert.equal(card.status, 'active');
  assert.equal(card.cardholder, alice.cardholderId);
  assert.equal(card.productName, w.state.account.v2.productName);
  assert.deepEqual({ balance: card.account.balance, currency: card.account.currency }, { balance: 0, currency: 'EUR' });
  assert.equal(card.blockingDate, '');
  assert.equal(card.embossedName, '');
  assert.equal(card.pinDenialCounter, '0');
  assert.ok(card.creationDate.startsWith('2026-03-10T'), card.creationDate);
  assert.ok(card.expiryDate > '202603', `expiry ${card.expiryDate} is after issue`);
  const limits = Object.fromEntries(card.spendingLimits.map((l) => [l.interval, l.amount]));
  assert.deepEqual(limits, { daily: 100_000, monthly: 1_000_000 });
});

test('the full number and cvc appear only in GET /cards/{id}', async (t) => {
  const { w, alice, bob } = await world(t);
  const full = await w.getCard(alice.id);
  assert.match(full.number ?? '', /^\d{13,19}$/);
  assert.match(full.cvc ?? '', /^\d{3}$/);
  assert.equal(full.numberMask, `${alice.number.slice(0, 6)}${'*'.repeat(alice.number.length - 10)}${alice.number.slice(-4)}`);

  const holder = await w.createCardholder('Carol');
  const others: Array<[string, Req, number]> = [
    ['POST /cards', post('/v2/cards', { productName: w.state.account.v2.productName, cardholder: holder.id }), 201],
    ['GET /cardholders', get(`/v2/cardholders/${alice.cardholderId}`), 200],
    ['PATCH /cards', patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: 'monthly', amount: 900_000 }] }), 200],
    ['PATCH /cards pin', patch(`/v2/cards/${alice.id}`, { pin: '1234' }), 200],
    ['POST /topups', post('/v2/topups', topupBody(alice, 20_000)), 201],
    ['POST /transfers', post('/v2/transfers', transferBody(alice, bob, 5_000)), 201],
    ['GET /transfers', get(`/v2/transfers?cardNumberFltr=${alice.number}`), 200],
  ];
  for (const [name, req, status] of others) {
    const res = await w.send(req);
    assert.equal(res.statusCode, status, `${name}: ${describeRes(res)}`);
    assert.deepEqual(secretKeys(res.json()), [], `${name} shows no number or cvc`);
    assert.ok(!res.body.includes(alice.number) && !res.body.includes(bob.number), `${name} shows no full card number`);
  }
});

test('a top-up credits the card; GET /cards/{id} shows the balance', async (t) => {
  const { w, alice, bob } = await world(t);
  const first = await w.topUp(alice, 12_345);
  assert.equal(first.status, 'approved');
  assert.equal(first.destinationCard.cardNumber, alice.numberMask, 'the top-up shows the masked number');
  assert.equal(first.currency, 'EUR');
  assert.match(first.rrn, /\S/);
  await w.topUp(alice, 655);
  assert.equal(await w.balance(alice), 13_000);
  assert.equal(await w.balance(bob), 0);
  assert.equal(w.state.sandbox.ledger.total(), 0);
});

test('GET /transfers lists a transfer by its source and by its destination card, and no other card', async (t) => {
  const { w, alice, bob } = await world(t);
  const carol = await w.issueCard('Carol');
  await w.topUp(alice, 30_000);
  const toBob = await w.transfer(alice, bob, 1_000);
  const toCarol = await w.transfer(alice, carol, 2_000);
  const back = await w.transfer(bob, alice, 500);

  assert.deepEqual(await w.transferIds(alice.number), [toBob.id, toCarol.id, back.id]);
  assert.deepEqual(await w.transferIds(bob.number), [toBob.id, back.id]);
  assert.deepEqual(await w.transferIds(carol.number), [toCarol.id]);

  const list = await w.ok(get(`/v2/transfers?cardNumberFltr=${carol.number}`), 200, v2.transferList);
  const [only] = list.transfers;
  assert.deepEqual(
    { source: only?.sourceCard.cardNumber, destination: only?.destinationCard.cardNumber, amount: only?.amount },
    { source: alice.numberMask, destination: carol.numberMask, amount: 2_000 },
  );
  // A well-formed card number (Luhn-valid) that the sandbox never issued.
  assert.deepEqual(await w.transferIds('4111111111111111'), [], 'an unknown card number has no transfers');
});

test('GET /transfers filters by periodStartFltr and periodEndFltr (whole UTC days)', async (t) => {
  const { w, alice, bob } = await world(t);
  await w.topUp(alice, 90_000);
  const day1 = await w.transfer(alice, bob, 1_000);
  await w.advance(DAY_SECONDS);
  const day2 = await w.transfer(bob, alice, 500);
  await w.advance(DAY_SECONDS);
  const day3 = await w.transfer(alice, bob, 2_000);
  assert.deepEqual([day1, day2, day3].map((m) => m.creationDate.slice(0, 10)), ['2026-03-10', '2026-03-11', '2026-03-12']);

  assert.deepEqual(await w.transferIds(alice.number), [day1.id, day2.id, day3.id]);
  assert.deepEqual(await w.transferIds(alice.number, { start: '2026-03-11' }), [day2.id, day3.id]);
  assert.deepEqual(await w.transferIds(alice.number, { end: '2026-03-11' }), [day1.id, day2.id]);
  assert.deepEqual(await w.transferIds(alice.number, { start: '2026-03-11', end: '2026-03-11' }), [day2.id]);
  assert.deepEqual(await w.transferIds(bob.number, { start: '2026-03-12', end: '2026-03-12' }), [day3.id]);
  assert.deepEqual(await w.transferIds(bob.number, { start: '2026-03-13' }), []);
  assert.deepEqual(await w.transferIds(bob.number, { end: '2026-03-09' }), []);
});

test('blocking a card sets status and blockingDate; GET /cards/{id} shows it', async (t) => {
  const { w, alice } = await world(t);
  await w.setClock('2026-03-10T12:30:00.000Z');
  const answer = await w.ok(patch(`/v2/cards/${alice.id}`, { status: 'blocked' }), 200, v2.card);
  assert.equal(answer.status, 'blocked');
  assert.ok(answer.blockingDate.startsWith('2026-03-10T12:30'), `blockingDate ${answer.blockingDate}`);
  assert.deepEqual(secretKeys(answer), []);
  const read = await w.getCard(alice.id);
  assert.equal(read.status, 'blocked');
  assert.equal(read.blockingDate, answer.blockingDate);
});

test('a transfer from or to a blocked card is declined with a reason and moves nothing', async (t) => {
  const { w, alice, bob } = await world(t);
  const carol = await w.issueCard('Carol');
  await w.topUp(alice, 50_000);
  await w.topUp(bob, 50_000);
  await w.ok(patch(`/v2/cards/${alice.id}`, { status: 'blocked' }), 200, v2.card);
  const journal = w.state.sandbox.ledger.entries().length;

  const fromBlocked = await w.transfer(alice, bob, 1_000);
  assert.equal(fromBlocked.status, 'declined');
  assert.match(fromBlocked.statusMessage, /\S/, 'a declined transfer says why');
  const toBlocked = await w.transfer(bob, alice, 1_000);
  assert.equal(toBlocked.status, 'declined');
  assert.match(toBlocked.statusMessage, /\S/);

  assert.deepEqual([await w.balance(alice), await w.balance(bob), await w.balance(carol)], [50_000, 50_000, 0]);
  assert.equal(w.state.sandbox.ledger.entries().length, journal, 'no posting was made');
  const listed = await w.ok(get(`/v2/transfers?cardNumberFltr=${alice.number}`), 200, v2.transferList);
  assert.deepEqual(listed.transfers.map((m) => m.status), ['declined', 'declined'], 'the outcome is observable in the list');
  assert.equal((await w.transfer(bob, carol, 1_000)).status, 'approved', 'cards that are not blocked still work');
});

// =============================================================================================
// Declines

test('a transfer above the balance is declined for insufficient funds and moves nothing', async (t) => {
  const { w, alice, bob } = await world(t);
  await w.topUp(alice, 50_000);
  const declined = await w.transfer(alice, bob, 50_001);
  assert.equal(declined.status, 'declined');
  assert.match(declined.statusMessage, /insufficient funds/i);
  assert.deepEqual([await w.balance(alice), await w.balance(bob)], [50_000, 0]);
  const exact = await w.transfer(alice, bob, 50_000);
  assert.equal(exact.status, 'approved', 'the whole balance may be sent');
  assert.deepEqual([await w.balance(alice), await w.balance(bob)], [0, 50_000]);
  assert.equal((await w.transfer(alice, bob, 1)).status, 'declined', 'an empty card sends nothing');
  assert.equal(w.state.sandbox.ledger.total(), 0);
});

test('PATCH spendingLimits sets the listed intervals and leaves the others untouched', async (t) => {
  const { w, alice } = await world(t);
  const limitsOf = (card: v2.Card) => Object.fromEntries(card.spendingLimits.map((l) => [l.interval, l.amount]));
  const daily = await w.ok(patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: 'daily', amount: 30_000 }] }), 200, v2.card);
  assert.deepEqual(limitsOf(daily), { daily: 30_000, monthly: 1_000_000 });
  assert.equal(daily.status, 'active', 'other fields are untouched');
  const both = await w.ok(
    patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: 'monthly', amount: 500_000 }, { interval: 'daily', amount: 40_000 }] }),
    200,
    v2.card,
  );
  assert.deepEqual(limitsOf(both), { daily: 40_000, monthly: 500_000 });
  assert.deepEqual(limitsOf(await w.getCard(alice.id)), { daily: 40_000, monthly: 500_000 });
});

test('a transfer over the daily limit is declined with a reason and moves nothing', async (t) => {
  const { w, alice, bob } = await world(t);
  await w.topUp(alice, 100_000);
  await w.ok(patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: 'daily', amount: 30_000 }] }), 200, v2.card);
  assert.equal((await w.transfer(alice, bob, 20_000)).status, 'approved');
  const over = await w.transfer(alice, bob, 15_000);
  assert.equal(over.status, 'declined');
  assert.match(over.statusMessage, /limit/i);
  assert.deepEqual([await w.balance(alice), await w.balance(bob)], [80_000, 20_000]);
  assert.equal((await w.transfer(alice, bob, 10_000)).status, 'approved', 'up to the limit exactly is allowed');
  assert.equal((await w.transfer(alice, bob, 1)).status, 'declined');
  assert.deepEqual([await w.balance(alice), await w.balance(bob)], [70_000, 30_000]);
});

test('the default daily limit of 1,000.00 EUR declines 1,000.01 EUR', async (t) => {
  const { w, alice, bob } = await world(t);
  await w.topUp(alice, 200_000);
  const over = await w.transfer(alice, bob, 100_001);
  assert.equal(over.status, 'declined');
  assert.match(over.statusMessage, /limit/i);
  assert.equal((await w.transfer(alice, bob, 100_000)).status, 'approved');
});

test('the daily limit frees up on the next day', async (t) => {
  const { w, alice, bob } = await world(t);
  await w.topUp(alice, 100_000);
  await w.ok(patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: 'daily', amount: 30_000 }] }), 200, v2.card);
  assert.equal((await w.transfer(alice, bob, 30_000)).status, 'approved');
  assert.equal((await w.transfer(alice, bob, 15_000)).status, 'declined');
  await w.advance(3_600);
  assert.equal((await w.transfer(alice, bob, 15_000)).status, 'declined', 'still the same day');
  await w.advance(DAY_SECONDS);
  assert.equal((await w.transfer(alice, bob, 15_000)).status, 'approved', 'a new day, a new allowance');
  assert.equal((await w.transfer(alice, bob, 15_001)).status, 'declined', 'the new day has its own limit');
  assert.deepEqual([await w.balance(alice), await w.balance(bob)], [55_000, 45_000]);
});

// =============================================================================================
// Headers

test('every answer has a unique request-id header and a JSON content type, errors included', async (t) => {
  const { w, alice } = await busyWorld(t);
  const requests: Req[] = [
    get(`/v2/cards/${alice.id}`), // 200
    get(`/v2/cards/${alice.id}`), // the same request again
    post('/v2/cardholders', cardholderBody('Carol')), // 201
    post('/v2/cardholders', {}), // 400
    raw('POST', '/v2/topups', '{"amount":'), // 400, parser
    { ...get(`/v2/cards/${alice.id}`), key: null }, // 401
    { ...get(`/v2/cards/${alice.id}`), key: 'wrong' }, // 401
    get('/v2/cards/no-such-card'), // 404
    patch(`/v2/cards/${alice.id}`, { status: 'active' }), // 409
    get('/v2/no-such-route'), // 404, router
    { ...get(`/v2/cards/${alice.id}`), headers: { 'request-id': 'chosen-by-client' } },
    { ...get(`/v2/cards/${alice.id}`), headers: { 'request-id': 'chosen-by-client' } },
  ];
  const ids: string[] = [];
  const statuses: number[] = [];
  for (const req of requests) {
    const res = await w.send(req);
    ids.push(expectJsonHeaders(res));
    statuses.push(res.statusCode);
    if (res.statusCode >= 400) expectError(res, res.statusCode);
  }
  assert.deepEqual(statuses, [200, 200, 201, 400, 400, 401, 401, 404, 409, 404, 200, 200]);
  assert.equal(new Set(ids).size, ids.length, `request ids repeat: ${ids.join(', ')}`);
  assert.ok(!ids.includes('chosen-by-client'), 'the request id is the service\'s, not the client\'s');
});

// =============================================================================================
// Authentication

function allEightRoutes(w: World, alice: Issued, bob: Issued, holderId: string): Array<[v2.V2Operation, Req]> {
  return [
    ['createCardholder', post('/v2/cardholders', cardholderBody('Mallory'))],
    ['getCardholder', get(`/v2/cardholders/${holderId}`)],
    ['createCard', post('/v2/cards', { productName: w.state.account.v2.productName, cardholder: holderId })],
    ['getCard', get(`/v2/cards/${alice.id}`)],
    ['updateCard', patch(`/v2/cards/${alice.id}`, { status: 'blocked' })],
    ['createTopup', post('/v2/topups', topupBody(alice, 7_000))],
    ['createTransfer', post('/v2/transfers', transferBody(alice, bob, 3_000))],
    ['listTransfers', get(`/v2/transfers?cardNumberFltr=${alice.number}`)],
  ];
}

test('a missing X-API-KEY is a 401 on all 8 routes and changes nothing', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  const routes = allEightRoutes(w, alice, bob, alice.cardholderId);
  for (const [, req] of routes) {
    const body = await w.rejected({ ...req, key: null }, 401);
    assert.match(body.error.message, /X-API-KEY/i);
  }
  // The same requests with the key succeed, so the refusals above were about the key alone.
  for (const [operation, req] of routes) expectOk(await w.send(req), v2.v2Endpoints[operation].success, v2.v2Endpoints[operation].response);
});

test('a wrong X-API-KEY is a 401 on all 8 routes and changes nothing', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  const key = w.apiKey;
  const wrongKeys = ['wrong', '', `${key}x`, key.slice(0, -1), `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`, key.toUpperCase(), ` ${key}`];
  const routes = allEightRoutes(w, alice, bob, alice.cardholderId);
  for (const wrong of wrongKeys) {
    assert.notEqual(wrong, key);
    for (const [, req] of routes) await w.rejected({ ...req, key: wrong }, 401);
  }
  for (const [operation, req] of routes) expectOk(await w.send(req), v2.v2Endpoints[operation].success, v2.v2Endpoints[operation].response);
});

// =============================================================================================
// Bad input: never a 5xx, always the field, never a change

/** Valid requests of the five routes with a body, on the cards of `busyWorld`. */
function bodyRoutes(w: World, alice: Issued, bob: Issued): Req[] {
  return [
    post('/v2/cardholders', cardholderBody('Carol')),
    post('/v2/cards', { productName: w.state.account.v2.productName, cardholder: alice.cardholderId }),
    patch(`/v2/cards/${alice.id}`, { status: 'blocked' }),
    post('/v2/topups', topupBody(alice)),
    post('/v2/transfers', transferBody(alice, bob)),
  ];
}

test('malformed JSON is a 400 naming the body, on every route with a body', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  const broken = ['{"amount":', '{amount: 1}', "{'a':1}", '{"a":1,}', '{"a":1}}', 'NaN', '{"amount": NaN}', 'undefined', '\u0000'];
  for (const req of bodyRoutes(w, alice, bob)) {
    for (const text of broken) await w.rejected(raw(req.method, req.url, text), 400, ['(body)']);
  }
});

test('a JSON body that is not an object is a 400 naming the body', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  for (const req of bodyRoutes(w, alice, bob)) {
    for (const json of [[], [req.json], null, 'text', '', 42, 0, true]) await w.rejected({ ...req, json }, 400, ['(body)']);
  }
});

test('a body that is not JSON (wrong content type) is refused without a 5xx and names the content type', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  for (const req of bodyRoutes(w, alice, bob)) {
    const json = JSON.stringify(req.json);
    // text/plain is parsed as a string by the framework, then refused as not a JSON object.
    await w.rejected(raw(req.method, req.url, json, 'text/plain'), 400, ['(body)']);
    await w.rejected(raw(req.method, req.url, '<card/>', 'application/xml'), 415, ['content-type']);
    await w.rejected(raw(req.method, req.url, 'amount=100&currency=EUR', 'application/x-www-form-urlencoded'), 415, ['content-type']);
  }
});

test('an empty body is a 400 naming the body', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  for (const req of bodyRoutes(w, alice, bob)) {
    await w.rejected(raw(req.method, req.url, ''), 400, ['(body)']);
    await w.rejected({ method: req.method, url: req.url }, 400, ['(body)']);
  }
});

test('POST /cardholders without one of its required fields is a 400 naming exactly that field', async (t) => {
  const { w } = await busyWorld(t);
  const required = ['billingAddress.country', 'billingAddress.postalCode', 'firstName', 'lastName', 'phoneNumber'];
  for (const field of required) {
    const body = await w.rejected(post('/v2/cardholders', edit(cardholderBody(), field, undefined)), 400, [field]);
    assert.equal(body.error.details?.[0]?.rule, 'required', field);
  }
  await w.rejected(post('/v2/cardholders', edit(cardholderBody(), 'billingAddress', undefined)), 400, ['billingAddress']);
  // The optional fields really are optional.
  const minimal = { firstName: 'Min', lastName: 'Imal', phoneNumber: '4915112345', billingAddress: { country: 'FR', postalCode: '75001' } };
  await w.ok(post('/v2/cardholders', minimal), 201, v2.cardholder);
});

test('a wrong type for any field of POST /cardholders is a 400 naming exactly that field', async (t) => {
  const { w } = await busyWorld(t);
  const wrong: Array<[string, unknown]> = [
    ['firstName', 42],
    ['lastName', true],
    ['phoneNumber', 491_511_234_567],
    ['email', 7],
    ['dateOfBirth', 19_900_131],
    ['billingAddress', 'Hauptstr. 1, Berlin'],
    ['billingAddress', ['DE']],
    ['billingAddress.line1', 1],
    ['billingAddress.line2', {}],
    ['billingAddress.city', []],
    ['billingAddress.state', false],
    ['billingAddress.postalCode', 10_115],
    ['billingAddress.country', 49],
    ['verification', 'passport'],
    ['verification.idType', 1],
    ['verification.documentId', ['C01X00T47']],
  ];
  const fields = [...new Set(wrong.map(([field]) => field))];
  for (const [field, value] of [...wrong, ...fields.map((f): [string, unknown] => [f, null])]) {
    await w.rejected(post('/v2/cardholders', edit(cardholderBody(), field, value)), 400, [field]);
  }
});

test('a value of the right type but the wrong format in POST /cardholders is a 400 naming the field', async (t) => {
  const { w } = await busyWorld(t);
  const wrong: Array<[string, unknown]> = [
    ['firstName', ''],
    ['firstName', '   '],
    ['phoneNumber', 'call me'],
    ['phoneNumber', '+49 151'],
    ['email', 'not-an-address'],
    ['dateOfBirth', '31.01.1990'],
    ['dateOfBirth', '1990-13-01'],
    ['billingAddress.country', 'Germany'],
    ['billingAddress.country', 'de'],
    ['billingAddress.postalCode', ''],
  ];
  for (const [field, value] of wrong) await w.rejected(post('/v2/cardholders', edit(cardholderBody(), field, value)), 400, [field]);
});

test('a wrong type for a field of POST /cards is a 400 naming exactly that field', async (t) => {
  const { w, alice } = await busyWorld(t);
  const valid = { productName: w.state.account.v2.productName, cardholder: alice.cardholderId };
  for (const field of ['productName', 'cardholder']) {
    for (const value of [1, null, true, {}, [], '']) await w.rejected(post('/v2/cards', edit(valid, field, value)), 400, [field]);
    await w.rejected(post('/v2/cards', edit(valid, field, undefined)), 400, [field]);
  }
});

test('a product other than the sandbox product is a 400 naming productName', async (t) => {
  const { w, alice } = await busyWorld(t);
  for (const productName of ['GOLD CARD', `${w.state.account.v2.productName}X`, w.state.account.v2.productName.toLowerCase()]) {
    await w.rejected(post('/v2/cards', { productName, cardholder: alice.cardholderId }), 400, ['productName']);
  }
});

test('a wrong type for a parameter of PATCH /cards/{id} is a 400 naming exactly that field', async (t) => {
  const { w, alice } = await busyWorld(t);
  const wrong: Array<[Record<string, unknown>, string]> = [
    [{ status: 1 }, 'status'],
    [{ status: null }, 'status'],
    [{ status: 'frozen' }, 'status'],
    [{ status: 'BLOCKED' }, 'status'],
    [{ spendingLimits: 'daily' }, 'spendingLimits'],
    [{ spendingLimits: null }, 'spendingLimits'],
    [{ spendingLimits: { interval: 'daily', amount: 1_000 } }, 'spendingLimits'],
    [{ spendingLimits: [] }, 'spendingLimits'],
    [{ spendingLimits: [1] }, 'spendingLimits.0'],
    [{ spendingLimits: [{ interval: 'daily', amount: '1000' }] }, 'spendingLimits.0.amount'],
    [{ spendingLimits: [{ interval: 'daily', amount: 0 }] }, 'spendingLimits.0.amount'],
    [{ spendingLimits: [{ interval: 'daily', amount: 10.5 }] }, 'spendingLimits.0.amount'],
    [{ spendingLimits: [{ interval: 'daily' }] }, 'spendingLimits.0.amount'],
    [{ spendingLimits: [{ interval: 'yearly', amount: 1_000 }] }, 'spendingLimits.0.interval'],
    [{ spendingLimits: [{ interval: 1, amount: 1_000 }] }, 'spendingLimits.0.interval'],
    [{ spendingLimits: [{ interval: 'daily', amount: 1_000 }, { interval: 'daily', amount: 2_000 }] }, 'spendingLimits'],
    [{ pin: 1234 }, 'pin'],
    [{ pin: '12a4' }, 'pin'],
    [{ pin: '12345' }, 'pin'],
    [{ reissueCard: 'yes' }, 'reissueCard'],
    [{ reissueCard: false }, 'reissueCard'],
  ];
  for (const [json, field] of wrong) await w.rejected(patch(`/v2/cards/${alice.id}`, json), 400, [field]);
  const unknownField = await w.rejected(patch(`/v2/cards/${alice.id}`, { color: 'red' }), 400);
  assert.ok(unknownField.error.details?.some((d) => d.field === 'color'), 'an unknown parameter is named');
});

test('a wrong type for any field of POST /topups and POST /transfers is a 400 naming exactly that field', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['/v2/topups', topupBody(alice), ['amount', 'currency', 'destinationCard', 'destinationCard.cardNumber']],
    ['/v2/transfers', transferBody(alice, bob), ['amount', 'currency', 'destinationCard', 'destinationCard.cardNumber', 'sourceCard', 'sourceCard.cardNumber', 'sourceCard.expiryDate']],
  ];
  const wrongValues: Record<string, unknown[]> = {
    amount: ['100', null, true, [], {}],
    currency: [978, null, ['EUR'], {}],
    destinationCard: [alice.number, null, [], 5],
    'destinationCard.cardNumber': [Number(bob.number), null, {}, 'not-a-card', ''],
    sourceCard: [alice.number, null, [], 5],
    'sourceCard.cardNumber': [Number(alice.number), null, {}, 'not-a-card', ''],
    'sourceCard.expiryDate': [Number(alice.expiryDate), null, '2029-03', '202913', ''],
  };
  for (const [url, valid, fields] of cases) {
    for (const field of fields) {
      for (const value of [...(wrongValues[field] ?? []), undefined]) await w.rejected(post(url, edit(valid, field, value)), 400, [field]);
    }
  }
});

test('bad GET /transfers query parameters are a 400 naming the parameter', async (t) => {
  const { w, alice } = await busyWorld(t);
  const pan = alice.number;
  const cases: Array<[string, string]> = [
    ['', 'cardNumberFltr'],
    ['periodStartFltr=2026-03-10', 'cardNumberFltr'],
    ['cardNumberFltr=', 'cardNumberFltr'],
    ['cardNumberFltr=abc', 'cardNumberFltr'],
    [`cardNumberFltr=${pan}&cardNumberFltr=${pan}`, 'cardNumberFltr'],
    [`cardNumberFltr=${pan}&periodStartFltr=2026-3-1`, 'periodStartFltr'],
    [`cardNumberFltr=${pan}&periodStartFltr=10.03.2026`, 'periodStartFltr'],
    [`cardNumberFltr=${pan}&periodEndFltr=tomorrow`, 'periodEndFltr'],
    [`cardNumberFltr=${pan}&periodEndFltr=2026-02-30T00:00:00Z`, 'periodEndFltr'],
    [`cardNumberFltr=${pan}&periodStartFltr=2026-03-12&periodEndFltr=2026-03-11`, 'periodEndFltr'],
  ];
  for (const [query, field] of cases) await w.rejected(get(`/v2/transfers?${query}`), 400, [field]);
});

test('unknown ids are a 404 for cardholders and cards, on GET and PATCH', async (t) => {
  const { w, alice } = await busyWorld(t);
  const missing = ['00000000-0000-0000-0000-000000000000', 'no-such-id', encodeURIComponent('../cards'), '%00'];
  for (const id of missing) {
    await w.rejected(get(`/v2/cardholders/${id}`), 404);
    await w.rejected(get(`/v2/cards/${id}`), 404);
    await w.rejected(patch(`/v2/cards/${id}`, { status: 'blocked' }), 404);
    await w.rejected(patch(`/v2/cards/${id}`, { spendingLimits: [{ interval: 'daily', amount: 1_000 }] }), 404);
  }
  // Ids of one kind are not ids of the other.
  await w.rejected(get(`/v2/cards/${alice.cardholderId}`), 404);
  await w.rejected(get(`/v2/cardholders/${alice.id}`), 404);
  await w.rejected(post('/v2/cards', { productName: w.state.account.v2.productName, cardholder: 'no-such-cardholder' }), 404);
  await w.rejected(post('/v2/cards', { productName: w.state.account.v2.productName, cardholder: alice.id }), 404);
});

test('amounts that are not positive integers of minor units are a 400 naming amount', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  const literals = [
    '1.5', '-100', '0', '-0', '0.0001', '1e15', '1000000000000', `1${'0'.repeat(300)}`, '1e300', '1e400', `9${'9'.repeat(LONG)}`,
    '"100"', '"NaN"', '"Infinity"', '"-Infinity"', '"1e3"', '"0x10"', '""', 'null', 'true', '[]', '{}', '[100]',
  ];
  const bodies = [
    (amount: string) => `{"amount":${amount},"currency":"EUR","destinationCard":{"cardNumber":"${alice.number}"}}`,
    (amount: string) =>
      `{"amount":${amount},"currency":"EUR","sourceCard":{"cardNumber":"${alice.number}","expiryDate":"${alice.expiryDate}"},"destinationCard":{"cardNumber":"${bob.number}"}}`,
  ];
  for (const [i, url] of ['/v2/topups', '/v2/transfers'].entries()) {
    const body = bodies[i] as (amount: string) => string;
    assert.equal((await w.send(raw('POST', url, body('100')))).statusCode, 201, 'the template is valid');
    for (const amount of literals) await w.rejected(raw('POST', url, body(amount)), 400, ['amount']);
  }
});

test('a currency other than EUR is a 400 naming currency', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  for (const currency of ['USD', 'eur', 'EUR ', '978', '', 'EURO']) {
    await w.rejected(post('/v2/topups', { ...topupBody(alice), currency }), 400, ['currency']);
    await w.rejected(post('/v2/transfers', { ...transferBody(alice, bob), currency }), 400, ['currency']);
  }
});

test('PATCH /cards/{id} with no parameter or with two parameters is a 400', async (t) => {
  const { w, alice } = await busyWorld(t);
  await w.rejected(patch(`/v2/cards/${alice.id}`, {}), 400, ['(body)']);
  const two = [
    { status: 'blocked', pin: '1234' },
    { status: 'blocked', spendingLimits: [{ interval: 'daily', amount: 1_000 }] },
    { spendingLimits: [{ interval: 'daily', amount: 1_000 }], reissueCard: true },
    { status: 'blocked', pin: '1234', reissueCard: true },
  ];
  for (const json of two) await w.rejected(patch(`/v2/cards/${alice.id}`, json), 400, ['(body)']);
  assert.equal((await w.getCard(alice.id)).status, 'active');
});

test('PATCH /cards/{id} to the status the card already has is a 409', async (t) => {
  const { w, alice } = await busyWorld(t);
  await w.rejected(patch(`/v2/cards/${alice.id}`, { status: 'active' }), 409);
  await w.ok(patch(`/v2/cards/${alice.id}`, { status: 'blocked' }), 200, v2.card);
  const blockedAt = (await w.getCard(alice.id)).blockingDate;
  await w.advance(60);
  await w.rejected(patch(`/v2/cards/${alice.id}`, { status: 'blocked' }), 409);
  assert.equal((await w.getCard(alice.id)).blockingDate, blockedAt, 'the blocking date stays the first one');
});

test('strings of 100k characters are a 400 naming the field, never a 5xx', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  const letters = 'x'.repeat(LONG);
  const digits = '1'.repeat(LONG);
  const holder: Array<[string, string]> = [
    ['firstName', letters],
    ['lastName', letters],
    ['phoneNumber', digits],
    ['email', `${letters}@example.com`],
    ['dateOfBirth', digits],
    ['billingAddress.line1', letters],
    ['billingAddress.city', letters],
    ['billingAddress.postalCode', digits],
    ['billingAddress.country', letters],
    ['verification.documentId', letters],
  ];
  for (const [field, value] of holder) await w.rejected(post('/v2/cardholders', edit(cardholderBody(), field, value)), 400, [field]);
  const card = { productName: w.state.account.v2.productName, cardholder: alice.cardholderId };
  await w.rejected(post('/v2/cards', { ...card, productName: letters }), 400, ['productName']);
  await w.rejected(post('/v2/cards', { ...card, cardholder: letters }), 400, ['cardholder']);
  await w.rejected(patch(`/v2/cards/${alice.id}`, { status: letters }), 400, ['status']);
  await w.rejected(patch(`/v2/cards/${alice.id}`, { pin: digits }), 400, ['pin']);
  await w.rejected(patch(`/v2/cards/${alice.id}`, { spendingLimits: [{ interval: letters, amount: 1_000 }] }), 400, ['spendingLimits.0.interval']);
  await w.rejected(post('/v2/topups', { ...topupBody(alice), currency: letters }), 400, ['currency']);
  await w.rejected(post('/v2/topups', edit(topupBody(alice), 'destinationCard.cardNumber', digits)), 400, ['destinationCard.cardNumber']);
  await w.rejected(post('/v2/transfers', edit(transferBody(alice, bob), 'sourceCard.expiryDate', digits)), 400, ['sourceCard.expiryDate']);
  await w.rejected(get(`/v2/transfers?cardNumberFltr=${digits}`), 400, ['cardNumberFltr']);
  await w.rejected(get(`/v2/transfers?cardNumberFltr=${alice.number}&periodStartFltr=${digits}`), 400, ['periodStartFltr']);
});

test('an over-long id in the path is a JSON error with a request id, never a 5xx', async (t) => {
  const { w } = await busyWorld(t);
  for (const id of ['x'.repeat(101), 'x'.repeat(LONG)]) {
    await w.rejected(get(`/v2/cards/${id}`), [400, 404, 414]);
    await w.rejected(get(`/v2/cardholders/${id}`), [400, 404, 414]);
    await w.rejected(patch(`/v2/cards/${id}`, { status: 'blocked' }), [400, 404, 414]);
  }
});

test('deeply nested JSON (5,000 levels) is a 4xx, never a 5xx: the body is refused before it is parsed, wherever the nesting is', async (t) => {
  const { w, alice, bob } = await busyWorld(t);
  for (const req of bodyRoutes(w, alice, bob)) {
    await w.rejected(raw(req.method, req.url, nestedObject(5_000)), [400, 413]);
    await w.rejected(raw(req.method, req.url, nestedArray(5_000)), [400, 413], ['(body)']);
    await w.rejected(raw(req.method, req.url, nestedArray(200_000)), [400, 413]);
  }
  // Nested deeper than 32 levels anywhere, the body is refused whole (common/json-depth.ts): no field is read.
  const holder = JSON.stringify(cardholderBody()).replace('"firstName":"Alice"', `"firstName":${nestedArray(5_000)}`);
  await w.rejected(raw('POST', '/v2/cardholders', holder), 400, ['(body)']);
  const line1 = JSON.stringify(cardholderBody()).replace('"line1":"Hauptstr. 1"', `"line1":${nestedObject(5_000)}`);
  await w.rejected(raw('POST', '/v2/cardholders', line1), 400, ['(body)']);
  await w.rejected(raw('PATCH', `/v2/cards/${alice.id}`, `{"spendingLimits":[${nestedArray(5_000)}]}`), 400, ['(body)']);
  const amount = JSON.stringify(topupBody(alice)).replace('"amount":10000', `"amount":${nestedObject(5_000)}`);
  await w.rejected(raw('POST', '/v2/topups', amount), 400, ['(body)']);
});

test('a body over the size limit is a 413', async (t) => {
  const { w } = await busyWorld(t);
  const huge = JSON.stringify(edit(cardholderBody(), 'firstName', 'x'.repeat(2 * 1024 * 1024)));
  await w.rejected(raw('POST', '/v2/cardholders', huge), 413);
});

test('an unknown route is a 404 JSON error', async (t) => {
  const { w, alice } = await busyWorld(t);
  await w.rejected(get('/v2/no-such-route'), 404);
  await w.rejected(get('/no-such-route'), 404);
  await w.rejected(get('/v3/cards'), 404);
  await w.rejected(post('/v2/cards/activate', {}), 404);
  await w.rejected(get('/v2/cards'), 404);
  await w.rejected({ method: 'DELETE', url: `/v2/cards/${alice.id}` }, [404, 405]);
  await w.rejected({ method: 'PUT', url: `/v2/cards/${alice.id}`, json: { status: 'blocked' } }, [404, 405]);
});
