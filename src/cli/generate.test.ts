/**
 * `cardlab generate`: bytes on stdout, messages on stderr, exit codes. The command runs in this
 * process, its streams captured (a process a case cost a second of CPU each, most of this file's
 * time); one test runs it as a user does, a process of its own, and gets the same bytes.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { CommanderError } from 'commander';
import { KIND_NAMES } from '../../generators/kinds.js';
import { isLuhnValid } from '../common/luhn.js';
import { EXIT, usageExitCode } from './exit-codes.js';
import { generateCommand } from './generate.js';

const BIN = new URL('../../bin/cardlab.js', import.meta.url).pathname;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** A stream that keeps what is written to it. */
class Captured extends Writable {
  text = '';

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/** `cardlab generate <args>` in this process: the exit code it would end with, what it wrote. */
async function cardlab(...args: string[]): Promise<Run> {
  const stdout = new Captured();
  const stderr = new Captured();
  const command = generateCommand({ stdout, stderr }).exitOverride();
  let code: number = EXIT.ok;
  try {
    await command.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    code = usageExitCode(error);
  }
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** The same, as a process of its own. */
function cardlabProcess(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'generate', ...args], { maxBuffer: 64 * 2 ** 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const FIXED = ['--date', '2026-03-10'];

test('same seed, same bytes in every format, to stdout or to a file; another seed differs', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cardlab-generate-'));
  try {
    const file = join(dir, 'out.csv');
    const runs = await Promise.all([
      cardlab('cardholder', '--count', '300', '--seed', '7', '--format', 'ndjson', '--locale', 'de', ...FIXED),
      cardlab('cardholder', '--count', '300', '--seed', '7', '--format', 'ndjson', '--locale', 'de', ...FIXED),
      cardlab('p2p-order', '--count', '50', '--seed', '7', '--format', 'csv', ...FIXED),
      cardlab('p2p-order', '--count', '50', '--seed', '7', '--format', 'csv', '--out', file, ...FIXED),
      cardlab('invalid', 'createTransfer', '--seed', '7', ...FIXED),
      cardlab('cardholder', '--count', '300', '--seed', '8', '--format', 'ndjson', '--locale', 'de', ...FIXED),
    ]);
    for (const r of runs) assert.equal(r.code, 0, r.stderr);
    const [a, b, csv, , invalid, other] = runs;
    assert.equal(a.stdout.split('\n').length, 301);
    assert.equal(a.stdout, b.stdout);
    assert.equal(await readFile(file, 'utf8'), csv.stdout);
    assert.ok((JSON.parse(invalid.stdout) as { field: string }[]).some((c) => c.field === 'sourceCard.expiryDate'));
    assert.notEqual(a.stdout, other.stdout);
    assert.match(a.stderr, /seed 7, date 2026-03-10/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('run as a process, it writes the same bytes, its messages on stderr, and exits 0', async () => {
  const args = ['p2p-order', '--count', '20', '--seed', '7', '--format', 'csv', ...FIXED];
  const [alone, here] = await Promise.all([cardlabProcess(...args), cardlab(...args)]);
  assert.equal(alone.code, 0, alone.stderr);
  assert.equal(alone.stdout.split('\n').length, 22);
  assert.equal(alone.stdout, here.stdout);
  assert.equal(alone.stderr, here.stderr);
});

test('without --seed a random seed is printed on stderr, and giving it back reproduces the run', async () => {
  const first = await cardlab('pan', '--count', '20', ...FIXED);
  const seed = /seed (\d+)/.exec(first.stderr)?.[1];
  assert.ok(seed, first.stderr);
  const again = await cardlab('pan', '--count', '20', '--seed', seed, ...FIXED);
  assert.equal(again.stdout, first.stdout);
  const pans = (JSON.parse(first.stdout) as { pan: string }[]).map((r) => r.pan);
  assert.equal(pans.length, 20);
  assert.ok(pans.every(isLuhnValid));
});

test('bad input exits 2 with a message naming the option or argument and the rule', async () => {
  const cases: [string[], RegExp][] = [
    [['pan', '--count', '0'], /--count <n>' argument '0' is invalid\. must be a positive integer/],
    [['pan', '--count', 'ten'], /--count <n>' argument 'ten' is invalid\. must be a positive integer/],
    [['nope'], /unknown kind 'nope': choose one of pan, card,.* invalid/],
    [['pan', '--format', 'xml'], /--format <format>' argument 'xml' is invalid\. Allowed choices are json, ndjson, csv/],
    [['pan', '--locale', 'es'], /--locale <locale>' argument 'es' is invalid\. Allowed choices are en, de, fr/],
    [['pan', '--bin', '42x'], /--bin <digits>' argument '42x' is invalid\. must be 1 to 12 digits/],
    [['cardholder', '--bin', '4'], /--bin does not apply to cardholder \(only to pan, card, p2p-order\)/],
    [['invalid', 'makeCoffee'], /unknown operation 'makeCoffee': choose one of v2\.createCardholder, .*v1\.getCardData, .*gateway\.register\.do, .*p2p\.registerP2P\.do/],
    [['pan', '--all'], /--all applies to test-card only/],
    [['test-card', '--all', '--count', '2'], /give --count or --all, not both/],
  ];
  const runs = await Promise.all(cases.map(([args]) => cardlab(...args)));
  runs.forEach((r, i) => {
    const [args, message] = cases[i]!;
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message, args.join(' '));
    assert.equal(r.stdout, '', args.join(' '));
  });
});

test('--help lists every kind with its line, and invalid', async () => {
  const help = await cardlab('--help');
  assert.equal(help.code, 0);
  for (const kind of [...KIND_NAMES, 'invalid']) assert.match(help.stdout, new RegExp(`^  ${kind} +\\S`, 'm'), kind);
});

test('test-card --all lists each distinct test card once; invalid takes an operation of any interface', async () => {
  const [all, v1, gateway] = await Promise.all([
    cardlab('test-card', '--all', '--seed', '3', ...FIXED),
    cardlab('invalid', 'getCardData', '--seed', '3', ...FIXED),
    cardlab('invalid', 'gateway.register.do', '--seed', '3', '--format', 'ndjson', ...FIXED),
  ]);
  for (const r of [all, v1, gateway]) assert.equal(r.code, 0, r.stderr);
  const cards = JSON.parse(all.stdout) as { outcome: string; pan: string }[];
  assert.deepEqual(cards.map((c) => c.pan), ['5555555555555599', '4111111111111111', '5168494895055780', '4000001111111118', '4444555511113333']);
  assert.equal(new Set(cards.map((c) => c.outcome)).size, 5);
  assert.ok((JSON.parse(v1.stdout) as { operation: string }[]).every((c) => c.operation === 'v1.getCardData'));
  const lines = gateway.stdout.trim().split('\n').map((l) => JSON.parse(l) as { operation: string; field: string });
  assert.ok(lines.length > 10 && lines.some((c) => c.field === 'amount'));
});
