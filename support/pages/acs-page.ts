/** The card issuer's 3-D Secure page (ACS) where the customer types the one-time code, or cancels. */
import type { Locator, Page } from 'playwright';
import type { ScenarioPage } from '../stand-ins/browser.js';

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
}
