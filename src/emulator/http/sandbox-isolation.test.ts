/**
 * Sandbox accounts are isolated: on every route of every interface (a table over the contract
 * tables, with bodies the contracts accept: operation-examples.ts), account B naming account A's
 * cards, accounts, cardholders, orders, stored credential and P2P order gets exactly the answer it
 * gets for ids that exist nowhere, and A's sandbox does not change. The control calls of one
 * account (reset, clock, callback address, P2P keys) leave the other alone.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { luhnCheckDigit } from '../../common/luhn.js';
import { sandboxAccount } from '../../contracts/control.js';
import { type ExampleCard, type ExampleContext, operationExamples } from '../../../generators/operation-examples.js';
import { newTenantId, newTenantRecord, type Tenant } from '../tenant.js';
import { buildEmulator } from './server.js';
import { accountClient, type AccountClient, everyRoute, populate, type Route } from './tenant-test-kit.js';

const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;
const TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
/** Values drawn from the system's random source on every call (keys, PINs): they say nothing about whose data was read. */
const RANDOM_FIELDS = new Set(['keyValue', 'checkValue', 'lmkHsmKeyValue']);

async function setUp() {
  const emulator = buildEmulator({ sandbox: { seed: 21 } });
  await emulator.app.ready();
  await emulator.callbacks.stop();
  const { app, state } = emulator;
  const created = await app.inject({ method: 'POST', url: '/__emulator/sandboxes' });
  assert.equal(created.statusCode, 201, created.body);
  const b = sandboxAccount.parse(created.json());
  const tenantB = state.tenants.get(b.id)!;
  // C is B's twin (same seed, so the same card numbers and sequences): it asks for ids that exist
  // nowhere while B asks for A's, so their answers can be compared call for call.
  const tenantC = state.adopt(newTenantRecord(newTenantId(), { bin: '529811', block: tenantB.record.block + 1, seed: tenantB.record.seed }));
  const clientA = await accountClient(app, '/__emulator/sandbox');
  const clientB = await accountClient(app, `/__emulator/sandboxes/${b.id}`);
  const clientC = await accountClient(app, `/__emulator/sandboxes/${tenantC.id}`);
  const ofA = await populate(app, clientA, state.clock.now());
  return { emulator, app, clientA, clientB, clientC, ofA, tenantA: state.main, tenantB, tenantC };
}

/** Everything a request could change in an account: its sandbox, its P2P gateway included. */
function snapshot(tenant: Tenant): string {
  return JSON.stringify({ sandbox: tenant.sandbox, clock: Math.round((tenant.clock.nowMs() - Date.now()) / 1000) }, (key, value: unknown) => {
    if (key === 'open' && value instanceof Set) return undefined;
    return value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value;
  });
}

const unknownPan = (like: string) => {
  const partial = like.slice(0, 6) + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return partial + luhnCheckDigit(partial);
};
const unknownCard = (card: ExampleCard): ExampleCard => ({ ...card, id: randomUUID(), pan: unknownPan(card.pan), accountNumber: `4081797899${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`, holderId: randomUUID(), customerNumber: randomUUID() });

/** A's things named with another account's credentials. */
const withCredentials = (ofA: ExampleContext, { account }: AccountClient): ExampleContext => ({
  ...ofA,
  v1: account.v1,
  v2: { productName: account.v2.productName },
  gateway: { userName: account.gateway.userName, password: account.gateway.password },
  p2p: account.p2p,
});

/** The context that names A's things with B's credentials, and the one that names nothing that exists with C's. */
function contexts(ofA: ExampleContext, b: AccountClient, c: AccountClient) {
  const foreign = withCredentials(ofA, b);
  const unknown: ExampleContext = {
    ...withCredentials(ofA, c),
    card: unknownCard(ofA.card),
    otherCard: unknownCard(ofA.otherCard),
    order: { id: randomUUID(), orderNumber: 'UNKNOWN-1' },
    p2pOrder: { id: randomUUID() },
    binding: { id: randomUUID(), clientId: ofA.binding!.clientId },
  };
  return { foreign, unknown };
}

/** The ids a context names and the caller's own values, as placeholders: the answers are compared with them in place. */
function namesOf(ctx: ExampleContext, caller: Tenant): [string, string][] {
  const card = (c: ExampleCard, name: string): [string, string][] => [[c.id, `<${name}.id>`], [c.pan, `<${name}.pan>`], [c.pan.slice(-4), `<${name}.last4>`], [c.accountNumber, `<${name}.account>`], [c.holderId, `<${name}.holder>`]];
  const { v1, gateway } = caller.account;
  const own: [string, string][] = [[`40817978${String(caller.record.block).padStart(4, '0')}`, '<own block>'], [gateway.userName, '<userName>'], [v1.login, '<login>']];
  return [...card(ctx.card, 'card'), ...card(ctx.otherCard, 'otherCard'), [ctx.order!.id, '<order>'], [ctx.order!.orderNumber, '<orderNumber>'], [ctx.p2pOrder!.id, '<p2pOrder>'], [ctx.binding!.id, '<binding>'], ...own];
}

/** The answer with the context's ids as placeholders, and without what differs on every call (request id, generated ids, instants). */
function normalized(body: string, names: [string, string][]): unknown {
  // Ids and instants first: a card's last four digits may stand inside a generated id or an instant.
  const byValue = new Map(names);
  const stable = body.replace(UUID, (id) => byValue.get(id) ?? '<uuid>').replace(TIME, '<time>');
  const text = [...names].sort((x, y) => y[0].length - x[0].length).reduce((acc, [value, name]) => acc.split(value).join(name), stable);
  return JSON.parse(text.replace(/"requestId":"[^"]*"/g, '"requestId":"<id>"'), (key, value: unknown) =>
    (key === 'date' && typeof value === 'number') || RANDOM_FIELDS.has(key) ? `<${key}>` : value,
  );
}

function request(route: Route, ctx: ExampleContext, client: AccountClient) {
  const example = route.schema ? operationExamples(route.iface, route.name, route.schema, ctx)[0] : undefined;
  const url = route.path.replace('/v2/cards/:id', `/v2/cards/${ctx.card.id}`).replace('/v2/cardholders/:id', `/v2/cardholders/${ctx.card.holderId}`);
  const query = route.place === 'query' && example ? `?${new URLSearchParams(example as Record<string, string>).toString()}` : '';
  const raw = route.place === 'body' && example ? JSON.stringify(example) : undefined;
  return { method: route.method, url: url + query, headers: client.headers(route.iface, raw), ...(raw ? { payload: raw } : {}), found: example !== undefined || route.place === 'none' };
}

test("on every route of every interface, account B naming account A's things gets the answer of an unknown id, and A does not change", async (t) => {
  const { emulator, app, clientB, clientC, ofA, tenantA, tenantB, tenantC } = await setUp();
  t.after(() => emulator.app.close());
  const { foreign, unknown } = contexts(ofA, clientB, clientC);
  const routes = everyRoute();
  assert.ok(routes.length > 60, `only ${routes.length} routes`);
  const skipped: string[] = [];
  for (const route of routes) {
    const what = `${route.iface} ${route.method} ${route.path}`;
    const asForeign = request(route, foreign, clientB);
    const asUnknown = request(route, unknown, clientC);
    if (!asForeign.found) {
      skipped.push(what);
      continue;
    }
    const before = snapshot(tenantA);
    const answerForeign = await app.inject(asForeign);
    assert.equal(snapshot(tenantA), before, `${what}: B's call changed nothing in A`);
    const answerUnknown = await app.inject(asUnknown);
    assert.ok(answerForeign.statusCode < 500, `${what}: ${answerForeign.body}`);
    assert.equal(answerForeign.statusCode, answerUnknown.statusCode, `${what}: the same status as for unknown ids\n${answerForeign.body}\n${answerUnknown.body}`);
    assert.deepEqual(normalized(answerForeign.body, namesOf(foreign, tenantB)), normalized(answerUnknown.body, namesOf(unknown, tenantC)), `${what}: the same answer as for unknown ids`);
  }
  // Operations whose contract no example satisfies would be untested here: none may be.
  assert.deepEqual(skipped, []);
});

test("each account's control calls act on it alone: reset, clock, callback address, merchant settings, P2P keys", async (t) => {
  const { emulator, app, tenantA, tenantB } = await setUp();
  t.after(() => emulator.app.close());
  const scope = `/__emulator/sandboxes/${tenantB.id}`;
  const keyOf = (tenant: Tenant) => tenant.p2pKeys.count(tenant.account.p2p.username);
  const merchantOf = (tenant: Tenant) => tenant.sandbox.gateway.merchants.get(tenant.account.gateway.userName);
  const view = () => ({ snapshot: snapshot(tenantA), keys: keyOf(tenantA), callbackUrl: merchantOf(tenantA)?.staticCallbackUrl, settings: { ...merchantOf(tenantA)?.settings } });
  const before = view();
  const { publicKey } = (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 });
  const calls: [string, unknown][] = [
    ['/clock', { set: '2031-05-01T00:00:00.000Z' }],
    ['/gateway/callback-url', { url: 'http://127.0.0.1:9/b-callbacks' }],
    ['/gateway/settings', { replacementData: true, unsignedP2p: true }],
    ['/p2p/keys', { publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() }],
  ];
  for (const [path, body] of calls) {
    const res = await app.inject({ method: 'POST', url: scope + path, payload: body as object });
    assert.ok(res.statusCode < 300, `${path}: ${res.body}`);
  }
  assert.deepEqual(view(), before, "B's settings left A as it was");
  const clockOf = async (url: string) => (await app.inject({ method: 'GET', url })).json<{ now: string }>().now;
  assert.match(await clockOf(`${scope}/clock`), /^2031-05-01T/);
  assert.doesNotMatch(await clockOf('/__emulator/clock'), /^2031-/);
  assert.equal(keyOf(tenantB), 2, "B's second key");
  assert.deepEqual([merchantOf(tenantB)?.settings?.unsignedP2p, merchantOf(tenantA)?.settings?.unsignedP2p], [true, false], "B's merchant settings are its own");
  const ledgerA = (await app.inject({ method: 'GET', url: '/__emulator/ledger' })).json<{ entries: number; total: number }>();
  const ledgerB = (await app.inject({ method: 'GET', url: `${scope}/ledger` })).json<{ entries: number; total: number }>();
  assert.ok(ledgerA.entries > 0, 'A has moved money');
  assert.deepEqual(ledgerB, { entries: 0, total: 0 }, "B's ledger is its own");
  assert.equal(ledgerA.total, 0, 'double entry');

  const reset = await app.inject({ method: 'POST', url: `${scope}/reset` });
  assert.equal(reset.statusCode, 204);
  assert.deepEqual(view(), before, "B's reset left A as it was");
  assert.doesNotMatch(await clockOf(`${scope}/clock`), /^2031-/, "B's reset put B's clock back");
  const removed = await app.inject({ method: 'DELETE', url: scope });
  assert.equal(removed.statusCode, 204);
  assert.deepEqual(view(), before, "deleting B left A as it was");
  assert.equal((await app.inject({ method: 'GET', url: `${scope}/clock` })).statusCode, 404, 'B is gone');
  assert.equal((await app.inject({ method: 'DELETE', url: '/__emulator/sandboxes/default' })).statusCode, 409, 'the default account stays');
});

test('a browser page answers for the account whose order it names, and pays from that account', async (t) => {
  const { emulator, app, clientA, clientB, ofA, tenantA, tenantB } = await setUp();
  t.after(() => emulator.app.close());
  const ofB = await populate(app, clientB, tenantB.clock.now());
  const page = async (orderId: string) => (await app.inject({ method: 'GET', url: `/payment/merchants/sandbox/payment_en.html?mdOrder=${orderId}` })).body;
  const register = async (client: AccountClient, orderNumber: string) => {
    const { userName, password } = client.account.gateway;
    const res = await app.inject({ method: 'POST', url: '/payment/rest/register.do', headers: client.headers('gateway', undefined), payload: { userName, password, orderNumber, amount: 1234, returnUrl: 'https://shop.example.com/r' } });
    return res.json<{ orderId: string }>().orderId;
  };
  const orderA = await register(clientA, 'PAGE-A');
  const orderB = await register(clientB, 'PAGE-B');
  assert.match(await page(orderA), /PAGE-A/);
  assert.match(await page(orderB), /PAGE-B/);
  const entries = (tenant: Tenant) => tenant.sandbox.ledger.size;
  const [beforeA, beforeB] = [entries(tenantA), entries(tenantB)];
  const [month, year] = [ofB.card.expiry.slice(4, 6), ofB.card.expiry.slice(2, 4)];
  const form = new URLSearchParams({ mdOrder: orderB, pan: ofB.card.pan, expiry: `${month}/${year}`, cvc: ofB.card.cvc, cardholder: 'ALICE TENANT' }).toString();
  const paid = await app.inject({ method: 'POST', url: '/payment/merchants/sandbox/payment_en.html', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
  assert.equal(paid.statusCode, 200, paid.body);
  assert.equal(entries(tenantA), beforeA, "A's ledger did not move");
  assert.ok(entries(tenantB) > beforeB, "B's ledger moved");
  assert.ok(ofA.card.pan !== ofB.card.pan);
});

test("a new account takes the sandbox's own values (v1 identifiers, product) but credentials of its own", async (t) => {
  const { app } = buildEmulator({ account: { v1: { institutionId: '7777', customerTemplate: 'TEAM_TEMPLATE', login: 'fixed-login', password: 'fixed-password' }, v2: { apiKey: 'fixed-key-0123456789', productName: 'TEAM PRODUCT' } } });
  t.after(() => app.close());
  const made = sandboxAccount.parse((await app.inject({ method: 'POST', url: '/__emulator/sandboxes' })).json());
  assert.deepEqual([made.v1.institutionId, made.v1.customerTemplate, made.v2.productName], ['7777', 'TEAM_TEMPLATE', 'TEAM PRODUCT']);
  assert.notEqual(made.v1.login, 'fixed-login');
  assert.notEqual(made.v2.apiKey, 'fixed-key-0123456789');
});
