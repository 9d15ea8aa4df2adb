/**
 * The flattened compiled parsers (flat-parser.ts) against the contracts' own parsers: every request
 * schema of every interface is flattened (nothing silently left on zod's slower code), and on every
 * operation's valid examples, its one-rule invalid cases and wrong values in every field, the
 * flattened parser answers exactly as the contract does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { p2pOperations } from '../../contracts/p2p/index.js';
import { v1Operations } from '../../contracts/v1/index.js';
import { v2Endpoints } from '../../contracts/v2.js';
import { placeholderSandbox } from '../../../generators/invalid-operations.js';
import { type InterfaceName, operationExamples, operationInvalidCases } from '../../../generators/operation-examples.js';
import { compileFlat, type Flattening, flattenParser } from './flat-parser.js';

test('an immediately called arrow function becomes a labelled block with the same statements', () => {
  const code = [
    'return (input) => {',
    'const v0 = input["a"];',
    'let v1 = (() => {',
    '  let v2;',
    '  if (v0 !== undefined) {',
    '    if (typeof v0 !== "string") return INVALID;',
    '    v2 = v0;',
    '  }',
    '  return v2;',
    '})();',
    'if (v1 === INVALID) v1 = (() => {',
    '  if (typeof v0 !== "number") return INVALID;',
    '})();',
    'return v1;',
    '}',
  ].join('\n');
  const flat = flattenParser(code);
  assert.equal(
    flat,
    [
      'return (input) => {',
      'const v0 = input["a"];',
      'let v1;',
      'L0: {',
      '  let v2;',
      '  if (v0 !== undefined) {',
      '    if (typeof v0 !== "string") { v1 = INVALID; break L0; }',
      '    v2 = v0;',
      '  }',
      '  { v1 = v2; break L0; }',
      '  v1 = undefined;',
      '}',
      'if (v1 === INVALID) L1: {',
      '  if (typeof v0 !== "number") { v1 = INVALID; break L1; }',
      '  v1 = undefined;',
      '}',
      'return v1;',
      '}',
    ].join('\n'),
  );
  const INVALID = Symbol('invalid');
  // The code is evaluated as zod evaluates it, as and after the rewrite, to compare their answers.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const factory = (body: string) => new Function('INVALID', body) as (invalid: symbol) => (input: unknown) => unknown;
  const [asIs, flattened] = [code, flat ?? ""].map((body) => factory(body)(INVALID));
  for (const input of [{}, { a: 'x' }, { a: 1 }, { a: true }]) assert.equal(flattened!(input), asIs!(input), JSON.stringify(input));
});

test('code of any other shape is left as zod made it', () => {
  for (const code of ['return (input) => {\nconst f = (x) => x;\nreturn f(input);\n}', 'return (input) => {\nlet v1 = (() => {\nreturn 1;\n', 'return (input) => {\nlet v1 = (() => {\n  if (a) return 1; else return 2;\n})();\n}']) {
    assert.equal(flattenParser(code), undefined, code);
  }
});

// A sandbox as the emulator's page would describe it, seeded: the examples and invalid cases name its values.
const context = placeholderSandbox(8, new Date('2026-03-10T10:00:00Z'));

const tables: [InterfaceName, Record<string, z.ZodType>][] = [
  ['v1', Object.fromEntries(Object.entries(v1Operations).map(([n, op]) => [n, op.request]))],
  ['gateway', Object.fromEntries(Object.entries(gatewayOperations).map(([n, op]) => [n, op.request]))],
  ['p2p', Object.fromEntries(Object.entries(p2pOperations).map(([n, op]) => [n, op.request]))],
  ['v2', Object.fromEntries(Object.entries(v2Endpoints).flatMap(([n, ep]): [string, z.ZodType][] => ('body' in ep ? [[n, ep.body]] : 'query' in ep ? [[n, ep.query]] : [])))],
];

const WRONG: unknown[] = [undefined, null, '', 'text', '0', '12', 0, -1, 1.5, 2 ** 53, true, [], ['x'], {}, { a: 1 }];

/** Every field (nested ones too) set in turn to each wrong value, and removed. */
function* variants(body: unknown, path: (string | number)[] = []): Generator<unknown> {
  if (body === null || typeof body !== 'object') return;
  for (const [key, value] of Object.entries(body)) {
    for (const wrong of WRONG) yield { ...body, [key]: wrong };
    const without: Record<string, unknown> = { ...body };
    delete without[key];
    yield without;
    for (const inner of variants(value, [...path, key])) yield { ...body, [key]: inner };
  }
}

test('every request schema is flattened, and answers as its contract does', () => {
  let inputs = 0;
  for (const [iface, table] of tables) {
    for (const [name, schema] of Object.entries(table)) {
      const counts: Flattening = { flattened: 0, kept: 0 };
      const flat = compileFlat(schema, counts);
      assert.ok(counts.flattened > 0 && counts.kept === 0, `${iface}.${name}: ${counts.flattened} flattened, ${counts.kept} kept as zod made them`);
      const examples = operationExamples(iface, name, schema, context);
      const cases = operationInvalidCases(iface, name, schema, 'body', context).map((c) => c.body);
      for (const input of [...examples, ...cases, ...examples.flatMap((e) => [...variants(e)]), null, [], 'text', 12]) {
        const want = schema.safeParse(input, { reportInput: true });
        const got = flat.safeParse(input, { reportInput: true });
        assert.equal(got.success, want.success, `${iface}.${name} ${JSON.stringify(input)}`);
        if (want.success) assert.deepEqual(got.data, want.data, `${iface}.${name} ${JSON.stringify(input)}`);
        else assert.deepEqual(z.treeifyError(got.error!), z.treeifyError(want.error), `${iface}.${name} ${JSON.stringify(input)}`);
        inputs++;
      }
    }
  }
  assert.ok(inputs > 1000, `${inputs} inputs`);
});
