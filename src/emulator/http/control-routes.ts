/** The control API: reset, clock and the sandbox-account page. Only `@emulator-only` scenarios use it. */
import type { FastifyInstance } from 'fastify';
import { controlEndpoints as ep } from '../../contracts/control.js';
import type { EmulatorState } from '../state.js';
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
        if ('set' in change) state.clock.set(new Date(change.set));
        else state.clock.advance(change.advanceSeconds * 1000);
        return clock();
      }),
    );
    app.get(local(ep.getSandbox.path), (_req, reply) => send(reply, { status: 200, body: state.account }));
    done();
  };
}
