/**
 * `npm run certify`: certifies a remote target. Checks that each configured interface answers and
 * accepts its credentials, runs the scenarios of those interfaces through the `certification`
 * profile (a contract violation fails), and writes beside the Allure report a summary per interface
 * and per operation with every contract violation, as Markdown and JSON.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Envelope } from '@cucumber/messages';
import { Command } from 'commander';
import { counted } from '../src/common/plural.js';
import { loadCatalogue } from '../src/contracts/catalogue.js';
import { CERTIFICATION_PROFILE, certificationReport, strengthText, type SuiteStrength, toMarkdown, verdictText } from '../src/target/certification-report.js';
import { RECORDED_SCORE } from './lib/mutation-areas.js';
import { summarize } from '../src/target/certification.js';
import { ConfigurationError } from '../src/target/config.js';
import { describePreflight, preflight } from '../src/target/preflight.js';
import { configuredInterfaces, interfaceTags } from '../src/target/selection.js';
import { buildReport, reportPaths } from './lib/allure.js';
import { cleanResults, junitArgs, runCucumber } from './lib/cucumber.js';
import { describeExploration, type Exploration, runExplore, writeExplorationResult } from './lib/explore.js';
import { planRun } from './lib/plan.js';
import { historyDecision, selectionOf } from './lib/run-kind.js';
import { type ResolvedRemote, resolveRemote, suiteVersion } from './lib/remote-target.js';
import { EXIT, refuse, withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run certify')
  .description('certify a remote target: preflight, the scenarios of the interfaces it implements (contract violations fail), Allure report and certification summary')
  .option('--target-file <file>', 'JSON file describing the target (default: CARDLAB_TARGET_FILE, else the CARDLAB_* variables)')
  .option('--reports <dir>', 'folder of results, reports and summary', 'reports')
  .option('--profile <name>', 'cucumber profile', CERTIFICATION_PROFILE)
  .option('--strict-certification', 'a certification to hand on: refuse a run narrowed to a part of the suite (a path, --tags, --name, --shard, --dry-run) or with another profile')
  .option('--history', "add this run to the report's trend (a certification run is kept out of it by default)")
  .option('--no-preflight', 'skip the check that each interface answers and accepts its credentials')
  .option('--explore <time>', 'after the scenarios, explore the target for this long (cardlab explore --time, e.g. 5m); the summary says what it found')
  .allowUnknownOption()
  .argument('[cucumber-args...]', 'passed on to cucumber-js, e.g. --tags @v2')
  .addHelpText(
    'after',
    `
Exit codes: 0 passed; 1 a scenario failed or an answer broke its contract; 2 the target is
misconfigured, nothing would run, or --strict-certification refused a narrowed run; 3 the
preflight failed. A run narrowed by a path, --tags or --name passes only for the scenarios it
selected, and its verdict says so: not a certification of the whole target.
Writes <reports>/certification/summary.md and summary.json beside <reports>/allure-report.
The target file's fields are described in docs/certification.md, the variables in docs/remote.md.`,
  );
withUsageExit(program).parse();
const opts = program.opts<{ targetFile?: string; reports: string; profile: string; preflight: boolean; history?: boolean; strictCertification?: boolean; explore?: string }>();

// A run narrowed to a part of the suite must never read as a certification of the whole target.
const selection = selectionOf(program.args);
if (opts.strictCertification && (selection.length || opts.profile !== CERTIFICATION_PROFILE)) {
  const narrowed = [...selection, ...(opts.profile === CERTIFICATION_PROFILE ? [] : [`--profile ${opts.profile}`])];
  refuse(`--strict-certification runs every scenario of the interfaces the target implements, with the ${CERTIFICATION_PROFILE} profile; leave out ${narrowed.join(', ')}`);
}

let remote: ResolvedRemote;
try {
  remote = resolveRemote(opts.targetFile);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  refuse(error.message);
}
console.log(`target: ${remote.label}`);

const paths = reportPaths(opts.reports);
const folder = path.join(opts.reports, 'certification');
const messages = path.join(folder, 'messages.ndjson');
const onlyConfigured = interfaceTags(remote.target);
const args = ['--profile', opts.profile, '--format', `message:${messages}`, '--format-options', JSON.stringify({ resultsDir: paths.results }), ...junitArgs(opts.reports)];
if (onlyConfigured) args.push('--tags', onlyConfigured);
const plan = await planRun([...args, ...program.args]);
if ('problem' in plan) refuse(`${plan.problem} among the interfaces the target implements; nothing was run`);

if (opts.preflight) {
  const checks = await preflight(remote.target);
  console.log(describePreflight(checks));
  if (checks.some((c) => !c.ok)) process.exit(EXIT.unreachable);
}

cleanResults(paths.results, { ledger: opts.reports === 'reports' });
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const date = new Date().toISOString();
const code = await runCucumber([...args, ...program.args], remote.env);
if (!existsSync(messages)) {
  // cucumber stopped before it opened its formatters (its output above says why): there is nothing to summarise.
  console.error(`\ncucumber-js stopped without running a scenario (exit ${code}): no certification summary written`);
  process.exit(code || EXIT.failed);
}

// Exploration: its own section of the summary, after the scenarios (the target's variables as cucumber got them).
let exploration: Exploration | undefined;
if (opts.explore) {
  const exploring = Date.now();
  exploration = await runExplore(opts.explore, path.join(folder, 'explore'), [], remote.env);
  writeExplorationResult(paths.results, exploration, exploring);
}

const envelopes = readFileSync(messages, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Envelope);
const implemented = new Set<string>(configuredInterfaces(remote.target).map((i) => i.key));
const { interfaces } = await loadCatalogue();
const report = certificationReport(summarize(envelopes), {
  target: { label: remote.label, interfaces: remote.interfaces },
  date,
  suite: suiteVersion(),
  profile: opts.profile,
  selection,
  catalogue: interfaces.filter((i) => implemented.has(i.id)).flatMap((i) => i.operations.map((op) => op.id)),
  suiteStrength: recordedStrength(),
});
writeFileSync(path.join(folder, 'summary.json'), `${JSON.stringify(exploration ? { ...report, exploration: { line: describeExploration(exploration), ...exploration.summary } } : report, null, 2)}\n`);
writeFileSync(path.join(folder, 'summary.md'), toMarkdown(report) + (exploration ? explorationSection(exploration) : ''));
const history = historyDecision(program.args, opts.profile, opts.history);
console.log(history.reason);
buildReport(paths, { history: history.carry });

const { totals } = report;
console.log(`\ncertification ${verdictText(report)}`);
if (report.suiteStrength) console.log(`  what a pass is worth: ${strengthText(report.suiteStrength)}`);
console.log(`  ${counted(totals.scenarios, 'scenario')} (${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped), ${counted(report.violations.length, 'contract violation')}`);
// Bounded: each distinct violation once, with how often; every detail is in the summary and the report.
const distinct = new Map<string, number>();
for (const v of report.violations) {
  const line = `${v.operation} ${v.field}: expected ${v.expected}; received ${v.received}`;
  distinct.set(line, (distinct.get(line) ?? 0) + 1);
}
for (const [line, count] of [...distinct].slice(0, 10)) console.log(`  ${line}${count > 1 ? ` (${count} times)` : ''}`);
if (distinct.size > 10) console.log(`  … and ${distinct.size - 10} other violations (summary.md)`);
console.log(`summary:       ${path.resolve(folder, 'summary.md')} (and summary.json): failures grouped by error with their file:line`);
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')}`);
if (exploration) console.log(describeExploration(exploration));
process.exit(code !== 0 || report.verdict === 'failed' || (exploration && exploration.code !== 0) ? EXIT.failed : EXIT.ok);

/** The suite's strength as its last full mutation run recorded it, when one did. */
function recordedStrength(): SuiteStrength | undefined {
  try {
    const recorded = JSON.parse(readFileSync(RECORDED_SCORE, 'utf8')) as Partial<SuiteStrength>;
    const { score, scoreOfReached, date, commit } = recorded;
    return typeof score === 'number' && typeof scoreOfReached === 'number' && typeof date === 'string' ? { score, scoreOfReached, date, commit } : undefined;
  } catch {
    return undefined;
  }
}

/** The summary's section of the exploration: how long it ran, what it explored, what it found. */
function explorationSection(run: Exploration): string {
  const found = run.summary?.found ?? [];
  const lines = ['', '## Exploration (cardlab explore)', '', describeExploration(run), ''];
  for (const e of run.summary?.explored ?? []) lines.push(`- ${e.interface}: ${e.runs} runs, ${e.commands} commands in ${e.seconds} s`);
  for (const f of found) lines.push('', `Found on ${f.interface}: ${f.rule}. The scenario, in ${f.feature}:`, '', ...f.steps.map((s) => `    ${s}`));
  return `${lines.join('\n')}\n`;
}
