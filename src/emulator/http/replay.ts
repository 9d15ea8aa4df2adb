/**
 * Start-up of a sandbox kept on disk: every account's journal replayed in order, each line checked
 * against the one before (store/lines.ts). Facts (a reset, the clock, a callback address, a P2P
 * key, a callback's delivery) are applied to the account; requests go through the same routes and
 * providers as when they came, at the wall instant they came, with the ids and keys of the
 * account's keyed entropy and the decisions they took (domain/decisions.ts), so they change the
 * account exactly as they did. Each must get the status and the answer it got then (its digest,
 * CVCs and PINs blanked): anything else means the code that replays is not the code that wrote, or
 * the journal is not what was written, and the start is refused rather than serve a different sandbox.
 */
import type { FastifyInstance } from 'fastify';
import type { EmulatorState } from '../state.js';
import { type Entry } from '../store/format.js';
import { entriesOf, StoreError } from '../store/journal-reader.js';
import type { Position } from '../store/lines.js';
import { answerDigest } from './durability.js';
import type { Store } from '../store/store.js';
import { restoreAccount } from '../store/account-snapshot.js';
import type { Tenant } from '../tenant.js';

export interface Replayed {
  readonly accounts: number;
  readonly entries: number;
}

export async function replay(app: FastifyInstance, state: EmulatorState, store: Store): Promise<Replayed> {
  store.replaying = true;
  let entries = 0;
  try {
    for (const file of store.journals) {
      const { record, genesis } = file.first;
      if (record.id !== file.id) throw new StoreError(`${file.path}: names account ${record.id}: damaged`);
      const tenant = file.id === state.main.id ? state.main : state.adopt(record, genesis);
      let read = 0;
      let at: Position = file.afterFirst;
      for await (const line of entriesOf(file, store.reading)) {
        await apply(app, { tenant, start: file.start, entry: line.entry, where: `${file.path}:${line.line}` });
        at = line.at;
        entries++;
        read++;
      }
      store.replayed(tenant, read, at);
    }
  } finally {
    store.replaying = false;
    store.replayAt = undefined;
  }
  return { accounts: store.journals.length, entries };

  /** One entry of `tenant`'s journal; `where` names its file and line, `start` where the journal stood before its first line. */
  async function apply(fastify: FastifyInstance, { tenant, start, entry, where }: { tenant: Tenant; start: Position; entry: Entry; where: string }): Promise<void> {
    switch (entry.t) {
      case 'account':
        throw new StoreError(`${where}: a second account entry: damaged`);
      case 'snapshot':
        restoreAccount(tenant, entry, { dir: store.accountsDir, where, start: store.reading === 'legacy' ? undefined : start, key: store.dataKey });
        return;
      case 'reset':
        tenant.reset(entry.genesis);
        return;
      case 'clock':
        tenant.setClock(entry.target, entry.still !== true, entry.wall);
        return;
      case 'url':
        tenant.setCallbackUrl(entry.url ?? undefined);
        return;
      case 'settings':
        tenant.setMerchantSettings(entry.settings);
        return;
      case 'key':
        tenant.registerP2pKey(entry.pem);
        return;
      case 'input-keys':
        tenant.inputKeys.restore(entry);
        return;
      case 'child':
        tenant.addChildMerchant(entry.login);
        return;
      case 'retention':
        tenant.setRetention(entry.rule ?? undefined);
        return;
      case 'cb':
        applyCallback(tenant, entry);
        return;
      case 'req': {
        // The same instant, and the same base for the URLs it gave out (stored in orders and sessions).
        store.replayAt = entry.wall;
        store.replayDecisions = entry.x;
        const publicUrl = fastify.publicBase.url;
        fastify.publicBase.url = entry.o;
        const payload = entry.b === undefined ? undefined : entry.enc === 'base64' ? Buffer.from(entry.b, 'base64') : entry.b;
        const res = await fastify.inject({ method: entry.m as 'POST', url: entry.u, headers: entry.h, ...(payload !== undefined ? { payload } : {}) });
        store.replayAt = undefined;
        store.replayDecisions = undefined;
        fastify.publicBase.url = publicUrl;
        const what = `${entry.m} ${entry.u.split('?')[0]}`;
        const differs = store.replayDiffers();
        if (res.statusCode !== entry.s) throw doesNotReplay(where, `${what} was answered ${entry.s} and now ${res.statusCode}`);
        if (entry.a !== undefined && answerDigest(res.body) !== entry.a) throw doesNotReplay(where, `${what} was answered ${entry.s} with another answer than now`);
        if (differs) throw doesNotReplay(where, `${what}: ${differs}`);
        return;
      }
    }
  }
}

function doesNotReplay(where: string, what: string): StoreError {
  return new StoreError(`${where}: ${what}: the journal does not replay (edited, or written by other code?); start the version that wrote it, or restore the journal from a backup`);
}

/** A delivery outcome: the callback (queued by a replayed request, same id) takes its attempts, and leaves the queue if finished. */
function applyCallback(tenant: Tenant, entry: Extract<Entry, { t: 'cb' }>): void {
  const outbox = tenant.sandbox.gateway.callbacks;
  const callback = outbox.waitingById(entry.id);
  if (!callback) return;
  callback.attempts = entry.a;
  if (entry.e !== undefined) callback.lastError = entry.e;
  if (entry.f) outbox.finish(callback, entry.d);
}
