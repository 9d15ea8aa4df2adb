/**
 * The shop's side of the browser flows, played by the harness.
 *
 * - A tiny HTTP site on 127.0.0.1 (one per cucumber worker, started on first use by index.ts): the merchant's
 *   page that form-POSTs `creq` to the bank's ACS, and the finish URL (threeDSVer2FinishUrl) where
 *   the ACS sends the customer back with `cres`. It records what arrives and shows a "finished" page.
 * - A stand-in for the shop's return and fail pages (the returnUrl and failUrl the order tasks
 *   register, on merchant.example): the browser context answers them itself, so no request leaves
 *   the machine, and the page shows where the customer landed.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright';
import { escapeHtml, htmlPage } from './html.js';

/** Origin of the shop's own pages (returnUrl, failUrl) that orders are registered with. */
export const SHOP_ORIGIN = 'https://merchant.example';
export const SHOP_NAME = 'Shop24';

/** A page of the shop the gateway sends the customer back to; never reached over the network (see standInForShop). */
export function shopUrl(page: 'return' | 'fail' | '3ds-finish'): string {
  return `${SHOP_ORIGIN}/${page}`;
}

export interface Arrival {
  /** Form fields the ACS posted (`cres`). */
  readonly fields: Readonly<Record<string, string>>;
}

export class MerchantSite {
  private readonly redirects = new Map<string, { readonly acsUrl: string; readonly creq: string }>();
  private readonly arrived = new Map<string, Arrival[]>();
  private readonly published = new Map<string, string>();

  private readonly server: Server;
  #base = '';

  /** The site's origin, http://127.0.0.1:<port>. */
  get base(): string {
    return this.#base;
  }

  private constructor() {
    // A request the site cannot read (too large, broken off) is dropped; nothing is recorded for it.
    this.server = createServer((req, res) => void this.handle(req, res).catch(() => res.destroy()));
  }

  static async start(): Promise<MerchantSite> {
    const site = new MerchantSite();
    site.server.listen(0, '127.0.0.1');
    await once(site.server, 'listening');
    site.#base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    return site;
  }

  /** A new payment's finish URL and the key its arrivals are kept under. */
  newFinishUrl(): { readonly key: string; readonly url: string } {
    const key = randomUUID();
    this.arrived.set(key, []);
    return { key, url: `${this.base}/3ds/finish/${key}` };
  }

  /** The merchant page that takes the customer to the ACS with `creq`, as the shop's page would after the second payment call. */
  challengePage(acsUrl: string, creq: string): string {
    const key = randomUUID();
    this.redirects.set(key, { acsUrl, creq });
    return `${this.base}/3ds/challenge/${key}`;
  }

  /**
   * Serves a page of the shop at a new URL of this site. Shop pages that frame or post to the
   * emulator must come from 127.0.0.1 too: Chromium blocks a public origin (such as a page a
   * browser route fulfils for https://…) from framing a local address.
   */
  publish(html: string): string {
    const key = randomUUID();
    this.published.set(key, html);
    return `${this.base}/pages/${key}`;
  }

  arrivals(key: string): readonly Arrival[] {
    return this.arrived.get(key) ?? [];
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', this.base).pathname;
    const [, area, step, key = ''] = path.split('/');
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (area === '3ds' && step === 'challenge' && req.method === 'GET' && this.redirects.has(key)) {
      const { acsUrl, creq } = this.redirects.get(key)!;
      const form = `<form id="to-acs" method="post" action="${escapeHtml(acsUrl)}"><input type="hidden" name="creq" value="${escapeHtml(creq)}"><button type="submit">Continue to your bank</button></form><script>document.getElementById('to-acs').submit();</script>`;
      return void html(200, htmlPage(`${SHOP_NAME}: confirm with your bank`, `<h1>${SHOP_NAME}</h1><p>Taking you to your bank…</p>${form}`));
    }
    if (area === '3ds' && step === 'finish' && req.method === 'POST' && this.arrived.has(key)) {
      const fields = Object.fromEntries(new URLSearchParams(await bodyOf(req)));
      this.arrived.get(key)!.push({ fields });
      return void html(200, htmlPage(`${SHOP_NAME}: authentication finished`, `<h1>${SHOP_NAME}</h1><p role="status">Authentication finished</p>`));
    }
    if (area === 'pages' && req.method === 'GET' && this.published.has(step ?? '')) return void html(200, this.published.get(step ?? '')!);
    html(404, htmlPage('Not found', '<h1>Not found</h1>'));
  }
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('the ACS posted more than 64 KiB to the finish URL');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The shop's return and fail pages, answered inside the browser context. */
export async function standInForShop(context: BrowserContext): Promise<void> {
  await context.route(`${SHOP_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const text = url.pathname === '/fail' ? 'Your payment did not go through.' : 'Thank you for your order.';
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: htmlPage(SHOP_NAME, `<h1>${SHOP_NAME}</h1><p role="status">${text}</p>`) });
  });
}
