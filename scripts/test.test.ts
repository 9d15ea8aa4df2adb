import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runStages, STAGES, type Run, type RunScript, type Stage } from './test.js';

const stages: Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'scenarios', script: 'test:scenarios' },
  { name: 'secrets', script: 'check:secrets', after: ['test:scenarios'] },
];

async function run(codes: Record<string, number>, bail = false) {
  const lines: string[] = [];
  const ran: string[] = [];
  const code = await runStages(stages, { bail, jobs: 1, log: (l) => lines.push(l), run: (script) => (ran.push(script), Promise.resolve({ code: codes[script] ?? 0, output: `${script} says hello\n` })) });
  return { code, lines, ran };
}

/** A stand-in for npm: each script runs until the test ends it with `finish(script, code)`. */
function controlled() {
  const ends = new Map<string, (run: Run) => void>();
  const stops = new Map<string, AbortSignal>();
  const running = new Set<string>();
  let most = 0;
  const run: RunScript = (script, stop) =>
    new Promise((resolve) => {
      running.add(script);
      most = Math.max(most, running.size);
      stops.set(script, stop);
      const end = (r: Run) => {
        running.delete(script);
        resolve(r);
      };
      ends.set(script, end);
      stop.addEventListener('abort', () => end({ code: 143, output: `${script} was stopped\n` }), { once: true });
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return {
    run,
    running,
    stops,
    most: () => most,
    tick,
    finish: async (script: string, code = 0) => {
      ends.get(script)!({ code, output: `${script}: first line\n${script}: last line\n` });
      await tick();
    },
  };
}

test('every stage runs in order; one verdict line each, then the count as the last line', async () => {
  const { code, lines, ran } = await run({ 'test:scenarios': 3 });
  assert.deepEqual(ran, ['lint', 'test:scenarios', 'check:secrets']);
  assert.equal(code, 3, 'the exit code of the stage that failed');
  const recap = lines.slice(lines.findIndex((l) => l.startsWith('\nnpm test on Node')) + 1);
  assert.match(lines.find((l) => l.startsWith('\nnpm test on Node'))!, /, 1 at a time, \d+\.\d s:$/);
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

test('stages run side by side up to --jobs; one that reads results waits for them; each output printed whole under its header when it ends', async () => {
  const npm = controlled();
  const lines: string[] = [];
  const four: Stage[] = [
    { name: 'lint', script: 'lint' },
    { name: 'unit tests', script: 'test:unit' },
    { name: 'scenarios', script: 'test:scenarios' },
    { name: 'secrets', script: 'check:secrets', after: ['test:scenarios'] },
  ];
  const done = runStages(four, { jobs: 2, run: npm.run, log: (l) => lines.push(l) });
  await npm.tick();
  assert.deepEqual([...npm.running], ['lint', 'test:unit'], 'two at once, in the list order');
  await npm.finish('test:unit', 4);
  assert.deepEqual([...npm.running], ['lint', 'test:scenarios'], 'the next one takes the free place');
  await npm.finish('test:scenarios');
  assert.deepEqual([...npm.running], ['lint', 'check:secrets'], 'the check starts once what it reads is written');
  await npm.finish('lint');
  await npm.finish('check:secrets');
  assert.equal(await done, 4);
  assert.equal(npm.most(), 2);
  // The unit tests ended first: their block comes first, whole, however the others ran beside them.
  const blocks = lines.filter((l) => !l.startsWith('▶')).join('\n').trim().split('\n\n');
  assert.match(blocks[0]!, /^── unit tests \(npm run test:unit, Node v[\d.]+\) ──\ntest:unit: first line\ntest:unit: last line\n✘ unit tests \d+\.\d s \(exit 4\)$/);
  assert.match(blocks[1]!, /^── scenarios .*\ntest:scenarios: first line\ntest:scenarios: last line\n✔ scenarios /);
  assert.deepEqual(lines.slice(-5).map((l) => l.replace(/\d+\.\d s/, 'T')), ['✔ lint T', '✘ unit tests T (exit 4)', '✔ scenarios T', '✔ secrets T', '3 passed, 1 failed']);
});

test('--bail side by side: the first failure stops the stages still running and starts no other', async () => {
  const npm = controlled();
  const lines: string[] = [];
  const done = runStages(stages, { bail: true, jobs: 2, run: npm.run, log: (l) => lines.push(l) });
  await npm.tick();
  await npm.finish('test:scenarios', 1);
  assert.equal(npm.stops.get('lint')!.aborted, true, 'lint is stopped');
  assert.equal(await done, 1);
  assert.ok(lines.includes('lint was stopped'), 'what it printed until then is shown');
  assert.deepEqual(lines.slice(-4).map((l) => l.replace(/\d+\.\d s/, 'T')), ['- lint (stopped after T)', '✘ scenarios T (exit 1)', '- secrets (not run)', '0 passed, 1 failed, 2 not run']);
});

test('an interrupt (Ctrl-C) stops the run: exit 130, nothing said to have passed that did not end', async () => {
  const npm = controlled();
  const lines: string[] = [];
  const interrupt = new AbortController();
  const done = runStages(stages, { jobs: 2, run: npm.run, log: (l) => lines.push(l), signal: interrupt.signal });
  await npm.finish('lint');
  interrupt.abort();
  assert.equal(await done, 130);
  assert.equal(lines.at(-1), '1 passed, 0 failed, 2 not run');
});

test('a stage that waits for one that is not before it in the list is a mistake, said before anything runs', async () => {
  const ran: string[] = [];
  const wrong: Stage[] = [{ name: 'secrets', script: 'check:secrets', after: ['test:scenarios'] }, { name: 'scenarios', script: 'test:scenarios' }];
  await assert.rejects(runStages(wrong, { run: (s) => (ran.push(s), Promise.resolve({ code: 0, output: '' })), log: () => {} }), /stage secrets waits for test:scenarios, not an earlier stage/);
  assert.deepEqual(ran, []);
});

test('npm test runs the scripts that exist; the checks wait for the scenario runs, and the secret check for every stage', async () => {
  const { scripts } = (await import('../package.json', { with: { type: 'json' } })).default as { scripts: Record<string, string> };
  for (const stage of STAGES) assert.ok(scripts[stage.script], stage.script);
  const stage = (script: string) => STAGES.find((s) => s.script === script)!;
  assert.deepEqual(stage('check:requests').after, ['test:scenarios', 'test:remote']);
  assert.deepEqual(new Set(stage('check:secrets').after), new Set(STAGES.map((s) => s.script).filter((s) => s !== 'check:secrets')));
  // The embedded run empties the secret ledger as it starts: the remote run, which adds to it, starts after it.
  const order = STAGES.map((s) => s.script);
  assert.ok(order.indexOf('test:scenarios') < order.indexOf('test:remote'));
  assert.match(scripts['test:scenarios']!, /rm -rf [^&]*\.cardlab\/secrets/);
  assert.equal(scripts.test, 'node --import tsx scripts/test.ts');
});
