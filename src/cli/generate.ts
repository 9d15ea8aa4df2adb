/** `cardlab generate`: seeded test data (generators/) as JSON, NDJSON or CSV, streamed record by record. */
import { randomInt } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { Command, InvalidArgumentError, Option } from 'commander';
import { BRAND_NAMES, type Brand, isBrand } from '../../generators/brands.js';
import type { FakerLocale } from '../../generators/faker.js';
import { findInvalidOperation, INVALID_OPERATIONS, invalidCasesOf } from '../../generators/invalid-operations.js';
import { TEST_CARD_OUTCOMES, testCard } from '../../generators/test-cards.js';
import { createRandom } from '../common/random.js';
import { isKindName, KIND_NAMES, type Kind, type KindName, KINDS } from '../../generators/kinds.js';
import { encode, type Format, FORMATS, pump, take } from '../../generators/output.js';
import { EXIT } from './exit-codes.js';

const LOCALES: readonly FakerLocale[] = ['en', 'de', 'fr'];
/** From this many records on, a run into a file reports its progress on stderr. */
const PROGRESS_FROM = 100_000;

interface Options {
  count?: number;
  seed?: number;
  locale: FakerLocale;
  format: Format;
  out?: string;
  bin?: string;
  brand?: Brand;
  date?: Date;
  all?: boolean;
}

/** A usage error: commander prints "option '--count <n>' argument 'x' is invalid. <message>" and we exit 2. */
function invalid(message: string): InvalidArgumentError {
  const error = new InvalidArgumentError(message);
  error.exitCode = EXIT.usage;
  return error;
}

const parsers = {
  count: (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) throw invalid('must be a positive integer');
    return Number(value);
  },
  seed: (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) >= 2 ** 32) throw invalid('must be a whole number from 0 to 4294967295');
    return Number(value);
  },
  bin: (value: string): string => {
    if (!/^\d{1,12}$/.test(value)) throw invalid('must be 1 to 12 digits (the leading digits of the card numbers)');
    return value;
  },
  brand: (value: string): Brand => {
    if (!isBrand(value)) throw invalid(`must be one of ${BRAND_NAMES.join(', ')}`);
    return value;
  },
  date: (value: string): Date => {
    const date = new Date(`${value}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw invalid('must be a date YYYY-MM-DD');
    return date;
  },
};

function kindsHelp(): string {
  const width = Math.max(...KIND_NAMES.map((k) => k.length), 'invalid'.length);
  const lines = KIND_NAMES.map((k) => `  ${k.padEnd(width)}  ${KINDS[k].summary}`);
  lines.push(`  ${'invalid'.padEnd(width)}  requests that each break one rule of an operation's contract: generate invalid <operation>`);
  const byInterface = ['v2', 'v1', 'gateway', 'p2p'].map((iface) => `  ${iface.padEnd(8)} ${INVALID_OPERATIONS.filter((op) => op.iface === iface).map((op) => op.name).join(', ')}`);
  return [
    '',
    'Kinds:',
    ...lines,
    '',
    'Operations for invalid, by interface (v1.getCardData or getCardData, gateway.register.do or register.do):',
    ...byInterface,
    '',
    'test-card --all writes each of the sandbox test cards once.',
    '',
    'The seed (random unless given) and the reference date are printed on stderr: pass both back to',
    'reproduce a run byte for byte. Card numbers are Luhn-valid test data, never real cards.',
  ].join('\n');
}

/** Where a run writes: its records (unless --out), and its messages. A test passes its own. */
export interface GenerateIo {
  readonly stdout: Writable;
  readonly stderr: Writable;
}

export function generateCommand(io: GenerateIo = process): Command {
  const command = new Command('generate')
    .description('generate seeded test data: card numbers, cardholders, customers, orders, invalid requests')
    .argument('<kind>', 'what to generate (see Kinds below)')
    .argument('[operation]', 'for "invalid": the operation whose rules to break (any interface)')
    .option('-n, --count <n>', 'number of records (default 1)', parsers.count)
    .option('--seed <n>', 'seed, 0 to 4294967295 (default: random, printed on stderr)', parsers.seed)
    .addOption(new Option('--locale <locale>', 'names and addresses of this locale').choices(LOCALES).default('en'))
    .addOption(new Option('--format <format>', 'json (one array), ndjson (one record per line) or csv').choices(FORMATS).default('json'))
    .option('-o, --out <file>', 'write to this file instead of stdout')
    .option('--bin <digits>', 'leading digits of generated card numbers (pan, card, p2p-order)', parsers.bin)
    .option('--brand <brand>', `card brand: ${BRAND_NAMES.join(', ')}`, parsers.brand)
    .option('--date <YYYY-MM-DD>', 'reference date for expiries, ages and start dates (default: today, UTC)', parsers.date)
    .option('--all', 'test-card: each distinct test card once (instead of --count random ones)')
    .addHelpText('after', kindsHelp())
    .showHelpAfterError('(run "cardlab generate --help" for the kinds and options)')
    .configureOutput({ writeOut: (text) => io.stdout.write(text), writeErr: (text) => io.stderr.write(text) })
    .action(async (kind: string, operation: string | undefined, options: Options) => {
      const fail = (message: string): never => command.error(`error: ${message}`, { exitCode: EXIT.usage });
      const records = plan({ kind, operation, options, fail, stderr: io.stderr });
      await run(records, options, io);
    });
  return command;
}

interface Plan {
  readonly records: Iterable<unknown>;
  readonly kind: Pick<Kind, 'columns' | 'row'>;
  readonly count: number;
  readonly progress: { written: number };
}

/** What a run was asked: the kind, the operation (for invalid), the options; how to refuse, where to say so. */
interface Request {
  readonly kind: string;
  readonly operation: string | undefined;
  readonly options: Options;
  readonly fail: (message: string) => never;
  readonly stderr: Writable;
}

function plan({ kind, operation, options, fail, stderr }: Request): Plan {
  const seed = options.seed ?? randomInt(0, 2 ** 32);
  const now = options.date ?? new Date(new Date().toISOString().slice(0, 10));
  const progress = { written: 0 };
  const announce = () => {
    const day = now.toISOString().slice(0, 10);
    stderr.write(`cardlab generate: seed ${seed}, date ${day} (reproduce with --seed ${seed} --date ${day})\n`);
  };
  if (options.all && kind !== 'test-card') fail(`--all applies to test-card only`);
  if (kind === 'invalid') {
    const op = operation === undefined ? undefined : findInvalidOperation(operation);
    if (!op) return fail(`${operation === undefined ? 'invalid needs an operation' : `unknown operation '${operation}'`}: choose one of ${INVALID_OPERATIONS.map((o) => o.id).join(', ')}`);
    for (const name of ['count', 'bin', 'brand'] as const) {
      if (options[name] !== undefined) fail(`--${name} does not apply to invalid: it writes every case of the operation`);
    }
    announce();
    const cases = invalidCasesOf(op, { seed, locale: options.locale, now });
    let i = 0;
    return { records: take(() => cases[i++], cases.length, progress), kind: { columns: ['operation', 'field', 'rule', 'body'] }, count: cases.length, progress };
  }
  if (kind === 'test-card' && options.all) {
    if (options.count !== undefined) fail('give --count or --all, not both');
    announce();
    // Each outcome once, in the order of the sandbox's list; only the expiry is drawn.
    const rng = createRandom(seed);
    const cards = TEST_CARD_OUTCOMES.map((outcome) => testCard(rng, { outcome, now }));
    let i = 0;
    return { records: take(() => cards[i++], cards.length, progress), kind: KINDS['test-card'], count: cards.length, progress };
  }
  if (!isKindName(kind)) return fail(`unknown kind '${kind}': choose one of ${[...KIND_NAMES, 'invalid'].join(', ')}`);
  if (operation !== undefined) fail(`unexpected argument '${operation}': only invalid takes an operation`);
  const chosen: Kind = KINDS[kind];
  for (const name of ['bin', 'brand'] as const) {
    if (options[name] !== undefined && !chosen.accepts?.includes(name)) fail(`--${name} does not apply to ${kind}${acceptors(name)}`);
  }
  if (options.bin !== undefined && options.brand !== undefined) fail('give --bin or --brand, not both');
  const count = options.count ?? 1;
  announce();
  const next = chosen.source({ seed, locale: options.locale, now, bin: options.bin, brand: options.brand });
  return { records: take(next, count, progress), kind: chosen, count, progress };
}

function acceptors(option: 'bin' | 'brand'): string {
  const names = (Object.keys(KINDS) as KindName[]).filter((k) => (KINDS[k] as Kind).accepts?.includes(option));
  return ` (only to ${names.join(', ')})`;
}

async function run(p: Plan, options: Options, io: GenerateIo): Promise<void> {
  const out: Writable = options.out === undefined ? io.stdout : createWriteStream(options.out);
  const started = Date.now();
  const reporter = options.out !== undefined && p.count >= PROGRESS_FROM ? setInterval(() => report(p, started, { stderr: io.stderr }), 1000) : undefined;
  try {
    await pump(encode(p.records, options.format, p.kind), out, { end: options.out !== undefined });
    if (reporter) report(p, started, { stderr: io.stderr, done: options.out });
  } catch (error) {
    // A reader that stops early (`| head`) closes the pipe: that is the reader's choice, not a failure.
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') return;
    io.stderr.write(`error: cannot write ${options.out ?? 'to stdout'}: ${(error as Error).message}\n`);
    process.exitCode = EXIT.failed;
  } finally {
    clearInterval(reporter);
  }
}

/** Progress on stderr; `done`: the file written, once it is. */
function report(p: Plan, started: number, { stderr, done }: { stderr: Writable; done?: string | undefined }): void {
  const seconds = (Date.now() - started) / 1000;
  const rate = Math.round(p.progress.written / Math.max(seconds, 0.001));
  const memory = Math.round(process.memoryUsage.rss() / 2 ** 20);
  const what = done === undefined ? `${p.progress.written.toLocaleString('en')} of ${p.count.toLocaleString('en')}` : `${p.count.toLocaleString('en')} records to ${done}`;
  stderr.write(`${done === undefined ? 'written' : 'wrote'} ${what} in ${seconds.toFixed(1)} s (${rate.toLocaleString('en')}/s, RSS ${memory} MiB)\n`);
}
