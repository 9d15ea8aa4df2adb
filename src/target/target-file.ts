/**
 * A remote target described in one JSON file (`--target-file x.json` or CARDLAB_TARGET_FILE)
 * instead of environment variables. The file's shape is derived from the variables config.ts knows:
 * `CARDLAB_V1_INSTITUTION_ID` is `v1.institutionId`, `CARDLAB_BASE_URL` is `baseUrl`. So the file
 * knows every interface config.ts knows (P2P included once its variables are there), and
 * config.ts stays the one place that decides what is required.
 */
import { readFileSync } from 'node:fs';
import { closestName } from '../common/nearest.js';
import { ConfigurationError, PLACEHOLDER_HINT, PLACEHOLDER_PROBLEM, REMOTE_VARIABLES, type RemoteTarget, remoteTargetFromEnv, RUN_VARIABLES, variableProblem } from './config.js';

export const TARGET_FILE_VARIABLE = 'CARDLAB_TARGET_FILE';

const SECTIONS: Record<string, string> = { V1: 'v1', V2: 'v2', GATEWAY: 'gateway', P2P: 'p2p', CALLBACK: 'callbacks' };

export interface FileField {
  readonly variable: string;
  /** `[key]` at the top level, `[section, key]` inside an interface. */
  readonly path: readonly [string] | readonly [string, string];
}

const camel = (words: string) => words.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Every field a target file may have, and the variable it stands for. */
export function targetFileFields(): FileField[] {
  const names = [...new Set([...Object.keys(REMOTE_VARIABLES), ...Object.keys(RUN_VARIABLES)])];
  return names.map((variable) => {
    const rest = variable.replace(/^CARDLAB_/, '');
    const section = Object.keys(SECTIONS).find((s) => rest.startsWith(`${s}_`));
    return section ? { variable, path: [SECTIONS[section]!, camel(rest.slice(section.length + 1))] as const } : { variable, path: [camel(rest)] as const };
  });
}

/** A field's value as its variable's text, or what is wrong with it (config.ts's rules, in the field's name). */
function fieldValue(variable: string, raw: unknown): { text: string } | { problem: string } {
  if (typeof raw === 'number' && !variable.endsWith('_URL')) return checked(variable, String(raw));
  if (typeof raw !== 'string') return { problem: variable.endsWith('_URL') ? 'must be a string' : 'must be a string or a number' };
  if (raw === '') return { problem: 'must not be empty' };
  return checked(variable, raw);
}

function checked(variable: string, text: string): { text: string } | { problem: string } {
  const problem = variableProblem(variable, text);
  return problem === undefined ? { text } : { problem };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The known field a mistyped one most likely meant: the same name in another section
 * (`v2.callbackKey` → `gateway.callbackKey`), else the nearest spelling (common/nearest.ts).
 */
export function closestField(path: string, known: readonly string[]): string | undefined {
  const leaf = path.split('.').at(-1)!.toLowerCase();
  const moved = known.filter((k) => k.split('.').at(-1)!.toLowerCase() === leaf);
  if (moved.length === 1) return moved[0];
  return closestName(path, known);
}

export interface FileCheck {
  /** The variables of every field that is known and valid. */
  readonly env: Record<string, string>;
  /** One line per bad field, all of them: `v2.apiKye: not a known field (did you mean v2.apiKey?)`. */
  readonly problems: readonly string[];
}

/** Every field of a parsed target file checked at once; the good ones become variables, never a value printed. */
export function checkTargetFile(json: unknown): FileCheck {
  const fields = targetFileFields();
  const known = fields.map((f) => f.path.join('.'));
  const byPath = new Map(fields.map((f) => [f.path.join('.'), f]));
  const sections = new Set(fields.filter((f) => f.path.length === 2).map((f) => f.path[0]));
  if (!isObject(json)) return { env: {}, problems: ['(file): must be a JSON object'] };
  const env: Record<string, string> = {};
  const problems: string[] = [];
  const unknown = (at: string) => {
    const guess = closestField(at, known);
    problems.push(`${at}: not a known field${guess ? ` (did you mean ${guess}?)` : ''}`);
  };
  const take = (at: string, raw: unknown) => {
    const field = byPath.get(at);
    if (!field) return unknown(at);
    const parsed = fieldValue(field.variable, raw);
    if ('text' in parsed) env[field.variable] = parsed.text;
    else problems.push(`${at}: ${parsed.problem}`);
  };
  for (const [key, raw] of Object.entries(json)) {
    if (!sections.has(key)) take(key, raw);
    else if (!isObject(raw)) problems.push(`${key}: must be an object`);
    else for (const [inner, child] of Object.entries(raw)) take(`${key}.${inner}`, child);
  }
  return { env, problems };
}

/** The environment variables a target file stands for; errors name every bad field, never values. */
export function targetFileVariables(json: unknown, file: string): Record<string, string> {
  const { env, problems } = checkTargetFile(json);
  if (problems.length) throw new ConfigurationError(`target file ${file}`, problems);
  return env;
}

function parseTargetFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`target file ${file}`, [`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`target file ${file}`, [`not JSON (${(error as Error).message})`]);
  }
}

export function readTargetFile(file: string): Record<string, string> {
  return targetFileVariables(parseTargetFile(file), file);
}

/**
 * The environment with the target file applied: the file replaces every target variable (a file is
 * the whole description of a target, so stray variables of another target cannot leak in).
 */
export function withTargetFile(env: NodeJS.ProcessEnv, file = env[TARGET_FILE_VARIABLE]): NodeJS.ProcessEnv {
  if (!file) return env;
  const out: NodeJS.ProcessEnv = { ...env };
  for (const { variable } of targetFileFields()) delete out[variable];
  delete out[TARGET_FILE_VARIABLE];
  return { ...out, ...readTargetFile(file) };
}

/**
 * Applies CARDLAB_TARGET_FILE to this process's environment, so that everything reading CARDLAB_*
 * variables (config, callback receiver, report labels) sees the file's values.
 */
export function applyTargetFile(env: NodeJS.ProcessEnv = process.env): void {
  const file = env[TARGET_FILE_VARIABLE];
  if (!file) return;
  const applied = withTargetFile(env, file);
  for (const key of Object.keys(env)) if (!(key in applied)) delete env[key];
  Object.assign(env, applied);
}

/**
 * The remote target of an environment (file applied), with config.ts's errors in the file's words:
 * every bad field of the file and every missing one in one message.
 */
export function remoteTargetOf(env: NodeJS.ProcessEnv, file = env[TARGET_FILE_VARIABLE]): RemoteTarget {
  if (!file) return remoteTargetFromEnv(env);
  const { env: fromFile, problems } = checkTargetFile(parseTargetFile(file));
  const resolved: NodeJS.ProcessEnv = { ...env };
  for (const { variable } of targetFileFields()) delete resolved[variable];
  delete resolved[TARGET_FILE_VARIABLE];
  let target: RemoteTarget | undefined;
  let missing: string[] = [];
  try {
    target = remoteTargetFromEnv({ ...resolved, ...fromFile });
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    missing = error.problems.map(inFileWords);
  }
  if (target && problems.length === 0) return target;
  // A bad field is left out of the target, so config.ts reports it missing too: said once.
  const reported = new Set(problems.map((p) => p.split(':')[0]));
  const lines = [...problems, ...missing.filter((line) => !reported.has(line.split(/[: ]/)[0]))];
  throw new ConfigurationError(`target file ${file}`, lines, lines.some((line) => line.endsWith(PLACEHOLDER_PROBLEM)) ? PLACEHOLDER_HINT : undefined);
}

/** One of config.ts's problems, each variable named as its field (`CARDLAB_V2_API_KEY` is `v2.apiKey`). */
function inFileWords(problem: string): string {
  const byVariable = new Map(targetFileFields().map((f) => [f.variable, f.path.join('.')]));
  return problem.replace(/CARDLAB_[A-Z0-9_]+/g, (name) => byVariable.get(name) ?? name);
}

/** The target file that stands for these variables (the inverse of targetFileVariables). */
export function targetFileOf(env: Record<string, string | undefined>): Record<string, unknown> {
  const file: Record<string, unknown> = {};
  for (const { variable, path } of targetFileFields()) {
    const value = env[variable];
    if (value === undefined) continue;
    if (path.length === 1) file[path[0]] = value;
    else ((file[path[0]] ??= {}) as Record<string, string>)[path[1]] = value;
  }
  return file;
}

/** Every field a target file may have, each holding `<what to put there>` (`cardlab target-file --template`). */
export function targetFileTemplate(): Record<string, unknown> {
  const descriptions: Record<string, string> = { ...REMOTE_VARIABLES, ...RUN_VARIABLES };
  return targetFileOf(Object.fromEntries(targetFileFields().map((f) => [f.variable, `<${descriptions[f.variable] ?? f.variable}>`])));
}
