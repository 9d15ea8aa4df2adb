/**
 * Remembers which secrets a run handled (card numbers, API keys, passwords, signing keys, PINs), as
 * SHA-256 hashes only, so that `scripts/check-secrets.ts` can prove none of them reached the reports
 * without storing them anywhere.
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

/** Lines of a PIN's hash start with this: a PIN is too short to look for everywhere (see check-secrets). */
export const PIN_PREFIX = 'pin:';

/** A PIN the harness made or was given (not one a scenario spells out: that one is public). */
export function notePin(pin: string): void {
  if (pin) seen.add(PIN_PREFIX + hashSecret(pin));
}

/**
 * Lines of the CVCs and PINs the run's exchanges carried start with this and their kind (`at-rest:cvc:`,
 * `at-rest:pin:`): the journal of the kept sandbox the remote run talks to must hold none of them
 * (scripts/remote-run.ts). The reports are not checked for them: a scenario's own PIN ("changes
 * her PIN to 1234") is public, and three digits are everywhere.
 */
export const AT_REST_PREFIX = 'at-rest:';

export function noteCardSecretSent(kind: 'cvc' | 'pin', value: string): void {
  if (value) seen.add(`${AT_REST_PREFIX}${kind}:${hashSecret(value)}`);
}

/** The parts of a PEM private key a report could show: the whole text and each base64 line of it. */
export function keyParts(pem: string): string[] {
  return [pem, ...pem.split(/\r?\n/).filter((line) => /^[A-Za-z0-9+/=]{16,}$/.test(line))];
}

/** Appends this process's hashes to its own file (workers run in parallel). */
export function flushSecrets(dir = LEDGER_DIR): void {
  if (seen.size === 0) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${process.pid}.txt`), [...seen].join('\n') + '\n');
  seen.clear();
}
