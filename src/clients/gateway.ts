/**
 * Client of the e-commerce gateway: `.do` operations with form-encoded parameters (or JSON where
 * the spec says so), the merchant's credentials added to every call.
 */
import { type GatewayOperation, gatewayOperations } from '../contracts/gateway/index.js';
import type { z } from 'zod';
import type { HttpClient, Reply } from './http.js';

/** The merchant API account's credentials as the gateway takes them: userName and password, or a token. */
export type GatewayCredentials = { readonly userName: string; readonly password: string } | { readonly token: string };

/**
 * What an account (e.g. a target's gateway section, which also holds its URL and callback key) may
 * hold; the client takes from it exactly the credentials of one scheme.
 */
export interface GatewayAccount {
  readonly userName?: string | undefined;
  readonly password?: string | undefined;
  readonly token?: string | undefined;
}

/** userName and password when the account has them (the gateway's usual scheme), else its token; never both, nothing else. */
export function credentialsOf(account: GatewayAccount): GatewayCredentials {
  if (account.userName && account.password) return { userName: account.userName, password: account.password };
  if (account.token) return { token: account.token };
  throw new Error('the gateway account needs userName and password, or a token');
}

/** errorCode "0" (or none) with the operation's answer, or the refusal the gateway gave. */
export type GatewayAnswer<Op extends GatewayOperation> =
  | { readonly ok: true; readonly status: number; readonly value: z.output<(typeof gatewayOperations)[Op]['response']>; readonly reply: Reply }
  | { readonly ok: false; readonly status: number; readonly errorCode: string | undefined; readonly errorMessage: string | undefined; readonly reply: Reply };

export interface GatewayCallOptions {
  /** Send JSON instead of a form (the gateway accepts both). */
  readonly json?: boolean;
  /** Replace the credentials (e.g. wrong ones); `null` sends none. */
  readonly credentials?: Partial<{ readonly userName: string; readonly password: string }> | { readonly token: string } | null;
}

export class GatewayClient {
  private readonly credentials: GatewayCredentials;

  constructor(
    private readonly http: HttpClient,
    account: GatewayAccount,
  ) {
    // Picked member by member: the account object may carry more (a URL, the callback key) that
    // must never reach a request.
    this.credentials = credentialsOf(account);
  }

  async call<Op extends GatewayOperation>(operation: Op, params: Record<string, unknown>, options: GatewayCallOptions = {}): Promise<GatewayAnswer<Op>> {
    const credentials = options.credentials === null ? {} : (options.credentials ?? this.credentials);
    const all = { ...credentials, ...params };
    const contract = gatewayOperations[operation];
    const reply = await this.http.call({
      operation: `gateway.${operation}`,
      method: 'POST',
      path: contract.path,
      ...(options.json ? { json: all } : { form: asForm(all) }),
      success: 200,
      response: contract.response,
    });
    // getOrderStatus.do answers in the gateway's legacy names (ErrorCode, ErrorMessage); getLastOrdersForMerchants.do's errorCode is a number.
    const body = (reply.body ?? {}) as { errorCode?: unknown; errorMessage?: unknown; ErrorCode?: unknown; ErrorMessage?: unknown };
    const code = body.errorCode ?? body.ErrorCode;
    const errorCode = typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
    if (reply.status === 200 && (errorCode === undefined || errorCode === '0')) return { ok: true, status: 200, value: reply.body as never, reply };
    const text = body.errorMessage ?? body.ErrorMessage;
    return { ok: false, status: reply.status, errorCode, errorMessage: typeof text === 'string' ? text : undefined, reply };
  }
}

/** Form fields are text: objects (jsonParams) travel as JSON text, undefined ones are left out. */
function asForm(params: Record<string, unknown>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    form[name] = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
  return form;
}
