/**
 * The sandbox accounts kept on disk (`cardlab emulator --data-dir`): a journal per account of
 * everything that changed it (docs/decisions/0010-durable-sandbox.md). The account and the control
 * calls are written as facts; the interfaces' requests as they came (replayed through the same
 * routes at the same wall instant); callback deliveries as their outcome. Nothing is answered
 * before what it changed is fsynced (JournalWriter.durable).
 */
import { join } from 'node:path';
import type { Callback } from '../domain/gateway/callbacks.js';
import type { InputKeyPems } from '../domain/gateway/card-inputs/index.js';
import type { MerchantSettings } from '../domain/gateway/merchants.js';
import type { RetentionRule } from '../domain/retention.js';
import type { Persistence } from '../state.js';
import { FixableWall, type Genesis, type Tenant } from '../tenant.js';
import { ACCOUNTS, type Entry, line } from './format.js';
import { type JournalFile, openDirectory } from './journal-reader.js';
import { accountSnapshot } from './account-snapshot.js';
import { JournalWriter, snapshotFileOf, type WriteSome } from './journal-writer.js';
import { SnapshotError } from './snapshot.js';

export interface StoreOptions {
  /** The disk refused a write: what is in memory is ahead of the disk, the emulator must stop. */
  readonly onFailure?: ((error: Error) => void) | undefined;
  /** An account's journal is compacted behind a snapshot once it has this many entries past its last one (decision 0011); never when absent. */
  readonly snapshotEvery?: number | undefined;
  /** Told when an account's state cannot be snapshotted (its journal then stays whole). */
  readonly onSnapshotError?: ((error: Error) => void) | undefined;
  /** Tests: the one write(2) the journals go through (a disk that fills up writes half, then refuses). */
  readonly write?: WriteSome | undefined;
}

/** The default of `cardlab emulator --snapshot-every`. */
export const DEFAULT_SNAPSHOT_EVERY = 50_000;

export class Store implements Persistence {
  readonly wall = new FixableWall();
  /** While the journals are replayed: nothing is written, requests run at their recorded wall instant. */
  replaying = false;
  /** The wall instant of the request being replayed. */
  replayAt: number | undefined;
  readonly journals: readonly JournalFile[];
  private readonly writer: JournalWriter;
  /** Entries in each account's journal since its account line (and snapshot). */
  private readonly tail = new Map<string, number>();

  constructor(
    readonly dir: string,
    private readonly options: StoreOptions = {},
  ) {
    this.journals = openDirectory(dir);
    this.writer = new JournalWriter(join(dir, ACCOUNTS), options.onFailure ?? ((error) => console.error(`cardlab emulator: the data directory refused a write: ${error.message}`)), options.write);
  }

  /** The directory of the journals and snapshots. */
  get accountsDir(): string {
    return join(this.dir, ACCOUNTS);
  }

  /** What the replay read of an account's journal: the entries after its first lines. */
  replayed(tenant: Tenant, entries: number): void {
    this.tail.set(tenant.id, entries);
  }

  /** After a replay: the accounts whose journals are past the bound are compacted now, so the next start is quick. */
  snapshotDue(tenants: Iterable<Tenant>): void {
    const every = this.options.snapshotEvery;
    if (every === undefined) return;
    for (const tenant of tenants) if ((this.tail.get(tenant.id) ?? 0) >= every) this.snapshot(tenant);
  }

  /**
   * Compacts the account's journal behind a snapshot of its state now: the account (with the
   * genesis its sandbox is laid over), the snapshot, its P2P keys. Entries appended before and not
   * yet on disk are in the snapshot; their answers wait for it as they waited for them.
   */
  snapshot(tenant: Tenant): boolean {
    let taken: { text: string; sha256: string };
    try {
      taken = accountSnapshot(tenant);
    } catch (error) {
      if (!(error instanceof SnapshotError)) throw error;
      this.tail.set(tenant.id, Number.NEGATIVE_INFINITY);
      (this.options.onSnapshotError ?? ((e: Error) => console.error(`cardlab emulator: account ${tenant.id} kept without snapshots: ${e.message}`)))(error);
      return false;
    }
    const file = snapshotFileOf(tenant.id, taken.sha256);
    this.writer.snapshot(tenant.id, file, taken.text, [line({ t: 'account', record: tenant.record, genesis: tenant.genesis }), line({ t: 'snapshot', file, sha256: taken.sha256 }), ...this.keyLines(tenant)]);
    this.tail.set(tenant.id, 0);
    // Written now, not at the next answer's flush: the entries it replaces may have no waiter.
    void this.writer.durable().catch(() => undefined);
    return true;
  }

  /** The default account as the directory kept it, if it did. */
  restoredMain(): JournalFile | undefined {
    return this.journals.find((j) => j.id === 'default');
  }

  created(tenant: Tenant, genesis: Genesis): void {
    if (this.replaying) return;
    this.writer.rewrite(tenant.id, [line({ t: 'account', record: tenant.record, genesis })]);
    this.tail.set(tenant.id, 0);
  }

  removed(tenant: Tenant): void {
    if (!this.replaying) this.writer.remove(tenant.id);
  }

  /** A reset compacts the journal: the account with its new sandbox's genesis, and the P2P keys it keeps. */
  reset(tenant: Tenant, genesis: Genesis): void {
    if (this.replaying) return;
    this.writer.rewrite(tenant.id, [line({ t: 'account', record: tenant.record, genesis }), ...this.keyLines(tenant)]);
    this.tail.set(tenant.id, 0);
  }

  /** What a compacted journal keeps of the account beside its sandbox: its P2P keys, its seToken and wallet keys. */
  private keyLines(tenant: Tenant): string[] {
    const keys = tenant.p2pKeys.of(tenant.account.p2p.username).map((k) => line({ t: 'key', pem: k.export({ type: 'spki', format: 'pem' }).toString() }));
    const inputs = tenant.inputKeys.pems();
    return [...keys, ...(inputs ? [line({ t: 'input-keys', ...inputs })] : [])];
  }

  clock(tenant: Tenant, target: number, wall: number): void {
    this.append(tenant, { t: 'clock', target, wall });
  }

  callbackUrl(tenant: Tenant, url: string | undefined): void {
    this.append(tenant, { t: 'url', url: url ?? null });
  }

  merchantSettings(tenant: Tenant, settings: MerchantSettings): void {
    this.append(tenant, { t: 'settings', settings });
  }

  childMerchant(tenant: Tenant, login: string): void {
    this.append(tenant, { t: 'child', login });
  }

  p2pKey(tenant: Tenant, pem: string): void {
    this.append(tenant, { t: 'key', pem });
  }

  inputKeys(tenant: Tenant, pems: InputKeyPems): void {
    this.append(tenant, { t: 'input-keys', ...pems });
  }

  retention(tenant: Tenant, rule: RetentionRule | undefined): void {
    this.append(tenant, { t: 'retention', rule: rule ?? null });
  }

  /** A request the account's routes handled (http/durability.ts makes the entry). */
  request(tenant: Tenant, entry: Extract<Entry, { t: 'req' }>): void {
    this.append(tenant, entry);
  }

  /** An attempt to deliver a callback of the account: its outcome, so that a restart does not send a delivered one again. */
  callback(tenant: Tenant, callback: Callback, finished: boolean): void {
    this.append(tenant, { t: 'cb', id: callback.id, a: callback.attempts, d: callback.delivered, f: finished, ...(callback.lastError !== undefined ? { e: callback.lastError } : {}) });
  }

  /** Resolves once everything written so far is on disk. */
  durable(): Promise<void> {
    return this.writer.durable();
  }

  close(): Promise<void> {
    return this.writer.close();
  }

  private append(tenant: Tenant, entry: Entry): void {
    if (this.replaying) return;
    this.writer.append(tenant.id, line(entry));
    const tail = (this.tail.get(tenant.id) ?? 0) + 1;
    this.tail.set(tenant.id, tail);
    // Entries are appended as the account changed, between two changes: its state is whole here.
    if (this.options.snapshotEvery !== undefined && tail >= this.options.snapshotEvery) this.snapshot(tenant);
  }
}
