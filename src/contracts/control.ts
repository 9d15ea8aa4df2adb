/** The emulator's control API (`/__emulator/`): the only way a scenario may reach inside the emulator. */
import { z } from 'zod';
import { dateTime } from './common.js';

export const clockState = z.object({ now: dateTime });

/** Either jump to an instant or move forward by a number of seconds. */
export const clockChange = z.union(
  [z.strictObject({ set: dateTime }), z.strictObject({ advanceSeconds: z.int().min(0).max(100 * 366 * 86_400) })],
  { error: 'must be {"set": "<ISO date-time>"} or {"advanceSeconds": <whole seconds>}' },
);

export const sandboxAccount = z.object({
  v2: z.object({ apiKey: z.string(), productName: z.string() }),
});

export const controlEndpoints = {
  reset: { method: 'POST', path: '/__emulator/reset', success: 204 },
  getClock: { method: 'GET', path: '/__emulator/clock', success: 200, response: clockState },
  changeClock: { method: 'POST', path: '/__emulator/clock', body: clockChange, success: 200, response: clockState },
  getSandbox: { method: 'GET', path: '/__emulator/sandbox', success: 200, response: sandboxAccount },
} as const;

export type ClockState = z.infer<typeof clockState>;
export type ClockChange = z.infer<typeof clockChange>;
export type SandboxAccountWire = z.infer<typeof sandboxAccount>;
