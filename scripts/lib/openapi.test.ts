import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { type CatalogueInterface, STATIC_CATALOGUE } from '../../src/contracts/catalogue.js';
import { openApiDocument } from './openapi.js';

/** The value at a path of keys inside a document, or undefined. */
function at(doc: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), doc);
}

/** Every `$ref` of a document points at something in it. */
function danglingRefs(doc: unknown): string[] {
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
  return refs.filter((ref) => at(doc, ...ref.split('/')) === undefined);
}

const api = (id: string) => STATIC_CATALOGUE.find((i) => i.id === id)!;
const names = (list: unknown) => (list as Array<{ name: string }>).map((p) => p.name);

test('every operation of every interface is a path with its method, and every reference resolves', () => {
  for (const iface of STATIC_CATALOGUE) {
    const doc = openApiDocument(iface, '1.2.3');
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(danglingRefs(doc), [], iface.id);
    for (const op of iface.operations) for (const path of op.paths) assert.ok(at(doc, 'paths', path.replace(/:(\w+)/g, '{$1}'), op.method.toLowerCase()), `${op.id} at ${path}`);
  }
});

test('each interface says how it is called: auth, encodings, parameters, answers', () => {
  const v2 = openApiDocument(api('v2'), '1');
  assert.deepEqual(at(v2, 'components', 'securitySchemes', 'apiKey'), { type: 'apiKey', in: 'header', name: 'X-API-KEY' });
  const list = at(v2, 'paths', '/v2/transfers', 'get', 'parameters') as Array<{ name: string; in: string; required: boolean }>;
  assert.deepEqual(list.map((p) => [p.name, p.in, p.required]), [['cardNumberFltr', 'query', true], ['periodStartFltr', 'query', false], ['periodEndFltr', 'query', false]]);
  assert.deepEqual(Object.keys(at(v2, 'paths', '/v2/cards/{id}', 'get', 'responses') as object), ['200', 'default']);
  const gateway = openApiDocument(api('gateway'), '1');
  const register = ['paths', '/payment/rest/register.do', 'post'];
  assert.deepEqual(Object.keys(at(gateway, ...register, 'requestBody', 'content') as object), ['application/x-www-form-urlencoded', 'application/json']);
  assert.equal((at(gateway, ...register, 'responses', '200', 'content', 'application/json', 'schema', 'anyOf') as unknown[]).length, 2, 'an answer or a refusal, both HTTP 200');
  // Transforms describe what goes on the wire: the amount may be a number or digits.
  const amount = at(gateway, 'components', 'schemas', 'registerRequest', 'properties', 'amount', 'anyOf') as Array<{ type: string }>;
  assert.deepEqual(amount.map((s) => s.type), ['number', 'string']);
  const v1 = openApiDocument(api('v1'), '1');
  assert.ok(at(v1, 'paths', '/v1/apigate/ws/rest/getCardData', 'post'));
  assert.deepEqual(v1.security, [{ basic: [] }]);
});

test('a new operation in a contract table appears without any change to the generator', () => {
  const grown: CatalogueInterface = {
    ...api('v2'),
    operations: [...api('v2').operations, { id: 'v2.deleteCard', name: 'deleteCard', method: 'DELETE', paths: ['/v2/cards/:id'], encodings: ['json'], success: 204 }],
  };
  const doc = openApiDocument(grown, '1');
  assert.deepEqual(Object.keys(at(doc, 'paths', '/v2/cards/{id}') as object).sort(), ['delete', 'get', 'patch']);
  assert.equal(at(doc, 'paths', '/v2/cards/{id}', 'delete', 'responses', '204', 'description'), 'Success, no body');
  const p2pLike: CatalogueInterface = {
    id: 'p2p',
    title: 'P2P gateway',
    operations: [{ id: 'p2p.x.do', name: 'x.do', method: 'POST', paths: ['/payment/rest/api/p2p/x.do'], body: z.object({ a: z.string() }), encodings: ['json'], success: 200, response: z.object({}) }],
  };
  assert.deepEqual(names(at(openApiDocument(p2pLike, '1'), 'paths', '/payment/rest/api/p2p/x.do', 'post', 'parameters')), ['X-Hash', 'X-Signature']);
  assert.equal(JSON.stringify(openApiDocument(api('v1'), '1')), JSON.stringify(openApiDocument(api('v1'), '1')), 'the same contracts give the same bytes');
});
