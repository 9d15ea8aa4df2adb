/** Typed client of Card Management v2: one method per endpoint of the contract table. */
import { errorBody, type ErrorBody } from '../contracts/errors.js';
import * as wire from '../contracts/v2.js';
import type { Call, HttpClient, Reply } from './http.js';

/** A parsed answer: the contract's success body, or the error the target gave. */
export type Answer<T> =
  | { readonly ok: true; readonly status: number; readonly value: T; readonly reply: Reply }
  | { readonly ok: false; readonly status: number; readonly error: ErrorBody['error'] | undefined; readonly reply: Reply };

type Endpoint = (typeof wire.v2Endpoints)[wire.V2Operation];

export interface CallOptions {
  /** Replace the auth header (undefined removes it): for scenarios about authentication. */
  readonly apiKey?: string | undefined;
  readonly raw?: Call['raw'];
}

export class V2Client {
  constructor(private readonly http: HttpClient) {}

  createCardholder(body: unknown, options?: CallOptions) {
    return this.send<wire.Cardholder>('createCardholder', { json: body }, options);
  }
  getCardholder(id: string, options?: CallOptions) {
    return this.send<wire.Cardholder>('getCardholder', { params: { id } }, options);
  }
  createCard(body: unknown, options?: CallOptions) {
    return this.send<wire.Card>('createCard', { json: body }, options);
  }
  getCard(id: string, options?: CallOptions) {
    return this.send<wire.Card>('getCard', { params: { id } }, options);
  }
  updateCard(id: string, body: unknown, options?: CallOptions) {
    return this.send<wire.Card>('updateCard', { params: { id }, json: body }, options);
  }
  createTopup(body: unknown, options?: CallOptions) {
    return this.send<wire.Topup>('createTopup', { json: body }, options);
  }
  createTransfer(body: unknown, options?: CallOptions) {
    return this.send<wire.Transfer>('createTransfer', { json: body }, options);
  }
  listTransfers(query: Partial<wire.TransferQuery>, options?: CallOptions) {
    return this.send<wire.TransferList>('listTransfers', { query }, options);
  }

  private async send<T>(operation: wire.V2Operation, input: Pick<Call, 'params' | 'query' | 'json'>, options: CallOptions = {}): Promise<Answer<T>> {
    const endpoint: Endpoint = wire.v2Endpoints[operation];
    const reply = await this.http.call({
      operation: `v2.${operation}`,
      method: endpoint.method,
      path: endpoint.path,
      success: endpoint.success,
      response: endpoint.response,
      ...input,
      raw: options.raw,
      headers: 'apiKey' in options ? { 'x-api-key': options.apiKey } : undefined,
    });
    if (reply.status === endpoint.success) return { ok: true, status: reply.status, value: reply.body as T, reply };
    // The spec shows no error format; the emulator's is used when the target answers it.
    const parsed = errorBody.safeParse(reply.body);
    return { ok: false, status: reply.status, error: parsed.success ? parsed.data.error : undefined, reply };
  }
}
