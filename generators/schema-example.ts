/**
 * A valid example of any request contract, found from its schema: the starting point from which
 * invalid.ts breaks one rule at a time, for operations nobody wrote an example for (v1, the
 * gateways, an operation added tomorrow). Values come from the field's JSON Schema (z.toJSONSchema)
 * and a bank of realistic shapes (digits, dates, URLs, codes); hints by field name come first, so
 * that a card number can be one the target knows. The contract has the last word: the example is
 * built from the required fields until the schema accepts it (refinements are opaque functions, so
 * each refused field tries its next candidate), then every optional field is added that keeps it
 * valid, so that each one gets its invalid cases too.
 */
import { z } from 'zod';
import { luhnCheckDigit } from '../src/common/luhn.js';
import type { JsonNode } from './invalid-rules.js';

/** Preferred values by field name (the last segment of its path), tried before anything else. */
export type ExampleHints = Readonly<Record<string, readonly unknown[]>>;

type Body = Record<string, unknown>;
type Path = readonly (string | number)[];

const luhn = (partial: string) => partial + luhnCheckDigit(partial);
/** Shapes real requests carry, most ordinary first; a string field takes the first that its pattern and lengths allow. */
const STRING_BANK: readonly string[] = [
  'Sandbox',
  'x',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456',
  '978',
  'en',
  'EUR',
  'DE',
  'DEU',
  '276',
  '202912',
  '2026-03-10',
  '20260310',
  '2026-03-10T10:00:00Z',
  'https://shop.example.com/return',
  'alice@example.com',
  '+491511234567',
  '491511234567',
  '127.0.0.1',
  luhn('529811000000001'),
  luhn('52981100000001'),
  luhn('529811000000'),
  luhn('529811000000000001'),
  '40817978000000000001',
  '0123456789ABCDEF',
  'ZmFrZQ==',
  '123e4567-e89b-42d3-a456-426614174000',
  ...Array.from({ length: 20 }, (_, i) => '7'.repeat(i + 1)),
];

function candidates(node: JsonNode, name: string | undefined, hints: ExampleHints, depth: number): unknown[] {
  const hinted = name !== undefined && Object.hasOwn(hints, name) ? [...hints[name]!] : [];
  if (node.const !== undefined) return [node.const];
  if (node.enum) return [...hinted.filter((h) => node.enum!.includes(h as never)), ...node.enum];
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return [...hinted, ...branches.flatMap((b) => (typeof b === 'object' ? candidates(b, undefined, hints, depth) : []))];
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return [...hinted, ...strings(node)];
    case 'integer':
    case 'number':
      return [...hinted, ...numbers(node)];
    case 'boolean':
      return [...hinted, true, false];
    case 'null':
      return [null];
    case 'array': {
      const item = typeof node.items === 'object' && !Array.isArray(node.items) ? node.items : {};
      const first = candidates(item, name, hints, depth + 1)[0];
      const count = Math.max(node.minItems ?? 0, 1);
      return [...hinted, Array.from({ length: count }, () => structuredClone(first)), []];
    }
    case 'object':
      return depth > 8 ? [{}] : [...hinted, required(node, hints, depth + 1)];
    default:
      return [...hinted, 'x'];
  }
}

function strings(node: JsonNode): string[] {
  const pattern = node.pattern === undefined ? undefined : new RegExp(node.pattern);
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? Infinity;
  const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
  const padded = min > 1 ? ['x'.repeat(min)] : [];
  return [...STRING_BANK, ...padded, ...literalsOf(node.pattern)].filter(fits);
}

/** Literal words a pattern spells out, e.g. TMK from ^(ENKT_)?(TMK|TPK)$: optional groups dropped, first alternatives taken. */
function literalsOf(pattern: string | undefined): string[] {
  if (pattern === undefined) return [];
  const first = pattern
    .replace(/^\^|\$$/g, '')
    .replace(/\([^()]*\)\?/g, '')
    .replace(/\(([^()|]*)(\|[^()]*)?\)/g, '$1');
  return /^[\w-]+$/.test(first) ? [first] : [];
}

function numbers(node: JsonNode): number[] {
  const low = node.minimum ?? (node.exclusiveMinimum === undefined ? -Infinity : Number(node.exclusiveMinimum) + 1);
  const high = node.maximum ?? (node.exclusiveMaximum === undefined ? Infinity : Number(node.exclusiveMaximum) - 1);
  const base = [500, 1, 978, 0, 2, 10, 100, 1000];
  return [...base, low, high].filter((n) => Number.isFinite(n) && n >= low && n <= high && (node.type !== 'integer' || Number.isInteger(n)));
}

/** An object with its required fields only, each at its first candidate. */
function required(node: JsonNode, hints: ExampleHints, depth: number): Body {
  const out: Body = {};
  for (const key of node.required ?? []) {
    const child = node.properties?.[key];
    if (typeof child === 'object') out[key] = candidates(child, key, hints, depth)[0];
  }
  return out;
}

const isObject = (v: unknown): v is Body => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Adds the first absent optional field of the object at `path` whose first candidate leaves fewer issues. */
function addOneOptional(schema: z.ZodType, node: JsonNode, body: Body, path: Path, hints: ExampleHints, issues: number): boolean {
  const target = getAt(body, path) as Body;
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (key in target || typeof child !== 'object') continue;
    target[key] = structuredClone(candidates(child, key, hints, path.length + 1)[0]);
    const result = schema.safeParse(body);
    if (result.success || result.error.issues.length < issues) return true;
    delete target[key];
  }
  return false;
}

function nodeAt(root: JsonNode, path: Path): JsonNode | undefined {
  let node: JsonNode | undefined = root;
  for (const key of path) {
    if (!node) return undefined;
    const branches: JsonNode[] = [node, ...(node.anyOf ?? node.oneOf ?? [])];
    node = typeof key === 'number' ? (branches.find((b) => typeof b.items === 'object')?.items as JsonNode | undefined) : (branches.find((b) => b.properties?.[key])?.properties?.[key] as JsonNode | undefined);
  }
  return node;
}

function setAt(body: Body, path: Path, value: unknown): void {
  let node = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

function getAt(body: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), body);
}

/**
 * A body the schema accepts, or undefined when none was found. Deterministic: the same schema and
 * hints give the same example.
 */
export function exampleOf(schema: z.ZodType, hints: ExampleHints = {}, options: { skip?: ReadonlySet<string> } = {}): Body | undefined {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  const body = required(json, hints, 0);
  const tried = new Map<string, number>();
  // Phase 1: the required fields until the schema accepts them.
  for (let round = 0; round < 200; round++) {
    const result = schema.safeParse(body);
    if (result.success) return enrich(schema, json, body, hints, options.skip ?? new Set());
    const issue = result.error.issues.find((i) => i.path.length > 0) ?? result.error.issues[0]!;
    const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    const node = nodeAt(json, path);
    if (!node) return undefined;
    // A rule of the object as a whole ("one of these is required"): give it one more optional field.
    if (node.type === 'object' && isObject(getAt(body, path)) && addOneOptional(schema, node, body, path, hints, result.error.issues.length)) continue;
    const choices = candidates(node, typeof path.at(-1) === 'string' ? (path.at(-1) as string) : undefined, hints, path.length);
    // A field the body does not have yet (named by an object-level rule) starts at its first candidate.
    const key = path.join('.');
    const next = tried.has(key) ? tried.get(key)! + 1 : getAt(body, path) === undefined ? 0 : 1;
    if (next >= choices.length) return undefined;
    tried.set(key, next);
    setAt(body, path, structuredClone(choices[next]));
  }
  return undefined;
}

/** Phase 2: every optional field (nested ones too, `skip` aside) whose first acceptable candidate keeps the body valid. */
function enrich(schema: z.ZodType, json: JsonNode, body: Body, hints: ExampleHints, skip: ReadonlySet<string>): Body {
  const visit = (node: JsonNode, path: Path) => {
    const value = getAt(body, path);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (typeof child !== 'object' || (skip.has(key) && !(key in value))) continue;
      if (!(key in value)) {
        for (const candidate of candidates(child, key, hints, path.length + 1).slice(0, 12)) {
          setAt(body, [...path, key], structuredClone(candidate));
          if (schema.safeParse(body).success) break;
          delete (getAt(body, path) as Body)[key];
        }
      }
      if (key in value) visit(child, [...path, key]);
    }
  };
  visit(json, []);
  return body;
}
