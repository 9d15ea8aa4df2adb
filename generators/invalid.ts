/**
 * Invalid requests derived from the contracts: each case takes a valid example and breaks exactly
 * one rule of one field. Fields and their rules are read from the zod schema (through
 * z.toJSONSchema), never listed by hand, so a field added to a contract gets its cases for free.
 * Every proposed case is checked against the schema itself: it is kept only if the schema rejects
 * it with exactly one error, on the case's field (or, for the Luhn and expiry rules, which the
 * schema cannot express, only if the schema accepts it).
 */
import { z } from 'zod';
import { fieldErrors } from '../src/contracts/issues.js';
import { v2Endpoints } from '../src/contracts/v2.js';
import { createFaker, type FakerLocale } from './faker.js';
import {
  arrayRules,
  booleanRules,
  type Candidate,
  type InvalidRule,
  type JsonNode,
  numberRules,
  type Place,
  SEMANTIC_RULES,
  stringRules,
  wrongType,
} from './invalid-rules.js';
import { placeholderContext, type V2Context, type V2InputOperation, v2Examples } from './v2-examples.js';

export type { InvalidRule } from './invalid-rules.js';
export { V2_INPUT_OPERATIONS, type V2Context, type V2InputOperation } from './v2-examples.js';

export interface InvalidCase {
  readonly operation: string;
  /** Dotted path of the broken field, as the emulator names it in `details[].field`. */
  readonly field: string;
  readonly rule: InvalidRule;
  /** The whole request body (or query parameters), valid except for that one field. */
  readonly body: Record<string, unknown>;
}

type Body = Record<string, unknown>;
type Path = readonly (string | number)[];
const MISSING = Symbol('missing');
/** A key no contract defines, for objects that refuse unknown keys. */
const UNKNOWN_KEY = 'unexpectedField';

interface Proposal extends Candidate {
  readonly path: Path;
}

export interface DeriveOptions {
  /** Where the request carries its fields; a query can only carry text. Default body. */
  readonly place?: Place | undefined;
  /** Reference date for the expiry rule. Default now. */
  readonly now?: Date | undefined;
}

/** All one-rule violations of `schema` reachable from the valid `examples`, each once (the first example that reaches it wins). */
export function deriveInvalidCases(operation: string, schema: z.ZodType, examples: readonly Body[], options: DeriveOptions = {}): InvalidCase[] {
  const place = options.place ?? 'body';
  const now = options.now ?? new Date();
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  const seen = new Set<string>();
  const cases: InvalidCase[] = [];
  for (const example of examples) {
    const parsed = schema.safeParse(example);
    if (!parsed.success) throw new Error(`the valid example of ${operation} is refused by its contract: ${z.prettifyError(parsed.error)}`);
    const accepts = (path: Path) => (value: unknown) => schema.safeParse(withValue(example, path, value)).success;
    for (const p of propose(json, example, [], place, now, accepts)) {
      const field = p.path.join('.');
      // Two cases may share field and rule (a number below and above its range), never the value too.
      const key = JSON.stringify([field, p.rule, p.value === MISSING ? null : p.value]);
      const body = withValue(example, p.path, p.value);
      if (seen.has(key) || !breaksOnlyThis(schema, body, field, p.rule)) continue;
      seen.add(key);
      cases.push({ operation, field, rule: p.rule, body });
    }
  }
  return cases;
}

function breaksOnlyThis(schema: z.ZodType, body: Body, field: string, rule: InvalidRule): boolean {
  const result = schema.safeParse(body);
  if (SEMANTIC_RULES.has(rule)) return result.success;
  if (result.success) return false;
  const errors = fieldErrors(result.error);
  return errors.length === 1 && errors[0]?.field === field;
}

function propose(node: JsonNode, value: unknown, path: Path, place: Place, now: Date, accepts: (path: Path) => (v: unknown) => boolean): Proposal[] {
  const at = (candidates: Candidate[], where: Path = path): Proposal[] => candidates.map((c) => ({ ...c, path: where }));
  const out: Proposal[] = path.length > 0 ? at(wrongType(value, place)) : [];
  if (Array.isArray(value)) {
    out.push(...at(arrayRules(node, value)));
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items) && value.length > 0) out.push(...propose(items, value[0], [...path, 0], place, now, accepts));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Body;
    const required = new Set(node.required ?? []);
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (required.has(key)) out.push({ rule: 'missing', value: MISSING, path: [...path, key] });
      if (key in record && typeof child === 'object') out.push(...propose(child, record[key], [...path, key], place, now, accepts));
    }
    if (node.additionalProperties === false) out.push({ rule: 'unknown-field', value: 'x', path: [...path, UNKNOWN_KEY] });
  } else if (typeof value === 'string') {
    out.push(...at(stringRules(node, value, now)));
  } else if (typeof value === 'number') {
    out.push(...at(numberRules(value, accepts(path))));
  } else if (typeof value === 'boolean') {
    out.push(...at(booleanRules(node, value)));
  }
  return out;
}

/** A deep copy of `body` with `path` set to `value` (or removed for MISSING). */
function withValue(body: Body, path: Path, value: unknown): Body {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) return copy;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

export interface InvalidCasesOptions {
  readonly seed?: number | undefined;
  readonly locale?: FakerLocale | undefined;
  readonly now?: Date | undefined;
  /** Ids and card numbers that exist on the target; placeholders otherwise. */
  readonly context?: Partial<V2Context> | undefined;
}

/** The valid examples of a v2 operation, built from the generators with a seed. */
export function validV2Examples(operation: V2InputOperation, options: InvalidCasesOptions = {}): Body[] {
  const now = options.now ?? new Date();
  const faker = createFaker(options.seed ?? 1, options.locale);
  const context = { ...placeholderContext(faker, now), ...options.context };
  return v2Examples(operation, faker, context, now);
}

/** Every one-rule violation of a Card Management v2 operation's body or query. */
export function invalidCases(operation: V2InputOperation, options: InvalidCasesOptions = {}): InvalidCase[] {
  const endpoint = v2Endpoints[operation];
  const [schema, place]: [z.ZodType, Place] = 'body' in endpoint ? [endpoint.body, 'body'] : [endpoint.query, 'query'];
  return deriveInvalidCases(operation, schema, validV2Examples(operation, options), { place, now: options.now });
}
