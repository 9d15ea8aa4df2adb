import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

/** The formats of a profile of cucumber.js as the coordinating process would read them, stdout a pipe. */
function formats(profile: string, env: NodeJS.ProcessEnv): unknown[] {
  const script = `const m = await import('./cucumber.js'); console.log(JSON.stringify(m[${JSON.stringify(profile)}].format))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...env }, encoding: 'utf8' })) as unknown[];
}

test('without a terminal, or under CI, the profiles print a summary rather than a bar or dots', () => {
  for (const env of [{ CI: 'true' }, { CI: '' }]) {
    for (const profile of ['default', 'remote', 'certification', 'ci']) assert.equal(formats(profile, env)[0], './src/reporting/summary-formatter.ts', `${profile} ${JSON.stringify(env)}`);
  }
});

test('no profile names paths: a path given on the command line runs alone', () => {
  const script = "const m = await import('./cucumber.js'); console.log(JSON.stringify(Object.values(m).map((p) => p.paths ?? null)))";
  assert.deepEqual(new Set(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as unknown[]), new Set([null]));
});
