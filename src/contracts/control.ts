/** The emulator's control API (`/__emulator/`): the only way a scenario may reach inside the emulator. */
import { z } from 'zod';
import { dateTime } from './common.js';
import { callbackUrl } from './gateway/common.js';

/** The clock stays within years the card system can print (expiry dates are YYYYMM). */
export const CLOCK_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2200, 0, 1) } as const;
const MAX_ADVANCE_SECONDS = (CLOCK_RANGE.to - CLOCK_RANGE.from) / 1000;

/** `running` false: the clock stands still at `now` until it is moved or let run (a scenario's exact instant). */
export const clockState = z.object({ now: dateTime, running: z.boolean() });

/**
 * Jump to an instant or move forward by a number of seconds (not both), and/or say whether the clock
 * runs from there (`running`, default: as it did). A clock that stands still moves only when told.
 */
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
      running: z.boolean({ error: 'must be true (the clock runs) or false (it stands still)' }).optional(),
    },
    { error: 'must be a JSON object' },
  )
  .refine((body) => body.set === undefined || body.advanceSeconds === undefined, {
    message: 'must give "set" (ISO date-time) or "advanceSeconds" (whole seconds), not both',
    params: { rule: 'one-parameter' },
  })
  .refine((body) => body.set !== undefined || body.advanceSeconds !== undefined || body.running !== undefined, {
    message: 'must give "set" (ISO date-time), "advanceSeconds" (whole seconds) or "running" (true or false)',
    params: { rule: 'required' },
  });

/** A sandbox account's id: `default`, or `sbx_` and 16 hex digits for the accounts made with POST /__emulator/sandboxes. */
export const sandboxId = z.string().regex(/^(default|sbx_[0-9a-f]{16})$/, { message: 'must be "default" or sbx_ followed by 16 hex digits' });

export const sandboxAccount = z.object({
  id: sandboxId,
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
  p2p: z.object({ username: z.string(), password: z.string() }),
});

/** A public key of the P2P account's request signatures (PEM: SPKI or PKCS#1, RSA of at least 2048 bits). */
export const p2pKeyRegistration = z.strictObject(
  { publicKey: z.string({ error: 'must be a PEM public key' }).min(1, { message: 'must not be empty' }).max(16_384, { message: 'must be at most 16384 characters' }) },
  { error: 'must be a JSON object' },
);
/** How many keys the P2P account has registered. */
export const p2pKeyState = z.object({ keys: z.number().int().min(1) });

/**
 * The sandbox account's public keys for card data sent encrypted, in the shape of the gateway
 * family's `se/keys.do` (`{ keys: [{ keyValue, protocolVersion, keyExpiration }] }`): the RSA key
 * of seToken (`protocolVersion` `RSA`), and the EC P-256 key wallet tokens are encrypted for
 * (`ECv2`, also good for `ECv1`). `keyExpiration` is epoch milliseconds.
 */
export const inputKeyList = z.object({
  keys: z.array(z.object({ keyValue: z.string().startsWith('-----BEGIN PUBLIC KEY-----'), protocolVersion: z.enum(['RSA', 'ECv2']), keyExpiration: z.number().int() })).min(2),
});

/** The static callback address of the sandbox's gateway merchant (as its personal area sets it); null removes it. */
export const callbackUrlChange = z.strictObject(
  { url: callbackUrl.nullable() },
  { error: 'must be a JSON object' },
);
export const callbackUrlState = z.object({ url: z.string().nullable() });

/** The gateway's callbacks and how their delivery went, oldest first; parameters and URLs masked. */
export const callbackLog = z.object({
  callbacks: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      params: z.record(z.string(), z.string()),
      attempts: z.number().int().min(0),
      delivered: z.boolean(),
      lastError: z.string().optional(),
    }),
  ),
});

/** The gateway merchant's settings, as its personal area shows them; `changeMerchantSettings` sends any of them. */
export const merchantSettings = z.object({
  /** A stored credential may pay a cardholder-initiated payment without its CVC. */
  storedCredentialsWithoutCvc: z.boolean(),
  /** P2P fundings may name toCard.replacementData. */
  replacementData: z.boolean(),
  /** P2P requests without X-Hash and X-Signature are taken. */
  unsignedP2p: z.boolean(),
});
const settingFlag = z.boolean({ error: 'must be true or false' }).optional();
export const merchantSettingsChange = z
  .strictObject(
    { storedCredentialsWithoutCvc: settingFlag, replacementData: settingFlag, unsignedP2p: settingFlag },
    { error: 'must be a JSON object of settings (storedCredentialsWithoutCvc, replacementData, unsignedP2p)' },
  )
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'must change at least one setting', params: { rule: 'min' } });

/** A child merchant of the account's gateway merchant: a login it may register orders for (`merchantLogin`). */
export const childMerchantAdd = z.strictObject(
  {
    login: z
      .string({ error: 'must be a string' })
      .min(1, { message: 'must not be empty' })
      .max(255, { message: 'must be at most 255 characters' })
      .regex(/^[\x21-\x7e]+$/, { message: 'must be visible ASCII characters without spaces' }),
  },
  { error: 'must be a JSON object' },
);
/** The account's gateway merchant and its child merchants, in the order they were added. */
export const childMerchants = z.object({ login: z.string(), children: z.array(z.string()) });

/** The sandbox accounts of the emulator, oldest first (credentials are read one account at a time). */
export const sandboxList = z.object({ sandboxes: z.array(z.object({ id: sandboxId, createdAt: dateTime })), max: z.number().int().min(1) });

/** A sandbox account's ledger: how many journal entries, and the sum of every balance (always 0: double entry). */
export const ledgerState = z.object({ entries: z.number().int().min(0), total: z.number().int() });

/** For supervisors: `ok` while the emulator takes requests; once it is stopping, every call is answered 503. */
export const healthState = z.object({ status: z.literal('ok') });

/** The path prefix of the calls that act on one sandbox account; the same calls without it act on the default account. */
export const SANDBOX_SCOPE = '/__emulator/sandboxes/:sandbox';

/** `scoped`: the call acts on one sandbox account; its path also exists under SANDBOX_SCOPE (…/sandboxes/:sandbox/clock). */
export const controlEndpoints = {
  reset: { method: 'POST', path: '/__emulator/reset', success: 204, scoped: true },
  getClock: { method: 'GET', path: '/__emulator/clock', success: 200, response: clockState, scoped: true },
  changeClock: { method: 'POST', path: '/__emulator/clock', body: clockChange, success: 200, response: clockState, scoped: true },
  getSandbox: { method: 'GET', path: '/__emulator/sandbox', success: 200, response: sandboxAccount, scoped: true },
  registerP2pKey: { method: 'POST', path: '/__emulator/p2p/keys', body: p2pKeyRegistration, success: 201, response: p2pKeyState, scoped: true },
  setCallbackUrl: { method: 'POST', path: '/__emulator/gateway/callback-url', body: callbackUrlChange, success: 200, response: callbackUrlState, scoped: true },
  getCallbacks: { method: 'GET', path: '/__emulator/gateway/callbacks', success: 200, response: callbackLog, scoped: true },
  getMerchantSettings: { method: 'GET', path: '/__emulator/gateway/settings', success: 200, response: merchantSettings, scoped: true },
  changeMerchantSettings: { method: 'POST', path: '/__emulator/gateway/settings', body: merchantSettingsChange, success: 200, response: merchantSettings, scoped: true },
  getChildMerchants: { method: 'GET', path: '/__emulator/gateway/merchants', success: 200, response: childMerchants, scoped: true },
  addChildMerchant: { method: 'POST', path: '/__emulator/gateway/merchants', body: childMerchantAdd, success: 201, response: childMerchants, scoped: true },
  getLedger: { method: 'GET', path: '/__emulator/ledger', success: 200, response: ledgerState, scoped: true },
  getInputKeys: { method: 'GET', path: '/__emulator/gateway/input-keys', success: 200, response: inputKeyList, scoped: true },
  createSandbox: { method: 'POST', path: '/__emulator/sandboxes', success: 201, response: sandboxAccount, scoped: false },
  listSandboxes: { method: 'GET', path: '/__emulator/sandboxes', success: 200, response: sandboxList, scoped: false },
  deleteSandbox: { method: 'DELETE', path: SANDBOX_SCOPE, success: 204, scoped: false },
  health: { method: 'GET', path: '/__emulator/health', success: 200, response: healthState, scoped: false },
} as const;

/** The path of a scoped call for one account: `/__emulator/clock` → `/__emulator/sandboxes/<id>/clock`; the default account keeps the short path. */
export function scopedPath(path: string, sandbox: string | undefined): string {
  return sandbox === undefined || sandbox === 'default' ? path : path.replace(/^\/__emulator/, SANDBOX_SCOPE.replace(':sandbox', sandbox)).replace(/\/sandbox$/, '');
}

export type ClockState = z.infer<typeof clockState>;
export type ClockChange = z.infer<typeof clockChange>;
export type SandboxAccountWire = z.infer<typeof sandboxAccount>;
export type CallbackLog = z.infer<typeof callbackLog>;
export type MerchantSettingsWire = z.infer<typeof merchantSettings>;
export type MerchantSettingsChange = z.infer<typeof merchantSettingsChange>;
export type SandboxList = z.infer<typeof sandboxList>;
export type ChildMerchants = z.infer<typeof childMerchants>;
export type LedgerState = z.infer<typeof ledgerState>;
export type InputKeyList = z.infer<typeof inputKeyList>;
