/**
 * The control API: sandbox accounts, and per account its reset, clock, sandbox page, ledger, the
 * gateway's callbacks and P2P keys. Only `@emulator-only` scenarios and operators use it.
 *
 * Every call that acts on an account exists twice: `/__emulator/<call>` acts on the default account,
 * `/__emulator/sandboxes/<id>/<call>` on the one named. No call acts on every account.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { controlEndpoints as ep } from '../../contracts/control.js';
import { errorAnswer } from '../providers/answer.js';
import { ControlProvider } from '../providers/control.js';
import type { EmulatorState } from '../state.js';
import { TENANT_ID, type Tenant } from '../tenant.js';
import { adminGuard } from './admin-auth.js';
import { deliveryLog } from './callback-dispatcher.js';
import { send, withInput } from './reply.js';
import type { RouteRequest } from './request.js';
import { tenantOf } from './tenancy.js';

const local = (path: string) => path.replace(/^\/__emulator/, '');

export interface ControlOptions {
  readonly adminToken?: string | undefined;
}

export function controlRoutes(state: EmulatorState, options: ControlOptions = {}) {
  const control = new ControlProvider(state);
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    if (options.adminToken !== undefined) app.addHook('onRequest', adminGuard(options.adminToken, new Set([`/__emulator${local(ep.health.path)}`])));
    // A supervisor's probe. Once the server is stopping, the framework answers 503 to every call, this one too.
    app.get(local(ep.health.path), (_req, reply) => send(reply, { status: 200, body: { status: 'ok' } }));
    app.post(local(ep.createSandbox.path), (_req, reply) => send(reply, control.create()));
    app.get(local(ep.listSandboxes.path), (_req, reply) => send(reply, control.list()));
    app.get(local(ep.getSandbox.path), (_req, reply) => send(reply, control.account(state.main)));
    // The default account's calls, then the same calls for the account the path names.
    app.register(accountRoutes(control, () => state.main));
    app.register(
      (scope: FastifyInstance, _o: unknown, next: () => void) => {
        scope.addHook('onRequest', (request, reply, found) => {
          const id = (request.params as { sandbox: string }).sandbox;
          const tenant = TENANT_ID.test(id) ? state.tenants.get(id) : undefined;
          if (!tenant) {
            send(reply, errorAnswer(404, 'not_found', `no sandbox account ${id}`, [{ field: 'sandbox', rule: 'exists', message: 'must be the id of an existing sandbox account' }]));
            return;
          }
          request.tenant = tenant;
          found();
        });
        scope.get('/', (req, reply) => send(reply, control.account(tenantOf(req))));
        scope.delete('/', (req, reply) => send(reply, control.remove(tenantOf(req))));
        scope.register(accountRoutes(control, undefined));
        next();
      },
      { prefix: local(ep.listSandboxes.path) + '/:sandbox' },
    );
    done();
  };
}

/** The calls on one account: the default one (`fixed`), or the one the scope's hook found. */
function accountRoutes(control: ControlProvider, fixed: (() => Tenant) | undefined) {
  const tenant = (request: RouteRequest) => (fixed ? (request.tenant = fixed()) : tenantOf(request));
  const on = (act: (t: Tenant) => ReturnType<ControlProvider['clock']>) => (request: FastifyRequest, reply: FastifyReply) => send(reply, act(tenant(request)));
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    app.post(local(ep.reset.path), on((t) => control.reset(t)));
    app.get(local(ep.getClock.path), on((t) => control.clock(t)));
    app.post(local(ep.changeClock.path), withInput(ep.changeClock.body, 'body', (change, req) => control.changeClock(tenant(req), change)));
    app.post(local(ep.registerP2pKey.path), withInput(ep.registerP2pKey.body, 'body', ({ publicKey }, req) => control.registerP2pKey(tenant(req), publicKey)));
    app.post(local(ep.setCallbackUrl.path), withInput(ep.setCallbackUrl.body, 'body', ({ url }, req) => control.setCallbackUrl(tenant(req), url)));
    app.get(local(ep.getCallbacks.path), on((t) => ({ status: 200, body: { callbacks: deliveryLog(control.callbacks(t)) } })));
    app.get(local(ep.getMerchantSettings.path), on((t) => control.merchantSettings(t)));
    app.post(local(ep.changeMerchantSettings.path), withInput(ep.changeMerchantSettings.body, 'body', (change, req) => control.changeMerchantSettings(tenant(req), change)));
    app.get(local(ep.getChildMerchants.path), on((t) => control.childMerchants(t)));
    app.post(local(ep.addChildMerchant.path), withInput(ep.addChildMerchant.body, 'body', ({ login }, req) => control.addChildMerchant(tenant(req), login)));
    app.get(local(ep.getLedger.path), on((t) => control.ledger(t)));
    app.get(local(ep.getInputKeys.path), on((t) => control.inputKeys(t)));
    done();
  };
}
