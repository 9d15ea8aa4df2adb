/**
 * Routes of Card Management v1: every operation is `POST /v1/apigate/ws/rest/<operation>` with
 * `Authorization: Basic <sandbox token>`; the operations the spec also shows under
 * `/payment/apigate/ws/rest/` answer there too.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isV1Operation, v1Operations } from '../../contracts/v1/index.js';
import { type Answer, errorAnswer } from '../providers/answer.js';
import { inV1Convention, V1Context, v1Handlers } from '../providers/v1/index.js';
import type { EmulatorState } from '../state.js';
import { parse } from './reply.js';
import type { RouteRequest } from './request.js';
import { type Gate, type Route, routesPlugin, type ServedRoutes } from './route-table.js';
import { underContract } from './serializer.js';
import { perTenant, tenantOf } from './tenancy.js';

type Handler = (ctx: V1Context, request: unknown) => Answer;

const V1_PREFIX = '/v1/apigate/ws/rest';
const V1_PAYMENT_PREFIX = '/payment/apigate/ws/rest';

/** The Basic token names the sandbox account (one Map lookup); an unknown token is refused. */
function v1Gate(state: EmulatorState): Gate {
  const tokenOf = (headers: IncomingHttpHeaders) => (typeof headers.authorization === 'string' ? basicToken(headers.authorization) : undefined);
  return {
    tenant: (headers) => {
      const token = tokenOf(headers);
      return token === undefined ? undefined : state.tenants.withV1Token(token);
    },
    refusal: (headers) => errorAnswer(401, 'unauthorized', headers.authorization === undefined ? 'missing Authorization header (Basic)' : 'invalid credentials'),
  };
}

/** One route per prefix: the operation is the last path segment; under the payment prefix only the operations the spec shows there. */
export function v1Routes(state: EmulatorState): ServedRoutes {
  const gate = v1Gate(state);
  const contexts = perTenant((t) => new V1Context(() => t.sandbox, () => t.account.v1));
  const route = (prefix: string, paymentAliasOnly: boolean): Route => ({
    method: 'POST',
    url: `${prefix}/:operation`,
    bodies: ['json'],
    gate,
    answer: (request: RouteRequest) => {
      const { operation } = request.params as { operation: string };
      const known = isV1Operation(operation) && (!paymentAliasOnly || 'paymentAlias' in v1Operations[operation]);
      if (!known) return errorAnswer(404, 'not_found', `no operation ${operation} here`);
      const parsed = parse(v1Operations[operation].request, request.body, 'body');
      if (!parsed.ok) return inV1Convention(parsed.answer);
      const answer = (v1Handlers[operation] as Handler)(contexts(tenantOf(request)), parsed.value);
      return answer.status === 200 ? underContract(answer, v1Operations[operation].response) : answer;
    },
  });
  const routes = [route(V1_PREFIX, false), route(V1_PAYMENT_PREFIX, true)];
  return { routes, plugin: routesPlugin(routes, gate) };
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
