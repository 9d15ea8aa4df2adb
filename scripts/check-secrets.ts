/**
 * Secret hygiene: fails when a full card number, a CVC or an API key appears in the report folders.
 * - every card number and API key the scenarios handled (hashed in .cardlab/secrets by the hooks);
 * - any Luhn-valid run of 13–19 digits (13-digit runs starting with 1 are epoch milliseconds);
 * - any unmasked value under a cvc/cvv/pin/password/api-key name.
 * Usage: node --import tsx scripts/check-secrets.ts [folder ...]   (default: reports)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLuhnValid } from '../src/generators/luhn.js';
import { hashSecret, LEDGER_DIR } from '../src/support/secret-ledger.js';

// Not inside a longer digit run, a decimal fraction or a hex string (Allure's ids are hex).
const PAN_RUN = /(?<![\dA-Fa-f.])\d{13,19}(?![\dA-Fa-f]|\.\d)/g;
const TOKEN = /[A-Za-z0-9_\-+/=]{6,}/g;
const NAMED_SECRET = /["']?(cvc|cvv2?|cvc2|pin|newPinData|pinValue|password|apiKey|x-api-key)["']?\s*[:=]\s*["']?(?!\*\*\*)([^\s"',&}]{3,})/gi;

function files(root: string): string[] {
  if (!existsSync(root)) return [];
  if (statSync(root).isFile()) return [root];
  return readdirSync(root, { withFileTypes: true }).flatMap((e) => files(path.join(root, e.name)));
}

function knownSecrets(): Set<string> {
  if (!existsSync(LEDGER_DIR)) return new Set();
  return new Set(files(LEDGER_DIR).flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean)));
}

/**
 * The Allure report names attachments by random 16-digit ids ("uid":"5855…", "5855….json"); about
 * one in ten passes the Luhn check. Such ids are known by where they stand, so they are skipped;
 * a card number the run really used is still caught by its hash whatever its context.
 */
function isReportId(text: string, at: number, length: number): boolean {
  const before = text.slice(Math.max(0, at - 8), at);
  const after = text.slice(at + length, at + length + 6);
  return /"uid":"$/.test(before) || /^\.(json|png|txt|csv|html|ndjson)\b/.test(after);
}

export function findLeaks(text: string, known: ReadonlySet<string>): string[] {
  const leaks: string[] = [];
  for (const match of text.matchAll(PAN_RUN)) {
    const run = match[0];
    if (run.length === 13 && run.startsWith('1')) continue;
    if (isReportId(text, match.index, run.length)) continue;
    if (isLuhnValid(run)) leaks.push(`card number ${run.slice(0, 6)}…${run.slice(-4)}`);
  }
  for (const [token] of text.matchAll(TOKEN)) if (known.has(hashSecret(token))) leaks.push(`a secret the run used (${token.slice(0, 4)}…)`);
  for (const match of text.matchAll(NAMED_SECRET)) leaks.push(`unmasked ${match[1]}`);
  return leaks;
}

function main(): void {
  const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['reports'];
  const known = knownSecrets();
  const scanned = roots.flatMap(files);
  let found = 0;
  for (const file of scanned) {
    for (const leak of new Set(findLeaks(readFileSync(file, 'utf8'), known))) {
      console.error(`${file}: ${leak}`);
      found++;
    }
  }
  if (scanned.length === 0) {
    console.error(`check-secrets: nothing to scan under ${roots.join(', ')}: run the scenarios first`);
    process.exit(2);
  }
  console.log(`check-secrets: ${scanned.length} files scanned against ${known.size} known secrets, ${found} leaks`);
  process.exit(found ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
