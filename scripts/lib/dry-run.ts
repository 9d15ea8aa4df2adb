/**
 * A dry run of the suite in this process (no target is opened, no step runs), and what its messages
 * say: the step definitions, the feature files, the scenarios and which definitions each step
 * matched. The support code is loaded into this process, so what it registers while loading (the
 * interface-dependent phrases, the parameter types) can be read afterwards.
 */
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Envelope, GherkinDocument, Pickle, StepDefinition, TestCase } from '@cucumber/messages';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import { gherkinLines } from '../../src/reporting/gherkin-lines.js';

export interface DryRun {
  readonly envelopes: readonly Envelope[];
  /** Step definitions by id, their source file relative to the working directory. */
  readonly definitions: ReadonlyMap<string, StepDefinition>;
  readonly documents: ReadonlyMap<string, GherkinDocument>;
  readonly pickles: readonly Pickle[];
  /** Test cases by pickle id: which definitions each step matched (none: undefined; several: ambiguous). */
  readonly testCases: ReadonlyMap<string, TestCase>;
  /** The suite's parameter types: name and what they match. */
  readonly parameterTypes: ReadonlyMap<string, RegExp>;
  /** The line of a step, scenario or example row in its feature file. */
  readonly line: (uri: string, astNodeId: string | undefined) => number;
}

/** Dry-runs the profile's scenarios, or only the feature files or folders given. */
export async function dryRun(options: { profile?: string; paths?: readonly string[] } = {}): Promise<DryRun> {
  const { runConfiguration } = await loadConfiguration({ profiles: [options.profile ?? 'lint'] });
  const sources = options.paths?.length ? { ...runConfiguration.sources, paths: [...options.paths] } : runConfiguration.sources;
  const envelopes: Envelope[] = [];
  const silent = new PassThrough().resume();
  const configuration = { ...runConfiguration, sources, runtime: { ...runConfiguration.runtime, dryRun: true }, formats: { stdout: 'summary', files: {}, publish: false as const, options: {} } };
  await runCucumber(configuration, { stdout: silent, stderr: silent }, (e) => envelopes.push(e));

  const definitions = new Map<string, StepDefinition>();
  const documents = new Map<string, GherkinDocument>();
  const pickles: Pickle[] = [];
  const testCases = new Map<string, TestCase>();
  const lines = new Map<string, number>();
  const parameterTypes = new Map<string, RegExp>();
  for (const e of envelopes) {
    if (e.parameterType?.name) parameterTypes.set(e.parameterType.name, new RegExp(e.parameterType.regularExpressions.map((r) => `(?:${r})`).join('|')));
    if (e.stepDefinition) {
      const uri = e.stepDefinition.sourceReference.uri;
      definitions.set(e.stepDefinition.id, { ...e.stepDefinition, sourceReference: { ...e.stepDefinition.sourceReference, uri: uri && path.relative('.', uri) } });
    }
    if (e.gherkinDocument?.uri) {
      documents.set(e.gherkinDocument.uri, e.gherkinDocument);
      for (const [id, line] of gherkinLines(e.gherkinDocument)) lines.set(`${e.gherkinDocument.uri}#${id}`, line);
    }
    if (e.pickle) pickles.push(e.pickle);
    if (e.testCase) testCases.set(e.testCase.pickleId, e.testCase);
  }
  return { envelopes, definitions, documents, pickles, testCases, parameterTypes, line: (uri, id) => lines.get(`${uri}#${id ?? ''}`) ?? 0 };
}
