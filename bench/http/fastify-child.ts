/**
 * The second reference: a bare fastify 5 server (default options, @fastify/formbody for the
 * gateway's forms, no hooks) answering, like the node:http baseline, the emulator's own answer for
 * the request path, the payload serialised per answer. Fastify parses the body itself (JSON or
 * form) before the route runs. Its ratio to node:http is what the framework costs; the emulator's
 * ratio to it is what the emulator's own work costs.
 */
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { CannedAnswer, ParentMessage } from './protocol.js';
import './child-profiler.js';

interface Prepared extends CannedAnswer {
  readonly payload: unknown;
}
let answers = new Map<string, Prepared>();
let parsed: unknown;

const app = Fastify();
await app.register(formbody);
// One route for every path: the answer is looked up by path, as the baseline does.
app.route({
  method: ['GET', 'POST'],
  url: '/*',
  handler: (request, reply) => {
    parsed = request.body;
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send({});
    return reply.code(answer.status).header('content-type', answer.contentType).send(answer.payload);
  },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ kind: 'listening', url });

process.on('message', (message: ParentMessage) => {
  if (message.kind === 'answer') {
    answers = new Map(Object.entries(message.answers).map(([path, a]) => [path, { ...a, payload: JSON.parse(a.body) as unknown }]));
    process.send!({ kind: 'answering' });
  } else if (message.kind === 'count') {
    const cpu = process.cpuUsage();
    process.send!({ kind: 'count', entries: parsed === undefined ? 0 : 1, total: 0, cpuMicros: cpu.user + cpu.system });
  } else if (message.kind === 'stop') void app.close().then(() => process.exit(0));
});
