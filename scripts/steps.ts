/**
 * `npm run steps`: writes docs/steps.md, the catalogue of every step phrase with its parameters and
 * one example from the feature files. `--check` fails when the file is not what the code gives
 * (CI runs it, so a new or changed step comes with its catalogue entry).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Envelope } from '@cucumber/messages';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import { Command } from 'commander';
import { collectCatalogue, renderCatalogue } from './lib/steps-catalogue.js';

const program = new Command('npm run steps')
  .description('generate docs/steps.md from the step definitions, with one example of each from the feature files')
  .option('--out <file>', 'where to write the catalogue', 'docs/steps.md')
  .option('--check', 'write nothing; fail when the file is out of date')
  .parse();
const opts = program.opts<{ out: string; check?: boolean }>();

// A dry run of every scenario (the lint profile) gives the definitions and which step each uses.
const { runConfiguration } = await loadConfiguration({ profiles: ['lint'] });
const envelopes: Envelope[] = [];
const silent = new PassThrough().resume();
await runCucumber({ ...runConfiguration, runtime: { ...runConfiguration.runtime, dryRun: true }, formats: { stdout: 'summary', files: {}, publish: false, options: {} } }, { stdout: silent, stderr: silent }, (e) => envelopes.push(e));

const sources = new Map<string, string[]>();
const sourceLine = (uri: string, line: number) => {
  if (!sources.has(uri)) sources.set(uri, existsSync(uri) ? readFileSync(uri, 'utf8').split('\n') : []);
  return sources.get(uri)![line - 1] ?? '';
};
const catalogue = collectCatalogue(
  envelopes.map((e) => (e.stepDefinition?.sourceReference.uri ? { stepDefinition: { ...e.stepDefinition, sourceReference: { ...e.stepDefinition.sourceReference, uri: path.relative('.', e.stepDefinition.sourceReference.uri) } } } : e)),
  sourceLine,
);
const text = renderCatalogue(catalogue);

if (opts.check) {
  const current = existsSync(opts.out) ? readFileSync(opts.out, 'utf8') : '';
  if (current !== text) {
    console.error(`${opts.out} is out of date with the step definitions or the features: run npm run steps and commit it`);
    process.exit(1);
  }
  console.log(`${opts.out} is up to date (${catalogue.steps.length} steps)`);
} else {
  writeFileSync(opts.out, text);
  const unused = catalogue.steps.filter((s) => !s.example).length;
  console.log(`${opts.out}: ${catalogue.steps.length} steps${unused ? `, ${unused} not used by any scenario` : ''}`);
}
// Support code loaded for the dry run may keep timers or sockets open; the work is done.
process.exit(0);
