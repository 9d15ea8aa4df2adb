/** The emulator's control API (`/__emulator/`): the only way a scenario may reach inside the emulator. */
import { z } from 'zod';
import { dateTime } from './common.js';

/** The clock stays within years the card system can print (expiry dates are YYYYMM). */
export const CLOCK_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2200, 0, 1) } as const;
const MAX_ADVANCE_SECONDS = (CLOCK_RANGE.to - CLOCK_RANGE.from) / 1000;

export const clockState = z.object({ now: dateTime });

/** Either jump to an instant or move forward by a number of seconds: exactly one of the two. */
export const clockChange = z
  .strictObject(
    {
      set: dateTime
        .refine((iso) => Date.parse(iso) >= CLOCK_RANGE.from && Date.parse(iso) < CLOCK_RANGE.to, { message: 'must be from 2000 to 2199', params: { rule: 'range' } })
        .optional(),
      advanceSeconds: z
        .int({ error: 'must be a whole number of seconds' })
        .min(0, { message: 'must not be negative' })
        .max(MAX_ADVANCE_SECONDS, { message: `must be at most ${MAX_ADVANCE_SECONDS}` })
        .optional(),
    },
    { error: 'must be a JSON object' },
  )
  .refine((body) => (body.set === undefined) !== (body.advanceSeconds === undefined), {
    message: 'must give exactly one of "set" (ISO date-time) or "advanceSeconds" (whole seconds)',
    params: { rule: 'one-parameter' },
  });

export const sandboxAccount = z.object({
  v2: z.object({ apiKey: z.string(), productName: z.string() }),
  v1: z.object({
    login: z.string(),
    password: z.string(),
    token: z.string(),
    institutionId: z.string(),
    productId: z.string(),
    serviceIdAcc: z.string(),
    customerTemplate: z.string(),
    cardProductType: z.string(),
    placeholderCardNumber: z.string(),
    merchantNumber: z.string(),
    merchantCustomerNumber: z.string(),
    merchantContractNumber: z.string(),
    terminalNumber: z.string(),
    atmTerminalId: z.string(),
  }),
  gateway: z.object({ userName: z.string(), password: z.string(), token: z.string(), callbackKey: z.string() }),
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
