/**
 * The shop's own transfer page in the browser, played by the harness: after the first perform call
 * it posts the browser data to the 3DS method URLs in hidden iframes, as spec 03 §4.2 tells shops
 * to, and shows when the bank has it.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserDataTarget } from '../../src/clients/three-ds.js';
import type { ScenarioPage } from './browser.js';
import { escapeHtml, htmlPage } from './html.js';
import { SHOP_NAME } from './merchant-site.js';

/** What the method step needs: the URLs and data the first perform call answered. */
export type MethodStep = BrowserDataTarget;

export const BROWSER_DATA_SENT = 'Your bank has your browser data.';
export const BROWSER_DATA_LATE = 'Your bank did not confirm the browser data.';

function hiddenPost(id: string, target: string, action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`);
  return `<iframe name="${target}" title="${target}" style="display:none"></iframe><form id="${id}" method="post" action="${escapeHtml(action)}" target="${target}" hidden>${inputs.join('')}</form>`;
}

/** The page: one hidden iframe per method URL; the status changes when every frame has answered (or after 5 s). */
export function checkoutPage(step: MethodStep): string {
  const server: Record<string, string> = step.data ? { threeDSMethodData: step.data } : { threeDSServerTransId: step.transId };
  const frames = [hiddenPost('method-server', 'threeds-server', step.serverUrl, server)];
  if (step.acsUrl && step.data) frames.push(hiddenPost('method-acs', 'threeds-acs', step.acsUrl, { threeDSMethodData: step.data }));
  const script = `<script>(function(){
var left=${frames.length},status=document.getElementById('status');
window.addEventListener('message',function(e){if(e.data==='threeDSMethodDone'&&--left===0)status.textContent=${JSON.stringify(BROWSER_DATA_SENT)};});
document.querySelectorAll('form').forEach(function(f){f.submit();});
setTimeout(function(){if(left>0)status.textContent=${JSON.stringify(BROWSER_DATA_LATE)};},5000);
})();</script>`;
  return htmlPage(`${SHOP_NAME}: transfer`, `<h1>${SHOP_NAME}</h1><p>Checking your card with your bank…</p><p role="status" id="status">Sending your browser data…</p>${frames.join('')}${script}`);
}

/**
 * A tiny site on 127.0.0.1 serving the checkout pages (one per worker, started on first use by index.ts). A
 * real server, not a browser route: Chromium lets a page reach the emulator on the local network
 * only from a page that is on it too.
 */
export class ShopSite {
  private constructor(
    private readonly server: Server,
    private readonly pages: Map<string, string>,
    readonly origin: string,
  ) {}

  static async start(): Promise<ShopSite> {
    const pages = new Map<string, string>();
    const server = createServer((req, res) => {
      const page = pages.get(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
      res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page ?? 'not found');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return new ShopSite(server, pages, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }

  /** A page of its own for one payment; returns its URL. */
  publish(html: string): string {
    const path = `/p2p/checkout/${randomUUID()}`;
    this.pages.set(path, html);
    return `${this.origin}${path}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}

/** Opens the shop's page with the method iframes and waits until the bank has the browser data. */
export async function sendBrowserDataFromShopPage(scenario: ScenarioPage, site: ShopSite, step: MethodStep): Promise<void> {
  await scenario.page.goto(site.publish(checkoutPage(step)));
  const status = scenario.page.getByRole('status');
  await status.filter({ hasText: /bank (has|did not)/ }).waitFor();
  const text = (await status.textContent()) ?? '';
  if (text !== BROWSER_DATA_SENT) throw new Error(`the shop's page could not send the browser data to the method URLs: "${text}"`);
}
