/** The control API: reset, clock, the sandbox-account page and the gateway's callbacks. Only `@emulator-only` scenarios use it. */
import type { FastifyInstance } from 'fastify';
import { controlEndpoints as ep } from '../../contracts/control.js';
import { ControlProvider } from '../providers/control.js';
import type { EmulatorState } from '../state.js';
import { adminGuard } from './admin-auth.js';
import { deliveryLog } from './callback-dispatcher.js';
import { send, withInput } from './reply.js';

const local = (path: string) => path.replace(/^\/__emulator/, '');

export function controlRoutes(state: EmulatorState, options: { adminToken?: string | undefined } = {}) {
  const control = new ControlProvider(state);
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    if (options.adminToken !== undefined) app.addHook('onRequest', adminGuard(options.adminToken, new Set()));
    app.post(local(ep.reset.path), (_req, reply) => send(reply, control.reset()));
    app.get(local(ep.getClock.path), (_req, reply) => send(reply, control.clock()));
    app.post(local(ep.changeClock.path), withInput(ep.changeClock.body, 'body', (change) => control.changeClock(change)));
    app.get(local(ep.getSandbox.path), (_req, reply) => send(reply, control.sandboxPage()));
    app.post(local(ep.registerP2pKey.path), withInput(ep.registerP2pKey.body, 'body', ({ publicKey }) => control.registerP2pKey(publicKey)));
    app.post(local(ep.setCallbackUrl.path), withInput(ep.setCallbackUrl.body, 'body', ({ url }) => control.setCallbackUrl(url)));
    app.get(local(ep.getMerchantSettings.path), (_req, reply) => send(reply, control.merchantSettings()));
    app.post(local(ep.changeMerchantSettings.path), withInput(ep.changeMerchantSettings.body, 'body', (change) => control.changeMerchantSettings(change)));
    app.get(local(ep.getCallbacks.path), (_req, reply) => send(reply, { status: 200, body: { callbacks: deliveryLog(control.callbacks()) } }));
    done();
  };
}
