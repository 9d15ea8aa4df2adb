/**
 * Where the customer lands at the shop: its return or fail page (answered by the stand-in in
 * merchant-site.ts), or the finish page of the harness's merchant site after the bank's page.
 */
import type { Page } from 'playwright';
import type { ScenarioPage } from '../stand-ins/browser.js';
import { SHOP_NAME, SHOP_ORIGIN } from '../stand-ins/merchant-site.js';

export class ShopPage {
  private readonly page: Page;

  constructor(scenario: ScenarioPage) {
    this.page = scenario.page;
  }

  /** Waits until the browser is at the shop, whichever page of it. */
  async waitUntilBack(): Promise<void> {
    await this.page.getByRole('heading', { name: SHOP_NAME, exact: true }).waitFor();
  }

  /** The shop page the browser is on: 'return' or 'fail' (or another path), and the orderId it was given. */
  landing(): { readonly page: string; readonly orderId: string | null } {
    const url = new URL(this.page.url());
    return { page: url.origin === SHOP_ORIGIN ? url.pathname.slice(1) : url.pathname, orderId: url.searchParams.get('orderId') };
  }
}
