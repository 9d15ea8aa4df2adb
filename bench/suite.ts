/**
 * Whole-suite wall time on the embedded emulator, serial and with `--parallel 2`, against cucumber's
 * floor: the same number of scenarios and steps doing nothing, generated into a temporary folder and
 * run the same way (tsx loaded, summary and Allure formatters). What the suite costs above the floor
 * is its own work: steps, HTTP, the emulator. Allure results go to temporary folders, not reports/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SuiteRun {
  readonly seconds: number;
  readonly scenarios: number;
  readonly steps: number;
  readonly failed: number;
  readonly perSecond: number;
}

export interface SuiteFigure {
  readonly mode: 'serial' | 'parallel 2';
  readonly suite: SuiteRun;
  readonly floor: SuiteRun;
  /** Suite time over floor time: how many times the bare framework's cost the suite takes. */
  readonly ratio: number;
  readonly targetSeconds: number;
  readonly met: boolean;
}

const TARGET_SECONDS = 60;
const cucumberBin = fileURLToPath(new URL('../node_modules/@cucumber/cucumber/bin/cucumber.js', import.meta.url));
const tsx = import.meta.resolve('tsx');
const cucumberApi = import.meta.resolve('@cucumber/cucumber');
const allureReporter = fileURLToPath(import.meta.resolve('allure-cucumberjs/reporter'));

/** Runs cucumber-js to the end (bounded: a hung suite is killed) and reads its summary. */
function run(args: readonly string[], cwd: string, timeoutMs = 300_000): Promise<SuiteRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cucumberBin, ...args], {
      cwd,
      env: { ...process.env, NODE_OPTIONS: `--import=${tsx}`, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      const scenarios = /(\d+) scenarios? \(([^)]*)\)/.exec(out);
      const steps = /(\d+) steps? \(/.exec(out);
      if (!scenarios || !steps) return reject(new Error(`cucumber printed no summary (${cwd}):\n${out.slice(-2000)}`));
      const failed = Number(/(\d+) failed/.exec(scenarios[2] ?? '')?.[1] ?? 0);
      resolve({ seconds, scenarios: Number(scenarios[1]), steps: Number(steps[1]), failed, perSecond: Number(scenarios[1]) / seconds });
    });
  });
}

/** A throwaway project: `scenarios` scenarios over `files` features, `steps` no-op steps in all. */
function floorProject(scenarios: number, steps: number, files: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cardlab-floor-'));
  mkdirSync(path.join(dir, 'features'));
  const perScenario = Math.max(1, Math.round(steps / scenarios));
  const perFile = Math.ceil(scenarios / files);
  for (let f = 0, n = 0; n < scenarios; f++) {
    const lines = [`Feature: floor ${f}`, ''];
    for (let i = 0; i < perFile && n < scenarios; i++, n++) {
      lines.push(`  Scenario: nothing ${n}`, ...Array.from({ length: perScenario }, (_, s) => `    Given nothing happens ${s}`), '');
    }
    writeFileSync(path.join(dir, 'features', `floor-${f}.feature`), lines.join('\n'));
  }
  writeFileSync(path.join(dir, 'steps.mjs'), `import { Given } from ${JSON.stringify(cucumberApi)};\nGiven(/^nothing happens \\d+$/, function () {});\n`);
  const config = {
    paths: ['features/**/*.feature'],
    import: ['steps.mjs'],
    format: ['summary', [allureReporter, path.join(dir, 'allure-formatter.txt')]],
    formatOptions: { resultsDir: path.join(dir, 'allure-results') },
    strict: true,
  };
  writeFileSync(path.join(dir, 'cucumber.mjs'), `export default ${JSON.stringify(config)};\n`);
  return dir;
}

export async function benchSuite(root = process.cwd(), featureFiles = 20): Promise<SuiteFigure[]> {
  const results = mkdtempSync(path.join(tmpdir(), 'cardlab-suite-'));
  const suiteArgs = (extra: string[]) => ['--profile', 'ci', '--format-options', JSON.stringify({ resultsDir: path.join(results, extra.join('') || 'serial') }), ...extra];
  const floors: string[] = [];
  try {
    const figures: SuiteFigure[] = [];
    for (const [mode, extra] of [['serial', []], ['parallel 2', ['--parallel', '2']]] as const) {
      const suite = await run(suiteArgs([...extra]), root);
      // Other work may add scenarios between two runs: each run gets a floor of its own size.
      floors.push(floorProject(suite.scenarios, suite.steps, featureFiles));
      const floor = await run([...extra], floors.at(-1)!);
      const met = suite.seconds < TARGET_SECONDS && suite.failed === 0;
      figures.push({ mode, suite, floor, ratio: suite.seconds / floor.seconds, targetSeconds: TARGET_SECONDS, met });
      console.log(`  suite ${mode}: ${suite.scenarios} scenarios in ${suite.seconds.toFixed(1)} s (${suite.failed} failed), floor ${floor.seconds.toFixed(1)} s`);
    }
    return figures;
  } finally {
    rmSync(results, { recursive: true, force: true });
    for (const dir of floors) rmSync(dir, { recursive: true, force: true });
  }
}
