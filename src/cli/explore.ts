/**
 * `cardlab explore`: model-based random walks against a target (the certify target, an emulator
 * at a URL, or an embedded emulator it starts itself); a violation is shrunk by fast-check and
 * written as a feature in catalogued phrases (docs/explore.md).
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { type Api, APIS, type EmbeddedEmulator, embeddedEmulator, explore, type Explored, type ExploreTarget, offeredInterfaces } from '../explore/index.js';
import { writeReports } from '../explore/feature.js';
import { EXIT } from './exit-codes.js';
import { wholeNumber } from './whole-number.js';
import { REMOTE_VARIABLES } from '../target/config.js';
import { targetOfEmulator } from '../target/emulator-target.js';
import { describePreflight, preflight } from '../target/preflight.js';
import { remoteTargetOf, TARGET_FILE_VARIABLE } from '../target/target-file.js';


const TITLES: Record<Api, string> = { v1: 'Card Management v1', v2: 'Card Management v2', ecom: 'e-commerce gateway', p2p: 'P2P gateway' };

/** `--time`: 90s, 5m, 1h, or plain seconds. */
export function duration(value: string): number {
  const match = /^(\d{1,6})(s|m|h)?$/.exec(value);
  if (!match || Number(match[1]) === 0) throw new InvalidArgumentError('must be a positive whole number of seconds, or minutes or hours: 60s, 5m, 1h');
  return Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[(match[2] ?? 's') as 's' | 'm' | 'h'];
}

interface Options {
  targetFile?: string;
  emulator?: string;
  interface: Api | 'all';
  seed?: number;
  runs?: number;
  maxCommands: number;
  time?: number;
  out: string;
}

class UsageError extends Error {}

/** A remote target is meant when a target file or any CARDLAB_* variable of one is given. */
function remoteWanted(opts: Options, env: NodeJS.ProcessEnv): boolean {
  return opts.targetFile !== undefined || Boolean(env[TARGET_FILE_VARIABLE]) || Object.keys(REMOTE_VARIABLES).some((v) => v !== 'CARDLAB_TIMEOUT_MS' && env[v] !== undefined);
}

async function resolveTarget(opts: Options): Promise<{ target: ExploreTarget; embedded?: EmbeddedEmulator }> {
  if (opts.emulator !== undefined) {
    if (opts.targetFile !== undefined) throw new UsageError('give --emulator or --target-file, not both');
    const url = opts.emulator.replace(/\/+$/, '');
    const adminToken = process.env.CARDLAB_EMULATOR_ADMIN_TOKEN || undefined;
    const { target } = await targetOfEmulator(url, { adminToken });
    return { target: { target, controlUrl: url, controlHeaders: adminToken ? { authorization: `Bearer ${adminToken}` } : undefined, label: `cardlab emulator at ${url}` } };
  }
  if (remoteWanted(opts, process.env)) {
    let target;
    try {
      target = remoteTargetOf(process.env, opts.targetFile);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    return { target: { target, label: process.env.CARDLAB_TARGET_LABEL ?? `remote target at ${new URL(target.v2.baseUrl).host}` } };
  }
  const embedded = await embeddedEmulator();
  return { target: embedded.target, embedded };
}

function interfacesOf(opts: Options, target: ExploreTarget): Api[] {
  const offered = offeredInterfaces(target);
  if (opts.interface === 'all') return offered;
  if (!offered.includes(opts.interface)) throw new UsageError(`--interface ${opts.interface}: the target configures no ${TITLES[opts.interface]} (its CARDLAB_* variables or target file section)`);
  return [opts.interface];
}

/** One line redrawn in place on a terminal; nothing when the output is a file or a pipe. */
function progressLine(deadline: number | undefined) {
  if (!process.stderr.isTTY) return undefined;
  let drawn = 0;
  return (p: { api: Api; runs: number; commands: number }) => {
    const now = Date.now();
    if (now - drawn < 200) return;
    drawn = now;
    const left = deadline === undefined ? '' : `, ${Math.max(0, Math.round((deadline - now) / 1000))} s left`;
    process.stderr.write(`\r\u001b[2Kexplore ${p.api}: ${p.runs} runs, ${p.commands} commands${left}`);
  };
}

function report(results: readonly Explored[], written: readonly string[]): void {
  for (const r of results) {
    const rate = r.seconds > 0 ? (r.commands / r.seconds).toFixed(0) : '0';
    const verdict = r.unreachable ? `target unreachable: ${r.unreachable}` : r.finding ? `VIOLATION: ${r.finding.rule}` : 'no violation';
    console.log(`${r.api}: ${r.runs} runs, ${r.commands} commands in ${r.seconds.toFixed(1)} s (${rate} commands/s): ${verdict}`);
    if (!r.finding) continue;
    console.log(`  shrunk (${r.finding.shrinks} shrinks) to these steps:`);
    for (const step of r.finding.steps) console.log(`    ${step.keyword} ${step.text}`);
    console.log(`  expected: ${r.finding.expected}`);
    console.log(`  the target answered: ${r.finding.actual}`);
  }
  for (const file of written) console.log(`written: ${file} (run it: npm run cucumber -- ${file})`);
}

async function run(opts: Options): Promise<number> {
  const seed = opts.seed ?? randomInt(2 ** 31);
  const timeMs = opts.time ?? (opts.runs === undefined ? 60_000 : undefined);
  let resolved: Awaited<ReturnType<typeof resolveTarget>>;
  try {
    resolved = await resolveTarget(opts);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    console.error(`the target does not answer: ${(error as Error).message}`);
    return EXIT.unreachable;
  }
  const { target, embedded } = resolved;
  try {
    const interfaces = interfacesOf(opts, target);
    if (!embedded) {
      const checks = await preflight(target.target);
      if (checks.some((c) => !c.ok)) {
        console.error(describePreflight(checks));
        return EXIT.unreachable;
      }
    }
    console.log(`explore: seed ${seed} (replay with --seed ${seed}), ${interfaces.join(', ')} against ${target.label}`);
    const progress = progressLine(timeMs === undefined ? undefined : Date.now() + timeMs);
    const results = await explore({ target, interfaces, seed, budget: { runs: opts.runs, maxCommands: opts.maxCommands, timeMs }, onProgress: progress });
    if (progress) process.stderr.write('\r\u001b[2K');
    const written = writeReports(results, opts.out, { label: target.label, date: new Date().toISOString().slice(0, 10) });
    report(results, written);
    console.log(`summary: ${path.join(opts.out, 'summary.json')}`);
    if (results.some((r) => r.unreachable)) return EXIT.unreachable;
    return results.some((r) => r.finding) ? EXIT.failed : EXIT.ok;
  } finally {
    await embedded?.close();
  }
}

export function exploreCommand(): Command {
  return new Command('explore')
    .description('model-based random walks against a target; a violation is shrunk and written as a Gherkin scenario')
    .option('--target-file <file>', `JSON file describing the target (default: ${TARGET_FILE_VARIABLE}, else the CARDLAB_* variables; none: an embedded emulator)`)
    .option('--emulator <url>', 'a running cardlab emulator (e.g. one built from another checkout): its sandbox page and control API, so the clock moves and the ledger is checked')
    .addOption(new Option('--interface <name>', 'the interface to explore').choices([...APIS, 'all']).default('all', 'all the target configures'))
    .option('--seed <n>', 'seed of the random walks, printed on every run (default: random)', wholeNumber(0, 2 ** 31 - 1))
    .option('--runs <n>', 'runs per interface (default: as many as the time allows)', wholeNumber(1, 10_000_000))
    .option('--max-commands <n>', 'the longest run, in commands', wholeNumber(1, 1_000), 30)
    .option('--time <duration>', 'budget of the whole exploration: 90s, 5m, 1h (default 60s unless --runs is given)', duration)
    .option('--out <dir>', 'where a violation is written as <interface>-<seed>.feature, beside summary.json', 'reports/explore')
    .addHelpText(
      'after',
      `
Each run starts a new set of people and cards, on an emulator a reset sandbox at 2026-03-10 10:00;
the commands are business actions in the catalogue's phrases (docs/steps.md). After each command the
explorer checks the answers against their contracts, what the public API shows against the model,
and on an emulator that its ledger sums to zero. The time is shared equally by the interfaces.

Exit codes: 0 the budget was spent without a violation; 1 a violation (its feature is written);
2 a usage error; 3 the target does not answer or refuses its credentials (the preflight's meaning).
Details: docs/explore.md.`,
    )
    .action(async (opts: Options) => {
      try {
        process.exit(await run(opts));
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        console.error(error.message);
        process.exit(EXIT.usage);
      }
    });
}
