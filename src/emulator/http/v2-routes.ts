/** Routes of Card Management v2, from the endpoint table of contracts/v2. Every request needs the sandbox X-API-KEY. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v2Endpoints as ep } from '../../contracts/v2.js';
import { errorAnswer } from '../providers/answer.js';
import { V2Provider } from '../providers/v2.js';
import type { EmulatorState } from '../state.js';
import { send, withInput } from './reply.js';
import { perTenant, tenantOf } from './tenancy.js';

const local = (path: string) => path.replace(/^\/v2/, '') || '/';
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function v2Routes(state: EmulatorState) {
  const providers = perTenant((t) => new V2Provider(() => t.sandbox, () => t.account.v2.productName));
  const v2 = (request: FastifyRequest) => providers(tenantOf(request));
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    // Callback style, not async (hot path: docs/performance.md); a refusal answers and does not go on.
    // The key names the sandbox account (one Map lookup); an unknown key is refused.
    app.addHook('onRequest', (request, reply, done) => {
      const key = request.headers['x-api-key'];
      const tenant = typeof key === 'string' ? state.tenants.withApiKey(key) : undefined;
      if (tenant === undefined) {
        send(reply, errorAnswer(401, 'unauthorized', key === undefined ? 'missing X-API-KEY header' : 'invalid API key'));
        return;
      }
      request.tenant = tenant;
      done();
    });
    app.post(local(ep.createCardholder.path), withInput(ep.createCardholder.body, 'body', (b, req) => v2(req).createCardholder(b)));
    app.get(local(ep.getCardholder.path), (req, reply) => send(reply, v2(req).getCardholder(idOf(req))));
    app.post(local(ep.createCard.path), withInput(ep.createCard.body, 'body', (b, req) => v2(req).createCard(b)));
    app.get(local(ep.getCard.path), (req, reply) => send(reply, v2(req).getCard(idOf(req))));
    app.patch(local(ep.updateCard.path), withInput(ep.updateCard.body, 'body', (b, req) => v2(req).updateCard(idOf(req), b)));
    app.post(local(ep.createTopup.path), withInput(ep.createTopup.body, 'body', (b, req) => v2(req).createTopup(b)));
    app.post(local(ep.createTransfer.path), withInput(ep.createTransfer.body, 'body', (b, req) => v2(req).createTransfer(b)));
    app.get(local(ep.listTransfers.path), withInput(ep.listTransfers.query, 'query', (q, req) => v2(req).listTransfers(q)));
    done();
  };
}

