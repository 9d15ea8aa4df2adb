/**
 * Client of the e-commerce gateway: `.do` operations with form-encoded parameters (or JSON where
 * the spec says so), the merchant's credentials added to every call.
 */
import { type GatewayOperation, gatewayOperations } from '../contracts/gateway/index.js';
import type { z } from 'zod';
import type { HttpClient, Reply } from './http.js';

export interface GatewayCredentials {
  readonly userName: string;
  readonly password: string;
}

/** errorCode "0" (or none) with the operation's answer, or the refusal the gateway gave. */
export type GatewayAnswer<Op extends GatewayOperation> =
  | { readonly ok: true; readonly status: number; readonly value: z.output<(typeof gatewayOperations)[Op]['response']>; readonly reply: Reply }
  | { readonly ok: false; readonly status: number; readonly errorCode: string | undefined; readonly errorMessage: string | undefined; readonly reply: Reply };

export interface GatewayCallOptions {
  /** Send JSON instead of a form (the gateway accepts both). */
  readonly json?: boolean;
  /** Replace the credentials (e.g. wrong ones); `null` sends none. */
  readonly credentials?: Partial<GatewayCredentials> | { readonly token: string } | null;
}

export class GatewayClient {
  constructor(
    private readonly http: HttpClient,
    private readonly credentials: GatewayCredentials,
  ) {}

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
