/**
 * The control API's guard: with an admin token, every `/__emulator/` call needs
 * `Authorization: Bearer <token>` (the health probe excepted: a supervisor asks it, and it tells
 * nothing but "up"). Without a token the emulator only listens on the loopback (listen-policy.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { errorAnswer } from '../providers/answer.js';
import { send } from './reply.js';

/** A token must fit in a header and resist guessing: 16 to 512 visible ASCII characters. */
export const ADMIN_TOKEN_RULE = /^[\x21-\x7e]{16,512}$/;

/**
 * And not be made of a handful of characters repeated ("aaaaaaaaaaaaaaaa", "abababab…"): six
 * different ones at least. A random token passes whatever its alphabet (16 random hex digits have
 * fewer than six different ones about once in 40,000 draws; base64 never).
 */
const MIN_DIFFERENT_CHARACTERS = 6;

/** Why a token is refused, or undefined when it is acceptable. */
export function adminTokenProblem(token: string): string | undefined {
  if (!ADMIN_TOKEN_RULE.test(token)) return 'must be 16 to 512 visible ASCII characters (no spaces)';
  if (new Set(token).size < MIN_DIFFERENT_CHARACTERS) return `must have at least ${MIN_DIFFERENT_CHARACTERS} different characters: make one with openssl rand -base64 32`;
  return undefined;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The hook that refuses a control call without the token. Digests of equal length are compared in
 * constant time, so neither the characters nor the length of the token leak through timing.
 */
export function adminGuard(token: string, open: ReadonlySet<string>) {
  const expected = digest(token);
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (open.has(request.routeOptions.url ?? '')) return done();
    const header = request.headers.authorization;
    const given = typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : undefined;
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return done();
    reply.header('www-authenticate', 'Bearer realm="cardlab emulator control API"');
    const message = header === undefined ? 'the control API needs the admin token: Authorization: Bearer <token>' : 'invalid admin token';
    send(reply, errorAnswer(401, 'unauthorized', message, [{ field: 'authorization', rule: header === undefined ? 'required' : 'admin-token', message }]));
  };
}
