/**
 * The customer on the gateway's transfer page (formUrl of a P2P order) with a browser that runs no
 * scripts (support/pages/scriptless-browser.ts): the page's own form posted as it stands, the
 * browser sent on by the auto-posting forms of 3-D Secure (the method page, the way to the bank and
 * back), the bank's page answered. For the page's rules that its answers show; the @browser
 * scenarios of features/p2p/gateway-page.feature keep the real browser's path.
 */
import { subject } from '../notepad.js';
import { type PageForm, ScriptlessBrowser, type ShownPage } from '../pages/scriptless-browser.js';
import type { CardlabWorld } from '../world.js';
import { type CardRef, cardDataOfRef, knownP2pOrder, p2pNotes } from './p2p.js';
import { SANDBOX_ACS_CODE } from './three-ds.js';

/** The fields of the transfer page as scenarios name them, with the labels the page shows (in English). */
export const P2P_PAGE_FIELDS = {
  'card number': 'Card number',
  'expiry date': 'Expiry date (MM/YY)',
  'security code': 'Security code (CVC)',
  'cardholder name': 'Cardholder name',
  "recipient's card number": "Recipient's card number",
  'e-mail': 'E-mail (for your bank and the receipt)',
} as const;
export type P2pPageField = keyof typeof P2P_PAGE_FIELDS;

/** The same labels and the Send button on the page in Russian, for orders registered in Russian. */
const RUSSIAN_LABELS: Readonly<Record<P2pPageField, string>> = {
  'card number': 'Номер карты',
  'expiry date': 'Срок действия (ММ/ГГ)',
  'security code': 'Код безопасности (CVC)',
  'cardholder name': 'Имя держателя',
  "recipient's card number": 'Номер карты получателя',
  'e-mail': 'Электронная почта (для банка и чека)',
};
const labelsOf = (page: ShownPage): Readonly<Record<P2pPageField, string>> => (page.language === 'ru' ? RUSSIAN_LABELS : P2P_PAGE_FIELDS);
const sendButtonOf = (page: ShownPage): string => (page.language === 'ru' ? 'Перевести' : 'Send');

/** The page the customer's browser shows last, the order it is of, what was typed on it, and the last step of 3-D Secure the browser sent by itself. */
const SHOWN = subject((): { page?: ShownPage; label?: string; typed?: Partial<Record<P2pPageField, string>>; sentOn?: PageForm } => ({}));
/** The 3-D Secure transaction of each transfer whose page stopped at the bank's check, by label. */
const CHECKING = subject(() => new Map<string, string>());

const browserOf = (world: CardlabWorld) => new ScriptlessBrowser(world.recorder, world.target.timeoutMs);

function shown(world: CardlabWorld, page: ShownPage): ShownPage {
  world.notes.get(SHOWN).page = page;
  return page;
}

/** The page the customer's browser shows now. */
export function shownPage(world: CardlabWorld): ShownPage {
  const page = world.notes.get(SHOWN).page;
  if (!page) throw new Error("the customer opened no gateway page in this scenario (without a browser): add a step such as 'the customer opens the gateway's page of transfer \"T-1\"'");
  return page;
}

function onlyForm(page: ShownPage, what: string): PageForm {
  const form = page.forms.find((f) => !f.intoFrame && Object.keys(f.inputs).length > 0);
  if (!form) throw new Error(`${what}: the page "${page.heading}" (HTTP ${page.status}) shows no form to fill in`);
  return form;
}

/** What the customer typed on the transfer page last, by field. */
export function typedOnPage(world: CardlabWorld): Partial<Record<P2pPageField, string>> {
  const typed = world.notes.get(SHOWN).typed;
  if (!typed) throw new Error('the customer typed nothing on a transfer page in this scenario');
  return typed;
}

export async function openTransferPage(world: CardlabWorld, label: string): Promise<ShownPage> {
  world.notes.get(SHOWN).label = label;
  return shown(world, await browserOf(world).open(knownP2pOrder(world, label).formUrl));
}

/** The page's address with its link changed: the transfer left out, or one that was never registered. */
export async function openTransferPageByLink(world: CardlabWorld, label: string, link: 'no transfer' | 'an unknown transfer'): Promise<void> {
  const url = new URL(knownP2pOrder(world, label).formUrl);
  if (link === 'no transfer') url.searchParams.delete('mdOrder');
  else url.searchParams.set('mdOrder', `unknown-${world.unique(12)}`);
  shown(world, await browserOf(world).open(url.href));
}

/** What the customer types for each card the page asks for, the way the cards are written on them, `changes` instead; by label. */
function typedCards(world: CardlabWorld, page: ShownPage, form: PageForm, cards: { from?: CardRef | undefined; to?: CardRef | undefined }, changes: Partial<Record<P2pPageField, string>>): Record<string, string> {
  const labels = labelsOf(page);
  const typed: Partial<Record<P2pPageField, string>> = {};
  const from = cards.from && cardDataOfRef(world, cards.from);
  if (from && labels['card number'] in form.inputs) {
    // Digits only: a grouped number would escape the masking of the recorded exchange.
    typed['card number'] = from.pan;
    typed['expiry date'] = `${from.expiry.slice(4, 6)}/${from.expiry.slice(2, 4)}`;
    typed['security code'] = from.cvc ?? '';
    typed['cardholder name'] = from.holder;
  }
  if (cards.to && labels["recipient's card number"] in form.inputs) typed["recipient's card number"] = cardDataOfRef(world, cards.to).pan;
  Object.assign(typed, changes);
  world.notes.get(SHOWN).typed = typed;
  return Object.fromEntries(Object.entries(typed).map(([field, value]) => [labels[field as P2pPageField], value]));
}

/**
 * The customer fills in the page of an order with the cards (what the page asks for of them), with
 * `changes` typed instead, presses Send, and the browser goes on by itself: to the shop's page, the
 * bank's page, or the transfer page again pointing at what to correct.
 */
export async function sendOnTransferPage(world: CardlabWorld, label: string, cards: { from?: CardRef | undefined; to?: CardRef | undefined }, changes: Partial<Record<P2pPageField, string>> = {}): Promise<void> {
  const browser = browserOf(world);
  const page = await openTransferPage(world, label);
  const form = onlyForm(page, `sending ${label} on the gateway's page`);
  p2pNotes(world).cards.set(label, cards);
  shown(world, await browser.goOn(await browser.submit(form, typedCards(world, page, form, cards, changes), sendButtonOf(page))));
  world.notes.get(SHOWN).sentOn = browser.lastSentByItself;
}

/** As sendOnTransferPage, but the browser stops on the page where the bank checks it (the 3-D Secure method page) and goes no further. */
export async function startOnTransferPage(world: CardlabWorld, label: string, cards: { from?: CardRef | undefined; to?: CardRef | undefined }): Promise<void> {
  const page = await openTransferPage(world, label);
  const form = onlyForm(page, `sending ${label} on the gateway's page`);
  p2pNotes(world).cards.set(label, cards);
  const checking = shown(world, await browserOf(world).submit(form, typedCards(world, page, form, cards, {}), sendButtonOf(page)));
  const transId = checking.forms.find((f) => f.id === 'continue')?.fields.threeDSServerTransId;
  if (!transId) throw new Error(`the transfer page of ${label} did not stop at the bank's check (it shows "${checking.heading}")`);
  world.notes.get(CHECKING).set(label, transId);
}

/** A transfer id no registration gave, for a form whose hidden transfer id was changed. */
const unknownTransfer = (world: CardlabWorld) => ({ mdOrder: `unknown-${world.unique(12)}` });

/**
 * The customer sends the transfer page the browser shows (opened earlier, maybe in another tab),
 * with the cards the transfer was performed with; or with the transfer id the form carries changed
 * to one that was never registered.
 */
export async function sendShownPageAgain(world: CardlabWorld, naming: 'its transfer' | 'an unknown transfer' = 'its transfer'): Promise<void> {
  const browser = browserOf(world);
  const label = world.notes.get(SHOWN).label ?? '';
  const page = shownPage(world);
  const form = onlyForm(page, `sending ${label} again`);
  const sent = naming === 'its transfer' ? form : { ...form, fields: { ...form.fields, ...unknownTransfer(world) } };
  const cards = p2pNotes(world).cards.get(label) ?? { from: { test: 'that needs no 3-D Secure' }, to: { test: 'that needs no 3-D Secure' } };
  shown(world, await browser.goOn(await browser.submit(sent, typedCards(world, page, form, cards, {}), sendButtonOf(page))));
}

/** On the bank's page the browser was sent to: the one-time code, Confirm; the browser goes back to the gateway by itself. */
export async function answerBankPage(world: CardlabWorld): Promise<void> {
  const browser = browserOf(world);
  const bank = onlyForm(shownPage(world), "answering the bank's page");
  shown(world, await browser.goOn(await browser.submit(bank, { 'One-time code': SANDBOX_ACS_CODE }, 'Confirm')));
  if (!browser.lastSentByItself) throw new Error(`the bank's page sent the browser nowhere after the code (it shows "${shownPage(world).heading}")`);
  world.notes.get(SHOWN).sentOn = browser.lastSentByItself;
}

/** What the customer's browser may bring the gateway's finish page instead of the bank's answer (`cres`, packed as the bank packs it). */
const pack = (message: Record<string, unknown>) => Buffer.from(JSON.stringify(message), 'utf8').toString('base64url');
const NEVER_BEGUN = '8a880dc0-d2d2-4067-bcb1-b08d1690b26e';
export const BANK_ANSWERS = {
  'an answer that is no packed message': 'not-a-bank-answer',
  "a packed message that is not the bank's answer": pack({ messageType: 'CReq', messageVersion: '2.2.0', threeDSServerTransID: NEVER_BEGUN }),
  'an answer of the bank that names no authentication': pack({ messageType: 'CRes', messageVersion: '2.2.0', transStatus: 'Y' }),
  'an answer of the bank about an authentication the gateway never began': pack({ messageType: 'CRes', messageVersion: '2.2.0', threeDSServerTransID: NEVER_BEGUN, transStatus: 'Y' }),
} as const satisfies Record<string, string>;
export type BankAnswer = keyof typeof BANK_ANSWERS;

function lastStep(world: CardlabWorld): PageForm {
  const sent = world.notes.get(SHOWN).sentOn;
  if (!sent) throw new Error('the browser went through no step of 3-D Secure by itself in this scenario');
  return sent;
}

/** The customer goes back, and the browser posts the last step of 3-D Secure it went through once more; or that step with the transfer id changed to one never registered. */
export async function sendLastStepAgain(world: CardlabWorld, naming: 'its transfer' | 'an unknown transfer' = 'its transfer'): Promise<void> {
  const step = lastStep(world);
  shown(world, await browserOf(world).submit(naming === 'its transfer' ? step : { ...step, fields: { ...step.fields, ...unknownTransfer(world) } }));
}

/** The customer's browser brings the gateway's finish page (where the bank sent its answer) something else than the bank's answer. */
export async function bringToFinishPage(world: CardlabWorld, answer: BankAnswer): Promise<void> {
  const sent = lastStep(world);
  shown(world, await browserOf(world).submit({ ...sent, fields: { ...sent.fields, cres: BANK_ANSWERS[answer] } }));
}

/**
 * The customer's browser brings the gateway's finish page a well-formed answer of the bank about
 * another authentication: the one of a transfer whose bank check is still running, or the one of
 * the shop's e-commerce payment (`transId`).
 */
export async function bringAnswerAbout(world: CardlabWorld, about: { transfer: string } | { transId: string }): Promise<void> {
  const transId = 'transId' in about ? about.transId : world.notes.get(CHECKING).get(about.transfer);
  if (!transId) throw new Error("that transfer was not stopped at the bank's check in this scenario");
  const sent = lastStep(world);
  const cres = pack({ messageType: 'CRes', messageVersion: '2.2.0', threeDSServerTransID: transId, transStatus: 'Y' });
  shown(world, await browserOf(world).submit({ ...sent, fields: { ...sent.fields, cres } }));
}
