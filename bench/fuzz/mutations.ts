/**
 * Random bad requests made from a valid one: wrong types, huge strings, hostile unicode, missing
 * and non-object bodies, wrong content types, duplicate keys, deep nesting, malformed JSON,
 * prototype keys, odd numbers, odd paths and methods, and the gateways' other encodings. Seeded:
 * the same seed gives the same requests. Bodies are built as text where JSON.stringify cannot say
 * it (duplicate keys, 100,000 levels of nesting), and signed afterwards when the interface signs.
 */
import type { Random } from '../../src/common/random.js';
import type { FuzzOperation } from './setup.js';

export interface FuzzRequest {
  readonly kind: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | undefined;
}

type Body = Record<string, unknown>;
type Path = (string | number)[];
type Sign = (op: FuzzOperation, raw: string | undefined) => Record<string, string>;

const NASTY_TEXT = ['\u0000', '\uD800', 'A\u202EZ', 'e\u0301\u0301\u0301', '🂡🃏💳', '\uFEFF', '１２３', 'ß'.repeat(40), '\\"}{', "' OR 1=1 --", '<script>x</script>', '%00%ff', '\r\n\r\n'];
const WRONG_VALUES: unknown[] = [123, -1, 1.5, true, false, null, 'text', '', [], {}, [1, 2], { nested: { deeper: 1 } }];
const ODD_NUMBERS: unknown[] = [1e308, -0, 2 ** 53 + 2, -1, 0, 1e-7, 1e21, -(2 ** 53) - 2];
const CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/octet-stream'];
const NON_OBJECTS = ['null', '[]', '"text"', '42', 'true', '[{}]'];
const MALFORMED = (raw: string) => [raw.slice(0, Math.max(1, raw.length >> 1)), `${raw.slice(0, -1)},}`, raw.replaceAll('"', "'"), '{"amount": NaN}', '{', '\u0000{}'];
const ODD_IDS = ['x'.repeat(300), '%00', '..%2F..%2Fetc', '%E2%82%AC%F0%9F%92%B3', '%E0%A4%A', '-1', '0', 'null'];

/** Paths to every value inside `value`, objects and arrays included. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return path.length ? [path] : [];
  const own = path.length ? [path] : [];
  const children = Array.isArray(value) ? value.map((v, i) => pathsOf(v, [...path, i])) : Object.entries(value).map(([k, v]) => pathsOf(v, [...path, k]));
  return [...own, ...children.flat()];
}

function withValue(body: Body, path: Path, value: unknown, remove = false): Body {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (remove) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

const stringPaths = (body: Body) => pathsOf(body).filter((p) => typeof p.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], body) === 'string');
const numberPaths = (body: Body) => pathsOf(body).filter((p) => typeof p.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], body) === 'number');

/** The example as a query string (gateway: parameters may come in the URL), arrays as repeated keys. */
export function queryOf(body: Body): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  return params.toString();
}

/** A request carrying `body` the way a well-behaved client of the operation would. */
export function wellFormed(op: FuzzOperation, body: Body | undefined, sign: Sign, kind: string): FuzzRequest {
  if (op.place === 'query' || op.method === 'GET') {
    const query = body ? queryOf(body) : '';
    return { kind, method: op.method, url: query ? `${op.path}?${query}` : op.path, headers: sign(op, undefined) };
  }
  const raw = body === undefined ? undefined : JSON.stringify(body);
  return { kind, method: op.method, url: op.path, headers: sign(op, raw), payload: raw };
}

/** A raw body sent as JSON, signed when the interface signs. */
const raw = (op: FuzzOperation, sign: Sign, kind: string, payload: string | undefined): FuzzRequest => ({ kind, method: op.method, url: op.path, headers: sign(op, payload), payload });

type Mutation = (op: FuzzOperation, example: Body, rng: Random, sign: Sign) => FuzzRequest | undefined;

const MUTATIONS: Record<string, Mutation> = {
  'wrong-type': (op, ex, rng, sign) => {
    const paths = pathsOf(ex);
    return paths.length ? wellFormed(op, withValue(ex, rng.pick(paths), rng.pick(WRONG_VALUES)), sign, 'wrong-type') : undefined;
  },
  'huge-string': (op, ex, rng, sign) => {
    const paths = stringPaths(ex);
    return paths.length ? wellFormed(op, withValue(ex, rng.pick(paths), 'A'.repeat(rng.pick([10_000, 100_000, 900_000]))), sign, 'huge-string') : undefined;
  },
  'oversized-body': (op, ex, _rng, sign) => (op.method === 'GET' ? undefined : wellFormed(op, { ...ex, padding: 'P'.repeat(1_100_000) }, sign, 'oversized-body')),
  unicode: (op, ex, rng, sign) => {
    const paths = stringPaths(ex);
    return paths.length ? wellFormed(op, withValue(ex, rng.pick(paths), rng.pick(NASTY_TEXT)), sign, 'unicode') : undefined;
  },
  'missing-body': (op, _ex, rng, sign) => (op.method === 'GET' ? undefined : raw(op, sign, 'missing-body', rng.pick([undefined, '']))),
  'wrong-content-type': (op, ex, rng, sign) => {
    if (op.method === 'GET') return undefined;
    const req = wellFormed(op, ex, sign, 'wrong-content-type');
    return { ...req, headers: { ...req.headers, 'content-type': rng.pick(CONTENT_TYPES) } };
  },
  'duplicate-keys': (op, ex, rng, sign) => {
    const keys = Object.keys(ex);
    if (op.method === 'GET' || keys.length === 0) return undefined;
    const key = rng.pick(keys);
    const text = JSON.stringify(ex);
    const duplicate = `${JSON.stringify(key)}:${JSON.stringify(rng.pick(WRONG_VALUES))}`;
    // The wrong value before the good one, or after it: a parser keeps one of the two.
    return raw(op, sign, 'duplicate-keys', rng.next() < 0.5 ? `{${duplicate},${text.slice(1)}` : `${text.slice(0, -1)},${duplicate}}`);
  },
  'deep-nesting': (op, ex, rng, sign) => {
    if (op.method === 'GET') return undefined;
    const depth = rng.pick([1_000, 10_000, 100_000]);
    const nested = rng.next() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const key = Object.keys(ex)[0] ?? 'a';
    return raw(op, sign, 'deep-nesting', `{${JSON.stringify(key)}:${nested}}`);
  },
  'malformed-json': (op, ex, rng, sign) => (op.method === 'GET' ? undefined : raw(op, sign, 'malformed-json', rng.pick(MALFORMED(JSON.stringify(ex))))),
  'non-object-body': (op, _ex, rng, sign) => (op.method === 'GET' ? undefined : raw(op, sign, 'non-object-body', rng.pick(NON_OBJECTS))),
  'prototype-keys': (op, ex, rng, sign) => {
    if (op.method === 'GET') return undefined;
    const text = JSON.stringify(ex).slice(1);
    return raw(op, sign, 'prototype-keys', rng.pick([`{"__proto__":{"admin":true},${text}`, `{"constructor":{"prototype":{"admin":true}},${text}`]));
  },
  'drop-field': (op, ex, rng, sign) => {
    const paths = pathsOf(ex);
    return paths.length ? wellFormed(op, withValue(ex, rng.pick(paths), undefined, true), sign, 'drop-field') : undefined;
  },
  'extra-fields': (op, ex, rng, sign) => {
    const extra = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`unexpected${i}`, rng.pick(WRONG_VALUES)]));
    return wellFormed(op, { ...ex, ...extra }, sign, 'extra-fields');
  },
  'odd-number': (op, ex, rng, sign) => {
    const paths = numberPaths(ex);
    return paths.length ? wellFormed(op, withValue(ex, rng.pick(paths), rng.pick(ODD_NUMBERS)), sign, 'odd-number') : undefined;
  },
  'odd-path': (op, ex, rng, sign) => {
    const req = wellFormed(op, ex, sign, 'odd-path');
    const [path, query] = req.url.split('?');
    const segments = path!.split('/');
    const odd = rng.pick([`${path}/`, `${path}/extra`, path!.toUpperCase(), [...segments.slice(0, -1), rng.pick(ODD_IDS)].join('/')]);
    return { ...req, url: query ? `${odd}?${query}` : odd };
  },
  'odd-method': (op, ex, rng, sign) => ({ ...wellFormed(op, ex, sign, 'odd-method'), method: rng.pick(['PUT', 'DELETE', op.method === 'GET' ? 'POST' : 'GET']) }),
  // The gateways take parameters as a form or in the query string too (docs/design.md, "Gateway
  // parameters and answers").
  'form-encoding': (op, ex, rng, sign) => {
    if (op.iface !== 'gateway') return undefined;
    const form = queryOf(rng.next() < 0.5 ? ex : withValue(ex, rng.pick(pathsOf(ex)), rng.pick(WRONG_VALUES)));
    return { kind: 'form-encoding', method: 'POST', url: op.path, headers: { ...sign(op, undefined), 'content-type': 'application/x-www-form-urlencoded' }, payload: `${form}&${form.split('&')[0] ?? ''}` };
  },
  'query-encoding': (op, ex, _rng, sign) => (op.iface === 'gateway' ? { kind: 'query-encoding', method: 'POST', url: `${op.path}?${queryOf(ex)}&amount=x`, headers: sign(op, undefined) } : undefined),
  // A P2P body signed for other bytes, or not signed at all.
  'bad-signature': (op, ex, rng, sign) => {
    if (op.iface !== 'p2p') return undefined;
    const text = JSON.stringify(ex);
    const headers = rng.next() < 0.5 ? sign(op, `${text} `) : { 'content-type': 'application/json' };
    return { kind: 'bad-signature', method: op.method, url: op.path, headers, payload: text };
  },
};

export const MUTATION_KINDS = Object.keys(MUTATIONS);

/** `count` mutated requests of `op`: every kind that applies once in turn, then kinds at random. */
export function mutations(op: FuzzOperation, example: Body, rng: Random, sign: Sign, count: number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (let i = 0, misses = 0; out.length < count && misses < 200; i++) {
    const kind = i < MUTATION_KINDS.length ? MUTATION_KINDS[i]! : rng.pick(MUTATION_KINDS);
    const req = MUTATIONS[kind]!(op, example, rng, sign);
    if (req) out.push(req);
    else misses++;
  }
  return out;
}
