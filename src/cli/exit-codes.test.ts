/** One exit-code convention for every cardlab command (exit-codes.ts): a usage error is 2, said in a sentence. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';

function cardlab(args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bin/cardlab.js', ...args], { encoding: 'utf8' }, (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }));
  });
}

test("every cardlab command exits 2 on a usage error, commander's own refusals included, without a stack", async () => {
  const cases = [['nosuch'], ['emulator', '--port', '1e2'], ['preflight', '--bogus'], ['target-file'], ['target-file', '--template', '--from-emulator', 'http://x', '--out', '/dev/null'], ['generate', 'pan', '--count', '0']];
  const runs = await Promise.all(cases.map((args) => cardlab(args)));
  for (const [i, run] of runs.entries()) {
    assert.equal(run.code, 2, `cardlab ${cases[i]!.join(' ')}: ${run.stderr}`);
    assert.doesNotMatch(run.stderr, /\n\s+at /);
  }
});

test('an emulator asked to corrupt a field its operation never answers refuses to start: exit 2, the nearest field named', async () => {
  const run = await cardlab(['emulator', '--port', '0', '--corrupt', 'v2.getCard.stauts']);
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /v2\.getCard answers no field stauts \(did you mean v2\.getCard\.status\?\)/);
});
