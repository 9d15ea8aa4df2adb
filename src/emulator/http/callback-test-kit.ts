/** Test helpers for callback delivery: a merchant server on 127.0.0.1 that records what it gets and answers as told. */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { callbackLog } from '../../contracts/control.js';
import { gatewayOperations } from '../../contracts/gateway/index.js';
import { buildEmulator } from './server.js';

export interface Hit {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, string>;
  /** The query string as it arrived (`?a=1&b=2`), for verifiers that read every parameter. */
  readonly query: string;
  /** performance.now() when the request arrived. */
  readonly at: number;
  readonly status: number;
}

/** Status to answer for the n-th request (0-based); 'hang' never answers. */
export type Behaviour = (n: number, hit: Omit<Hit, 'status'>) => number | 'hang';

export async function merchantServer(t: TestContext, behaviour: Behaviour = () => 200) {
  const hits: Hit[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const seen = { method: req.method ?? '', path: url.pathname, params: Object.fromEntries(url.searchParams), query: url.search, at: performance.now() };
    const status = behaviour(hits.length, seen);
    if (status === 'hang') {
      hits.push({ ...seen, status: 0 });
      hanging.push(res);
      return;
    }
    hits.push({ ...seen, status });
    res.writeHead(status).end(status < 300 ? 'OK' : 'no');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.after(() => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    server.close();
  });
  return { base, hits };
}

/** A port nothing listens on: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  server.close();
  await once(server, 'close');
  return port;
}

/** Polls `condition` every 5 ms; fails after `ms` with `what`. */
export async function until(condition: () => boolean, what: string, ms = 3_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CARD = { $PAN: '4444555511113333', $EXPIRY: `${new Date().getUTCFullYear() + 2}12`, $CVC: '123', TEXT: 'TEST CARDHOLDER' };

/** An emulator with quick callback retries, its gateway merchant's calls and the control API. */
export function gatewaySetup(t: TestContext) {
  const emulator = buildEmulator({ callbacks: { backoffMs: [20], attempts: 3, intervalMs: 50 } });
  t.after(() => emulator.app.close());
  const { userName, password } = emulator.state.account.gateway;
  const call = async (op: keyof typeof gatewayOperations, params: Record<string, unknown>) => {
    const res = await emulator.app.inject({ method: 'POST', url: gatewayOperations[op].path, payload: { userName, password, ...params } });
    assert.equal(res.statusCode, 200, res.body);
    return gatewayOperations[op].response.parse(res.json()) as Record<string, unknown>;
  };
  const control = (method: 'GET' | 'POST', url: string, json?: unknown) =>
    emulator.app.inject({ method, url, ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(json) }) });
  const log = async () => callbackLog.parse((await control('GET', '/__emulator/gateway/callbacks')).json()).callbacks;
  const register = async (orderNumber: string, extra: Record<string, unknown> = {}, op: 'register.do' | 'registerPreAuth.do' = 'register.do') => {
    const answer = await call(op, { orderNumber, amount: 2500, returnUrl: 'https://shop.example/ok', ...extra });
    assert.equal(answer.errorCode, '0', JSON.stringify(answer));
    return String(answer.orderId);
  };
  const pay = async (orderId: string) => call('paymentorder.do', { MDORDER: orderId, ...CARD });
  return { ...emulator, call, control, log, register, pay };
}
