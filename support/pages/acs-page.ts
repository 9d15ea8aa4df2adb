/** The card issuer's 3-D Secure page (ACS) where the customer types the one-time code, or cancels. */
import type { Locator, Page } from 'playwright';
import type { ScenarioPage } from '../stand-ins/browser.js';

/** What the bank's page says when it takes no answer (docs/emulator.md, "E-commerce gateway: payment page and 3-D Secure 2 pages"). */
export const BANK_PAGE_MESSAGES = {
  'already answered': 'This authentication has already been answered.',
} as const;

/** Where the page's form posts and its hidden fields (which challenge it answers). */
export interface BankPageForm {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

export class AcsPage {
  readonly code: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;
  private readonly page: Page;

  constructor(scenario: ScenarioPage) {
    this.page = scenario.page;
    this.code = this.page.getByLabel('One-time code');
    this.confirm = this.page.getByRole('button', { name: 'Confirm', exact: true });
    this.cancel = this.page.getByRole('button', { name: 'Cancel', exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.code.waitFor();
  }

  async isShown(): Promise<boolean> {
    return this.code.isVisible();
  }

  async shows(text: string): Promise<boolean> {
    return (await this.page.getByText(text, { exact: true }).count()) > 0;
  }

  /** What the page says instead of asking for the code (an order that can no longer be paid). */
  async status(): Promise<string> {
    const status = this.page.getByRole('status');
    await status.waitFor();
    return (await status.textContent()) ?? '';
  }

  /** Whether the page marks the code field as needing an answer (after Confirm without a code). */
  async flagsCode(): Promise<boolean> {
    return (await this.code.getAttribute('aria-invalid')) === 'true' && (await this.page.getByRole('alert').count()) > 0;
  }

  async typeCode(code: string): Promise<void> {
    await this.code.fill(code);
  }

  async submit(): Promise<void> {
    await this.confirm.click();
  }

  async giveUp(): Promise<void> {
    await this.cancel.click();
  }

  /** The form the page shows: its absolute action URL and hidden fields. */
  async form(): Promise<BankPageForm> {
    const form = this.page.locator('form', { has: this.code });
    const action = new URL((await form.getAttribute('action')) ?? '', this.page.url()).href;
    const hidden = await form.locator('input[type=hidden]').evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value] as const));
    return { action, fields: Object.fromEntries(hidden) };
  }

  /** Posts `form` from the browser, as the page's own form would, and waits for the answer to load. */
  async send(form: BankPageForm): Promise<void> {
    await Promise.all([
      this.page.waitForEvent('load'),
      this.page.evaluate(({ action, fields }) => {
        const element = document.createElement('form');
        element.method = 'post';
        element.action = action;
        for (const [name, value] of Object.entries(fields)) element.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
        document.body.append(element);
        element.submit();
      }, form),
    ]);
  }

  /** What the page says in its alert (an answer it cannot take), waiting for it to show. */
  async alert(): Promise<string> {
    const alert = this.page.getByRole('alert');
    await alert.waitFor();
    return (await alert.textContent()) ?? '';
  }
}
