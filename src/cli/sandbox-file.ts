/**
 * The sandbox file of `cardlab emulator --sandbox-file`: the sandbox-page values a run fixes
 * (v1 identifiers as another sandbox names them, known credentials for a shared emulator). JSON;
 * every member optional, unknown ones refused so a typo is not silently ignored.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { describe, fieldErrors } from '../contracts/issues.js';
import type { EmulatorOptions } from '../emulator/state.js';

const value = (max: number) => z.string({ error: 'must be a string' }).min(1, { message: 'must not be empty' }).max(max, { message: `must be at most ${max} characters` });
const digits = z.string({ error: 'must be a string' }).regex(/^\d{1,12}$/, { message: 'must be 1 to 12 digits' });

export const sandboxFile = z.strictObject(
  {
    v1: z
      .strictObject({
        login: value(64).optional(),
        password: value(128).optional(),
        institutionId: digits.optional(),
        productId: digits.optional(),
        serviceIdAcc: digits.optional(),
        /** registerCustomer's productName. */
        customerTemplate: value(64).optional(),
        /** createVirtualCard's productType. */
        cardProductType: value(64).optional(),
      })
      .optional(),
    v2: z.strictObject({ apiKey: value(128).optional(), productName: value(64).optional() }).optional(),
    gateway: z.strictObject({ userName: value(30).optional(), password: value(30).optional(), token: value(64).optional(), callbackKey: value(128).optional() }).optional(),
  },
  { error: 'must be a JSON object with v1, v2 and gateway members' },
);

export type SandboxFile = z.infer<typeof sandboxFile>;

/** The file's values, or an error naming the field and the rule it breaks. */
export function parseSandboxFile(text: string): SandboxFile | { readonly error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { error: `not JSON: ${(error as Error).message}` };
  }
  const parsed = sandboxFile.safeParse(json);
  return parsed.success ? parsed.data : { error: describe(fieldErrors(parsed.error)) };
}

export async function readSandboxFile(path: string): Promise<SandboxFile | { readonly error: string }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return { error: `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
  return parseSandboxFile(text);
}

/** The account options of the file, with the command line's values on top. */
export function accountOptions(file: SandboxFile, overrides: { v2ApiKey?: string | undefined; customerTemplate?: string | undefined }): NonNullable<EmulatorOptions['account']> {
  const v2 = { ...file.v2, ...(overrides.v2ApiKey ? { apiKey: overrides.v2ApiKey } : {}) };
  const v1 = { ...file.v1, ...(overrides.customerTemplate ? { customerTemplate: overrides.customerTemplate } : {}) };
  return { v2, v1, gateway: { ...file.gateway } };
}
