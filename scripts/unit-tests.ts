/**
 * `npm run test:unit`: every *.test.ts under src, steps, support, generators, scripts and bench, run
 * by node --test in a few processes instead of one a file. A process a file cost more than most of
 * the tests in it: each loads tsx and, for most, the whole emulator again, a second or two of CPU
 * (docs/performance.md, "npm test's time"). The files are dealt in path order, one to each group in
 * turn; a group is a module that imports its files (written to .cardlab/unit/), and node --test runs
 * the groups side by side. So a test file shares its process with others: it undoes what it changes
 * in the process (an armed corruption, an environment variable) and closes what it opens, as every
 * test should anyway.
 * Usage: npm run test:unit [-- --groups N] [-- file.test.ts ...]   (files: only those)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command } from 'commander';
import { withUsageExit } from '../src/cli/exit-codes.js';
import { wholeNumber } from '../src/cli/whole-number.js';

const ROOTS = ['src', 'steps', 'support', 'generators', 'scripts', 'bench'];
const GROUP_DIR = '.cardlab/unit';

/** Every unit test file, in path order. */
export function testFiles(roots: readonly string[] = ROOTS): string[] {
  return roots
    .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** The files dealt into `count` groups, one to each in turn (no empty group). */
export function groupsOf(files: readonly string[], count: number): string[][] {
  const groups = Array.from({ length: Math.min(count, files.length) }, () => [] as string[]);
  files.forEach((file, i) => groups[i % groups.length]!.push(file));
  return groups;
}

const program = new Command('npm run test:unit')
  .description('run the unit tests, grouped into a few processes that run side by side')
  .argument('[files...]', 'test files to run (default: every *.test.ts under src, steps, support, generators, scripts and bench)')
  // One more process than cores: the tests wait on the processes and servers they start and on
  // timers, and a third process keeps two cores busy meanwhile (alone on 2 cores: 67 s against 74-79).
  .option('--groups <n>', 'how many processes (default: the number of cores, plus one)', wholeNumber(1, 64), availableParallelism() + 1);

// Imported by its test for testFiles and groupsOf; run as a script for the tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  withUsageExit(program).parse();
  const files = program.args.length ? program.args : testFiles();
  const missing = files.filter((file) => !file.endsWith('.test.ts'));
  if (missing.length) {
    console.error(`not a unit test file (*.test.ts): ${missing.join(', ')}`);
    process.exit(2);
  }
  const groups = groupsOf(files, program.opts<{ groups: number }>().groups);
  rmSync(GROUP_DIR, { recursive: true, force: true });
  mkdirSync(GROUP_DIR, { recursive: true });
  const entries = groups.map((group, i) => {
    const entry = path.join(GROUP_DIR, `group-${i + 1}.test.mjs`);
    const imports = group.map((file) => `import ${JSON.stringify(path.relative(GROUP_DIR, file))};`);
    writeFileSync(entry, [`// Written by scripts/unit-tests.ts: group ${i + 1} of ${groups.length}.`, ...imports, ''].join('\n'));
    return entry;
  });
  console.log(`${files.length} test files in ${groups.length} processes`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${groups.length}`, '--test-reporter=spec', ...entries], { stdio: 'inherit' });
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
