/** Shared plumbing of the routes: schema validation with field errors, and sending an Answer. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from '../../contracts/issues.js';
import { type Answer, errorAnswer } from '../providers/answer.js';
import { corrupted } from './corruption.js';
import { compileFlat } from './flat-parser.js';
import type { RouteRequest } from './request.js';
import { answerText } from './serializer.js';

/**
 * Every answer leaves through `send` or `sendHtml`: they stamp the Request-id and ask for a drain of
 * the callback outbox when a callback was queued (callbacks go out after the answer that caused
 * them). Done here rather than in onSend/onResponse hooks, which cost a fifth of a read's CPU
 * (docs/performance.md).
 */
function stamped(reply: FastifyReply): FastifyReply {
  reply.server.callbacks.answered();
  return reply.header('Request-id', reply.request.id);
}

export function send(reply: FastifyReply, sent: Answer): FastifyReply {
  // Unchanged unless `cardlab emulator --corrupt` armed a broken field (a testing aid).
  const answer = corrupted(reply.request, sent);
  const body = withRequestId(answer, reply.request.id);
  stamped(reply).code(answer.status);
  return body === undefined ? reply.send() : reply.type(JSON_TYPE).send(answerText(answer, body));
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The body as it leaves: a refusal names the request it refuses (the fast lane's answers too, lane.ts). */
export function withRequestId(answer: Answer, id: string): unknown {
  const body = answer.body as Record<string, unknown> | undefined;
  if (answer.status >= 400 && body) body.requestId = id;
  return body;
}

/**
 * Browser pages use inline style and script only and load nothing from elsewhere; forms may post to
 * the merchant's finish URL (any origin), frames only show this emulator's own method pages.
 */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-src 'self'; form-action 'self' http: https:; base-uri 'none'";

/** An HTML page of the gateway or P2P flows: never cached, under the pages' content policy. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return stamped(reply)
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; answer: Answer };

/**
 * Request schemas compiled once (zod's generated fast path, flattened: flat-parser.ts): a v1 card
 * identification parses in a seventh of the time. A request the fast path refuses runs through the
 * ordinary parser, so a refusal names the same fields with the same rules (docs/performance.md).
 */
const compiled = new WeakMap<z.ZodType, z.ZodType>();
export function fast<S extends z.ZodType>(schema: S): S {
  let found = compiled.get(schema);
  if (!found) compiled.set(schema, (found = compileFlat(schema)));
  return found as S;
}

export function parse<S extends z.ZodType>(schema: S, input: unknown, what: 'body' | 'query'): Parsed<z.output<S>> {
  if (what === 'body' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
    return { ok: false, answer: errorAnswer(400, 'validation_error', 'the request body must be a JSON object', [{ field: '(body)', rule: 'type', message: 'must be a JSON object' }]) };
  }
  const result = fast(schema).safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const details = fieldErrors(result.error);
  const message = `invalid ${what === 'body' ? 'request' : 'query'}: ${details.map((d) => d.field).join(', ')}`;
  return { ok: false, answer: errorAnswer(400, 'validation_error', message, details) };
}

/** Runs `handle` with the validated input, or answers the validation errors. */
export function withInput<S extends z.ZodType>(schema: S, what: 'body' | 'query', handle: (value: z.output<S>, request: RouteRequest) => Answer) {
  const answer = answerWithInput(schema, what, handle);
  return (request: FastifyRequest, reply: FastifyReply) => send(reply, answer(request));
}

/** The answer of `handle` given the validated input, else the validation errors: a route's work on fastify or the fast lane. */
export function answerWithInput<S extends z.ZodType>(schema: S, what: 'body' | 'query', handle: (value: z.output<S>, request: RouteRequest) => Answer) {
  return (request: RouteRequest): Answer => {
    const parsed = parse(schema, what === 'body' ? request.body : request.query, what);
    return parsed.ok ? handle(parsed.value, request) : parsed.answer;
  };
}
