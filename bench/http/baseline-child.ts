/**
 * The baseline: a plain node:http server doing what any JSON server does for each request: read the
 * body, parse it, and answer the payload the emulator gave for the same request (status, content
 * type, body), serialised for this answer. It does no routing, validation, authentication or business
 * work, so the ratio emulator / baseline is the price of those on this machine.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CannedAnswer, ParentMessage } from './protocol.js';

let answer: CannedAnswer = { status: 200, contentType: 'application/json; charset=utf-8', body: '{}' };
let payload: unknown = {};
let parsed: unknown;

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (chunks.length > 0) parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const body = JSON.stringify(payload);
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
    answer = message.answer;
    payload = JSON.parse(answer.body);
    process.send!({ kind: 'answering' });
  } else if (message.kind === 'count') {
    const cpu = process.cpuUsage();
    // `parsed` is reported so that the parse cannot be optimised away.
    process.send!({ kind: 'count', entries: parsed === undefined ? 0 : 1, total: 0, cpuMicros: cpu.user + cpu.system });
  } else if (message.kind === 'stop') server.close(() => process.exit(0));
});
