/**
 * Snapshots of a sandbox account (docs/decisions/0011-snapshots.md): its state graph written as it
 * is, not a second model of the domain. The writer walks the objects from the roots: every own
 * data member (listed or not), arrays, Maps, Sets, Dates, typed arrays and Buffers, with shared
 * objects written once and referred to by number, so that what was shared is shared again. A class
 * instance is written with its class's name (snapshot-classes.ts); a frozen constant of the domain
 * by its name. Functions are wiring, not state: they are not written.
 *
 * Reading one back does not build the sandbox from nothing: the account makes a fresh sandbox from
 * its genesis (so every closure and back-reference is the code's own), and the snapshot is laid
 * over it: each object met at the same place in both keeps its identity and takes the snapshot's
 * members, except its functions (wiring of an older version that the code no longer has is passed
 * over); anything else is made from the snapshot. State the writer cannot
 * see (a closure's variable, a #private field) would be lost: the domain keeps its state in members
 * (the sequences, the random streams' positions), and the test that a snapshot and its journal tail
 * read back exactly what a whole replay does guards it.
 */
import { createHash } from 'node:crypto';
import { SNAPSHOT_CLASSES, SNAPSHOT_CONSTANTS } from './snapshot-classes.js';

/** A value as written: a JSON value, or a reference / special number as a one-member object. */
type Value = string | boolean | null | number | { readonly r: number } | { readonly u: 0 } | { readonly n: string };

type Node =
  /** An object: its class and members (`[name, value]`, or `[name, value, 0]` for one not listed, not enumerable). */
  | { readonly k: 'o'; readonly c: string; readonly p: ([string, Value] | [string, Value, 0])[]; readonly fz?: 1 }
  /** `wiring`: an array of functions (hooks), which the fresh sandbox has its own of. */
  | { readonly k: 'a'; readonly i: Value[]; readonly fz?: 1; readonly wiring?: true }
  | { readonly k: 'm'; readonly e: [Value, Value][] }
  | { readonly k: 's'; readonly e: Value[] }
  | { readonly k: 'd'; readonly t: number }
  | { readonly k: 'f64'; readonly b: string }
  | { readonly k: 'buf'; readonly b: string }
  | { readonly k: 'const'; readonly name: string };

/**
 * The layout of the state graph a snapshot holds. 2: the P2P gateway is the gateway's member
 * (`sandbox.gateway.p2p`) and the card system an object of its own (decision 0015). 1: the P2P
 * gateway was a second root, `p2p` (account-snapshot.ts lays it where it is now). A version that
 * reads only format 1 refuses a snapshot of format 2 instead of laying it over its own graph.
 */
export const SNAPSHOT_FORMAT = 2;
const READABLE_FORMATS: readonly number[] = [1, 2];

export interface SnapshotDocument {
  readonly snapshot: 'cardlab sandbox account';
  readonly format: number;
  readonly roots: Record<string, Value>;
  readonly nodes: Node[];
}

/** The state graph cannot be written (a class the snapshot does not know): no snapshot is taken. */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

const FUNCTION = { fn: 1 } as const;

const classNames = new Map<object, string>(Object.entries(SNAPSHOT_CLASSES).map(([name, c]) => [c.prototype as object, name]));
const constantNames = new Map<object, string>(Object.entries(SNAPSHOT_CONSTANTS).map(([name, value]) => [value, name]));

/** Writes the graphs under `roots` as one document. */
export function writeSnapshot(roots: Record<string, unknown>): SnapshotDocument {
  const ids = new Map<object, number>();
  const nodes: Node[] = [];
  const value = (v: unknown, path: string): Value => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'undefined':
        return { u: 0 };
      case 'number':
        return Number.isFinite(v) && !Object.is(v, -0) ? v : { n: Object.is(v, -0) ? '-0' : String(v) };
      case 'object':
        return v === null ? null : { r: node(v, path) };
      default:
        throw new SnapshotError(`${path}: a ${typeof v} cannot be written`);
    }
  };
  const node = (o: object, path: string): number => {
    const known = ids.get(o);
    if (known !== undefined) return known;
    const id = nodes.length;
    ids.set(o, id);
    nodes.push({ k: 'const', name: '' });
    nodes[id] = build(o, path);
    return id;
  };
  const build = (o: object, path: string): Node => {
    const constant = constantNames.get(o);
    if (constant) return { k: 'const', name: constant };
    if (o instanceof Date) return { k: 'd', t: o.getTime() };
    if (Buffer.isBuffer(o)) return { k: 'buf', b: o.toString('base64') };
    if (o instanceof Float64Array) return { k: 'f64', b: Buffer.from(o.buffer, o.byteOffset, o.byteLength).toString('base64') };
    if (o instanceof Map) return { k: 'm', e: [...o].map(([key, v], i) => [value(key, `${path}<key ${i}>`), value(v, `${path}<${i}>`)]) };
    if (o instanceof Set) return { k: 's', e: [...o].map((v, i) => value(v, `${path}{${i}}`)) };
    const frozen = Object.isFrozen(o) ? ({ fz: 1 } as const) : {};
    if (Array.isArray(o)) {
      if (o.some((v) => typeof v === 'function')) return { k: 'a', i: [], wiring: true };
      return { k: 'a', i: Array.from({ length: o.length }, (_, i) => value(o[i], `${path}[${i}]`)), ...frozen };
    }
    const proto = Object.getPrototypeOf(o) as object | null;
    const c = proto === Object.prototype ? 'Object' : proto === null ? 'null' : classNames.get(proto);
    if (c === undefined) throw new SnapshotError(`${path}: an instance of ${(proto as { constructor?: { name?: string } }).constructor?.name ?? 'an unknown class'}, which the snapshot does not know (add it to snapshot-classes.ts)`);
    const p: ([string, Value] | [string, Value, 0])[] = [];
    for (const key of Object.getOwnPropertyNames(o)) {
      const d = Object.getOwnPropertyDescriptor(o, key)!;
      if (!('value' in d)) continue;
      const written = typeof d.value === 'function' ? (FUNCTION as unknown as Value) : value(d.value, `${path}.${key}`);
      p.push(d.enumerable ? [key, written] : [key, written, 0]);
    }
    return { k: 'o', c, p, ...frozen };
  };
  const written: Record<string, Value> = {};
  for (const [name, root] of Object.entries(roots)) written[name] = value(root, name);
  return { snapshot: 'cardlab sandbox account', format: SNAPSHOT_FORMAT, roots: written, nodes };
}

/** The text a snapshot file holds, and its digest (the journal names both). */
export function snapshotText(doc: SnapshotDocument): { text: string; sha256: string } {
  const text = JSON.stringify(doc);
  return { text, sha256: createHash('sha256').update(text).digest('hex') };
}

const isRef = (v: Value): v is { r: number } => typeof v === 'object' && v !== null && 'r' in v;
const isFunction = (v: Value): boolean => typeof v === 'object' && v !== null && 'fn' in v;

/**
 * Lays the snapshot over `fresh` (the same roots, made anew by the code): objects met at the same
 * place keep their identity and take the snapshot's members; the rest is made from the snapshot.
 */
export function restoreSnapshot(doc: SnapshotDocument, fresh: Record<string, unknown>): void {
  if (doc.snapshot !== 'cardlab sandbox account' || !READABLE_FORMATS.includes(doc.format) || !Array.isArray(doc.nodes)) throw new SnapshotError(`not a sandbox snapshot of a format this version reads (${READABLE_FORMATS.join(', ')})`);
  const made = new Map<number, unknown>();
  const protoOf = (c: string): object | null => {
    if (c === 'Object') return Object.prototype;
    if (c === 'null') return null;
    const found = SNAPSHOT_CLASSES[c];
    if (!found) throw new SnapshotError(`a class ${c} this version does not know`);
    return found.prototype as object;
  };
  const primitive = (v: Value): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if ('u' in v) return undefined;
    if ('n' in v) return v.n === '-0' ? -0 : Number(v.n);
    throw new SnapshotError('a reference where a plain value was expected');
  };
  const materialize = (v: Value, path: string): unknown => {
    if (!isRef(v)) return primitive(v);
    if (made.has(v.r)) return made.get(v.r);
    const n = doc.nodes[v.r];
    if (!n) throw new SnapshotError(`${path}: refers to node ${v.r}, which is not there`);
    switch (n.k) {
      case 'const': {
        const constant = SNAPSHOT_CONSTANTS[n.name];
        if (!constant) throw new SnapshotError(`${path}: a constant ${n.name} this version does not know`);
        made.set(v.r, constant);
        return constant;
      }
      case 'd':
        return remember(v.r, new Date(n.t));
      case 'buf':
        return remember(v.r, Buffer.from(n.b, 'base64'));
      case 'f64': {
        const bytes = Buffer.from(n.b, 'base64');
        const array = new Float64Array(bytes.length / 8);
        Buffer.from(array.buffer).set(bytes);
        return remember(v.r, array);
      }
      case 'm': {
        const map = remember(v.r, new Map<unknown, unknown>());
        for (const [key, value] of n.e) map.set(materialize(key, path), materialize(value, `${path}<>`));
        return map;
      }
      case 's': {
        const set = remember(v.r, new Set<unknown>());
        for (const value of n.e) set.add(materialize(value, `${path}{}`));
        return set;
      }
      case 'a': {
        if (n.wiring) throw new SnapshotError(`${path}: wiring (functions) with nothing in the fresh sandbox to keep`);
        const array = remember(v.r, new Array<unknown>(n.i.length));
        n.i.forEach((item, i) => (array[i] = materialize(item, `${path}[${i}]`)));
        if (n.fz) Object.freeze(array);
        return array;
      }
      case 'o': {
        const o = remember(v.r, Object.create(protoOf(n.c)) as Record<string, unknown>);
        for (const [key, value, hidden] of n.p) {
          if (isFunction(value)) throw new SnapshotError(`${path}.${key}: a function with nothing in the fresh sandbox to keep`);
          Object.defineProperty(o, key, { value: materialize(value, `${path}.${key}`), writable: true, enumerable: hidden === undefined, configurable: true });
        }
        if (n.fz) Object.freeze(o);
        return o;
      }
    }
  };
  const remember = <T>(id: number, value: T): T => {
    made.set(id, value);
    return value;
  };
  /** The snapshot's node `id` laid over `target`, an object at the same place in the fresh graph. */
  const overlay = (id: number, target: Record<string, unknown>, path: string): void => {
    made.set(id, target);
    const n = doc.nodes[id]!;
    if (n.k !== 'o') throw new SnapshotError(`${path}: expected an object`);
    for (const [key, value, hidden] of n.p) {
      // Wiring the code no longer has there (a function, or an array of them, of an older version) carries no state: nothing to keep.
      if (!(key in target) && (isFunction(value) || isWiring(value))) continue;
      if (isFunction(value)) {
        if (typeof target[key] !== 'function') throw new SnapshotError(`${path}.${key}: the fresh sandbox has no function there`);
        continue;
      }
      const current = target[key];
      const at = `${path}.${key}`;
      if (isRef(value) && !made.has(value.r) && current !== null && typeof current === 'object' && canOverlay(value.r, current)) {
        overlay(value.r, current as Record<string, unknown>, at);
        continue;
      }
      if (isRef(value) && !made.has(value.r) && refill(value.r, current, at)) continue;
      const next = isRef(value) ? (made.has(value.r) ? made.get(value.r) : wiringArray(value.r, current) ?? materialize(value, at)) : primitive(value);
      if (next === current) continue;
      const d = Object.getOwnPropertyDescriptor(target, key);
      if (d && !d.writable) throw new SnapshotError(`${at}: read-only in the fresh sandbox and different in the snapshot`);
      if (d) target[key] = next;
      else Object.defineProperty(target, key, { value: next, writable: true, enumerable: hidden === undefined, configurable: true });
    }
  };
  const canOverlay = (id: number, current: object): boolean => {
    const n = doc.nodes[id]!;
    if (n.k !== 'o' || Object.isFrozen(current) || Array.isArray(current)) return false;
    const proto = Object.getPrototypeOf(current) as object | null;
    return (proto === Object.prototype ? 'Object' : proto === null ? 'null' : classNames.get(proto)) === n.c;
  };
  /** A fresh Map, Set or array at the place of the snapshot's is filled in place (what holds it may be read-only, or a closure's). */
  const refill = (id: number, current: unknown, path: string): boolean => {
    const n = doc.nodes[id]!;
    if (n.k === 'm' && current instanceof Map) {
      made.set(id, current);
      current.clear();
      for (const [key, value] of n.e) current.set(materialize(key, path), materialize(value, `${path}<>`));
      return true;
    }
    if (n.k === 's' && current instanceof Set) {
      made.set(id, current);
      current.clear();
      for (const value of n.e) current.add(materialize(value, `${path}{}`));
      return true;
    }
    if (n.k === 'a' && !n.wiring && !n.fz && Array.isArray(current) && !Object.isFrozen(current)) {
      made.set(id, current);
      current.length = n.i.length;
      n.i.forEach((item, i) => (current[i] = materialize(item, `${path}[${i}]`)));
      return true;
    }
    return false;
  };

  const isWiring = (v: Value): boolean => {
    if (!isRef(v)) return false;
    const n = doc.nodes[v.r];
    return n?.k === 'a' && n.wiring === true;
  };
  /** An array of functions (hooks) is wiring: the fresh one stays. */
  const wiringArray = (id: number, current: unknown): unknown => {
    const n = doc.nodes[id]!;
    if (n.k === 'a' && n.wiring && Array.isArray(current)) return remember(id, current);
    return undefined;
  };
  for (const [name, root] of Object.entries(doc.roots)) {
    const target = fresh[name];
    if (!isRef(root)) throw new SnapshotError(`root ${name} is not an object`);
    if (target === null || typeof target !== 'object') throw new SnapshotError(`root ${name}: nothing in the fresh account to lay it over`);
    overlay(root.r, target as Record<string, unknown>, name);
  }
}
