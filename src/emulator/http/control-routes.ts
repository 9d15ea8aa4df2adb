/** The control API: reset, clock and the sandbox-account page. Only `@emulator-only` scenarios use it. */
import type { FastifyInstance } from 'fastify';
import { CLOCK_RANGE, controlEndpoints as ep } from '../../contracts/control.js';
import { errorAnswer } from '../providers/answer.js';
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
        const target = change.set !== undefined ? Date.parse(change.set) : state.clock.nowMs() + (change.advanceSeconds ?? 0) * 1000;
        if (target >= CLOCK_RANGE.to) {
          return errorAnswer(400, 'validation_error', 'the clock would leave its range', [{ field: 'advanceSeconds', rule: 'range', message: 'would move the clock past 2199' }]);
        }
        state.clock.set(new Date(target));
        // Sessions that ended while the clock moved are declined now, and their merchants told.
        state.sandbox.gateway.sweep(state.clock.now());
        return clock();
      }),
    );
    app.get(local(ep.getSandbox.path), (_req, reply) => send(reply, { status: 200, body: state.account }));
    done();
  };
}
