/**
 * Client of the 3-D Secure 2 method URLs: what a merchant page's hidden iframe does, as one form
 * POST of `threeDSMethodData`. The URLs come from the first payment answer (full URLs, possibly
 * on another host than the gateway), so each call gets a client for that URL's origin; every
 * exchange is recorded like any other.
 */
import type { Recorder } from './exchange.js';
import { HttpClient, type Reply } from './http.js';

/** The method URLs and data the first payment (or P2P perform) call answered. */
export interface BrowserDataTarget {
  readonly serverUrl: string;
  readonly acsUrl?: string | undefined;
  /** threeDSMethodDataPacked; without it the 3DS server gets the bare transaction id. */
  readonly data?: string | undefined;
  readonly transId: string;
}

export class ThreeDsClient {
  constructor(
    private readonly recorder: Recorder,
    private readonly timeoutMs?: number,
  ) {}

  /** Posts the browser data (`threeDSMethodData`, or the bare transaction id) to a method URL of the 3DS server or the ACS. */
  async postMethodData(url: string, fields: Record<string, string>, which: 'server' | 'acs'): Promise<Reply> {
    const { http, path } = this.at(url);
    return http.call({ operation: `3ds.method (${which === 'server' ? '3DS server' : 'ACS'})`, method: 'POST', path, form: fields, headers: { accept: 'text/html' }, success: 200 });
  }

  /**
   * What the shop's hidden iframes do after the first call: the 3DS server's method URL gets the
   * packed data (or the bare transaction id without it), the ACS's method URL the packed data when
   * both were given. The replies in that order.
   */
  async sendBrowserData(target: BrowserDataTarget): Promise<Reply[]> {
    const server: Record<string, string> = target.data ? { threeDSMethodData: target.data } : { threeDSServerTransId: target.transId };
    const sent = [await this.postMethodData(target.serverUrl, server, 'server')];
    if (target.acsUrl && target.data) sent.push(await this.postMethodData(target.acsUrl, { threeDSMethodData: target.data }, 'acs'));
    return sent;
  }

  /** What the customer's browser does with `creq`: form-POSTs it to the ACS, which answers with its challenge page. */
  openChallengePage(acsUrl: string, creq: string): Promise<Reply> {
    const { http, path } = this.at(acsUrl);
    return http.call({ operation: '3ds.acs (challenge page)', method: 'POST', path, form: { creq }, headers: { accept: 'text/html' }, success: 200 });
  }

  /** A client for the URL's origin (the URLs are absolute, maybe on another host than the gateway) and the path to call there. */
  private at(url: string): { http: HttpClient; path: string } {
    const target = new URL(url);
    return { http: new HttpClient({ baseUrl: target.origin, recorder: this.recorder, timeoutMs: this.timeoutMs }), path: `${target.pathname}${target.search}` };
  }
}
