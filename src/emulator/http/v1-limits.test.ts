/**
 * Card Management v1 limits over HTTP (`app.inject`): every answer parsed with its contract, bad
 * input a 400 with responseCode 30 naming the field (never a 5xx), business refusals a 200 with
 * only the responseCode, and no refused or rejected request changes the sandbox.
 */
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { errorBody } from '../../contracts/errors.js';
import { type V1Operation, v1Operations } from '../../contracts/v1/index.js';
import { CYCLE_TYPE_CODES, LIMIT_NAMES as WIRE_LIMIT_NAMES } from '../../contracts/v1/limits.js';
import * as cycles from '../domain/cycles.js';
import { LIMIT_NAMES } from '../domain/limits.js';
import * as v2 from '../../contracts/v2.js';
import { buildEmulator } from './server.js';

const START = '2026-03-10T10:00:00.000Z';
type Success<Op extends V1Operation> = Extract<z.output<(typeof v1Operations)[Op]['response']>, { responseCode: '00' }>;
const show = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 400)}`;

function start(t: TestContext) {
  const { app, state } = buildEmulator({ sandbox: { seed: 7 } });
  t.after(() => app.close());
  state.clock.set(new Date(START));
  let customers = 0;

  const send = (operation: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `/v1/apigate/ws/rest/${operation}`, headers: { authorization: `Basic ${state.account.v1.token}`, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  /** What no refused or rejected request may change: every limit, exception and consumption, and the history. */
  const snapshot = () => {
    const sb = state.sandbox;
    return JSON.stringify({ cards: sb.cards.all().map((c) => c.limits), accounts: sb.cards.all().map((c) => sb.accounts.get(c.accountNumber)?.limits), history: sb.history.all().length });
  };

  const kit = {
    state,
    async ok<Op extends V1Operation>(operation: Op, body: unknown): Promise<Success<Op>> {
      const res = await send(operation, body);
      assert.equal(res.statusCode, 200, show(res));
      const parsed = v1Operations[operation].response.parse(res.json()) as { responseCode: string };
      assert.equal(parsed.responseCode, '00', `${operation}: ${show(res)}`);
      return parsed as Success<Op>;
    },
    async refused(operation: V1Operation, body: unknown, code: string): Promise<void> {
      const before = snapshot();
      const res = await send(operation, body);
      assert.equal(res.statusCode, 200, show(res));
      assert.deepEqual(v1Operations[operation].response.parse(res.json()), { responseCode: code }, show(res));
      assert.equal(snapshot(), before, `${operation} refused with ${code} changed the sandbox`);
    },
    async rejected(operation: V1Operation, body: unknown, field: string, rule?: string): Promise<void> {
      const before = snapshot();
      const res = await send(operation, body);
      assert.equal(res.statusCode, 400, show(res));
      const json = res.json<{ responseCode?: unknown }>();
      assert.equal(json.responseCode, '30', show(res));
      const details = errorBody.parse(json).error.details ?? [];
      const named = details.filter((d) => d.field === field);
      assert.ok(named.length > 0, `expected ${field} to be named: ${show(res)}`);
      if (rule) assert.ok(named.some((d) => d.rule === rule), `expected rule ${rule} on ${field}: ${show(res)}`);
      assert.equal(snapshot(), before, `${operation} rejected changed the sandbox`);
    },
    async card(name: string) {
      const v1 = state.account.v1;
      const parameters = Object.entries({
        institutionId: v1.institutionId, customer_number: `${name}-${++customers}`, product_id: v1.productId, start_date: '2020-01-01',
        service_id_acc: v1.serviceIdAcc, surname: 'Tester', firstName: name, mobile_phone: '491511234567', postal_code: '10115', country_code: '276',
      }).map(([n, value]) => ({ name: n, value }));
      const { accountNumber } = await kit.ok('registerCustomer', { productName: v1.customerTemplate, parameters });
      const issued = await kit.ok('createVirtualCard', {
        cardIdentification: { cardNumber: v1.placeholderCardNumber },
        virtualCardIdentification: { expDate: '202912', productType: v1.cardProductType },
        amount: 0, currency: 978, accountNumber,
      });
      const number = issued.virtualCardIdentification.cardNumber!;
      return { number, expiry: issued.virtualCardIdentification.expDate, accountNumber, id: { cardNumber: number } };
    },
    async limits(card: { id: object }) {
      return (await kit.ok('getCardLimits', { cardIdentification: card.id })).limits;
    },
    async limit(card: { id: object }, name: string) {
      const found = (await kit.limits(card)).find((l) => l.name === name);
      assert.ok(found, `limit ${name}`);
      return found;
    },
    /** Card-to-card through v2: the transfer limits LMTP0107/0109 are the v2 spending limits. */
    async transfer(from: { number: string; expiry: string }, to: { number: string }, amount: number): Promise<string> {
      const res = await app.inject({ method: 'POST', url: '/v2/transfers', headers: { 'x-api-key': state.account.v2.apiKey }, payload: { amount, currency: 'EUR', sourceCard: { cardNumber: from.number, expiryDate: from.expiry }, destinationCard: { cardNumber: to.number } } });
      return v2.transfer.parse(res.json()).status;
    },
    async topUp(card: { number: string }, amount: number) {
      const res = await app.inject({ method: 'POST', url: '/v2/topups', headers: { 'x-api-key': state.account.v2.apiKey }, payload: { amount, currency: 'EUR', destinationCard: { cardNumber: card.number } } });
      assert.equal(v2.topup.parse(res.json()).status, 'approved');
    },
    async p2p(from: { id: object }, to: { id: object }, amount: number) {
      const res = await send('p2pTransfer', { sourceCardIdentification: from.id, destinationCardIdentification: to.id, amount, currency: 978 });
      assert.equal(res.statusCode, 200, show(res));
      return (v1Operations.p2pTransfer.response.parse(res.json()) as { responseCode: string }).responseCode;
    },
    /** Another card on an existing account. */
    async secondCard(accountNumber: string) {
      const v1 = state.account.v1;
      const issued = await kit.ok('createVirtualCard', {
        cardIdentification: { cardNumber: v1.placeholderCardNumber },
        virtualCardIdentification: { expDate: '202912', productType: v1.cardProductType },
        amount: 0, currency: 978, accountNumber,
      });
      const number = issued.virtualCardIdentification.cardNumber!;
      return { number, expiry: issued.virtualCardIdentification.expDate, accountNumber, id: { cardNumber: number } };
    },
    limitChanges: () => state.sandbox.history.all().filter((r) => r.kind === 'changeLimit').length,
    at: (iso: string) => state.clock.set(new Date(iso)),
  };
  return kit;
}

test('a new card lists the six product limits, by name, nothing consumed and no exceptions', async (t) => {
  const kit = start(t);
  const alice = await kit.card('Alice');
  assert.deepEqual(await kit.limits(alice), [
    { name: 'LMTP0107', value: 100_000, cycleType: 0, cycleLength: 1, currency: 978, currentValue: 0, limitExceptions: [] },
    { name: 'LMTP0108', value: 1_000_000, cycleType: 4, cycleLength: 1, currency: 978, currentValue: 0, limitExceptions: [] },
    { name: 'LMTP0109', value: 1_000_000, cycleType: 4, cycleLength: 1, currency: 978, currentValue: 0, limitExceptions: [] },
    { name: 'LMTP0110', value: 100_000, cycleType: 0, cycleLength: 1, currency: 978, currentValue: 0, limitExceptions: [] },
    { name: 'LMTP0111', value: 1_000_000, cycleType: 4, cycleLength: 1, currency: 978, currentValue: 0, limitExceptions: [] },
    { name: 'LMTP0112', value: 100_000, cycleType: 0, cycleLength: 1, currency: 978, currentValue: 0, limitExceptions: [] },
  ]);
  await kit.refused('getCardLimits', { cardIdentification: { cardNumber: '5298110000000018' } }, '14');
  await kit.rejected('getCardLimits', {}, 'cardIdentification', 'required');
});

test('changeCardLimit sets value, cycle type and length, keeps the rest, and writes a 578 record', async (t) => {
  const kit = start(t);
  const alice = await kit.card('Alice');
  const answer = await kit.ok('changeCardLimit', { cardIdentification: alice.id, limit: { name: 'LMTP0110', value: 25_000, cycleType: 12, cycleLength: 3 } });
  assert.equal(answer.localTransactionDate?.slice(0, 16), START.slice(0, 16));
  assert.deepEqual(await kit.limit(alice, 'LMTP0110'), { name: 'LMTP0110', value: 25_000, cycleType: 12, cycleLength: 3, currency: 978, currentValue: 0, limitExceptions: [] });
  await kit.ok('changeCardLimit', { cardIdentification: { cardNumber: Number(alice.number) }, limit: { name: 'LMTP0110', value: 0, currency: 978, currentValue: 123 } });
  assert.deepEqual(await kit.limit(alice, 'LMTP0110'), { name: 'LMTP0110', value: 0, cycleType: 12, cycleLength: 3, currency: 978, currentValue: 0, limitExceptions: [] }, 'currentValue is not settable');
  assert.equal(kit.limitChanges(), 2);
  // A blocked card's limits can still be set.
  await kit.ok('blockCard', { cardIdentification: alice.id });
  await kit.ok('changeCardLimit', { cardIdentification: alice.id, limit: { name: 'LMTP0112', cycleType: 8 } });
  assert.equal((await kit.limit(alice, 'LMTP0112')).cycleType, 8);
});

test('bad changes are 400s naming the field, and change nothing', async (t) => {
  const kit = start(t);
  const alice = await kit.card('Alice');
  const change = (limit: unknown) => ({ cardIdentification: alice.id, limit });
  const cases: [unknown, string, string?][] = [
    [change({ name: 'LMTP9999', value: 1 }), 'limit.name', 'enum'],
    [change({ value: 1 }), 'limit.name', 'required'],
    [change({ name: 'LMTP0107', cycleType: 9 }), 'limit.cycleType', 'enum'],
    [change({ name: 'LMTP0107', cycleType: '0' }), 'limit.cycleType', 'enum'],
    [change({ name: 'LMTP0107', cycleLength: 0 }), 'limit.cycleLength', 'min'],
    [change({ name: 'LMTP0107', cycleLength: 1.5 }), 'limit.cycleLength', 'integer'],
    [change({ name: 'LMTP0107', cycleLength: 1000 }), 'limit.cycleLength', 'max'],
    [change({ name: 'LMTP0107', value: 10.5 }), 'limit.value', 'integer'],
    [change({ name: 'LMTP0107', value: -1 }), 'limit.value', 'min'],
    [change({ name: 'LMTP0107', value: '100' }), 'limit.value', 'type'],
    [change({ name: 'LMTP0107', value: 1e13 }), 'limit.value', 'max'],
    [change({ name: 'LMTP0107', value: 1, currency: 840 }), 'limit.currency'],
    [change({ name: 'LMTP0107' }), 'limit.value', 'required'],
    [change({ name: 'LMTP0107', value: 1, startDate: '2026-03-10' }), 'limit.endDate', 'required'],
    [change({ name: 'LMTP0107', value: 1, endDate: '2026-03-10' }), 'limit.startDate', 'required'],
    [change({ name: 'LMTP0107', startDate: '2026-03-10', endDate: '2026-03-11' }), 'limit.value', 'required'],
    [change({ name: 'LMTP0107', value: 1, startDate: '2026-03-11', endDate: '2026-03-10' }), 'limit.endDate', 'period'],
    [change({ name: 'LMTP0107', value: 1, startDate: '2026-02-30', endDate: '2026-03-10' }), 'limit.startDate', 'format'],
    [change({ name: 'LMTP0107', value: 1, startDate: '10/03/2026', endDate: '2026-03-10' }), 'limit.startDate', 'format'],
    [change('LMTP0107'), 'limit', 'type'],
    [{ limit: { name: 'LMTP0107', value: 1 } }, 'cardIdentification', 'required'],
    [[], '(body)', 'type'],
  ];
  for (const [body, field, rule] of cases) await kit.rejected('changeCardLimit', body, field, rule);
  await kit.refused('changeCardLimit', { cardIdentification: { cardNumber: '5298110000000018' }, limit: { name: 'LMTP0107', value: 1 } }, '14');
  assert.equal(kit.limitChanges(), 0);
});

test('a period makes an exception: listed, replaced for the same period, refused when overlapping, deleted by its period', async (t) => {
  const kit = start(t);
  const alice = await kit.card('Alice');
  const exception = (startDate: string, endDate: string, value: number, more: object = {}) => ({ cardIdentification: alice.id, limit: { name: 'LMTP0107', startDate, endDate, value, ...more } });
  await kit.ok('changeCardLimit', exception('2026-03-12', '2026-03-20', 500_000));
  await kit.ok('changeCardLimit', exception('2026-03-21T00:00:00Z', '2026-03-21T12:00', 1, { cycleType: 11, cycleLength: 2 }));
  await kit.ok('changeCardLimit', exception('2026-03-12', '2026-03-20', 400_000));
  await kit.refused('changeCardLimit', exception('2026-03-20', '2026-03-25', 9), '05');
  const listed = await kit.limit(alice, 'LMTP0107');
  assert.deepEqual(listed.limitExceptions, [
    { limitName: 'LMTP0107', startDate: '2026-03-12', endDate: '2026-03-20', value: 400_000, cycleType: 0, cycleLength: 1 },
    { limitName: 'LMTP0107', startDate: '2026-03-21T00:00:00Z', endDate: '2026-03-21T12:00', value: 1, cycleType: 11, cycleLength: 2 },
  ]);
  assert.equal(listed.value, 100_000, 'the limit itself is unchanged');

  const del = (limitName: string, startDate: string, endDate: string) => ({ cardIdentification: alice.id, limitException: { limitName, startDate, endDate } });
  await kit.refused('deleteCardLimitException', del('LMTP0107', '2026-03-12', '2026-03-19'), '05');
  await kit.refused('deleteCardLimitException', del('LMTP0109', '2026-03-12', '2026-03-20'), '05');
  await kit.refused('deleteCardLimitException', { ...del('LMTP0107', '2026-03-12', '2026-03-20'), cardIdentification: { cardNumber: '5298110000000018' } }, '14');
  await kit.rejected('deleteCardLimitException', del('LMTP0100', '2026-03-12', '2026-03-20'), 'limitException.limitName', 'enum');
  await kit.rejected('deleteCardLimitException', { cardIdentification: alice.id, limitException: { limitName: 'LMTP0107', startDate: '2026-03-12' } }, 'limitException.endDate', 'required');
  await kit.rejected('deleteCardLimitException', del('LMTP0107', '2026-03-12', '2026-03-11'), 'limitException.endDate', 'period');
  await kit.ok('deleteCardLimitException', del('LMTP0107', '2026-03-12T00:00:00Z', '2026-03-20'));
  assert.equal((await kit.limit(alice, 'LMTP0107')).limitExceptions.length, 1);
  assert.equal(kit.limitChanges(), 4);
});

test('consumption shows as currentValue and frees when the cycle rolls over; an exception lets more through for its period', async (t) => {
  const kit = start(t);
  const [alice, bob] = [await kit.card('Alice'), await kit.card('Bob')];
  await kit.topUp(alice, 1_000_000);
  kit.at('2026-03-10T15:20:00Z');
  await kit.ok('changeCardLimit', { cardIdentification: alice.id, limit: { name: 'LMTP0107', value: 10_000, cycleType: 11 } });
  assert.equal(await kit.transfer(alice, bob, 6_000), 'approved');
  assert.equal(await kit.transfer(alice, bob, 4_001), 'declined');
  assert.equal(await kit.transfer(alice, bob, 4_000), 'approved');
  kit.at('2026-03-10T16:19:00Z');
  assert.equal((await kit.limit(alice, 'LMTP0107')).currentValue, 10_000);
  assert.equal((await kit.limit(alice, 'LMTP0109')).currentValue, 10_000, 'the monthly limit counts too');
  kit.at('2026-03-10T16:21:00Z');
  assert.equal((await kit.limit(alice, 'LMTP0107')).currentValue, 0);
  assert.equal(await kit.transfer(alice, bob, 10_000), 'approved');

  await kit.ok('changeCardLimit', { cardIdentification: alice.id, limit: { name: 'LMTP0107', startDate: '2026-03-10T16:00Z', endDate: '2026-03-10T16:59Z', value: 30_000 } });
  assert.equal(await kit.transfer(alice, bob, 20_000), 'approved');
  assert.equal((await kit.limit(alice, 'LMTP0107')).currentValue, 30_000, 'over the limit itself, within the exception');
  await kit.ok('deleteCardLimitException', { cardIdentification: alice.id, limitException: { limitName: 'LMTP0107', startDate: '2026-03-10T16:00Z', endDate: '2026-03-10T16:59Z' } });
  assert.equal(await kit.transfer(alice, bob, 1), 'declined');
});

test('account limits: none at first, set by name with the same model, refused for unknown accounts', async (t) => {
  const kit = start(t);
  const alice = await kit.card('Alice');
  const account = { accountNumber: alice.accountNumber };
  assert.deepEqual((await kit.ok('getAccountLimits', account)).limits, []);
  await kit.rejected('changeAccountLimit', { ...account, limit: { name: 'LMTP0107', cycleType: 11 } }, 'limit.value', 'required');
  await kit.ok('changeAccountLimit', { ...account, limit: { name: 'LMTP0109', value: 300_000 } });
  await kit.ok('changeAccountLimit', { ...account, limit: { name: 'LMTP0107', value: 50_000, cycleType: 11, cycleLength: 2 } });
  await kit.ok('changeAccountLimit', { ...account, limit: { name: 'LMTP0109', cycleLength: 2 }, cardAcceptorParameters: { terminalIdentification: 'T1', merchantIdentification: 'M1', merchantType: '5411' } });
  assert.deepEqual((await kit.ok('getAccountLimits', account)).limits, [
    { name: 'LMTP0107', value: 50_000, cycleType: 11, cycleLength: 2, currency: 978, currentValue: 0, limitExceptions: [] },
    { name: 'LMTP0109', value: 300_000, cycleType: 4, cycleLength: 2, currency: 978, currentValue: 0, limitExceptions: [] },
  ]);
  assert.equal(kit.limitChanges(), 3);
  await kit.rejected('changeAccountLimit', { ...account, limit: { name: 'LMTP0109', value: 1, startDate: '2026-03-10', endDate: '2026-03-11' } }, 'limit.startDate', 'unsupported');
  await kit.rejected('changeAccountLimit', { ...account, limit: { name: 'LMTP0109', value: 1 }, cardAcceptorParameters: { terminalIdentification: 'T1' } }, 'cardAcceptorParameters.merchantIdentification', 'required');
  await kit.rejected('changeAccountLimit', { ...account, limit: { name: 'CASH', value: 1 } }, 'limit.name', 'enum');
  await kit.rejected('changeAccountLimit', { limit: { name: 'LMTP0109', value: 1 } }, 'accountNumber');
  await kit.refused('changeAccountLimit', { accountNumber: '40817978999999999999', limit: { name: 'LMTP0109', value: 1 } }, '05');
  await kit.refused('getAccountLimits', { accountNumber: '40817978999999999999' }, '05');
  await kit.rejected('getAccountLimits', { accountNumber: 'x' }, 'accountNumber');
});

test('account limits count what every card of the account spends, beside the card limits', async (t) => {
  const kit = start(t);
  const alice = await kit.card('Alice');
  const second = await kit.secondCard(alice.accountNumber);
  const bob = await kit.card('Bob');
  await kit.ok('creditCard', { cardIdentification: alice.id, amount: 100_000, currency: 978 });
  await kit.ok('changeAccountLimit', { accountNumber: alice.accountNumber, limit: { name: 'LMTP0107', value: 10_000 } });
  assert.equal(await kit.p2p(alice, bob, 6_000), '00');
  assert.equal(await kit.p2p(second, bob, 4_001), '61', 'the account limit refuses what the second card alone would allow');
  assert.equal(await kit.p2p(second, bob, 4_000), '00');
  const [accountLimit] = (await kit.ok('getAccountLimits', { accountNumber: alice.accountNumber })).limits;
  assert.equal(accountLimit?.currentValue, 10_000);
  assert.equal((await kit.limit(alice, 'LMTP0107')).currentValue, 6_000);
  assert.equal((await kit.limit(second, 'LMTP0107')).currentValue, 4_000);
  // A purchase is another kind: the account's cash limit does not see it.
  await kit.ok('debitCard', { cardIdentification: alice.id, amount: 5_000, currency: 978, cardAcceptorParameters: { terminalIdentification: 'T1', merchantIdentification: 'M1', merchantType: '5411' } });
  assert.equal((await kit.limit(alice, 'LMTP0110')).currentValue, 5_000);
  assert.equal((await kit.ok('getAccountLimits', { accountNumber: alice.accountNumber })).limits[0]?.currentValue, 10_000);
});

test('the wire lists the limit names and cycle types of the domain', () => {
  assert.deepEqual([...WIRE_LIMIT_NAMES], [...LIMIT_NAMES]);
  assert.deepEqual([...CYCLE_TYPE_CODES], [...cycles.CYCLE_TYPES]);
});
