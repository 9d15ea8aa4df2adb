/**
 * The customer on the gateway's payment page (formUrl of an e-commerce order) with a browser that
 * runs no scripts (support/pages/scriptless-browser.ts): the page's own form posted as it stands,
 * the browser sent on by the auto-posting forms of 3-D Secure (the method page, the way to the bank
 * and back), the bank's page answered. For the page's rules that its answers show; the @browser
 * scenarios of features/ecom/payment-page.feature keep the real browser's path.
 */
import { subject } from '../notepad.js';
import { formToFill, type PageForm, ScriptlessBrowser, type ShownPage } from '../pages/scriptless-browser.js';
import type { CardlabWorld } from '../world.js';
import type { Money } from '../money.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import { type CardData, knownOrder, registerOrder } from './orders.js';
import { BANK_ANSWERS, type BankAnswer } from './p2p-page.js';
import { SANDBOX_ACS_CODE } from './three-ds.js';

/** The fields of the payment page as scenarios name them, with the labels the page shows (in English). */
export const PAYMENT_PAGE_FIELDS = {
  'card number': 'Card number',
  'expiry date': 'Expiry date (MM/YY)',
  'security code': 'Security code (CVC)',
  'cardholder name': 'Cardholder name',
} as const;
export type PaymentPageField = keyof typeof PAYMENT_PAGE_FIELDS;

/** The same labels and the Pay button on the page in Russian, for orders registered in Russian. */
const RUSSIAN_LABELS: Readonly<Record<PaymentPageField, string>> = {
  'card number': 'Номер карты',
  'expiry date': 'Срок действия (ММ/ГГ)',
  'security code': 'Код безопасности (CVC)',
  'cardholder name': 'Имя держателя карты',
};
const labelsOf = (page: ShownPage): Readonly<Record<PaymentPageField, string>> => (page.language === 'ru' ? RUSSIAN_LABELS : PAYMENT_PAGE_FIELDS);
const payButtonOf = (page: ShownPage): string => (page.language === 'ru' ? 'Оплатить' : 'Pay');

/** The page the customer's browser shows last, what was typed on it, and the last step of 3-D Secure the browser sent by itself. */
const SHOWN = subject((): { page?: ShownPage; typed?: Partial<Record<PaymentPageField, string>>; sentOn?: PageForm } => ({}));

const browserOf = (world: CardlabWorld) => new ScriptlessBrowser(world.recorder, world.target.timeoutMs);

function shown(world: CardlabWorld, page: ShownPage): ShownPage {
  world.notes.get(SHOWN).page = page;
  return page;
}

/** The payment page (or the page after it) the customer's browser shows now. */
export function shownPaymentPage(world: CardlabWorld): ShownPage {
  const page = world.notes.get(SHOWN).page;
  if (!page) throw new Error("the customer opened no payment page without a browser in this scenario: add a step such as 'the customer has opened the payment page of order \"A-1\" without a browser'");
  return page;
}

/** What the customer typed on the payment page last, by field. */
export function typedOnPaymentPage(world: CardlabWorld): Partial<Record<PaymentPageField, string>> {
  const typed = world.notes.get(SHOWN).typed;
  if (!typed) throw new Error('the customer typed nothing on a payment page in this scenario');
  return typed;
}

export async function openPaymentPageWithoutScripts(world: CardlabWorld, label: string): Promise<ShownPage> {
  return shown(world, await browserOf(world).open(knownOrder(world, label).formUrl));
}

/** The page's address with its link changed: the order left out, one that was never registered, or the order named twice. */
export async function openPaymentPageByLink(world: CardlabWorld, label: string, link: 'no order' | 'an unknown order' | 'the order twice'): Promise<void> {
  const url = new URL(knownOrder(world, label).formUrl);
  if (link === 'no order') url.searchParams.delete('mdOrder');
  else if (link === 'the order twice') url.searchParams.append('mdOrder', knownOrder(world, label).orderId);
  else url.searchParams.set('mdOrder', world.faker.string.uuid());
  shown(world, await browserOf(world).open(url.href));
}

/** What the customer types for the card, the way it is written on it, `changes` instead; by label. */
function typedCard(world: CardlabWorld, page: ShownPage, card: CardData, changes: Partial<Record<PaymentPageField, string>>): Record<string, string> {
  const labels = labelsOf(page);
  // Digits only: a grouped number would escape the masking of the recorded exchange.
  const typed: Partial<Record<PaymentPageField, string>> = {
    'card number': card.pan,
    'expiry date': `${card.expiry.slice(4, 6)}/${card.expiry.slice(2, 4)}`,
    'security code': card.cvc ?? '',
    'cardholder name': card.holder,
    ...changes,
  };
  world.notes.get(SHOWN).typed = typed;
  return Object.fromEntries(Object.entries(typed).map(([field, value]) => [labels[field as PaymentPageField], value]));
}

/** Presses Pay on a page's card form and lets the browser go on by itself: to the shop, the bank's page, or the payment page again. */
async function pressPay(world: CardlabWorld, page: ShownPage, form: PageForm, card: CardData, changes: Partial<Record<PaymentPageField, string>>): Promise<void> {
  const browser = browserOf(world);
  shown(world, await browser.goOn(await browser.submit(form, typedCard(world, page, card, changes), payButtonOf(page))));
  world.notes.get(SHOWN).sentOn = browser.lastSentByItself;
}

/** The customer opens the payment page of an order, types the card (with `changes` typed instead) and presses Pay. */
export async function payOnPaymentPageWithoutScripts(world: CardlabWorld, label: string, card: CardData, changes: Partial<Record<PaymentPageField, string>> = {}): Promise<void> {
  const page = await openPaymentPageWithoutScripts(world, label);
  await pressPay(world, page, formToFill(page, `paying ${label} on the payment page`), card, changes);
}

/**
 * The customer sends the payment page the browser shows (opened earlier, maybe in another tab)
 * filled in with `card`; or with the order id the form carries changed to one never registered.
 */
export async function sendShownPaymentPage(world: CardlabWorld, card: CardData, naming: 'its order' | 'an unknown order' = 'its order'): Promise<void> {
  const page = shownPaymentPage(world);
  const form = formToFill(page, 'sending the payment page');
  const sent = naming === 'its order' ? form : { ...form, fields: { ...form.fields, mdOrder: world.faker.string.uuid() } };
  await pressPay(world, page, sent, card, {});
}

/** As payOnPaymentPageWithoutScripts, but the browser stops on the page where the bank checks it (the 3-D Secure method page) and goes no further. */
export async function startOnPaymentPage(world: CardlabWorld, label: string, card: CardData): Promise<void> {
  const page = await openPaymentPageWithoutScripts(world, label);
  const checking = shown(world, await browserOf(world).submit(formToFill(page, `paying ${label} on the payment page`), typedCard(world, page, card, {}), payButtonOf(page)));
  const onward = checking.forms.find((f) => f.id === 'continue');
  if (!onward) throw new Error(`the payment page of order ${label} did not stop at the bank's check (it shows "${checking.heading}")`);
  world.notes.get(SHOWN).sentOn = onward;
}

/** On the bank's page the browser was sent to: the one-time code, Confirm; the browser goes back to the gateway by itself. */
export async function confirmOnBankPage(world: CardlabWorld): Promise<void> {
  const browser = browserOf(world);
  const bank = formToFill(shownPaymentPage(world), "answering the bank's page");
  shown(world, await browser.goOn(await browser.submit(bank, { 'One-time code': SANDBOX_ACS_CODE }, 'Confirm')));
  if (!browser.lastSentByItself) throw new Error(`the bank's page sent the browser nowhere after the code (it shows "${shownPaymentPage(world).heading}")`);
  world.notes.get(SHOWN).sentOn = browser.lastSentByItself;
}

function lastStep(world: CardlabWorld): PageForm {
  const sent = world.notes.get(SHOWN).sentOn;
  if (!sent) throw new Error('the browser went through no step of 3-D Secure by itself in this scenario');
  return sent;
}

/** How the browser's last step of 3-D Secure may come back to the gateway: as it was, or with one hidden field changed. */
export const LAST_STEPS = {
  'as it was': () => ({}),
  'without its authentication': () => ({ threeDSServerTransId: undefined }),
  'naming an authentication the gateway never began': (world: CardlabWorld) => ({ threeDSServerTransId: world.faker.string.uuid() }),
  'naming an order that was never registered': (world: CardlabWorld) => ({ mdOrder: world.faker.string.uuid() }),
} as const satisfies Record<string, (world: CardlabWorld) => Record<string, string | undefined>>;
export type LastStep = keyof typeof LAST_STEPS;

/** The browser posts the last step of 3-D Secure it went through (or stopped at) once more, maybe changed; where it lands, it stays. */
export async function sendLastPaymentStep(world: CardlabWorld, how: LastStep): Promise<void> {
  const step = lastStep(world);
  const fields: Record<string, string> = { ...step.fields };
  const changes: Readonly<Record<string, string | undefined>> = LAST_STEPS[how](world);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  shown(world, await browserOf(world).submit({ ...step, fields }));
}

const pack = (message: Record<string, unknown>) => Buffer.from(JSON.stringify(message), 'utf8').toString('base64url');

/** The customer's browser brings the gateway's finish page (where the bank sends its answer) something else than the bank's answer (the P2P page's list). */
export async function bringFinishPage(world: CardlabWorld, answer: BankAnswer): Promise<void> {
  const sent = lastStep(world);
  shown(world, await browserOf(world).submit({ ...sent, fields: { ...sent.fields, cres: BANK_ANSWERS[answer] } }));
}

/** The authentication of each order whose payment page stopped at the bank's page, by label. */
const AT_THE_BANK = subject(() => new Map<string, string>());

/** As payOnPaymentPageWithoutScripts with a challenge card, but the customer stays on the bank's page and types no code. */
export async function reachBankPage(world: CardlabWorld, label: string, card: CardData): Promise<void> {
  await payOnPaymentPageWithoutScripts(world, label, card);
  const creq = world.notes.get(SHOWN).sentOn?.fields.creq;
  const transId = creq && (JSON.parse(Buffer.from(creq, 'base64url').toString('utf8')) as { threeDSServerTransID?: unknown }).threeDSServerTransID;
  if (typeof transId !== 'string') throw new Error(`the payment page of order ${label} did not send the browser to the bank's page with a challenge request (it shows "${shownPaymentPage(world).heading}")`);
  world.notes.get(AT_THE_BANK).set(label, transId);
}

/**
 * The customer's browser brings the gateway's finish page a well-formed answer of the bank approving
 * the authentication of order `label`, whose bank still waits for the one-time code: made by the
 * browser, not by the bank.
 */
export async function bringFinishPageAnswerAbout(world: CardlabWorld, label: string): Promise<void> {
  const transId = world.notes.get(AT_THE_BANK).get(label);
  if (!transId) throw new Error(`order ${label} was not stopped at the bank's page in this scenario`);
  const sent = lastStep(world);
  const cres = pack({ messageType: 'CRes', messageVersion: '2.2.0', threeDSServerTransID: transId, transStatus: 'Y' });
  shown(world, await browserOf(world).submit({ ...sent, fields: { ...sent.fields, cres } }));
}

/** How a shop may give its addresses: the return address with a query of its own, or no failure address at all. */
export const SHOP_ADDRESSES = {
  'its return address carrying the cart "7"': { returnUrl: `${shopUrl('return')}?cart=7` },
  'no failure address': { failUrl: undefined },
} as const satisfies Record<string, Record<string, string | undefined>>;
export type ShopAddresses = keyof typeof SHOP_ADDRESSES;

export async function registerOrderWithAddresses(world: CardlabWorld, label: string, money: Money, addresses: ShopAddresses): Promise<void> {
  await registerOrder(world, label, money, { params: SHOP_ADDRESSES[addresses] });
}
