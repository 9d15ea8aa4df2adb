/**
 * Routes of Card Management v1: every operation is `POST /v1/apigate/ws/rest/<operation>` with
 * `Authorization: Basic <sandbox token>`; the operations the spec also shows under
 * `/payment/apigate/ws/rest/` answer there too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isV1Operation, v1Operations } from '../../contracts/v1/index.js';
import { type Answer, errorAnswer } from '../providers/answer.js';
import { inV1Convention, V1Context, v1Handlers } from '../providers/v1/index.js';
import type { EmulatorState } from '../state.js';
import { parse, send } from './reply.js';
import { perTenant, tenantOf } from './tenancy.js';

type Handler = (ctx: V1Context, request: unknown) => Answer;

export function v1Routes(state: EmulatorState, options: { paymentAliasOnly: boolean }) {
  const contexts = perTenant((t) => new V1Context(() => t.sandbox, () => t.account.v1));
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    // Callback style, not async (hot path: docs/performance.md); a refusal answers and does not go on.
    // The Basic token names the sandbox account (one Map lookup); an unknown token is refused.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers.authorization;
      const token = typeof header === 'string' ? basicToken(header) : undefined;
      const tenant = token === undefined ? undefined : state.tenants.withV1Token(token);
      if (tenant === undefined) {
        send(reply, errorAnswer(401, 'unauthorized', header === undefined ? 'missing Authorization header (Basic)' : 'invalid credentials'));
        return;
      }
      request.tenant = tenant;
      done();
    });
    app.post('/:operation', (request: FastifyRequest, reply: FastifyReply) => {
      const { operation } = request.params as { operation: string };
      const known = isV1Operation(operation) && (!options.paymentAliasOnly || 'paymentAlias' in v1Operations[operation]);
      if (!known) return send(reply, errorAnswer(404, 'not_found', `no operation ${operation} here`));
      const parsed = parse(v1Operations[operation].request, request.body, 'body');
      if (!parsed.ok) return send(reply, inV1Convention(parsed.answer));
      return send(reply, (v1Handlers[operation] as Handler)(contexts(tenantOf(request)), parsed.value));
    });
    done();
  };
}

/**
 * The token of `Basic <token>` (the scheme in any case, any white space after it), else undefined.
 * The usual exact `Basic ` spelling is read without the regular expressions, which cost a
 * getCardBalance 0.5–0.9 µs (docs/performance.md); `trim` drops the same white space `\s+` would.
 */
function basicToken(header: string): string | undefined {
  if (header.startsWith('Basic ')) return header.slice(6).trim();
  return /^Basic\s+/i.test(header) ? header.replace(/^Basic\s+/i, '').trim() : undefined;
}
