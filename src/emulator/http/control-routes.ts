/** The control API: reset, clock, the sandbox-account page and the gateway's callbacks. Only `@emulator-only` scenarios use it. */
import type { FastifyInstance } from 'fastify';
import { CLOCK_RANGE, controlEndpoints as ep } from '../../contracts/control.js';
import { errorAnswer } from '../providers/answer.js';
import { MIN_KEY_BITS } from '../domain/gateway/p2p/signature.js';
import { p2pOf } from '../domain/gateway/p2p/index.js';
import type { EmulatorState } from '../state.js';
import { deliveryLog } from './callback-dispatcher.js';
import { send, withInput } from './reply.js';

const local = (path: string) => path.replace(/^\/__emulator/, '');

export function controlRoutes(state: EmulatorState) {
  const clock = () => ({ status: 200, body: { now: state.clock.now().toISOString() } });
  return (app: FastifyInstance, _opts: unknown, done: () => void) => {
    app.post(local(ep.reset.path), (_req, reply) => {
      state.reset();
      return send(reply, { status: 204, body: undefined });
    });
    app.get(local(ep.getClock.path), (_req, reply) => send(reply, clock()));
    app.post(
      local(ep.changeClock.path),
      withInput(ep.changeClock.body, 'body', (change) => {
        const target = change.set !== undefined ? Date.parse(change.set) : state.clock.nowMs() + (change.advanceSeconds ?? 0) * 1000;
        if (target >= CLOCK_RANGE.to) {
          return errorAnswer(400, 'validation_error', 'the clock would leave its range', [{ field: 'advanceSeconds', rule: 'range', message: 'would move the clock past 2199' }]);
        }
        state.clock.set(new Date(target));
        // Sessions that ended while the clock moved are declined now, and their merchants told.
        state.sandbox.gateway.sweep(state.clock.now());
        p2pOf(state.sandbox).sweep(state.clock.now());
        return clock();
      }),
    );
    app.get(local(ep.getSandbox.path), (_req, reply) => send(reply, { status: 200, body: state.account }));
    app.post(local(ep.registerP2pKey.path), withInput(ep.registerP2pKey.body, 'body', ({ publicKey }) => registerP2pKey(state, publicKey)));
    app.post(
      local(ep.setCallbackUrl.path),
      withInput(ep.setCallbackUrl.body, 'body', ({ url }) => {
        const merchant = state.sandbox.gateway.merchants.get(state.account.gateway.userName);
        if (!merchant) throw new Error('the sandbox has no gateway merchant');
        merchant.staticCallbackUrl = url ?? undefined;
        return { status: 200, body: { url } };
      }),
    );
    app.get(local(ep.getCallbacks.path), (_req, reply) => send(reply, { status: 200, body: { callbacks: deliveryLog(state.sandbox.gateway.callbacks) } }));
    done();
  };
}

/** The P2P account's public key, as the merchant's personal area takes it: RSA, at least 2048 bits. */
function registerP2pKey(state: EmulatorState, publicKey: string) {
  const login = state.account.p2p.username;
  const result = state.p2pKeys.register(login, publicKey);
  if (result === 'ok') return { status: 201, body: { keys: state.p2pKeys.count(login) } };
  const message = { not_a_public_key: 'must be a PEM public key', not_rsa: 'must be an RSA key', too_short: `must be at least ${MIN_KEY_BITS} bits` }[result];
  return errorAnswer(400, 'validation_error', `invalid public key: ${message}`, [{ field: 'publicKey', rule: 'key', message }]);
}
