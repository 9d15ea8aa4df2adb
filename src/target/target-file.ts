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

function fileSchema(fields: readonly FileField[]) {
  const top: Record<string, z.ZodType> = {};
  const sections: Record<string, Record<string, z.ZodType>> = {};
  for (const { path } of fields) {
    if (path.length === 1) top[path[0]] = value(path[0]).optional();
    else (sections[path[0]] ??= {})[path[1]] = value(path[1]).optional();
  }
  for (const [name, shape] of Object.entries(sections)) top[name] = z.strictObject(shape, { error: 'must be an object' }).optional();
  return z.strictObject(top, { error: 'must be a JSON object' });
}

/** The environment variables a target file stands for; errors name the file's fields, never values. */
export function targetFileVariables(json: unknown, file: string): Record<string, string> {
  const fields = targetFileFields();
  const parsed = fileSchema(fields).safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const at = issue.path.map(String).join('.');
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => (at ? `${at}.${k}` : k)).join(', ') : '';
      return keys ? `${keys}: not a known field` : `${at || '(file)'}: ${issue.message}`;
    });
    throw new Error(`target file ${file}:\n  ${problems.join('\n  ')}\nKnown fields: ${fields.map((f) => f.path.join('.')).join(', ')}`);
  }
  const data = parsed.data as Record<string, unknown>;
  const env: Record<string, string> = {};
  for (const { variable, path } of fields) {
    const found = path.length === 1 ? data[path[0]] : (data[path[0]] as Record<string, unknown> | undefined)?.[path[1]];
    if (typeof found === 'string') env[variable] = found;
  }
  return env;
}

export function readTargetFile(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`target file ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`target file ${file}: not JSON (${(error as Error).message})`);
  }
  return targetFileVariables(json, file);
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

/** The remote target of an environment (file applied), with config.ts's errors in the file's words. */
export function remoteTargetOf(env: NodeJS.ProcessEnv, file = env[TARGET_FILE_VARIABLE]): RemoteTarget {
  const resolved = withTargetFile(env, file);
  try {
    return remoteTargetFromEnv(resolved);
  } catch (error) {
    if (!file) throw error;
    const byVariable = new Map(targetFileFields().map((f) => [f.variable, f.path.join('.')]));
    const message = (error as Error).message
      .replace('needs these environment variables', 'needs these fields')
      .replace(/CARDLAB_[A-Z0-9_]+/g, (name) => byVariable.get(name) ?? name);
    throw new Error(`target file ${file}: ${message}`);
  }
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
