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
import { JournalWriter } from './journal-writer.js';

export interface StoreOptions {
  /** The disk refused a write: what is in memory is ahead of the disk, the emulator must stop. */
  readonly onFailure?: ((error: Error) => void) | undefined;
}

export class Store implements Persistence {
  readonly wall = new FixableWall();
  /** While the journals are replayed: nothing is written, requests run at their recorded wall instant. */
  replaying = false;
  /** The wall instant of the request being replayed. */
  replayAt: number | undefined;
  readonly journals: readonly JournalFile[];
  private readonly writer: JournalWriter;

  constructor(
    readonly dir: string,
    options: StoreOptions = {},
  ) {
    this.journals = openDirectory(dir);
    this.writer = new JournalWriter(join(dir, ACCOUNTS), options.onFailure ?? ((error) => console.error(`cardlab emulator: the data directory refused a write: ${error.message}`)));
  }

  /** The default account as the directory kept it, if it did. */
  restoredMain(): JournalFile | undefined {
    return this.journals.find((j) => j.id === 'default');
  }

  created(tenant: Tenant, genesis: Genesis): void {
    if (!this.replaying) this.writer.rewrite(tenant.id, [line({ t: 'account', record: tenant.record, genesis })]);
  }

  removed(tenant: Tenant): void {
    if (!this.replaying) this.writer.remove(tenant.id);
  }

  /** A reset compacts the journal: the account with its new sandbox's genesis, and the P2P keys it keeps. */
  reset(tenant: Tenant, genesis: Genesis): void {
    if (this.replaying) return;
    const keys = tenant.p2pKeys.of(tenant.account.p2p.username).map((k) => line({ t: 'key', pem: k.export({ type: 'spki', format: 'pem' }).toString() }));
    const inputs = tenant.inputKeys.pems();
    this.writer.rewrite(tenant.id, [line({ t: 'account', record: tenant.record, genesis }), ...keys, ...(inputs ? [line({ t: 'input-keys', ...inputs })] : [])]);
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
    if (!this.replaying) this.writer.append(tenant.id, line(entry));
  }
}
