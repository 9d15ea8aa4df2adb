/**
 * The gateway's payment page as the customer sees it: found by its labels and button, never by
 * markup. The card number and security code fields are hidden in every screenshot.
 */
import type { Locator, Page } from 'playwright';
import type { ScenarioPage } from '../stand-ins/browser.js';
import type { CardData } from '../tasks/orders.js';

/** What the page says instead of the form, by the state of the order. */
export const SETTLED_MESSAGES = {
  'is already paid': 'This order has already been paid.',
  'was declined': 'The payment of this order was declined.',
  'ran out of time': 'The time to pay this order has run out.',
  'was cancelled': 'The payment of this order was cancelled.',
} as const;
export type SettledMessage = keyof typeof SETTLED_MESSAGES;

export class PaymentPage {
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly securityCode: Locator;
  readonly cardholder: Locator;
  readonly pay: Locator;
  private readonly page: Page;

  constructor(scenario: ScenarioPage) {
    this.page = scenario.page;
    this.cardNumber = this.page.getByLabel('Card number');
    this.expiry = this.page.getByLabel('Expiry date');
    this.securityCode = this.page.getByLabel('Security code');
    this.cardholder = this.page.getByLabel('Cardholder name');
    this.pay = this.page.getByRole('button', { name: 'Pay', exact: true });
    scenario.hideInScreenshots(this.cardNumber, this.securityCode);
  }

  async open(formUrl: string): Promise<void> {
    await this.page.goto(formUrl);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Types the card as a person would: the number in groups of four, the expiry as MM/YY. */
  async fillIn(card: CardData): Promise<void> {
    await this.cardNumber.fill(card.pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    await this.expiry.fill(`${card.expiry.slice(4, 6)}/${card.expiry.slice(2, 4)}`);
    await this.securityCode.fill(card.cvc ?? '');
    await this.cardholder.fill(card.holder);
  }

  async submit(): Promise<void> {
    await this.pay.click();
  }

  /** The page's language, as its root element declares it. */
  async language(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  async heading(): Promise<string> {
    return (await this.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  }

  /** Whether the page shows this amount (as "25.00 EUR") and this text. */
  async shows(text: string): Promise<boolean> {
    return (await this.page.getByText(text, { exact: true }).count()) > 0;
  }

  async status(): Promise<string> {
    return (await this.page.getByRole('status').textContent()) ?? '';
  }

  async hasCardForm(): Promise<boolean> {
    return (await this.cardNumber.count()) > 0;
  }

  /** Whether the page marks this field as needing a correction. */
  async flags(field: Locator): Promise<boolean> {
    return (await field.getAttribute('aria-invalid')) === 'true' && (await this.page.getByRole('alert').count()) > 0;
  }
}
