/**
 * Crash test of `cardlab emulator --data-dir`: two sandbox accounts under concurrent load (v2
 * transfers, each with an amount of its own, and gateway orders), the process killed with SIGKILL
 * in the middle, then started again on the same directory. Every operation answered with success
 * before the kill is there exactly once, nothing is there that was not asked for, each account's
 * ledger sums to zero and its card balances are what its transfers make them, and each account's
 * clock went on from where it was. Journals are compacted behind snapshots every 100 entries
 * (`--snapshot-every`, decision 0011), so the kill lands among snapshots and the restart reads one
 * back with its tail. Bounded: about 2 s of load, 60 s at most in all.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { Agent, request } from 'undici';

type Body = Record<string, unknown>;
interface Account {
  readonly id: string;
  readonly scope: string;
  readonly key: string;
  readonly gateway: { userName: string; password: string };
  readonly cards: { id: string; pan: string; expiry: string }[];
}

async function start(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['bin/cardlab.js', 'emulator', '--port', '0', '--quiet', '--data-dir', dir, '--snapshot-every', '100'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no URL within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the emulator exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { child, url };
}

test('SIGKILL under load, then a restart on the same directory: every acknowledged operation exactly once, ledgers at zero, clocks going on', { timeout: 90_000 }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-crash-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const agent = new Agent({ connections: 16 });
  t.after(() => agent.close());
  const call = async (base: string, method: 'GET' | 'POST', path: string, body?: Body, headers: Record<string, string> = {}) => {
    const res = await request(base + path, { method, dispatcher: agent, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await res.body.text();
    return { status: res.statusCode, body: (text ? JSON.parse(text) : {}) as Body };
  };

  const first = await start(dir);
  t.after(() => first.child.kill('SIGKILL'));
  const accounts: Account[] = [];
  for (const path of ['/__emulator/sandbox', '/__emulator/sandboxes']) {
    const page = (await call(first.url, path.endsWith('sandboxes') ? 'POST' : 'GET', path)).body as { id: string; v2: { apiKey: string; productName: string }; gateway: { userName: string; password: string } };
    const key = page.v2.apiKey;
    const cards = [];
    for (let i = 0; i < 4; i++) {
      const holder = await call(first.url, 'POST', '/v2/cardholders', { firstName: 'Crash', lastName: `Holder${i}`, phoneNumber: '+491511234567', billingAddress: { postalCode: '10115', country: 'DE' } }, { 'x-api-key': key });
      const card = await call(first.url, 'POST', '/v2/cards', { productName: page.v2.productName, cardholder: holder.body.id }, { 'x-api-key': key });
      const details = (await call(first.url, 'GET', `/v2/cards/${String(card.body.id)}`, undefined, { 'x-api-key': key })).body;
      await call(first.url, 'POST', '/v2/topups', { amount: 10_000_000, currency: 'EUR', destinationCard: { cardNumber: details.number } }, { 'x-api-key': key });
      cards.push({ id: String(card.body.id), pan: String(details.number), expiry: String(details.expiryDate) });
    }
    const scope = page.id === 'default' ? '/__emulator' : `/__emulator/sandboxes/${page.id}`;
    accounts.push({ id: page.id, scope, key, gateway: page.gateway, cards });
  }
  // A year ahead (the cards, valid three years, still are), to the minute.
  const target = Math.floor(Date.now() / 60_000) * 60_000 + 365 * 86_400_000;
  const clockSet = await call(first.url, 'POST', `${accounts[1]!.scope}/clock`, { set: new Date(target).toISOString() });
  assert.equal(clockSet.status, 200);

  // The load: transfers with amounts no other operation has, and gateway orders with numbers of their own.
  const attempted = new Set<number>();
  // A declined transfer is acknowledged too (201, status declined): it must come back declined.
  const acknowledged: { account: Account; amount: number; id: string; status: string }[] = [];
  const orders: { account: Account; orderNumber: string }[] = [];
  let next = 1;
  let killed = false;
  const worker = async (account: Account, w: number) => {
    while (!killed) {
      const k = next++;
      try {
        if (k % 5 === 0) {
          const orderNumber = `CRASH-${k}`;
          const res = await call(first.url, 'POST', '/payment/rest/register.do', { ...account.gateway, orderNumber, amount: 100, returnUrl: 'https://shop.example.com/ok' });
          if (res.status === 200 && res.body.errorCode === '0') orders.push({ account, orderNumber });
          continue;
        }
        const [from, to] = [account.cards[(k + w) % 4]!, account.cards[(k + w + 1) % 4]!];
        attempted.add(k);
        const res = await call(first.url, 'POST', '/v2/transfers', { amount: k, currency: 'EUR', sourceCard: { cardNumber: from.pan, expiryDate: from.expiry }, destinationCard: { cardNumber: to.pan } }, { 'x-api-key': account.key });
        if (res.status === 201) acknowledged.push({ account, amount: k, id: String(res.body.id), status: String(res.body.status) });
      } catch {
        return; // the connection died with the process
      }
    }
  };
  const load = accounts.flatMap((account) => [0, 1, 2, 3].map((w) => worker(account, w)));
  // Two seconds of load at least, and until each account has been compacted behind a snapshot (every
  // 100 operations): on a loaded machine two seconds may not reach a hundred operations an account.
  const snapshotsOf = () => readdirSync(join(dir, 'accounts')).filter((name) => name.endsWith('.snapshot.json'));
  const loadEnds = Date.now() + 30_000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  while (snapshotsOf().length < accounts.length && Date.now() < loadEnds) await new Promise((resolve) => setTimeout(resolve, 100));
  first.child.kill('SIGKILL');
  killed = true;
  await Promise.all(load);
  if (first.child.exitCode === null && first.child.signalCode === null) await once(first.child, 'exit');
  assert.ok(acknowledged.length > 20, `only ${acknowledged.length} transfers acknowledged before the kill`);
  t.diagnostic(`${acknowledged.length} transfers and ${orders.length} orders acknowledged before the kill, ${attempted.size} transfers asked for`);
  const snapshots = snapshotsOf();
  assert.ok(snapshots.length >= 2, `each account was compacted behind a snapshot before the kill (${snapshots.join(', ')})`);

  const second = await start(dir);
  t.after(() => second.child.kill('SIGKILL'));
  for (const account of accounts) {
    const headers = { 'x-api-key': account.key };
    const seen = new Map<string, { amount: number; status: string; source: string; destination: string }>();
    for (const card of account.cards) {
      const list = (await call(second.url, 'GET', `/v2/transfers?cardNumberFltr=${card.pan}`, undefined, headers)).body.transfers as { id: string; amount: number; status: string; sourceCard: { cardNumber: string }; destinationCard: { cardNumber: string } }[];
      for (const tr of list) seen.set(tr.id, { amount: tr.amount, status: tr.status, source: tr.sourceCard.cardNumber, destination: tr.destinationCard.cardNumber });
    }
    const amounts = [...seen.values()].map((s) => s.amount);
    assert.equal(new Set(amounts).size, amounts.length, `${account.id}: no transfer twice`);
    for (const amount of amounts) assert.ok(attempted.has(amount), `${account.id}: transfer of ${amount} was asked for`);
    for (const ack of acknowledged.filter((a) => a.account === account)) {
      assert.deepEqual([seen.get(ack.id)?.amount, seen.get(ack.id)?.status], [ack.amount, ack.status], `${account.id}: acknowledged transfer ${ack.amount} is there, ${ack.status}`);
    }
    const ledger = (await call(second.url, 'GET', `${account.scope}/ledger`)).body;
    assert.equal(ledger.total, 0, `${account.id}: the ledger sums to zero`);
    for (const card of account.cards) {
      const balance = ((await call(second.url, 'GET', `/v2/cards/${card.id}`, undefined, headers)).body.account as { balance: number }).balance;
      const masked = (pan: string) => pan.slice(-4) === card.pan.slice(-4) && pan.slice(0, 6) === card.pan.slice(0, 6);
      const moved = [...seen.values()].filter((s) => s.status === 'approved').reduce((sum, s) => sum + (masked(s.destination) ? s.amount : 0) - (masked(s.source) ? s.amount : 0), 0);
      assert.equal(balance, 10_000_000 + moved, `${account.id}: card ${card.id} holds what its transfers make it`);
    }
    for (const order of orders.filter((o) => o.account === account)) {
      const status = (await call(second.url, 'POST', '/payment/rest/getOrderStatusExtended.do', { ...account.gateway, orderNumber: order.orderNumber })).body;
      assert.equal(status.errorCode, '0', `${account.id}: acknowledged order ${order.orderNumber} is there`);
    }
  }
  const clock = Date.parse(String((await call(second.url, 'GET', `${accounts[1]!.scope}/clock`)).body.now));
  assert.ok(clock >= target && clock < target + 300_000, `the clock went on from ${new Date(target).toISOString()}: ${new Date(clock).toISOString()}`);
});
