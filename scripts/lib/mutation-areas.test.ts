import assert from 'node:assert/strict';
import test from 'node:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MutantStatus, type MutationReport, areaOf, areaScores, BOUNDED, score, coveredScore, scoreTable, strengthOfLastRun, tallyOf, withinMutated } from './mutation-areas.js';

test('a file belongs to the first area whose globs match it: P2P before the gateway, stored credentials and the order state machine before the rest of it', () => {
  assert.equal(areaOf('src/emulator/domain/gateway/p2p/plan.ts').name, 'P2P funding and payout');
  assert.equal(areaOf('src/emulator/domain/gateway/tii.ts').name, 'stored credentials and tii');
  assert.equal(areaOf('src/emulator/domain/gateway/orders.ts').name, 'e-commerce order state machine');
  assert.equal(areaOf('src/emulator/domain/gateway/checkout.ts').name, 'e-commerce order state machine');
  assert.equal(areaOf('src/emulator/domain/gateway/card-inputs/se-token.ts').name, 'e-commerce pages, card inputs and answers');
  assert.equal(areaOf('src/emulator/providers/ecom/orders.ts').name, 'e-commerce pages, card inputs and answers');
  assert.equal(areaOf('src/emulator/domain/card-system/movements.ts').name, 'card system');
  assert.equal(areaOf('src/emulator/domain/limits.ts').name, 'limits');
  assert.equal(areaOf('src/emulator/providers/v1/cards.ts').name, 'v1');
  assert.equal(areaOf('src/emulator/domain/clock.ts').name, 'the rest');
});

const mutants = (...statuses: MutantStatus[]) => ({ mutants: statuses.map((status) => ({ status })) });

test('scores count killed and timed-out mutants against all that could be caught; errors and ignored ones count in neither', () => {
  const { areas, total } = areaScores({
    files: {
      'src/emulator/domain/ledger.ts': mutants('Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'RuntimeError'),
      'src/emulator/domain/limits.ts': mutants('Killed', 'Survived'),
    },
  });
  assert.deepEqual(
    areas.map((a) => [a.area, score(a.tally), coveredScore(a.tally)]),
    [
      ['limits', 50, 50],
      ['card system', 60, 75],
    ],
  );
  assert.equal(score(total), (100 * 4) / 7);
  assert.equal(score(areaScores({ files: { 'src/emulator/domain/clock.ts': mutants('Ignored') } }).total), undefined, 'no mutant to catch: no score');
  const table = scoreTable({ areas, total });
  assert.match(table, /^\| card system \| 60\.0 % \| 75\.0 % \| ≥ 90 % ✘ \| 2 \| 1 \| 1 \| 1 \| 1 \|$/m);
  assert.match(table, /^\| \*\*all\*\* \| 57\.1 % \| 66\.7 % \| ≥ 80 % ✘ \|/m);
});

test("the last run's strength in a few words, for the nightly report; nothing when no run left a summary", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-mutation-'));
  try {
    const file = join(dir, 'summary.json');
    writeFileSync(file, JSON.stringify({ score: 81.25, scoreOfReached: 92.5, commit: 'abc1234' }));
    assert.equal(strengthOfLastRun(file), '92.5 % of the mutants the scenarios reach, 81.3 % of all (abc1234)');
    assert.equal(strengthOfLastRun(join(dir, 'none.json')), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a run's own files are tallied apart from the other files the report still holds from earlier runs", () => {
  const report: MutationReport = {
    files: {
      'src/emulator/domain/card-system/movements.ts': { mutants: [{ status: 'Killed' }, { status: 'Killed' }, { status: 'Survived' }, { status: 'Ignored' }] },
      'src/emulator/domain/gateway/orders.ts': { mutants: [{ status: 'Killed' }] },
      'src/emulator/providers/v1/cards.ts': { mutants: [{ status: 'Survived' }, { status: 'NoCoverage' }, { status: 'Survived' }] },
    },
  };
  const own = tallyOf(report, BOUNDED.files);
  assert.deepEqual([own.killed, own.survived, own.noCoverage, own.ignored], [3, 1, 0, 1]);
  assert.equal(score(own), 75);
  assert.equal(score(tallyOf(report, ['src/emulator/providers/**/*.ts'])), 0);
});

test('a file the config no longer mutates leaves the tally, though the incremental report still carries it', () => {
  const report = { files: { 'src/emulator/domain/ledger.ts': mutants('Killed'), 'src/emulator/domain/faults.ts': mutants('Survived'), 'src/emulator/domain/ledger.test.ts': mutants('Survived') } };
  const kept = withinMutated(report, ['src/emulator/domain/**/*.ts', '!**/*.test.ts', '!src/emulator/domain/faults.ts']);
  assert.deepEqual(Object.keys(kept.files), ['src/emulator/domain/ledger.ts']);
  assert.equal(score(areaScores(kept).total), 100);
});
