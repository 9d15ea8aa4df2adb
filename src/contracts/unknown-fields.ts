/**
 * The fields of a value that its schema does not name, at any depth. A zod object strips unknown
 * keys without a word, so a client that sends more than the contract (its whole configuration, say)
 * passes every parse; this walk is the strict check a request must also pass. A record or an
 * unknown value names every key; a union is judged by its branch that knows the most.
 */
import type { z } from 'zod';

/** The parts of a zod schema's definition the walks over fields read (field-paths.ts walks them too). */
export interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly element?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const join = (at: string, key: string | number) => (at ? `${at}.${key}` : String(key));

export const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
/** Types that may take an object value (unknown and any take every value). */
const HOLDS_FIELDS = new Set(['object', 'record', 'intersection', 'union', 'lazy', 'unknown', 'any', 'custom']);

/** The type under the wrappers and the input side of pipes. */
function coreType(schema: z.ZodType): string {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return coreType(def.innerType!);
  if (def.type === 'pipe') return coreType(def.in!);
  return def.type;
}

/** Dotted paths of the fields of `value` that `schema` does not name; empty when it names them all. */
export function unknownFields(schema: z.ZodType, value: unknown, at = ''): string[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return value === undefined || value === null ? [] : unknownFields(def.innerType!, value, at);
  switch (def.type) {
    case 'object': {
      if (!isObject(value)) return [];
      const shape = def.shape ?? {};
      // A catchall (looseObject, catchall(x)) names every other key; strictObject's is `never`.
      const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      return Object.entries(value).flatMap(([key, child]) => {
        const known = shape[key];
        if (known) return unknownFields(known, child, join(at, key));
        return open ? unknownFields(def.catchall, child, join(at, key)) : [join(at, key)];
      });
    }
    case 'pipe':
      return unknownFields(def.in!, value, at);
    case 'lazy':
      return unknownFields(def.getter!(), value, at);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => unknownFields(def.element!, item, join(at, i))) : [];
    case 'record':
      return isObject(value) ? Object.entries(value).flatMap(([key, child]) => unknownFields(def.valueType!, child, join(at, key))) : [];
    case 'intersection': {
      // A key is known when either side names it.
      const left = new Set(unknownFields(def.left!, value, at));
      return unknownFields(def.right!, value, at).filter((path) => left.has(path));
    }
    case 'union': {
      // Only branches that could take this kind of value: a string branch must not excuse an object.
      const fits = (def.options ?? []).filter((option) => !isObject(value) || HOLDS_FIELDS.has(coreType(option)));
      const byBranch = fits.map((option) => unknownFields(option, value, at));
      return byBranch.reduce((best, next) => (next.length < best.length ? next : best), byBranch[0] ?? []);
    }
    default:
      // Scalars, unknown, any, custom: nothing inside to name.
      return [];
  }
}
