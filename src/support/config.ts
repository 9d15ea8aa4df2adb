/**
 * Where the scenarios run. `emulator` (default): an emulator inside each cucumber worker.
 * `remote`: a real endpoint, described by environment variables (see README).
 */
export type TargetKind = 'emulator' | 'remote';

export interface WorldParams {
  readonly target: TargetKind;
  /** `fail`: a response that breaks its contract fails the scenario; `report`: it is only reported. */
  readonly contracts: 'fail' | 'report';
}

export interface V2Target {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly productName: string;
}

export interface RemoteTarget {
  readonly v2: V2Target;
  readonly timeoutMs: number;
}

export const REMOTE_VARIABLES = {
  CARDLAB_BASE_URL: 'base URL of every interface, e.g. https://sandbox.example.com (per-interface variables override it)',
  CARDLAB_V2_URL: 'base URL of Card Management v2 (the part before /v2)',
  CARDLAB_V2_API_KEY: 'the X-API-KEY of the sandbox account',
  CARDLAB_V2_PRODUCT_NAME: 'the card product name shown on the sandbox page',
  CARDLAB_TIMEOUT_MS: 'timeout of one HTTP exchange in milliseconds (default 10000)',
} as const;

export function remoteTargetFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteTarget {
  const missing: string[] = [];
  const need = (name: keyof typeof REMOTE_VARIABLES, fallback?: string): string => {
    const value = env[name] ?? fallback;
    if (!value) missing.push(`${name}: ${REMOTE_VARIABLES[name]}`);
    return value ?? '';
  };
  const v2 = { baseUrl: need('CARDLAB_V2_URL', env.CARDLAB_BASE_URL), apiKey: need('CARDLAB_V2_API_KEY'), productName: need('CARDLAB_V2_PRODUCT_NAME') };
  if (missing.length) throw new Error(`the remote target needs these environment variables:\n  ${missing.join('\n  ')}`);
  if (!/^https?:\/\/[^/]/.test(v2.baseUrl)) throw new Error(`CARDLAB_V2_URL (or CARDLAB_BASE_URL) must be an http(s) URL, got "${v2.baseUrl}"`);
  const timeoutMs = Number(env.CARDLAB_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error('CARDLAB_TIMEOUT_MS must be a positive whole number of milliseconds');
  return { v2, timeoutMs };
}
