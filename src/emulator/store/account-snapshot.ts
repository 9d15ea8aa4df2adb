/**
 * A sandbox account's snapshot (decision 0011): what is written (its sandbox, as snapshot.ts writes
 * a state graph) and how a journal's snapshot line is read back into the account: the file must be
 * there and have the digest the journal names, else the start is refused (a damaged snapshot is
 * never half read).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../tenant.js';
import type { DataKey } from './data-key.js';
import type { Entry } from './format.js';
import type { Position } from './lines.js';
import { StoreError } from './journal-reader.js';
import { restoreSnapshot, SnapshotError, type SnapshotDocument, snapshotText, writeSnapshot } from './snapshot.js';

/**
 * The account's state as a snapshot file's text and its digest; throws SnapshotError when it cannot
 * be written. The file names the journal position it stands at (`journal`), and is sealed under the
 * data key when there is one (its digest is the sealed text's).
 */
export function accountSnapshot(tenant: Tenant, at: Position, key: DataKey | undefined): { text: string; sha256: string } {
  const { text } = snapshotText(writeSnapshot({ sandbox: tenant.sandbox }));
  const whole = `{"journal":${JSON.stringify(at)},${text.slice(1)}`;
  const written = key ? key.seal(whole) : whole;
  return { text: written, sha256: createHash('sha256').update(written).digest('hex') };
}

/**
 * Lays the snapshot a journal names over the account's fresh sandbox. `start`: where the journal
 * stood before its account line, which the snapshot must stand at (undefined for a format-1
 * journal, whose snapshots name no position).
 */
export function restoreAccount(tenant: Tenant, entry: Extract<Entry, { t: 'snapshot' }>, options: { dir: string; where: string; start: Position | undefined; key: DataKey | undefined }): void {
  const { dir, where } = options;
  const path = join(dir, entry.file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new StoreError(`${where}: names the snapshot ${path}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): the account cannot be read back`);
  }
  if (createHash('sha256').update(text).digest('hex') !== entry.sha256) {
    throw new StoreError(`${path}: damaged (its digest is not the one ${where} names): the account cannot be read back; move its journal and snapshot away to start without it`);
  }
  // The snapshot stands where the journal it compacted stopped, which is where this journal goes on from.
  const { start, key } = options;
  const standsAt = (at: Position | undefined) => start === undefined || (at?.n === start.n && at.d === start.d);
  if (!standsAt(entry.at)) throw new StoreError(`${where}: names a snapshot of journal position ${entry.at?.n} where the journal goes on from ${start?.n}: damaged`);
  let plain = text;
  try {
    if (key) plain = key.open(text);
  } catch {
    throw new StoreError(`${path}: cannot be opened with the data key: damaged`);
  }
  try {
    const doc = JSON.parse(plain) as SnapshotDocument & { journal?: Position };
    if (!standsAt(doc.journal)) throw new StoreError(`${path}: stands at another journal position than ${where} names: damaged`);
    const { sandbox } = tenant;
    // Format 1 kept the P2P gateway as a root of its own; it is the gateway's member now.
    restoreSnapshot(doc, doc.format === 1 ? { sandbox, p2p: sandbox.gateway.p2p } : { sandbox });
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof SyntaxError) throw new StoreError(`${path}: not a snapshot this version can read (${error.message})`);
    throw error;
  }
}
