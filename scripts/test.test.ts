import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runStages, STAGES, type Stage } from './test.js';

const stages: Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'scenarios', script: 'test:scenarios' },
  { name: 'secrets', script: 'check:secrets' },
];

async function run(codes: Record<string, number>, bail = false) {
  const lines: string[] = [];
  const ran: string[] = [];
  const code = await runStages(stages, { bail, log: (l) => lines.push(l), run: (script) => (ran.push(script), Promise.resolve(codes[script] ?? 0)) });
  return { code, lines, ran };
}

test('every stage runs in order; one verdict line each, then the count as the last line', async () => {
  const { code, lines, ran } = await run({ 'test:scenarios': 3 });
  assert.deepEqual(ran, ['lint', 'test:scenarios', 'check:secrets']);
  assert.equal(code, 3, 'the exit code of the stage that failed');
  const recap = lines.slice(lines.findIndex((l) => l.startsWith('\nnpm test on Node')) + 1);
  assert.match(recap[0]!, /^✔ lint \d+\.\d s$/);
  assert.match(recap[1]!, /^✘ scenarios \d+\.\d s \(exit 3\)$/);
  assert.match(recap[2]!, /^✔ secrets \d+\.\d s$/);
  assert.equal(lines.at(-1), '2 passed, 1 failed');
});

test('all green exits 0; --bail stops at the first failure and says what did not run', async () => {
  assert.equal((await run({})).code, 0);
  assert.equal((await run({})).lines.at(-1), '3 passed, 0 failed');
  const bailed = await run({ lint: 1 }, true);
  assert.deepEqual(bailed.ran, ['lint']);
  assert.equal(bailed.code, 1);
  assert.deepEqual(bailed.lines.slice(-3), ['- scenarios (not run)', '- secrets (not run)', '0 passed, 1 failed, 2 not run']);
});

test('npm test runs the scripts that exist, the contract check after both scenario runs', async () => {
  const { scripts } = (await import('../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
  for (const stage of STAGES) assert.ok(scripts[stage.script], stage.script);
  const order = STAGES.map((s) => s.script);
  assert.ok(order.indexOf('check:requests') > Math.max(order.indexOf('test:scenarios'), order.indexOf('test:remote')));
  assert.equal(scripts.test, 'node --import tsx scripts/test.ts');
});
