import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SessionTimeouts } from './session-timeouts.js';

interface O {
  name: string;
  status: number;
  readonly expiresAt: Date;
}
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
const unpaid = (o: O) => o.status === 0;
const decline = (o: O) => {
  o.status = 6;
};

/** The walk over every open order the queue replaced: the reference behaviour. */
function reference(open: Set<O>, now: Date): O[] {
  const expired: O[] = [];
  for (const o of open) {
    if (o.status !== 0) open.delete(o);
    else if (now >= o.expiresAt) {
      decline(o);
      open.delete(o);
      expired.push(o);
    }
  }
  return expired;
}

test('only orders whose session has ended are declined, in the order they were registered', () => {
  const queue = new SessionTimeouts<O>();
  const orders = [30, 10, 20, 10, 40].map((s, i) => ({ name: `o${i}`, status: 0, expiresAt: at(s) }));
  for (const o of orders) queue.add(o);
  assert.deepEqual(queue.expire(at(9), unpaid, decline), []);
  assert.deepEqual(queue.expire(at(20), unpaid, decline).map((o) => o.name), ['o1', 'o2', 'o3']);
  assert.deepEqual(orders.map((o) => o.status), [0, 6, 6, 6, 0]);
  assert.deepEqual(queue.expire(at(20), unpaid, decline), [], 'declined once');
});

test('orders settled or taken back before their end are forgotten', () => {
  const queue = new SessionTimeouts<O>();
  const paid = { name: 'paid', status: 0, expiresAt: at(5) };
  const gone = { name: 'gone', status: 0, expiresAt: at(5) };
  const late = { name: 'late', status: 0, expiresAt: at(5) };
  queue.add(paid);
  queue.add(gone);
  queue.add(late);
  paid.status = 2;
  queue.delete(gone);
  assert.deepEqual(queue.expire(at(5), unpaid, decline).map((o) => o.name), ['late']);
  assert.equal(gone.status, 0);
  assert.equal(JSON.stringify(queue), '{}', 'a snapshot shows it as the Set it replaced');
});

test('random sessions and sweeps, the clock set back included, agree with the walk over every order', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let run = 0; run < 50; run++) {
    const queue = new SessionTimeouts<O>();
    const open = new Set<O>();
    const copies = new Map<O, O>();
    let now = 0;
    for (let step = 0; step < 200; step++) {
      const roll = random();
      if (roll < 0.4) {
        const o = { name: `o${step}`, status: 0, expiresAt: at(now + Math.floor(random() * 50)) };
        const copy = { ...o };
        queue.add(o);
        open.add(copy);
        copies.set(o, copy);
      } else if (roll < 0.5) {
        for (const [o, copy] of copies) if (o.status === 0 && random() < 0.2) o.status = copy.status = 2;
      } else {
        now += Math.floor(random() * 20) - 5;
        const got = queue.expire(at(now), unpaid, decline).map((o) => o.name);
        const want = reference(open, at(now)).map((o) => o.name);
        assert.deepEqual(got, want, `run ${run}, step ${step}`);
      }
    }
  }
});
