/**
 * Generator throughput against plain faker in the same run (ratios are what count: this machine
 * is noisy), determinism at that speed, and the memory of streaming a million cardholders.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildCardholder } from '../generators/cardholder.js';
import { createFaker } from '../generators/faker.js';
import { fastCardholderFactory } from '../generators/fast-cardholder.js';
import { localeTables } from '../generators/locale-data.js';
import { panFactory } from '../generators/pan.js';
import { createRandom } from '../src/common/random.js';
import { compare, fmt, mib } from './measure.js';

const NOW = new Date('2026-03-10T00:00:00Z');
const TARGET = 5;

export interface Comparison {
  readonly name: string;
  readonly ours: number;
  readonly baseline: number;
  readonly baselineName: string;
  readonly ratio: number;
  readonly target?: number;
}

export interface StreamRun {
  readonly count: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly rssStart: number;
  readonly rssPeak: number;
  readonly rssEnd: number;
  readonly heapStart: number;
  readonly heapPeak: number;
  readonly heapEnd: number;
}

export interface GeneratorBench {
  readonly comparisons: Comparison[];
  readonly deterministic: boolean;
  readonly streaming: StreamRun[];
  readonly targetsMet: boolean;
  /** The minimum ratio to plain faker. */
  readonly target: number;
}

/** A cardholder built the plain way: one faker call per field. */
function fakerCardholder(faker: ReturnType<typeof createFaker>) {
  return {
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    email: faker.internet.exampleEmail(),
    phoneNumber: faker.phone.number({ style: 'international' }),
    dateOfBirth: faker.date.birthdate({ mode: 'age', min: 18, max: 80 }).toISOString().slice(0, 10),
    billingAddress: {
      line1: faker.location.streetAddress(),
      line2: faker.location.secondaryAddress(),
      city: faker.location.city(),
      state: faker.location.state({ abbreviated: true }),
      postalCode: faker.location.zipCode(),
      country: 'US',
    },
  };
}

function throughput(): Comparison[] {
  const faker = createFaker(1);
  const anyBrand = panFactory(createRandom(1));
  const bin = panFactory(createRandom(1), { bin: '529811' });
  const fast = fastCardholderFactory(createRandom(1), localeTables('en'), { now: NOW });
  const rates = Object.fromEntries(
    compare({
      'pan, random brand': anyBrand,
      'faker.finance.creditCardNumber()': () => faker.finance.creditCardNumber(),
      'pan, BIN 529811': bin,
      "faker.finance.creditCardNumber('529811#########L')": () => faker.finance.creditCardNumber('529811#########L'),
      'cardholder as NDJSON (fast path)': () => `${JSON.stringify(fast())}\n`,
      'faker cardholder, field by field, as NDJSON': () => `${JSON.stringify(fakerCardholder(faker))}\n`,
      'buildCardholder (scenarios) as NDJSON': () => `${JSON.stringify(buildCardholder(faker))}\n`,
    }).map((r) => [r.name, r.perSecond]),
  );
  const pair = (name: string, ours: string, baselineName: string, target?: number): Comparison => {
    const [o, b] = [rates[ours]!, rates[baselineName]!];
    return { name, ours: o, baseline: b, baselineName, ratio: o / b, ...(target ? { target } : {}) };
  };
  return [
    pair('PANs, random brand', 'pan, random brand', 'faker.finance.creditCardNumber()', TARGET),
    pair('PANs, one BIN', 'pan, BIN 529811', "faker.finance.creditCardNumber('529811#########L')", TARGET),
    pair('cardholders as NDJSON', 'cardholder as NDJSON (fast path)', 'faker cardholder, field by field, as NDJSON', TARGET),
    pair('buildCardholder (faker-based, for scenarios)', 'buildCardholder (scenarios) as NDJSON', 'faker cardholder, field by field, as NDJSON'),
  ];
}

/** The same seed must give the same bytes at full speed, and another seed other bytes. */
function determinism(): boolean {
  const digest = (seed: number) => {
    const next = fastCardholderFactory(createRandom(seed), localeTables('de'), { now: NOW });
    const pans = panFactory(createRandom(seed));
    const hash = createHash('sha256');
    for (let i = 0; i < 100_000; i++) hash.update(`${JSON.stringify(next())}${pans()}\n`);
    return hash.digest('hex');
  };
  return digest(42) === digest(42) && digest(42) !== digest(43);
}

async function stream(count: number): Promise<StreamRun> {
  const child = new URL('./stream-child.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', child, String(count), '/dev/null']);
  return JSON.parse(stdout) as StreamRun;
}

export async function benchGenerators(): Promise<GeneratorBench> {
  const comparisons = throughput();
  for (const c of comparisons) console.log(`  ${c.name}: ${fmt(c.ours)}/s vs ${c.baselineName} ${fmt(c.baseline)}/s (${c.ratio.toFixed(1)}x)`);
  const deterministic = determinism();
  console.log(`  determinism: 100,000 cardholders + PANs, seed 42 twice: ${deterministic ? 'identical bytes; seed 43 differs' : 'MISMATCH'}`);
  const streaming = [await stream(100_000), await stream(1_000_000)];
  for (const s of streaming) console.log(`  streaming ${fmt(s.count)} cardholders: ${fmt(s.perSecond)}/s, RSS peak ${mib(s.rssPeak)} MiB, heap peak ${mib(s.heapPeak)} MiB`);
  const targetsMet = deterministic && comparisons.every((c) => !c.target || c.ratio >= c.target);
  return { comparisons, deterministic, streaming, targetsMet, target: TARGET };
}
