import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { loadCatalogue, p2pOperationsOf, STATIC_CATALOGUE } from './catalogue.js';

test('operation ids are what the clients record, unique across interfaces', async () => {
  const ids = STATIC_CATALOGUE.flatMap((i) => i.operations.map((op) => op.id));
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(ids.includes('v2.getCard') && ids.includes('v1.getCardData') && ids.includes('gateway.register.do'));
  const { interfaces } = await loadCatalogue();
  assert.deepEqual(interfaces.slice(0, 3), [...STATIC_CATALOGUE]);
});

test('P2P operations are read from whatever tables the P2P contracts export', () => {
  const contract = { path: '/payment/rest/api/p2p/registerP2P.do', request: z.object({}), response: z.object({}) };
  const ops = p2pOperationsOf({
    registerOperations: { 'registerP2P.do': contract },
    p2pOperations: { 'registerP2P.do': contract, 'getP2PStatus.do': { request: z.object({}), response: z.object({}) } },
    P2P_BASE: '/payment/rest/api/p2p',
    p2pError: z.object({ errorCode: z.string() }),
    notATable: { a: { request: 'x', response: 'y' } },
  });
  assert.deepEqual(ops.map((o) => [o.id, o.method, o.paths[0]]), [
    ['p2p.registerP2P.do', 'POST', '/payment/rest/api/p2p/registerP2P.do'],
    ['p2p.getP2PStatus.do', 'POST', '/payment/rest/api/p2p/getP2PStatus.do'],
  ]);
});
