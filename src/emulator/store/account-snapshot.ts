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
import type { Entry } from './format.js';
import { StoreError } from './journal-reader.js';
import { restoreSnapshot, SnapshotError, type SnapshotDocument, snapshotText, writeSnapshot } from './snapshot.js';

/** The account's state as a snapshot file's text and its digest; throws SnapshotError when it cannot be written. */
export function accountSnapshot(tenant: Tenant): { text: string; sha256: string } {
  return snapshotText(writeSnapshot({ sandbox: tenant.sandbox }));
}

/** Lays the snapshot a journal names over the account's fresh sandbox. */
export function restoreAccount(dir: string, tenant: Tenant, entry: Extract<Entry, { t: 'snapshot' }>, where: string): void {
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
  try {
    const doc = JSON.parse(text) as SnapshotDocument;
    const { sandbox } = tenant;
    // Format 1 kept the P2P gateway as a root of its own; it is the gateway's member now.
    restoreSnapshot(doc, doc.format === 1 ? { sandbox, p2p: sandbox.gateway.p2p } : { sandbox });
  } catch (error) {
    if (error instanceof SnapshotError || error instanceof SyntaxError) throw new StoreError(`${path}: not a snapshot this version can read (${error.message})`);
    throw error;
  }
}
