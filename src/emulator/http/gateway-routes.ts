/**
 * Routes of the e-commerce gateway: every `.do` operation at its path, parameters taken from a form
 * body, the query string or JSON (merged, the body winning), the merchant authenticated by
 * userName + password or token. Answers are HTTP 200 with the gateway's errorCode.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asMissing, fieldErrors } from '../../contracts/issues.js';
import { type GatewayOperation, gatewayOperations } from '../../contracts/gateway/index.js';
import type { Answer } from '../providers/answer.js';
import { ERROR, GatewayContext, type GatewayRequest, gatewayHandlers } from '../providers/ecom/index.js';
import type { EmulatorState } from '../state.js';
import { send } from './reply.js';

type Handler = (ctx: GatewayContext, req: GatewayRequest, input: unknown) => Answer;

/** Every parameter of the request, wherever it came from; undefined when the body is not an object. */
export function parametersOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) return undefined;
  return { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown> | undefined) };
}

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
}

export function gatewayRoutes(state: EmulatorState) {
  const ctx = new GatewayContext(() => state.sandbox);
  const handle = (operation: GatewayOperation) => (request: FastifyRequest, reply: FastifyReply) => {
    const params = parametersOf(request);
    const language = typeof params?.language === 'string' ? params.language : 'en';
    state.sandbox.gateway.sweep(ctx.now());
    if (!params) return send(reply, ctx.error(language, ERROR.invalid, 'invalidParameter', 'the request must carry named parameters'));
    const merchant = state.sandbox.gateway.merchants.authenticate(stringsOf(params));
    if (!merchant) return send(reply, ctx.error(language, ERROR.accessDenied, 'accessDenied'));
    const parsed = gatewayOperations[operation].request.safeParse(params, { reportInput: true });
    if (!parsed.success) {
      const details = fieldErrors(parsed.error).map((d) => asMissing(d, params));
      const missing = details.some((d) => d.rule === 'required');
      const features = details.some((d) => d.field === 'features');
      const currency = details.some((d) => d.field === 'currency');
      const code = features ? ERROR.invalidFeatures : currency ? ERROR.unknownCurrency : missing ? ERROR.missing : ERROR.invalid;
      const key = features ? 'invalidFeatures' : currency ? 'unknownCurrency' : missing ? 'missingParameter' : 'invalidParameter';
      return send(reply, ctx.error(language, code, key, details.map((d) => `${d.field} ${d.message}`).join('; '), details));
    }
    return send(reply, (gatewayHandlers[operation] as Handler)(ctx, { merchant, language, origin: originOf(request) }, parsed.data));
  };
  return (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    app.register(formbody);
    for (const operation of Object.keys(gatewayOperations) as GatewayOperation[]) app.post(gatewayOperations[operation].path, handle(operation));
    done();
  };
}

function stringsOf(params: Record<string, unknown>): { userName?: string; password?: string; token?: string } {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { userName: text(params.userName), password: text(params.password), token: text(params.token) };
}
