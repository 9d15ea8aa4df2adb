/**
 * `npm run steps`: writes the step catalogue from a dry run of the suite: docs/steps.md (by business
 * topic, with the refusal and decline reasons per interface), docs/steps.json (the same for tools)
 * and the Cucumber extension's settings in .vscode/settings.json (its other settings are kept).
 * `--check` writes nothing and fails when a file is not what the code gives (CI runs it, so a new
 * or changed step comes with its catalogue entry).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { interfaceDependentPhrases } from '../support/interface.js';
import { REASON_PHRASES } from '../support/reasons/index.js';
import { dryRun } from './lib/dry-run.js';
import { collectCatalogue } from './lib/steps-catalogue.js';
import { catalogueJson, editorSettings, reasonTables, renderCatalogue } from './lib/steps-render.js';
import { withUsageExit } from '../src/cli/exit-codes.js';

const program = new Command('npm run steps')
  .description('generate docs/steps.md, docs/steps.json and the Cucumber settings of .vscode/settings.json from the step definitions and the features')
  .option('--check', 'write nothing; fail when a file is out of date');
withUsageExit(program).parse();
const opts = program.opts<{ check?: boolean }>();

const run = await dryRun();
const sources = new Map<string, string[]>();
const sourceLine = (uri: string, line: number) => {
  if (!sources.has(uri)) sources.set(uri, existsSync(uri) ? readFileSync(uri, 'utf8').split('\n') : []);
  return sources.get(uri)![line - 1] ?? '';
};
// Step definitions with their files relative to the repository, as the dry run gives them.
const envelopes = run.envelopes.map((e) => (e.stepDefinition ? { stepDefinition: run.definitions.get(e.stepDefinition.id)! } : e));
const catalogue = collectCatalogue(envelopes, sourceLine, interfaceDependentPhrases());
const reasons = reasonTables(REASON_PHRASES);

const SETTINGS = '.vscode/settings.json';
const outputs = [
  { file: 'docs/steps.md', text: renderCatalogue(catalogue, reasons) },
  { file: 'docs/steps.json', text: catalogueJson(catalogue, reasons) },
  { file: SETTINGS, text: `${JSON.stringify({ ...currentSettings(), ...editorSettings(catalogue) }, null, 2)}\n` },
];

const stale = outputs.filter((o) => (existsSync(o.file) ? readFileSync(o.file, 'utf8') : '') !== o.text);
if (opts.check) {
  for (const o of stale) console.error(`${o.file} is out of date with the step definitions or the features: run npm run steps and commit it`);
  if (stale.length) process.exit(1);
  console.log(`${outputs.map((o) => o.file).join(', ')} are up to date (${catalogue.steps.length} steps)`);
} else {
  for (const o of stale) {
    mkdirSync(path.dirname(o.file), { recursive: true });
    writeFileSync(o.file, o.text);
  }
  const unused = catalogue.steps.filter((s) => !s.example).length;
  console.log(`${catalogue.steps.length} steps${unused ? `, ${unused} not used by any scenario` : ''}; ${stale.length ? `wrote ${stale.map((o) => o.file).join(', ')}` : 'nothing changed'}`);
}
// Support code loaded for the dry run may keep timers or sockets open; the work is done.
process.exit(0);

/** The editor settings as they are (a developer's own ones are kept); plain JSON, since this file writes it. */
function currentSettings(): Record<string, unknown> {
  if (!existsSync(SETTINGS)) return {};
  try {
    return JSON.parse(readFileSync(SETTINGS, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    console.error(`${SETTINGS} is not plain JSON (${(error as Error).message}): remove its comments, npm run steps rewrites it`);
    process.exit(2);
  }
}
