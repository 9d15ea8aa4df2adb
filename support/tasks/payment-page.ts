/**
 * The customer on the gateway's payment page (scenario A): open the page the merchant's formUrl
 * names, type the card, pay, and follow the browser wherever it goes next (the shop, or the bank's
 * page for a 3-D Secure challenge).
 */
import { attachScreenshot } from '../stand-ins/browser.js';
import { SHOP_NAME } from '../stand-ins/merchant-site.js';
import { PaymentPage } from '../pages/payment-page.js';
import type { CardlabWorld } from '../world.js';
import { type CardData, knownOrder } from './orders.js';

export async function openPaymentPage(world: CardlabWorld, label: string): Promise<PaymentPage> {
  const page = new PaymentPage(world.page());
  await page.open(knownOrder(world, label).formUrl);
  return page;
}

/** Types the card on the open payment page and pays; returns once the browser has come to rest. */
export async function payOnOpenPage(world: CardlabWorld, card: CardData): Promise<void> {
  const page = new PaymentPage(world.page());
  await page.fillIn(card);
  await attachScreenshot(world, 'the payment page filled in');
  await page.submit();
  // Where the browser rests: the shop, the bank's code page, or the payment page pointing at a field.
  const browser = world.page().page;
  const shop = browser.getByRole('heading', { name: SHOP_NAME, exact: true });
  const bank = browser.getByLabel('One-time code');
  const correction = browser.getByRole('alert');
  await shop.or(bank).or(correction).first().waitFor();
}

export async function payOnPaymentPage(world: CardlabWorld, label: string, card: CardData): Promise<void> {
  await openPaymentPage(world, label);
  await payOnOpenPage(world, card);
}

/** The card with its last digit changed: a typo the card number's check digit catches. */
export function withTypo(card: CardData): CardData {
  const last = Number(card.pan.slice(-1));
  return { ...card, pan: `${card.pan.slice(0, -1)}${(last + 1) % 10}` };
}
