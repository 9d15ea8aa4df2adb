/**
 * The gateway's transfer page (formUrl of a P2P order) as the customer sees it: found by its
 * labels and button, never by markup. Card numbers and the security code are hidden in every
 * screenshot.
 */
import type { Locator, Page } from 'playwright';
import type { ScenarioPage } from '../stand-ins/browser.js';
import type { CardData } from '../tasks/orders.js';

export class P2pPage {
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly securityCode: Locator;
  readonly cardholder: Locator;
  readonly recipientCard: Locator;
  readonly email: Locator;
  readonly send: Locator;
  private readonly page: Page;

  constructor(scenario: ScenarioPage) {
    this.page = scenario.page;
    this.cardNumber = this.page.getByLabel('Card number', { exact: true });
    this.expiry = this.page.getByLabel('Expiry date (MM/YY)');
    this.securityCode = this.page.getByLabel('Security code (CVC)');
    this.cardholder = this.page.getByLabel('Cardholder name');
    this.recipientCard = this.page.getByLabel("Recipient's card number");
    this.email = this.page.getByLabel(/^E-mail/);
    this.send = this.page.getByRole('button', { name: 'Send', exact: true });
    scenario.hideInScreenshots(this.cardNumber, this.securityCode, this.recipientCard);
  }

  async open(formUrl: string): Promise<void> {
    await this.page.goto(formUrl);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Types the cards as a person would: numbers in groups of four, the expiry as MM/YY. */
  async fillIn(from: CardData | undefined, to: CardData | undefined, email: string): Promise<void> {
    const grouped = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');
    if (from) {
      await this.cardNumber.fill(grouped(from.pan));
      await this.expiry.fill(`${from.expiry.slice(4, 6)}/${from.expiry.slice(2, 4)}`);
      await this.securityCode.fill(from.cvc ?? '');
      await this.cardholder.fill(from.holder);
    }
    if (to) await this.recipientCard.fill(grouped(to.pan));
    await this.email.fill(email);
  }

  async submit(): Promise<void> {
    await this.send.click();
  }
}
