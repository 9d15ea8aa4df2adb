/** Routes of Card Management v2, from the endpoint table of contracts/v2. Every request needs the sandbox X-API-KEY. */
import { v2Endpoints as ep } from '../../contracts/v2.js';
import { type Answer, errorAnswer } from '../providers/answer.js';
import { V2Provider } from '../providers/v2.js';
import type { EmulatorState } from '../state.js';
import { answerWithInput } from './reply.js';
import type { RouteRequest } from './request.js';
import { type Gate, type Route, routesPlugin, type ServedRoutes } from './route-table.js';
import { underContract } from './serializer.js';
import { perTenant, tenantOf } from './tenancy.js';

type V2Endpoint = (typeof ep)[keyof typeof ep];

const idOf = (request: RouteRequest) => (request.params as { id: string }).id;

/** The key names the sandbox account (one Map lookup); an unknown key is refused. */
function v2Gate(state: EmulatorState): Gate {
  return {
    tenant: (headers) => {
      const key = headers['x-api-key'];
      return typeof key === 'string' ? state.tenants.withApiKey(key) : undefined;
    },
    refusal: (headers) => errorAnswer(401, 'unauthorized', headers['x-api-key'] === undefined ? 'missing X-API-KEY header' : 'invalid API key'),
  };
}

export function v2Routes(state: EmulatorState): ServedRoutes {
  const gate = v2Gate(state);
  const providers = perTenant((t) => new V2Provider(() => t.sandbox, () => t.account.v2.productName));
  const v2 = (request: RouteRequest) => providers(tenantOf(request));
  // Each endpoint's success answer under its response contract (serializer.ts).
  const route = (endpoint: V2Endpoint, answer: (request: RouteRequest) => Answer): Route => ({
    method: endpoint.method,
    url: endpoint.path,
    bodies: endpoint.method === 'GET' ? [] : ['json'],
    gate,
    answer: (request) => {
      const answered = answer(request);
      return answered.status === endpoint.success ? underContract(answered, endpoint.response) : answered;
    },
  });
  const routes = [
    route(ep.createCardholder, answerWithInput(ep.createCardholder.body, 'body', (b, req) => v2(req).createCardholder(b))),
    route(ep.getCardholder, (req) => v2(req).getCardholder(idOf(req))),
    route(ep.createCard, answerWithInput(ep.createCard.body, 'body', (b, req) => v2(req).createCard(b))),
    route(ep.getCard, (req) => v2(req).getCard(idOf(req))),
    route(ep.updateCard, answerWithInput(ep.updateCard.body, 'body', (b, req) => v2(req).updateCard(idOf(req), b))),
    route(ep.createTopup, answerWithInput(ep.createTopup.body, 'body', (b, req) => v2(req).createTopup(b))),
    route(ep.createTransfer, answerWithInput(ep.createTransfer.body, 'body', (b, req) => v2(req).createTransfer(b))),
    route(ep.listTransfers, answerWithInput(ep.listTransfers.query, 'query', (q, req) => v2(req).listTransfers(q))),
  ];
  return { routes, plugin: routesPlugin(routes, gate) };
}
