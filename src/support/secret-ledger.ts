/**
 * Remembers which secrets a run handled (card numbers, API keys), as SHA-256 hashes only, so that
 * `scripts/check-secrets.ts` can prove none of them reached the reports without storing them anywhere.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const LEDGER_DIR = '.cardlab/secrets';

export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

const seen = new Set<string>();

export function noteSecret(value: string): void {
  if (value) seen.add(hashSecret(value));
}

/** Appends this process's hashes to its own file (workers run in parallel). */
export function flushSecrets(dir = LEDGER_DIR): void {
  if (seen.size === 0) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${process.pid}.txt`), [...seen].join('\n') + '\n');
  seen.clear();
}
