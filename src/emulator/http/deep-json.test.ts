/**
 * Deeply nested JSON (issue #29, finding 5): a 1 MiB `[[[…]]]` body cost 150–320 ms of CPU per
 * request before any check, since V8 parses deep nesting slowly. Nesting is now bounded before the
 * parse (common/json-depth.ts), on every path a body takes: the fast lane and fastify (v2, the
 * gateway's JSON), the P2P routes' own parse, the control API, and JSON text inside a form field.
 * What is judged here is that behaviour: such a body is refused naming the rule, and JSON.parse is
 * never handed it (the emulator runs in this process, so the test watches every parse). What it
 * costs is a speed figure, which the bench's business is, not a test's: the CPU per request is
 * printed as a diagnostic only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { request } from 'undici';
import { MAX_JSON_DEPTH } from '../../common/json-depth.js';
import { startEmulator } from './server.js';

const DEEP = '['.repeat(512 * 1024) + ']'.repeat(512 * 1024);
/** Longer than any ordinary body of these tests: a parse of such a text is a parse of a deep body. */
const LONG = 100_000;

/** Runs `call` while watching JSON.parse; answers the lengths of the long texts it was handed. */
async function longParses(call: () => Promise<unknown>): Promise<number[]> {
  const original = JSON.parse;
  const seen: number[] = [];
  JSON.parse = ((text: string, reviver?: Parameters<typeof JSON.parse>[1]): unknown => {
    if (typeof text === 'string' && text.length > LONG) seen.push(text.length);
    return original(text, reviver) as unknown;
  }) as typeof JSON.parse;
  try {
    await call();
  } finally {
    JSON.parse = original;
  }
  return seen;
}

/** CPU (user and system, of this process: client and emulator) per call, the median of a few. */
async function cpuPerCall(call: () => Promise<unknown>): Promise<number> {
  const costs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = process.cpuUsage();
    await call();
    const used = process.cpuUsage(before);
    costs.push((used.user + used.system) / 1000);
  }
  return costs.sort((a, b) => a - b)[2]!;
}

test('a 1 MiB nested body is refused naming the depth before any parse, on every path a body takes', async (t) => {
  const emulator = await startEmulator({ port: 0 });
  t.after(() => emulator.close());
  const { v2, gateway } = emulator.state.account;
  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const res = await request(emulator.url + path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    return { status: res.statusCode, text: await res.body.text() };
  };
  const form = `userName=${gateway.userName}&password=${gateway.password}&orderNumber=DEEP&amount=100&returnUrl=https://shop.example/ok&jsonParams=`;
  const cases: { what: string; path: string; headers: Record<string, string>; normal: string; lane: boolean }[] = [
    { what: 'v2, on the fast lane', path: '/v2/cardholders', headers: { 'x-api-key': v2.apiKey }, normal: '{"firstName":"Ann"}', lane: true },
    { what: 'the gateway, JSON', path: '/payment/rest/register.do', headers: {}, normal: JSON.stringify({ userName: gateway.userName, password: 'wrong' }), lane: true },
    { what: 'P2P', path: '/payment/rest/api/p2p/registerP2P.do', headers: {}, normal: '{"username":"nobody"}', lane: false },
    { what: 'the control API', path: '/__emulator/gateway/callback-url', headers: {}, normal: '{"url":null}', lane: false },
  ];
  for (const c of cases) {
    const taken = emulator.lane!.taken;
    let refused = { status: 0, text: '' };
    assert.deepEqual(await longParses(async () => (refused = await post(c.path, DEEP, c.headers))), [], `${c.what}: the nested body reached JSON.parse`);
    assert.match(refused.text, new RegExp(`nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep`), `${c.what}: ${refused.text.slice(0, 300)}`);
    assert.match(refused.text, /"rule":"depth"/, c.what);
    if (c.lane) assert.equal(emulator.lane!.taken, taken + 1, `${c.what}: the lane answered it`);
    const normal = await cpuPerCall(() => post(c.path, c.normal, c.headers));
    const deep = await cpuPerCall(() => post(c.path, DEEP, c.headers));
    t.diagnostic(`${c.what}: ${normal.toFixed(1)} ms of CPU for an ordinary request, ${deep.toFixed(1)} ms for 1 MiB nested (150-650 ms before the bound)`);
  }
  // JSON text in a form field (jsonParams) is bounded the same way: 300 KiB of brackets, 900 KiB encoded.
  const deepField = '['.repeat(150 * 1024) + ']'.repeat(150 * 1024);
  const inForm = async (json: string) => {
    const res = await request(`${emulator.url}/payment/rest/register.do`, { method: 'POST', body: form + encodeURIComponent(json), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return res.body.text();
  };
  let answer = '';
  assert.deepEqual(await longParses(async () => (answer = await inForm(deepField))), [], 'the nested jsonParams reached JSON.parse');
  assert.match(answer, new RegExp(`must be a JSON object \\(nested at most ${MAX_JSON_DEPTH} levels deep\\)`));
  const formCost = await cpuPerCall(() => inForm(deepField));
  const formNormal = await cpuPerCall(() => inForm('{"a":"b"}'));
  t.diagnostic(`jsonParams: ${formNormal.toFixed(1)} ms of CPU for an ordinary field, ${formCost.toFixed(1)} ms for 300 KiB nested`);
});
