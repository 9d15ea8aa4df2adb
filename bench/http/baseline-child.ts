/**
 * The baseline: a plain node:http server doing what any server of these interfaces does for each
 * request: read the body, parse it (JSON, or a form for the gateway), and answer the payload the
 * emulator gave for the same request path (status, content type, body), serialised for this
 * answer. It does no routing, validation, authentication or business work, so the ratio
 * emulator / baseline is the price of those on this machine. Told to (bench/http/budget.ts), it
 * burns a fixed amount of CPU before each answer instead: a server whose own work costs that much.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseForm } from 'node:querystring';
import type { CannedAnswer, ParentMessage } from './protocol.js';
import './child-profiler.js';

interface Prepared extends CannedAnswer {
  readonly payload: unknown;
}
let answers = new Map<string, Prepared>();
const none: Prepared = { status: 404, contentType: 'application/json; charset=utf-8', body: '{}', payload: {} };
let parsed: unknown;
let workMillis = 0;

/** Busy CPU for `workMillis`, as a route's own work would be (no allocation, no waiting). */
function work(): void {
  if (workMillis === 0) return;
  const until = performance.now() + workMillis;
  while (performance.now() < until);
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (chunks.length > 0) {
      const text = Buffer.concat(chunks).toString('utf8');
      parsed = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? parseForm(text) : JSON.parse(text);
    }
    work();
    const answer = answers.get(request.url ?? '') ?? none;
    const body = JSON.stringify(answer.payload);
    response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});
// Same keep-alive behaviour as fastify's defaults, so neither side pays for new connections.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.send!({ kind: 'listening', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

process.on('message', (message: ParentMessage) => {
  if (message.kind === 'answer') {
    answers = new Map(Object.entries(message.answers).map(([path, a]) => [path, { ...a, payload: JSON.parse(a.body) as unknown }]));
    workMillis = (message.workMicros ?? 0) / 1000;
    process.send!({ kind: 'answering' });
  } else if (message.kind === 'count') {
    const cpu = process.cpuUsage();
    // `parsed` is reported so that the parse cannot be optimised away.
    process.send!({ kind: 'count', entries: parsed === undefined ? 0 : 1, total: 0, cpuMicros: cpu.user + cpu.system });
  } else if (message.kind === 'stop') server.close(() => process.exit(0));
});
