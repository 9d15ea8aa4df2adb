/**
 * A remote target described in one JSON file (`--target-file x.json` or CARDLAB_TARGET_FILE)
 * instead of environment variables. The file's shape is derived from the variables config.ts knows:
 * `CARDLAB_V1_INSTITUTION_ID` is `v1.institutionId`, `CARDLAB_BASE_URL` is `baseUrl`. So the file
 * knows every interface config.ts knows (P2P included once its variables are there), and
 * config.ts stays the one place that decides what is required.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { REMOTE_VARIABLES, type RemoteTarget, remoteTargetFromEnv } from './config.js';

export const TARGET_FILE_VARIABLE = 'CARDLAB_TARGET_FILE';

/** Variables of a target that other parts read directly (report label, callback receiver). */
const OTHER_VARIABLES = ['CARDLAB_TARGET_LABEL', 'CARDLAB_CALLBACK_HOST', 'CARDLAB_CALLBACK_PORT', 'CARDLAB_CALLBACK_PUBLIC_URL', 'CARDLAB_CALLBACK_WAIT_MS'] as const;

const SECTIONS: Record<string, string> = { V1: 'v1', V2: 'v2', GATEWAY: 'gateway', P2P: 'p2p', CALLBACK: 'callbacks' };

export interface FileField {
  readonly variable: string;
  /** `[key]` at the top level, `[section, key]` inside an interface. */
  readonly path: readonly [string] | readonly [string, string];
}

const camel = (words: string) => words.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Every field a target file may have, and the variable it stands for. */
export function targetFileFields(): FileField[] {
  const names = [...new Set([...Object.keys(REMOTE_VARIABLES), ...OTHER_VARIABLES])];
  return names.map((variable) => {
    const rest = variable.replace(/^CARDLAB_/, '');
    const section = Object.keys(SECTIONS).find((s) => rest.startsWith(`${s}_`));
    return section ? { variable, path: [SECTIONS[section]!, camel(rest.slice(section.length + 1))] as const } : { variable, path: [camel(rest)] as const };
  });
}

const isUrlField = (key: string) => /url$/i.test(key);
const value = (key: string) =>
  isUrlField(key)
    ? z.string({ error: 'must be a string' }).regex(/^https?:\/\/[^/\s]+\S*$/, { message: 'must be an http(s) URL' })
    : z.union([z.string().min(1, { message: 'must not be empty' }), z.number()], { error: 'must be a string or a number' }).transform(String);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), case-insensitive. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_v, i) => Array.from({ length: y.length + 1 }, (_w, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * The known field a mistyped one most likely meant: the same name in another section
 * (`v2.callbackKey` → `gateway.callbackKey`), else the nearest spelling within a third of its length.
 */
export function closestField(path: string, known: readonly string[]): string | undefined {
  const leaf = path.split('.').at(-1)!.toLowerCase();
  const moved = known.filter((k) => k.split('.').at(-1)!.toLowerCase() === leaf);
  if (moved.length === 1) return moved[0];
  const scored = known.map((k) => ({ k, d: Math.min(distance(path, k), distance(leaf, k.split('.').at(-1)!) + (k.includes('.') === path.includes('.') ? 0 : 1)) }));
  const best = scored.sort((a, b) => a.d - b.d)[0];
  return best && best.d <= Math.max(2, Math.floor(path.length / 3)) ? best.k : undefined;
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
    const parsed = value(at.split('.').at(-1)!).safeParse(raw);
    if (parsed.success) env[field.variable] = parsed.data;
    else problems.push(`${at}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
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
  if (problems.length) throw new Error(`target file ${file}:\n  ${problems.join('\n  ')}`);
  return env;
}

function parseTargetFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`target file ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`target file ${file}: not JSON (${(error as Error).message})`);
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
    missing = inFileWords((error as Error).message);
  }
  if (target && problems.length === 0) return target;
  // A bad field is left out of the target, so config.ts reports it missing too: said once.
  const reported = new Set(problems.map((p) => p.split(':')[0]));
  const lines = [...problems, ...missing.filter((line) => !reported.has(line.split(/[: ]/)[0]))];
  throw new Error(`target file ${file}: ${lines.length} problem${lines.length === 1 ? '' : 's'}\n  ${lines.join('\n  ')}`);
}

/** config.ts's error, one line per variable, each named as its field (`CARDLAB_V2_API_KEY` is `v2.apiKey`). */
function inFileWords(message: string): string[] {
  const byVariable = new Map(targetFileFields().map((f) => [f.variable, f.path.join('.')]));
  const lines = message.split('\n').map((line) => line.trim()).filter(Boolean);
  // The heading ("the remote target needs these environment variables:") speaks of variables.
  if (lines.length > 1 && lines[0]!.endsWith(':')) lines.shift();
  return lines.map((line) => line.replace(/CARDLAB_[A-Z0-9_]+/g, (name) => byVariable.get(name) ?? name));
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
