/**
 * `npm run certify`: certifies a remote target. Checks that each configured interface answers and
 * accepts its credentials, runs the scenarios of those interfaces through the `certification`
 * profile (a contract violation fails), and writes beside the Allure report a summary per interface
 * and per operation with every contract violation, as Markdown and JSON.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Envelope } from '@cucumber/messages';
import { Command } from 'commander';
import { loadCatalogue } from '../src/contracts/catalogue.js';
import { certificationReport, toMarkdown } from '../src/target/certification-report.js';
import { summarize } from '../src/target/certification.js';
import { describePreflight, preflight } from '../src/target/preflight.js';
import { configuredInterfaces, interfaceTags } from '../src/target/selection.js';
import { buildReport, reportPaths } from './lib/allure.js';
import { cleanResults, junitArgs, runCucumber } from './lib/cucumber.js';
import { historyDecision } from './lib/run-kind.js';
import { type ResolvedRemote, resolveRemote, suiteVersion } from './lib/remote-target.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run certify')
  .description('certify a remote target: preflight, the scenarios of the interfaces it implements (contract violations fail), Allure report and certification summary')
  .option('--target-file <file>', 'JSON file describing the target (default: CARDLAB_TARGET_FILE, else the CARDLAB_* variables)')
  .option('--reports <dir>', 'folder of results, reports and summary', 'reports')
  .option('--profile <name>', 'cucumber profile', 'certification')
  .option('--history', "add this run to the report's trend (a certification run is kept out of it by default)")
  .option('--no-preflight', 'skip the check that each interface answers and accepts its credentials')
  .allowUnknownOption()
  .argument('[cucumber-args...]', 'passed on to cucumber-js, e.g. --tags @v2')
  .addHelpText(
    'after',
    `
Exit codes: 0 certified; 1 a scenario failed or an answer broke its contract; 2 the target is
misconfigured; 3 the preflight failed.
Writes <reports>/certification/summary.md and summary.json beside <reports>/allure-report.
The target file's fields and the variables are described in README.md ("Certification").`,
  );
withUsageExit(program).parse();
const opts = program.opts<{ targetFile?: string; reports: string; profile: string; preflight: boolean; history?: boolean }>();

let remote: ResolvedRemote;
try {
  remote = resolveRemote(opts.targetFile);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
console.log(`target: ${remote.label}`);

if (opts.preflight) {
  const checks = await preflight(remote.target);
  console.log(describePreflight(checks));
  if (checks.some((c) => !c.ok)) process.exit(3);
}

const paths = reportPaths(opts.reports);
const folder = path.join(opts.reports, 'certification');
const messages = path.join(folder, 'messages.ndjson');
cleanResults(paths.results, { ledger: opts.reports === 'reports' });
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

const onlyConfigured = interfaceTags(remote.target);
const args = ['--profile', opts.profile, '--format', `message:${messages}`, '--format-options', JSON.stringify({ resultsDir: paths.results }), ...junitArgs(opts.reports)];
if (onlyConfigured) args.push('--tags', onlyConfigured);
const date = new Date().toISOString();
const code = await runCucumber([...args, ...program.args], remote.env);

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
  catalogue: interfaces.filter((i) => implemented.has(i.id)).flatMap((i) => i.operations.map((op) => op.id)),
});
writeFileSync(path.join(folder, 'summary.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(folder, 'summary.md'), toMarkdown(report));
const history = historyDecision(program.args, opts.profile, opts.history);
console.log(history.reason);
buildReport(paths, { history: history.carry });

const { totals } = report;
console.log(`\ncertification ${report.verdict.toUpperCase()}: ${totals.scenarios} scenarios (${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped), ${report.violations.length} contract violations`);
for (const v of report.violations.slice(0, 10)) console.log(`  ${v.operation} ${v.field}: expected ${v.expected}; received ${v.received}`);
console.log(`summary:       ${path.resolve(folder, 'summary.md')} (and summary.json)`);
console.log(`Allure report: ${path.resolve(paths.report, 'index.html')}`);
process.exit(code !== 0 || report.verdict === 'failed' ? 1 : 0);
