/**
 * The fields a schema names, as dotted paths (`status`, `account.balance`, `cards.0.status`): to
 * refuse a field that no answer of an operation can carry (a misspelled `--corrupt` field) and to
 * say which one was meant. A union names the fields of every branch; an array's elements are
 * reached through a numeric segment.
 */
import type { z } from 'zod';
import { defOf, WRAPPERS } from './unknown-fields.js';

/** Deep enough for every contract; a recursive (lazy) schema stops there. */
const MAX_DEPTH = 8;

/** The schemas a value inside `schema` may match at `segment`: none when no answer has that field. */
function childrenAt(schema: z.ZodType, segment: string, depth = 0): z.ZodType[] {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return [];
  if (WRAPPERS.has(def.type)) return childrenAt(def.innerType!, segment, depth + 1);
  switch (def.type) {
    case 'object': {
      const child = def.shape?.[segment];
      return child ? [child] : [];
    }
    case 'pipe':
      // The wire shape: what comes in before a transform.
      return childrenAt(def.in!, segment, depth + 1);
    case 'lazy':
      return childrenAt(def.getter!(), segment, depth + 1);
    case 'array':
      return /^\d+$/.test(segment) ? [def.element!] : [];
    case 'record':
      return [def.valueType!];
    case 'union':
      return (def.options ?? []).flatMap((option) => childrenAt(option, segment, depth + 1));
    case 'intersection':
      return [...childrenAt(def.left!, segment, depth + 1), ...childrenAt(def.right!, segment, depth + 1)];
    default:
      return [];
  }
}

/** Whether some value the schema accepts may hold a field at this path. */
export function namesField(schema: z.ZodType, path: readonly string[]): boolean {
  let at = [schema];
  for (const segment of path) {
    at = at.flatMap((s) => childrenAt(s, segment));
    if (at.length === 0) return false;
  }
  return true;
}

/** Every field path the schema names, arrays as their first element (`cards.0.status`). */
export function fieldPaths(schema: z.ZodType, prefix = '', depth = 0): string[] {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return [];
  if (WRAPPERS.has(def.type)) return fieldPaths(def.innerType!, prefix, depth + 1);
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => [join(key), ...fieldPaths(child, join(key), depth + 1)]);
    case 'pipe':
      return fieldPaths(def.in!, prefix, depth + 1);
    case 'lazy':
      return fieldPaths(def.getter!(), prefix, depth + 1);
    case 'array':
      return fieldPaths(def.element!, join('0'), depth + 1);
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => fieldPaths(option, prefix, depth + 1)))];
    case 'intersection':
      return [...new Set([...fieldPaths(def.left!, prefix, depth + 1), ...fieldPaths(def.right!, prefix, depth + 1)])];
    default:
      return [];
  }
}
