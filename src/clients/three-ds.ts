/**
 * Client of the 3-D Secure 2 method URLs: what a merchant page's hidden iframe does, as one form
 * POST of `threeDSMethodData`. The URLs come from the first payment answer (full URLs, possibly
 * on another host than the gateway), so each call gets a client for that URL's origin; every
 * exchange is recorded like any other.
 */
import type { Recorder } from './exchange.js';
import { HttpClient, type Reply } from './http.js';

export class ThreeDsClient {
  constructor(
    private readonly recorder: Recorder,
    private readonly timeoutMs?: number,
  ) {}

  /** Posts the browser data (`threeDSMethodData`, or the bare transaction id) to a method URL of the 3DS server or the ACS. */
  async postMethodData(url: string, fields: Record<string, string>, which: 'server' | 'acs'): Promise<Reply> {
    const target = new URL(url);
    const http = new HttpClient({ baseUrl: target.origin, recorder: this.recorder, timeoutMs: this.timeoutMs });
    return http.call({
      operation: `3ds.method (${which === 'server' ? '3DS server' : 'ACS'})`,
      method: 'POST',
      path: `${target.pathname}${target.search}`,
      form: fields,
      headers: { accept: 'text/html' },
      success: 200,
    });
  }
}
