/**
 * The explorer finds each deliberate fault of an emulator (faults.ts) with a fixed seed, within
 * two minutes, and writes it as a feature of its interface; against the correct emulator the same
 * walks find nothing. Seeds are fixed: a run is the same sequence every time (no luck involved).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FAULTS, type Fault } from '../emulator/domain/faults.js';
import { featureText } from './feature.js';
import { embeddedEmulator, explore, type Explored } from './index.js';
import type { Api } from './session.js';

/** A seed that finds each fault quickly (found once by trying seeds; the same seed finds it every time). */
const SEEDS: Record<Fault, number> = {
  'topup-credits-blocked-card': 1,
  'daily-window-never-resets': 71,
  'hold-ignored': 1,
  'restriction-ignored-by-withdrawal': 1,
  'refund-over-deposit': 39,
  'partial-capture-takes-all': 17,
  'blocked-card-pays-by-binding': 129,
  'p2p-fee-not-charged': 5,
  'payout-leaves-funding-whole': 20,
};

async function exploreWith(faults: Fault[], api: Api, seed: number, runs: number): Promise<Explored> {
  const emulator = await embeddedEmulator({ sandbox: { faults } });
  try {
    const [explored] = await explore({ target: emulator.target, interfaces: [api], seed, budget: { runs, maxCommands: 30, timeMs: 120_000 } });
    return explored!;
  } finally {
    await emulator.close();
  }
}

describe('cardlab explore finds each deliberate fault', { concurrency: 1 }, () => {
  for (const [fault, api] of Object.entries(FAULTS) as [Fault, Api][]) {
    it(`${fault} (${api}, seed ${SEEDS[fault]})`, { timeout: 150_000 }, async () => {
      const explored = await exploreWith([fault], api, SEEDS[fault], 20_000);
      assert.ok(explored.finding, `no violation found in ${explored.runs} runs`);
      assert.ok(explored.seconds < 120, `found in ${explored.seconds.toFixed(1)} s`);
      const feature = featureText(explored.finding, { label: 'a faulty emulator', date: '2026-11-26' });
      assert.match(feature, new RegExp(`^@${api}\\b`));
      assert.ok(explored.finding.steps.at(-1)?.keyword === 'Then' || explored.finding.rule.includes('every answer'), 'the scenario ends with the check that failed');
    });
  }
});

describe('cardlab explore against the correct emulator', () => {
  it('finds nothing in 25 runs of each interface', { timeout: 120_000 }, async () => {
    const emulator = await embeddedEmulator();
    try {
      const results = await explore({ target: emulator.target, interfaces: ['v1', 'v2', 'ecom', 'p2p'], seed: 42, budget: { runs: 25, maxCommands: 30 } });
      for (const r of results) assert.equal(r.finding, undefined, `${r.api}: ${r.finding?.rule} ${r.finding?.expected} / ${r.finding?.actual}`);
      assert.deepEqual(
        results.map((r) => r.runs),
        [25, 25, 25, 25],
      );
    } finally {
      await emulator.close();
    }
  });
});

describe('the feature a finding is written as', () => {
  const finding = {
    api: 'v2' as const,
    seed: 7,
    rule: 'the balance a card shows equals its movements',
    expected: '10.00 EUR',
    actual: '0.00 EUR',
    shrinks: 3,
    clockMoved: true,
    steps: [
      { keyword: 'Given', text: 'Alice has a virtual card' },
      { keyword: 'Given', text: 'the next day begins' },
      { keyword: 'When', text: 'Alice transfers 10.00 EUR to Bob' },
      { keyword: 'Then', text: "the transfers of Alice's card are:", table: [['from', 'to', 'amount', 'status'], ['Alice', 'Bob', '10.00 EUR', 'approved']] },
    ],
  } as const;

  it('is tagged with its interface and @emulator-only when the clock moved, starts at the fixed instant and joins repeated keywords with And', () => {
    const lines = featureText(finding, { label: 'embedded emulator', date: '2026-11-26' }).split('\n');
    assert.equal(lines[0], '@v2 @emulator-only');
    assert.deepEqual(lines.slice(8), [
      '    Given it is 2026-03-10 at 10:00',
      '    And Alice has a virtual card',
      '    And the next day begins',
      '    When Alice transfers 10.00 EUR to Bob',
      "    Then the transfers of Alice's card are:",
      '      | from  | to  | amount    | status   |',
      '      | Alice | Bob | 10.00 EUR | approved |',
      '',
    ]);
  });

  it('keeps the answer it quotes on one line of prose', () => {
    const text = featureText({ ...finding, clockMoved: false, actual: '{"a":\n"| Scenario: x"}' }, { label: 'x', date: 'd' });
    assert.ok(text.startsWith('@v2\n'));
    assert.ok(text.includes('  The target answered: {"a": "| Scenario: x"}'));
  });
});
