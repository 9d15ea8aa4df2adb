/**
 * What a connection may cost in time (issue #29, finding 4): a request whose body trickles in after
 * `Content-Length: 1000000` is answered 408 and its connection closed once the request time is up,
 * on a fast-lane route, on a fastify route and on a kept sandbox (no lane); headers that never end
 * and an idle keep-alive connection are closed too. Timeouts shortened to tenths of a second.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startEmulator } from './server.js';

const timeouts = { requestMs: 600, headersMs: 400, keepAliveMs: 300, checkEveryMs: 100 };

/** Opens a connection, writes `head`, then one byte every 50 ms; answers what came back and how long until the server closed it. */
async function trickle(url: string, head: string, bytes = true): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = performance.now();
  let answer = '';
  let drip: NodeJS.Timeout | undefined;
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
    clearInterval(drip); // answered: the server reads no more, and a byte written now would be reset
  });
  // A server that closes with bytes of ours unread resets the connection (Node 24 does, at times):
  // that is the close this waits for, not a failure of the test.
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  socket.write(head);
  if (bytes) drip = setInterval(() => socket.writable && socket.write('['), 50);
  const guard = setTimeout(() => socket.destroy(), 10_000);
  await new Promise((resolve) => socket.once('close', resolve));
  clearInterval(drip);
  clearTimeout(guard);
  return { answer, closedAfterMs: performance.now() - started };
}

test('a trickled body is answered 408 and closed once the request time is up, on the lane, on fastify and on a kept sandbox', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardlab-timeouts-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const embedded = await startEmulator({ port: 0, timeouts });
  t.after(() => embedded.close());
  const kept = await startEmulator({ port: 0, timeouts, dataDir: dir });
  t.after(() => kept.close());
  assert.ok(embedded.lane && !kept.lane, 'the embedded emulator has its fast lane, the kept one none');
  for (const [emulator, path, headers] of [
    [embedded, '/v2/cardholders', `x-api-key: ${embedded.state.account.v2.apiKey}\r\n`],
    [embedded, '/payment/rest/api/p2p/registerP2P.do', ''],
    [kept, '/v2/cardholders', `x-api-key: ${kept.state.account.v2.apiKey}\r\n`],
  ] as const) {
    const before = emulator.lane?.taken;
    const { answer, closedAfterMs } = await trickle(emulator.url, `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n${headers}\r\n`);
    assert.match(answer, /^HTTP\/1\.1 408 /, `${path}: ${answer}`);
    assert.match(answer, /the request was not received in time/);
    assert.ok(closedAfterMs < timeouts.requestMs + 3 * timeouts.checkEveryMs + 500, `${path}: closed after ${Math.round(closedAfterMs)} ms`);
    if (path.startsWith('/v2/') && before !== undefined) assert.equal(emulator.lane?.taken, before + 1, 'the lane had taken it');
  }
});

test('headers that never end, and a keep-alive connection left idle, are closed', async (t) => {
  const emulator = await startEmulator({ port: 0, timeouts });
  t.after(() => emulator.close());
  const headers = await trickle(emulator.url, 'GET /__emulator/health HTTP/1.1\r\nHost: x\r\n', false);
  assert.ok(headers.closedAfterMs < timeouts.headersMs + 3 * timeouts.checkEveryMs + 500, `unfinished headers closed after ${Math.round(headers.closedAfterMs)} ms`);
  const idle = await trickle(emulator.url, 'GET /__emulator/health HTTP/1.1\r\nHost: x\r\n\r\n', false);
  assert.match(idle.answer, /^HTTP\/1\.1 200 /);
  // Node gives the keep-alive time a second more, for the client's benefit.
  assert.ok(idle.closedAfterMs < timeouts.keepAliveMs + 2_000, `idle keep-alive connection closed after ${Math.round(idle.closedAfterMs)} ms`);
});
