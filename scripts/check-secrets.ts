/**
 * Secret hygiene: fails when a full card number, a CVC, a PIN, a password, an API key or a signing
 * key appears in the reports (Allure results and report, the captured cucumber output, bench and
 * fuzz reports) or in the logs.
 * - every card number, API key, password and signing key the scenarios handled (hashed in
 *   .cardlab/secrets by the harness);
 * - every PIN the harness made or received, near the word PIN (a 4-digit PIN alone would match
 *   years and amounts);
 * - any Luhn-valid run of 13–19 digits (13-digit runs starting with 1 are epoch milliseconds);
 * - any unmasked value under a cvc/cvv/pin/password/api-key/private-key name;
 * - any PEM private key.
 * Usage: node --import tsx scripts/check-secrets.ts [file or folder ...]   (default: reports/)
 *        The logs (*.log here, logs/) are scanned too, whatever is named.
 */
import { Command } from 'commander';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLuhnValid } from '../src/common/luhn.js';
import { AT_REST_PREFIX, hashSecret, LEDGER_DIR, PIN_PREFIX } from '../support/secret-ledger.js';
import { withUsageExit } from '../src/cli/exit-codes.js';
import { MUTATION_REPORTS } from './lib/mutation-areas.js';

// Not inside a longer digit run, a decimal fraction or a hex string (Allure's ids are hex).
const PAN_RUN = /(?<![\dA-Fa-f.])\d{13,19}(?![\dA-Fa-f]|\.\d)/g;
const TOKEN = /[A-Za-z0-9_\-+/=]{6,}/g;
// A name may end in one of the words (newPin, cardCvc): suffixes count. A flag about them
// ("storedCredentialsWithoutCvc": true) is not a secret: true, false and null are no values of one.
// A backslash is no part of a value: in JSON-escaped text (`…/q4CVc=\\\"}`, a base64 key's end) it
// is the escape of the quote that ends the string.
const NAMED_SECRET = /["']?(cvc|cvv2?|cvc2|pin|newPinData|pinValue|password|apiKey|x-api-key|privateKey|signingKey)["']?\s*[:=]\s*["']?(?!\*\*\*)(?!(?:true|false|null)(?![\w-]))([^\s"',&}\\]{3,})/gi;
const PRIVATE_KEY = /-----BEGIN (?:RSA |EC |ENCRYPTED |OPENSSH )?PRIVATE KEY-----/g;
// A digit run shortly after the word PIN (any case): where a PIN shows in text, an error or a step.
const NEAR_PIN = /pin[^\d]{0,40}?(?<!\d)(\d{4,12})(?!\d)/gi;

/**
 * Stryker's reports (npm run mutation) hold the emulator's source, its test cards' numbers and lines
 * like `cvc: plastic.cvc` included, and no exchange of a run: the texts of their failed scenarios
 * are the suite's own, which this check reads in every scenario run's reports.
 */
const NOT_SCANNED = path.resolve(MUTATION_REPORTS);

function files(root: string): string[] {
  if (!existsSync(root) || path.resolve(root) === NOT_SCANNED) return [];
  if (statSync(root).isFile()) return [root];
  return readdirSync(root, { withFileTypes: true }).flatMap((e) => files(path.join(root, e.name)));
}

/** Hashes of the secrets the run handled, and of its PINs apart. */
function knownSecrets(): { known: Set<string>; pins: Set<string> } {
  const lines = existsSync(LEDGER_DIR) ? files(LEDGER_DIR).flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean)) : [];
  // What exchanges carried is checked in the kept sandbox's journal (remote-run.ts), not in the reports.
  return { known: new Set(lines.filter((l) => !l.startsWith(PIN_PREFIX) && !l.startsWith(AT_REST_PREFIX))), pins: new Set(lines.filter((l) => l.startsWith(PIN_PREFIX)).map((l) => l.slice(PIN_PREFIX.length))) };
}

/** The logs a run leaves: *.log files here and everything under logs/. */
function logs(): string[] {
  return [...readdirSync('.').filter((f) => f.endsWith('.log')), ...(existsSync('logs') ? ['logs'] : [])];
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

export function findLeaks(text: string, known: ReadonlySet<string>, pins: ReadonlySet<string> = new Set()): string[] {
  const leaks: string[] = [];
  for (const match of text.matchAll(PAN_RUN)) {
    const run = match[0];
    // Epoch timestamps in ms, µs and ns (13, 16, 19 digits starting with 1): no card scheme issues those.
    if ((run.length === 13 || run.length === 16 || run.length === 19) && run.startsWith('1')) continue;
    if (isReportId(text, match.index, run.length)) continue;
    if (isLuhnValid(run)) leaks.push(`card number ${run.slice(0, 6)}…${run.slice(-4)}`);
  }
  for (const [token] of text.matchAll(TOKEN)) if (known.has(hashSecret(token))) leaks.push(`a secret the run used (${token.slice(0, 4)}…)`);
  for (const match of text.matchAll(NAMED_SECRET)) leaks.push(`unmasked ${match[1]}`);
  for (const match of text.matchAll(NEAR_PIN)) if (pins.has(hashSecret(match[1]!))) leaks.push('a PIN the run used');
  if (PRIVATE_KEY.test(text)) leaks.push('a private key');
  PRIVATE_KEY.lastIndex = 0;
  return leaks;
}

function main(): void {
  const program = new Command('npm run check:secrets')
    .description('fail when a full card number, CVC, PIN, password, API key or signing key appears in the reports or the logs')
    .argument('[paths...]', 'files or folders to scan (default: reports); the logs are always scanned too');
  withUsageExit(program).parse();
  // The logs are always scanned, beside the folders named (npm run check:secrets names reports).
  const named = program.args;
  const roots = [...(named.length ? named : ['reports']), ...logs()];
  const { known, pins } = knownSecrets();
  const scanned = roots.flatMap(files);
  let found = 0;
  for (const file of scanned) {
    for (const leak of new Set(findLeaks(readFileSync(file, 'utf8'), known, pins))) {
      console.error(`${file}: ${leak}`);
      found++;
    }
  }
  if (scanned.length === 0) {
    console.error(`check-secrets: nothing to scan under ${roots.join(', ')}: run the scenarios first`);
    process.exit(2);
  }
  console.log(`check-secrets: ${scanned.length} files in ${roots.join(', ')} scanned against ${known.size} known secrets and ${pins.size} PINs, ${found} leaks`);
  process.exit(found ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
