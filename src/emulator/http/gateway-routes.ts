/**
 * Routes of the e-commerce gateway: every `.do` operation at its path, by GET or POST, parameters
 * taken from a form body, the query string or JSON (merged, the body winning), the merchant authenticated by
 * userName + password or token. Answers are HTTP 200 with the gateway's errorCode.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { asMissing, fieldErrors } from '../../contracts/issues.js';
import { type GatewayOperation, gatewayOperations } from '../../contracts/gateway/index.js';
import { type Answer, isAnswer } from '../providers/answer.js';
import { GatewayContext, type GatewayRequest, gatewayHandlers, wireAnswer } from '../providers/ecom/index.js';
import type { EmulatorState } from '../state.js';
import { parseForm } from './form.js';
import { fast } from './reply.js';
import { originOf, parametersOf, type RouteRequest } from './request.js';
import { type Route, routesPlugin, type ServedRoutes } from './route-table.js';
import { gatewaySucceeded, underContract } from './serializer.js';
import { merchantTenant, perTenant } from './tenancy.js';

type Handler = (ctx: GatewayContext, req: GatewayRequest, input: unknown) => Answer;

export function gatewayRoutes(state: EmulatorState): ServedRoutes {
  const contexts = perTenant((t) => new GatewayContext(() => t.sandbox, t.inputKeys));
  const answer = (operation: GatewayOperation, request: RouteRequest): Answer => {
    const params = parametersOf(request);
    // The credentials name the sandbox account; that account's gateway then checks them. Credentials
    // that name no account are refused by the default account's gateway, whose merchant they are not.
    const tenant = merchantTenant(state, params);
    const ctx = contexts(tenant ?? state.main);
    if (tenant) ctx.expireSessions();
    const req = ctx.requestOf(params, originOf(request));
    if (isAnswer(req)) return req;
    request.tenant = tenant ?? null;
    // A request without named parameters was refused above. Compiled once, like the v1 and v2 schemas
    // (reply.ts): a refusal still comes from the ordinary parser, with the same fields and rules.
    const parsed = fast(gatewayOperations[operation].request).safeParse(params, { reportInput: true });
    if (!parsed.success) return ctx.validationRefusal(req.language, fieldErrors(parsed.error).map((d) => asMissing(d, params!)));
    // A callback address the operator does not allow is refused as the contract refuses a malformed one.
    const callbackRefusal = state.callbackTargets.fieldRefusal(parsed.data);
    if (callbackRefusal) return ctx.validationRefusal(req.language, [callbackRefusal]);
    return (gatewayHandlers[operation] as Handler)(ctx, req, parsed.data);
  };
  // Every answer in the operation's own wire shape (getOrderStatus.do's legacy names), refusals included.
  // Every operation answers GET (parameters in the query string) as well as POST (form, JSON, query).
  const routes = (Object.keys(gatewayOperations) as GatewayOperation[]).flatMap((operation): Route[] => {
    const handle = (request: RouteRequest) => {
      const answered = wireAnswer(operation, answer(operation, request));
      return gatewaySucceeded(answered) ? underContract(answered, gatewayOperations[operation].response) : answered;
    };
    const url = gatewayOperations[operation].path;
    return [
      { method: 'GET', url, bodies: [], answer: handle },
      { method: 'POST', url, bodies: ['form', 'json'], answer: handle },
    ];
  });
  const plugin = (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    app.register(formbody, { parser: parseForm });
    app.register(routesPlugin(routes, undefined));
    done();
  };
  return { routes, plugin };
}
