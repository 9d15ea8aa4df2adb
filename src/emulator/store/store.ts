/**
 * The sandbox accounts kept on disk (`cardlab emulator --data-dir`): a journal per account of
 * everything that changed it (docs/decisions/0010-durable-sandbox.md, 0016). The account and the
 * control calls are written as facts; the interfaces' requests as they came, but for their CVCs and
 * PINs (replayed through the same routes at the same wall instant, with the decisions they took);
 * callback deliveries as their outcome. Each line carries its sequence number and chained digest
 * (lines.ts), sealed under the operator's data key when there is one. Nothing is answered before
 * what it changed is fsynced (JournalWriter.durable).
 */
import { join } from 'node:path';
import { type Decision, DecisionRecorder, DecisionReplayer, Format1Decisions, withDecisions } from '../domain/decisions.js';
import type { Callback } from '../domain/gateway/callbacks.js';
import type { InputKeyPems } from '../domain/gateway/card-inputs/index.js';
import type { MerchantSettings } from '../domain/gateway/merchants.js';
import type { RetentionRule } from '../domain/retention.js';
import type { Persistence } from '../state.js';
import { FixableWall, type Genesis, type Tenant } from '../tenant.js';
import type { DataKey } from './data-key.js';
import { ACCOUNTS, type Entry } from './format.js';
import { type JournalFile, openDirectory, type Reading, StoreError, writeManifest } from './journal-reader.js';
import { accountSnapshot } from './account-snapshot.js';
import { JournalLines, ORIGIN, type Position } from './lines.js';
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
  /** The operator's data key (CARDLAB_DATA_KEY): entries and snapshots sealed, the chain keyed (data-key.ts). */
  readonly key?: DataKey | undefined;
  /** `--upgrade-data-dir`: a format-1 directory is read and rewritten in this format. */
  readonly upgrade?: boolean | undefined;
}

/** How the requests of a format-1 journal decide on replay (it recorded no decisions). */
const FORMAT_1_DECISIONS = new Format1Decisions();

/** The default of `cardlab emulator --snapshot-every`. */
export const DEFAULT_SNAPSHOT_EVERY = 50_000;

export class Store implements Persistence {
  readonly wall = new FixableWall();
  /** While the journals are replayed: nothing is written, requests run at their recorded wall instant. */
  replaying = false;
  /** The wall instant of the request being replayed. */
  replayAt: number | undefined;
  /** The decisions the request being replayed took (domain/decisions.ts). */
  replayDecisions: readonly Decision[] | undefined;
  private replayer: DecisionReplayer | undefined;
  readonly journals: readonly JournalFile[];
  /** How the journals are read back (lines of this format, keyed as the directory is; or format 1). */
  readonly reading: Reading;
  /** Why every account is compacted once read back (an upgrade from format 1, a key newly given), or undefined. */
  readonly rewriteAll: 'upgrade' | 'seal' | undefined;
  /** How lines are written: under the key given, if any. */
  private readonly lines: JournalLines;
  private readonly writer: JournalWriter;
  /** Entries in each account's journal since its account line (and snapshot). */
  private readonly tail = new Map<string, number>();
  /** Where each account's journal stands: the sequence number and digest of its last line (lines.ts). */
  private readonly positions = new Map<string, Position>();

  constructor(
    readonly dir: string,
    private readonly options: StoreOptions = {},
  ) {
    const opened = openDirectory(dir, { key: options.key, upgrade: options.upgrade });
    this.journals = opened.journals;
    this.reading = opened.reading;
    this.rewriteAll = opened.rewriteAll;
    this.lines = new JournalLines(options.key);
    this.writer = new JournalWriter(join(dir, ACCOUNTS), options.onFailure ?? ((error) => console.error(`cardlab emulator: the data directory refused a write: ${error.message}`)), options.write);
  }

  /** The directory of the journals and snapshots. */
  get accountsDir(): string {
    return join(this.dir, ACCOUNTS);
  }

  /** The data key the directory is sealed under, when given. */
  get dataKey(): DataKey | undefined {
    return this.options.key;
  }

  /** What the replay read of an account's journal: the entries after its first lines, and where it stands. */
  replayed(tenant: Tenant, entries: number, at: Position): void {
    this.tail.set(tenant.id, entries);
    // A format-1 journal has no positions: the account's history is counted from its rewrite on.
    this.positions.set(tenant.id, this.reading === 'legacy' ? ORIGIN : at);
  }

  /**
   * Runs a request's handler as the journal needs it: at one wall instant, its decisions recorded
   * (domain/decisions.ts); while replaying, at the recorded instant, with the recorded decisions
   * handed back (a format-1 journal recorded none: its requests decide again, as the code of then did).
   */
  handle<T>(act: () => T): { value: T; wall: number; decisions: readonly Decision[] } {
    if (this.replaying) {
      const log = this.reading === 'legacy' ? FORMAT_1_DECISIONS : (this.replayer = new DecisionReplayer(this.replayDecisions ?? []));
      const { value, wall } = this.wall.at(() => withDecisions(log, act), this.replayAt);
      return { value, wall, decisions: [] };
    }
    const recorder = new DecisionRecorder();
    const { value, wall } = this.wall.at(() => withDecisions(recorder, act));
    return { value, wall, decisions: recorder.values };
  }

  /** After a replayed request: why its decisions were not those recorded, or undefined. */
  replayDiffers(): string | undefined {
    const differs = this.replayer?.differs();
    this.replayer = undefined;
    return differs;
  }

  /**
   * After a replay that must rewrite every account (`rewriteAll`): each one compacted behind a
   * snapshot in this format (under the key, if given), then the manifest says so.
   */
  async finishRewrite(tenants: Iterable<Tenant>): Promise<void> {
    if (!this.rewriteAll) return;
    const all = [...tenants];
    // Every account tried before any is written: the directory is rewritten whole or left as it was.
    for (const tenant of all) {
      try {
        accountSnapshot(tenant, ORIGIN, undefined);
      } catch (error) {
        if (!(error instanceof SnapshotError)) throw error;
        throw new StoreError(`account ${tenant.id} cannot be compacted behind a snapshot (${error.message}), so the data directory cannot be ${this.rewriteAll === 'upgrade' ? 'upgraded' : 'sealed'}; it is left as it was`);
      }
    }
    for (const tenant of all) this.snapshot(tenant);
    await this.writer.durable();
    writeManifest(this.dir, this.options.key);
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
    const at = this.position(tenant);
    let taken: { text: string; sha256: string };
    try {
      taken = accountSnapshot(tenant, at, this.options.key);
    } catch (error) {
      if (!(error instanceof SnapshotError)) throw error;
      this.tail.set(tenant.id, Number.NEGATIVE_INFINITY);
      (this.options.onSnapshotError ?? ((e: Error) => console.error(`cardlab emulator: account ${tenant.id} kept without snapshots: ${e.message}`)))(error);
      return false;
    }
    const file = snapshotFileOf(tenant.id, taken.sha256);
    const framed = this.lines.frameAll(at, [{ t: 'account', record: tenant.record, genesis: tenant.genesis }, { t: 'snapshot', file, sha256: taken.sha256, at }, ...this.keyEntries(tenant)]);
    this.writer.snapshot(tenant.id, file, taken.text, framed.lines);
    this.positions.set(tenant.id, framed.at);
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
    this.rewrite(tenant, ORIGIN, [{ t: 'account', record: tenant.record, genesis }]);
  }

  removed(tenant: Tenant): void {
    if (this.replaying) return;
    this.writer.remove(tenant.id);
    this.positions.delete(tenant.id);
  }

  /** A reset compacts the journal: the account with its new sandbox's genesis, and the P2P keys it keeps; its count goes on. */
  reset(tenant: Tenant, genesis: Genesis): void {
    if (this.replaying) return;
    this.rewrite(tenant, this.position(tenant), [{ t: 'account', record: tenant.record, genesis }, ...this.keyEntries(tenant)]);
  }

  private rewrite(tenant: Tenant, at: Position, entries: Entry[]): void {
    const framed = this.lines.frameAll(at, entries);
    this.writer.rewrite(tenant.id, framed.lines);
    this.positions.set(tenant.id, framed.at);
    this.tail.set(tenant.id, 0);
  }

  private position(tenant: Tenant): Position {
    return this.positions.get(tenant.id) ?? ORIGIN;
  }

  /** What a compacted journal keeps of the account beside its sandbox: its P2P keys, its seToken and wallet keys. */
  private keyEntries(tenant: Tenant): Entry[] {
    const keys = tenant.p2pKeys.of(tenant.account.p2p.username).map((k): Entry => ({ t: 'key', pem: k.export({ type: 'spki', format: 'pem' }).toString() }));
    const inputs = tenant.inputKeys.pems();
    return [...keys, ...(inputs ? [{ t: 'input-keys' as const, ...inputs }] : [])];
  }

  clock(tenant: Tenant, target: number, wall: number, running: boolean): void {
    this.append(tenant, { t: 'clock', target, wall, ...(running ? {} : { still: true as const }) });
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
    const framed = this.lines.frame(this.position(tenant), entry);
    this.writer.append(tenant.id, framed.text);
    this.positions.set(tenant.id, framed.at);
    const tail = (this.tail.get(tenant.id) ?? 0) + 1;
    this.tail.set(tenant.id, tail);
    // Entries are appended as the account changed, between two changes: its state is whole here.
    if (this.options.snapshotEvery !== undefined && tail >= this.options.snapshotEvery) this.snapshot(tenant);
  }
}
