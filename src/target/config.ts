import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SandboxAccountWire } from '../contracts/control.js';

/**
 * Where the scenarios run. `emulator` (default): an emulator inside each cucumber worker.
 * `remote`: a real endpoint, described by environment variables or a target file (docs/remote.md).
 */
export type TargetKind = 'emulator' | 'remote';

export interface WorldParams {
  readonly target: TargetKind;
  /** `fail`: a response that breaks its contract fails the scenario; `report`: it is only reported. */
  readonly contracts: 'fail' | 'report';
  /**
   * When the target opens: once before the run (default), or in the run's first scenario, for
   * mutation testing: Stryker counts code run outside every scenario as reached by none of them
   * (a "static" mutant, which it can only judge by reloading everything), so an emulator started
   * before the run would make its whole start-up unjudgeable.
   */
  readonly targetOpens?: 'before the run' | 'in the first scenario';
  /**
   * The outside parties the harness plays (callback receiver, merchant and shop sites, the
   * browser): stopped when the run ends (default), or kept for the process's next run, for
   * mutation testing, where each mutant is a run of its own and a Chromium started for each
   * would cost more than the scenarios it runs. They are not the code under test.
   */
  readonly standIns?: 'stopped after the run' | 'kept for the next run';
  /**
   * The browser page of an @browser scenario: a new context and page of its own (default), or, for
   * mutation testing, the worker's one page, emptied between scenarios (at about:blank, cookies
   * cleared): a new page starts a Chromium renderer, about a quarter of a browser scenario's time,
   * and a mutation run runs each browser scenario for every mutant it reaches.
   */
  readonly browserPages?: 'one per scenario' | 'one per worker';
  /**
   * A screenshot of the page after each step that used it and when a scenario failed, for the
   * report (default); only when a scenario failed, for `npm test`'s runs, a check rather than a
   * report (the step ones were a third of the browser's CPU); or none, for mutation testing, which
   * writes no report: they were a fifth of a browser scenario's time.
   */
  readonly screenshots?: 'for the report' | 'of a failure' | 'none';
}

export interface V2Target {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly productName: string;
}

/** What the v1 sandbox page gives: the Basic token and the values registerCustomer and createVirtualCard send back. */
export interface V1Target {
  readonly baseUrl: string;
  readonly token: string;
  readonly institutionId: string;
  readonly productId: string;
  readonly serviceIdAcc: string;
  readonly customerTemplate: string;
  readonly cardProductType: string;
  readonly placeholderCardNumber: string;
  /** The sandbox merchant, for the merchant scenarios; absent when no CARDLAB_V1_MERCHANT_* variable is set. */
  readonly merchant?: V1Merchant | undefined;
}

/** The merchant the sandbox page shows: its number, back-office customer and contract, a POS terminal and an ATM. */
export interface V1Merchant {
  readonly merchantNumber: string;
  readonly customerNumber: string;
  readonly contractNumber: string;
  readonly terminalNumber: string;
  readonly atmTerminalId: string;
}

/** The merchant API account of the e-commerce gateway. */
export interface GatewayTarget {
  readonly baseUrl: string;
  readonly userName: string;
  readonly password: string;
  /** Alternative credential; optional. */
  readonly token?: string | undefined;
  /** Key of callback checksums; without it callbacks are received but their checksum cannot be verified. */
  readonly callbackKey?: string | undefined;
}

/** The P2P API account: lower-case credentials and the private key that signs every request (a secret: never printed). */
export interface P2pTarget {
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
  /** PEM of the RSA private key whose public half the target has registered. */
  readonly privateKey: string;
}

export interface RemoteTarget {
  readonly v2: V2Target;
  /** Absent when the target does not implement v1 (no CARDLAB_V1_* variable set). */
  readonly v1?: V1Target | undefined;
  /** Absent when the target has no e-commerce gateway (no CARDLAB_GATEWAY_* variable set). */
  readonly gateway?: GatewayTarget | undefined;
  /** Absent when the target has no P2P gateway (no CARDLAB_P2P_* variable set). */
  readonly p2p?: P2pTarget | undefined;
  readonly timeoutMs: number;
}

export const REMOTE_VARIABLES = {
  CARDLAB_BASE_URL: 'base URL of every interface, e.g. https://sandbox.example.com (per-interface variables override it)',
  CARDLAB_V2_URL: 'base URL of Card Management v2 (the part before /v2)',
  CARDLAB_V2_API_KEY: 'the X-API-KEY of the sandbox account',
  CARDLAB_V2_PRODUCT_NAME: 'the card product name shown on the sandbox page',
  CARDLAB_V1_URL: 'base URL of Card Management v1 (the part before /v1)',
  CARDLAB_GATEWAY_URL: 'base URL of the e-commerce gateway (the part before /payment)',
  CARDLAB_GATEWAY_USERNAME: 'userName of the merchant API account',
  CARDLAB_GATEWAY_PASSWORD: 'password of the merchant API account',
  CARDLAB_GATEWAY_TOKEN: 'token of the merchant API account (optional)',
  CARDLAB_GATEWAY_CALLBACK_KEY: 'the key of callback checksums (optional; needed to verify callbacks)',
  CARDLAB_P2P_URL: 'base URL of the P2P gateway (the part before /payment)',
  CARDLAB_P2P_USERNAME: 'username of the P2P API account',
  CARDLAB_P2P_PASSWORD: 'password of the P2P API account',
  CARDLAB_P2P_PRIVATE_KEY: 'the RSA private key that signs P2P requests: PEM text, or the path of a PEM file (a secret: never printed)',
  CARDLAB_V1_TOKEN: 'the API security token of the sandbox account (sent as Authorization: Basic <token>)',
  CARDLAB_V1_INSTITUTION_ID: 'institution id from the sandbox page',
  CARDLAB_V1_PRODUCT_ID: 'product id from the sandbox page',
  CARDLAB_V1_SERVICE_ID_ACC: 'account service id from the sandbox page',
  CARDLAB_V1_CUSTOMER_TEMPLATE: 'customer template id (registerCustomer productName)',
  CARDLAB_V1_CARD_PRODUCT_TYPE: 'card product code (createVirtualCard productType)',
  CARDLAB_V1_PLACEHOLDER_CARD_NUMBER: 'placeholder card number for createVirtualCard',
  CARDLAB_V1_MERCHANT_NUMBER: 'the sandbox merchant number (optional; the merchant scenarios need the five merchant variables)',
  CARDLAB_V1_MERCHANT_CUSTOMER_NUMBER: "the sandbox merchant's back-office customer number",
  CARDLAB_V1_MERCHANT_CONTRACT_NUMBER: "the sandbox merchant's contract number",
  CARDLAB_V1_TERMINAL_NUMBER: 'a POS terminal of the sandbox merchant',
  CARDLAB_V1_ATM_TERMINAL_ID: 'an ATM of the sandbox merchant',
  CARDLAB_TIMEOUT_MS: 'timeout of one HTTP exchange in milliseconds (default 10000)',
} as const;
type Variable = keyof typeof REMOTE_VARIABLES;

/** Settings of a remote run beside the interfaces: the report's name of the target and the callback receiver (support/stand-ins). */
export const RUN_VARIABLES = {
  CARDLAB_TARGET_LABEL: 'how the target is named in the report (optional)',
  CARDLAB_CALLBACK_HOST: 'the address the callback receiver listens on (default 127.0.0.1)',
  CARDLAB_CALLBACK_PORT: 'the port the callback receiver listens on (default: a free one; with --parallel, worker n takes port + n)',
  CARDLAB_CALLBACK_PUBLIC_URL: "the callback receiver's base URL as the gateway must call it, e.g. https://qa.example:{port} ({port} is the port listened on); without it @callbacks scenarios are skipped",
  CARDLAB_CALLBACK_WAIT_MS: 'how long a step waits for a callback, in milliseconds (default 5000)',
} as const;

/**
 * A target misconfigured: every problem at once, one line each, named as the user wrote it (a
 * variable, or a field of the target file), never with its value. Commands print the message alone,
 * without a stack, and exit 2 (src/cli/exit-codes.ts).
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';

  constructor(
    /** What was read: `the remote target (CARDLAB_* variables)`, `target file t.json`. */
    readonly source: string,
    readonly problems: readonly string[],
    hint?: string,
  ) {
    const list = problems.length === 1 ? problems[0] : `${problems.length} problems\n  ${problems.join('\n  ')}`;
    super(`${source}: ${list}${hint ? `\n${hint}` : ''}`);
  }
}

type Rule = (value: string) => string | undefined;
const httpUrl: Rule = (v) => (/^https?:\/\/[^/\s]+\S*$/.test(v) ? undefined : 'must be an http(s) URL');
const wholeNumber =
  (min: number, max: number, unit = ''): Rule =>
  (v) =>
    /^\d{1,10}$/.test(v) && Number(v) >= min && Number(v) <= max ? undefined : `must be a whole number from ${min} to ${max}${unit}`;
const RULES: Partial<Record<string, Rule>> = {
  CARDLAB_TIMEOUT_MS: wholeNumber(1, 3_600_000, ' (milliseconds)'),
  CARDLAB_CALLBACK_HOST: (v) => (/^[\w.:[\]-]+$/.test(v) ? undefined : 'must be a host name or an IP address'),
  // The ranges the callback receiver accepts (support/stand-ins/callback-receiver.ts).
  CARDLAB_CALLBACK_PORT: wholeNumber(0, 65_535),
  CARDLAB_CALLBACK_WAIT_MS: wholeNumber(0, 600_000, ' (milliseconds)'),
};

/** `npx cardlab target-file --template` writes `<what to put there>` in every field. */
export const PLACEHOLDER_PROBLEM = "still the template's placeholder";
/** Said once after the lines of placeholders left in. */
export const PLACEHOLDER_HINT = 'Put each value in place of its <placeholder>, and remove the fields and sections the target does not need (only v2 is required).';
const isPlaceholder = (value: string) => /^<[^]*>$/.test(value.trim());

/**
 * What is wrong with the value of a target variable, or undefined when nothing is: a template
 * placeholder left in, a URL that is not http(s), a number out of its range. Never says the value.
 */
export function variableProblem(name: string, value: string): string | undefined {
  if (isPlaceholder(value)) return PLACEHOLDER_PROBLEM;
  if (name.endsWith('_URL')) return httpUrl(value);
  return RULES[name]?.(value);
}

const KNOWN_VARIABLES = new Set<string>([...Object.keys(REMOTE_VARIABLES), ...Object.keys(RUN_VARIABLES)]);

const V1_VARIABLES: Record<Exclude<keyof V1Target, 'baseUrl' | 'merchant'>, Variable> = {
  token: 'CARDLAB_V1_TOKEN',
  institutionId: 'CARDLAB_V1_INSTITUTION_ID',
  productId: 'CARDLAB_V1_PRODUCT_ID',
  serviceIdAcc: 'CARDLAB_V1_SERVICE_ID_ACC',
  customerTemplate: 'CARDLAB_V1_CUSTOMER_TEMPLATE',
  cardProductType: 'CARDLAB_V1_CARD_PRODUCT_TYPE',
  placeholderCardNumber: 'CARDLAB_V1_PLACEHOLDER_CARD_NUMBER',
};

const V1_MERCHANT_VARIABLES: Record<keyof V1Merchant, Variable> = {
  merchantNumber: 'CARDLAB_V1_MERCHANT_NUMBER',
  customerNumber: 'CARDLAB_V1_MERCHANT_CUSTOMER_NUMBER',
  contractNumber: 'CARDLAB_V1_MERCHANT_CONTRACT_NUMBER',
  terminalNumber: 'CARDLAB_V1_TERMINAL_NUMBER',
  atmTerminalId: 'CARDLAB_V1_ATM_TERMINAL_ID',
};

/** Where the problems of a target given by variables come from, and the other way to give one. */
const FROM_VARIABLES = 'the remote target (CARDLAB_* variables)';
const TARGET_FILE_HINT = 'Or describe the target in a file: --target-file <file> or CARDLAB_TARGET_FILE (`npx cardlab target-file --template --out target.json` writes one to fill in; README, "Certification").';

/** The remote target the variables describe; a ConfigurationError names every missing or bad one. */
export function remoteTargetFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteTarget {
  const problems: string[] = [];
  // Every variable given is checked, those of the callback receiver and the report included, so that
  // a bad one stops the run here rather than inside a worker.
  for (const [name, value] of Object.entries(env)) {
    const problem = KNOWN_VARIABLES.has(name) && value ? variableProblem(name, value) : undefined;
    if (problem) problems.push(`${name}: ${problem}`);
  }
  const need = (name: Variable, fallback?: string): string => {
    const value = env[name] || fallback;
    if (!value) problems.push(`${name}${name.endsWith('_URL') ? ' (or CARDLAB_BASE_URL)' : ''}: missing — ${REMOTE_VARIABLES[name]}`);
    return value ?? '';
  };
  const v2 = { baseUrl: need('CARDLAB_V2_URL', env.CARDLAB_BASE_URL), apiKey: need('CARDLAB_V2_API_KEY'), productName: need('CARDLAB_V2_PRODUCT_NAME') };
  const v1Wanted = Object.values(V1_VARIABLES).some((name) => env[name] !== undefined) || env.CARDLAB_V1_URL !== undefined;
  const v1 = v1Wanted
    ? ({
        baseUrl: need('CARDLAB_V1_URL', env.CARDLAB_BASE_URL),
        ...Object.fromEntries(Object.entries(V1_VARIABLES).map(([key, name]) => [key, need(name)])),
        merchant: Object.values(V1_MERCHANT_VARIABLES).some((name) => env[name] !== undefined)
          ? Object.fromEntries(Object.entries(V1_MERCHANT_VARIABLES).map(([key, name]) => [key, need(name)]))
          : undefined,
      } as unknown as V1Target)
    : undefined;
  const gatewayWanted = ['CARDLAB_GATEWAY_URL', 'CARDLAB_GATEWAY_USERNAME', 'CARDLAB_GATEWAY_PASSWORD'].some((name) => env[name] !== undefined);
  const gateway = gatewayWanted
    ? {
        baseUrl: need('CARDLAB_GATEWAY_URL', env.CARDLAB_BASE_URL),
        userName: need('CARDLAB_GATEWAY_USERNAME'),
        password: need('CARDLAB_GATEWAY_PASSWORD'),
        token: env.CARDLAB_GATEWAY_TOKEN,
        callbackKey: env.CARDLAB_GATEWAY_CALLBACK_KEY,
      }
    : undefined;
  const p2pWanted = ['CARDLAB_P2P_URL', 'CARDLAB_P2P_USERNAME', 'CARDLAB_P2P_PASSWORD', 'CARDLAB_P2P_PRIVATE_KEY'].some((name) => env[name] !== undefined);
  const p2p = p2pWanted
    ? {
        baseUrl: need('CARDLAB_P2P_URL', env.CARDLAB_BASE_URL),
        username: need('CARDLAB_P2P_USERNAME'),
        password: need('CARDLAB_P2P_PASSWORD'),
        privateKey: privateKeyOf(need('CARDLAB_P2P_PRIVATE_KEY'), problems),
      }
    : undefined;
  if (problems.length) throw new ConfigurationError(FROM_VARIABLES, problems, problems.some((p) => p.endsWith(PLACEHOLDER_PROBLEM)) ? PLACEHOLDER_HINT : TARGET_FILE_HINT);
  return { v2, v1, gateway, p2p, timeoutMs: Number(env.CARDLAB_TIMEOUT_MS || 10_000) };
}

/**
 * CARDLAB_P2P_PRIVATE_KEY: PEM text, or the path of a PEM file. The key is checked to be a private
 * key; a problem is described without its content.
 */
export function privateKeyOf(value: string, problems: string[]): string {
  // A placeholder left in was named already (variableProblem).
  if (!value || isPlaceholder(value)) return '';
  let pem = value;
  if (!value.includes('-----BEGIN')) {
    try {
      pem = readFileSync(value, 'utf8');
    } catch (error) {
      problems.push(`CARDLAB_P2P_PRIVATE_KEY: neither PEM text nor a readable file (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      return '';
    }
  }
  try {
    createPrivateKey(pem);
  } catch {
    problems.push('CARDLAB_P2P_PRIVATE_KEY: not a PEM private key');
    return '';
  }
  return pem;
}

/** The v1 part of a sandbox-account page (control API) as a target. */
export function v1TargetFromAccount(baseUrl: string, v1: Omit<V1Target, 'baseUrl' | 'merchant'> & SandboxPageMerchant): V1Target {
  const { token, institutionId, productId, serviceIdAcc, customerTemplate, cardProductType, placeholderCardNumber } = v1;
  const { merchantNumber, merchantCustomerNumber: customerNumber, merchantContractNumber: contractNumber, terminalNumber, atmTerminalId } = v1;
  const merchant = { merchantNumber, customerNumber, contractNumber, terminalNumber, atmTerminalId };
  return { baseUrl, token, institutionId, productId, serviceIdAcc, customerTemplate, cardProductType, placeholderCardNumber, merchant };
}

/** How the sandbox page names the merchant values. */
interface SandboxPageMerchant {
  readonly merchantNumber: string;
  readonly merchantCustomerNumber: string;
  readonly merchantContractNumber: string;
  readonly terminalNumber: string;
  readonly atmTerminalId: string;
}

/** Environment variables that point the remote profile at a target, e.g. an emulator started as a process. */
export function remoteEnv(target: RemoteTarget): Record<string, string> {
  const env: Record<string, string> = {
    CARDLAB_V2_URL: target.v2.baseUrl,
    CARDLAB_V2_API_KEY: target.v2.apiKey,
    CARDLAB_V2_PRODUCT_NAME: target.v2.productName,
  };
  if (target.v1) {
    env.CARDLAB_V1_URL = target.v1.baseUrl;
    for (const [key, name] of Object.entries(V1_VARIABLES)) env[name] = target.v1[key as keyof typeof V1_VARIABLES];
    const merchant = target.v1.merchant;
    if (merchant) for (const [key, name] of Object.entries(V1_MERCHANT_VARIABLES)) env[name] = merchant[key as keyof V1Merchant];
  }
  if (target.gateway) {
    const { baseUrl, userName, password, token, callbackKey } = target.gateway;
    Object.assign(env, { CARDLAB_GATEWAY_URL: baseUrl, CARDLAB_GATEWAY_USERNAME: userName, CARDLAB_GATEWAY_PASSWORD: password });
    if (token) env.CARDLAB_GATEWAY_TOKEN = token;
    if (callbackKey) env.CARDLAB_GATEWAY_CALLBACK_KEY = callbackKey;
  }
  if (target.p2p) {
    const { baseUrl, username, password, privateKey } = target.p2p;
    Object.assign(env, { CARDLAB_P2P_URL: baseUrl, CARDLAB_P2P_USERNAME: username, CARDLAB_P2P_PASSWORD: password, CARDLAB_P2P_PRIVATE_KEY: privateKey });
  }
  return env;
}

/**
 * The target an emulator's sandbox page describes, every interface at `baseUrl`; P2P only with the
 * private key whose public half was registered with the emulator.
 */
export function targetOfSandboxPage(baseUrl: string, page: SandboxAccountWire, p2pPrivateKey?: string): RemoteTarget {
  return {
    p2p: p2pPrivateKey ? { baseUrl, ...page.p2p, privateKey: p2pPrivateKey } : undefined,
    v2: { baseUrl, ...page.v2 },
    v1: v1TargetFromAccount(baseUrl, page.v1),
    gateway: { baseUrl, ...page.gateway },
    timeoutMs: 10_000,
  };
}
