/** Client of Card Management v1: every operation is a POST of JSON to its name, with Basic auth. */
import type { z } from 'zod';
import { errorBody, type ErrorBody } from '../contracts/errors.js';
import { V1_PATH, V1_PAYMENT_PATH, type V1Operation, v1Operations } from '../contracts/v1/index.js';
import type { HttpClient, Reply } from './http.js';

/** The operation's success body (responseCode 00) or what the target answered instead. */
export type V1Answer<Op extends V1Operation> =
  | { readonly ok: true; readonly status: number; readonly responseCode: '00'; readonly value: Extract<z.output<(typeof v1Operations)[Op]['response']>, { responseCode: '00' }>; readonly reply: Reply }
  | { readonly ok: false; readonly status: number; readonly responseCode: string | undefined; readonly error: ErrorBody['error'] | undefined; readonly reply: Reply };

export interface V1CallOptions {
  /** Replace the Authorization header (undefined removes it): for scenarios about authentication. */
  readonly authorization?: string | undefined;
  /** Send to the /payment/apigate/ws/rest/ alias instead. */
  readonly paymentPath?: boolean;
}

export class V1Client {
  constructor(private readonly http: HttpClient) {}

  async call<Op extends V1Operation>(operation: Op, body: unknown, options: V1CallOptions = {}): Promise<V1Answer<Op>> {
    const reply = await this.http.call({
      operation: `v1.${operation}`,
      method: 'POST',
      path: (options.paymentPath ? V1_PAYMENT_PATH : V1_PATH) + operation,
      json: body,
      success: 200,
      response: v1Operations[operation].response,
      headers: 'authorization' in options ? { authorization: options.authorization } : undefined,
    });
    const responseCode = (reply.body as { responseCode?: unknown } | undefined)?.responseCode;
    if (reply.status === 200 && responseCode === '00') {
      return { ok: true, status: 200, responseCode: '00', value: reply.body as never, reply };
    }
    const parsed = errorBody.safeParse(reply.body);
    return { ok: false, status: reply.status, responseCode: typeof responseCode === 'string' ? responseCode : undefined, error: parsed.success ? parsed.data.error : undefined, reply };
  }
}
