/**
 * Business activities that move money: top-ups and card-to-card transfers through the scenario's
 * interface; credits, debits (with a fee) and payments at a merchant through the card system (v1).
 */
import type { Topup, Transfer } from '../../src/contracts/v2.js';
import { clientsOf } from '../clients.js';
import type { CardlabWorld, Attempt } from '../world.js';
import { cardIdentificationOf, UNKNOWN_CARD_NUMBER } from './cards.js';
import { type Money, cardSystemCurrency } from '../money.js';
import { subject } from '../notepad.js';

/** Approved: v2 says so in `status`; a v1 answer that is not refused carries responseCode 00. */
export function isApproved(answer: Attempt): boolean {
  return answer.ok && ((answer.value as { status?: string }).status ?? 'approved') === 'approved';
}

/** Where a card payment takes place: a named merchant with its category code. */
export interface Merchant {
  readonly name: string;
  readonly mcc: string;
}

export function topupBody(world: CardlabWorld, name: string, money: Money) {
  return { amount: money.minor, currency: money.currency, destinationCard: { cardNumber: world.actors.card(name).number } };
}

export function transferBody(world: CardlabWorld, from: string, to: string, money: Money, expiryDate?: string) {
  const source = world.actors.card(from);
  return {
    amount: money.minor,
    currency: money.currency,
    sourceCard: { cardNumber: source.number, expiryDate: expiryDate ?? source.expiryDate },
    destinationCard: { cardNumber: world.actors.card(to).number },
  };
}

const v1Amount = (money: Money) => ({ amount: money.minor, currency: cardSystemCurrency(money.currency) });

async function sendTopUp(world: CardlabWorld, name: string, money: Money): Promise<Attempt> {
  if (world.api === 'v1') return clientsOf(world).v1.call('topUp', { cardIdentification: cardIdentificationOf(world, name), ...v1Amount(money) });
  const body = topupBody(world, name, money);
  noteV2Cards(world, body);
  return clientsOf(world).v2.createTopup(body);
}

async function sendTransfer(world: CardlabWorld, from: string, to: string, money: Money, expiryDate?: string): Promise<Attempt> {
  if (world.api !== 'v1') {
    const body = transferBody(world, from, to, money, expiryDate);
    noteV2Cards(world, body);
    return clientsOf(world).v2.createTransfer(body);
  }
  return clientsOf(world).v1.call('p2pTransfer', {
    sourceCardIdentification: { ...cardIdentificationOf(world, from), expDate: expiryDate ?? world.actors.card(from).expiryDate },
    destinationCardIdentification: cardIdentificationOf(world, to),
    ...v1Amount(money),
  });
}

/** Tops up through the scenario's interface; a decline fails the step. */
export async function topUp(world: CardlabWorld, name: string, money: Money): Promise<void> {
  const answer = await sendTopUp(world, name, money);
  world.succeeded(`topping up ${name}'s card`, answer);
  if (!isApproved(answer)) throw new Error(`topping up ${name}'s card was declined: ${(answer.ok && (answer.value as Topup).statusMessage) || ''}`);
}

export async function tryTopUp(world: CardlabWorld, name: string, money: Money): Promise<void> {
  const answer = await sendTopUp(world, name, money);
  world.attempted(`topping up ${name}'s card`, answer, !isApproved(answer));
}

export async function transfer(world: CardlabWorld, from: string, to: string, money: Money): Promise<void> {
  const answer = await sendTransfer(world, from, to, money);
  world.succeeded(`transferring from ${from} to ${to}`, answer);
  if (!isApproved(answer)) throw new Error(`the transfer from ${from} to ${to} was declined: ${(answer.ok && (answer.value as Transfer).statusMessage) || ''}`);
}

/** The same transfer `times` times, each one approved (a busy card). */
export async function transferRepeatedly(world: CardlabWorld, from: string, to: string, money: Money, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await transfer(world, from, to, money);
}

export async function tryTransfer(world: CardlabWorld, from: string, to: string, money: Money, expiryDate?: string): Promise<void> {
  const answer = await sendTransfer(world, from, to, money, expiryDate);
  world.attempted(`transferring from ${from} to ${to}`, answer, !isApproved(answer));
}

/** A merchant's acceptor parameters: its name as the merchant id, one terminal, its category. */
export function acceptorOf(merchant: Merchant) {
  const id = merchant.name.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return { merchantIdentification: id, terminalIdentification: `${id.slice(0, 12)}T1`, merchantType: merchant.mcc, nameAndLocation: `${merchant.name} Berlin DE` };
}

/** creditCard (v1): money to the card's account from the settlement account. */
export async function credit(world: CardlabWorld, name: string, money: Money, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('creditCard', { cardIdentification: cardIdentificationOf(world, name), ...v1Amount(money) });
  if (attempt) world.attempted(`crediting ${name}'s card`, answer);
  else world.succeeded(`crediting ${name}'s card`, answer);
}

/**
 * debitCard (v1): a withdrawal, or a payment when a merchant is named; the fee is sent as feeAmount.
 * `category` sends a merchant category code alone, naming no merchant or terminal.
 */
export async function debit(world: CardlabWorld, name: string, money: Money, options: { fee?: Money; merchant?: Merchant; category?: string; attempt?: boolean } = {}): Promise<void> {
  const answer = await clientsOf(world).v1.call('debitCard', {
    cardIdentification: cardIdentificationOf(world, name),
    ...v1Amount(money),
    ...(options.fee ? { fee: { feeAmount: options.fee.minor, feeCurrency: cardSystemCurrency(options.fee.currency) } } : {}),
    ...(options.merchant ? { cardAcceptorParameters: acceptorOf(options.merchant) } : {}),
    ...(options.category ? { cardAcceptorParameters: { merchantType: options.category } } : {}),
  });
  const what = options.merchant ? `${name} paying at ${options.merchant.name}` : `debiting ${name}'s card`;
  if (options.attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/** Lists transfers without naming the card, which Card Management v2 requires; the refusal is for a later step to check. */
/** Lists the transfers of a card for a period given by its first and last day (YYYY-MM-DD); the refusal is for a later step to check. */
export async function tryListTransfersOfPeriod(world: CardlabWorld, name: string, from: string, to: string): Promise<void> {
  world.attempted(`listing the transfers of ${name}'s card`, await clientsOf(world).v2.listTransfers({ cardNumberFltr: world.actors.card(name).number, periodStartFltr: from, periodEndFltr: to }));
}

export async function tryListTransfersWithoutCard(world: CardlabWorld): Promise<void> {
  world.attempted('listing transfers without a card number', await clientsOf(world).v2.listTransfers({}));
}

/** An account number of the sandbox's form that no account has: the card system does not know it. */
export const UNKNOWN_ACCOUNT_NUMBER = '40817978999999999999';

/**
 * A v1 p2pTransfer as a scenario names its ends: the card paying, the card or the account credited,
 * and the account numbers sent beside the cards. `null` names a card or an account the card system
 * does not have.
 */
export interface V1Transfer {
  /** Whose card pays. */
  readonly from: string | null;
  readonly money: Money;
  /** Whose card is credited; absent when an account is credited without a card. */
  readonly toCard?: string | null;
  /** Whose account number is sent as the account credited (beside the card, or alone). */
  readonly toAccount?: string | null;
  /** Whose account number is sent beside the card paying. */
  readonly sourceAccount?: string;
  /** Sent as the expiry of the card credited. */
  readonly toCardExpiry?: string;
}

const cardOrUnknown = (world: CardlabWorld, name: string | null) => (name === null ? { cardNumber: UNKNOWN_CARD_NUMBER } : cardIdentificationOf(world, name));
const accountOrUnknown = (world: CardlabWorld, name: string | null) => (name === null ? UNKNOWN_ACCOUNT_NUMBER : world.actors.accountNumber(name));

/** Sends a v1 p2pTransfer; an approval is required unless `attempt`, when a later step checks the answer. */
export async function transferV1(world: CardlabWorld, t: V1Transfer, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('p2pTransfer', {
    sourceCardIdentification: t.from === null ? { cardNumber: UNKNOWN_CARD_NUMBER } : { ...cardIdentificationOf(world, t.from), expDate: world.actors.card(t.from).expiryDate },
    ...(t.sourceAccount === undefined ? {} : { sourceAccountNumber: world.actors.accountNumber(t.sourceAccount) }),
    ...(t.toCard === undefined ? {} : { destinationCardIdentification: { ...cardOrUnknown(world, t.toCard), ...(t.toCardExpiry ? { expDate: t.toCardExpiry } : {}) } }),
    ...(t.toAccount === undefined ? {} : { destinationAccountNumber: accountOrUnknown(world, t.toAccount) }),
    ...v1Amount(t.money),
  });
  const what = `transferring from ${t.from ?? 'an unknown'}'s card`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/** A v1 topUp: of a card (with the account number sent beside it, or not), or of an account named without a card; `null` names one the card system does not have. */
export interface V1TopUp {
  readonly money: Money;
  /** Whose card is topped up; absent to top up `account` itself. */
  readonly card?: string | null;
  /** Whose account number is sent (beside the card, or alone). */
  readonly account?: string | null;
  /** Charged to the account topped up, which receives the amount less the fee. */
  readonly fee?: Money;
}

/** Sends a v1 topUp; an approval is required unless `attempt`, when a later step checks the answer. */
export async function topUpV1(world: CardlabWorld, t: V1TopUp, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('topUp', {
    ...(t.card === undefined ? {} : { cardIdentification: cardOrUnknown(world, t.card) }),
    ...(t.account === undefined ? {} : { accountNumber: accountOrUnknown(world, t.account) }),
    ...(t.fee ? { fee: { feeAmount: t.fee.minor, feeCurrency: cardSystemCurrency(t.fee.currency) } } : {}),
    ...v1Amount(t.money),
  });
  if (attempt) world.attempted('a top-up', answer);
  else world.succeeded('a top-up', answer);
}

/** The last Card Management v2 top-up or transfer of the scenario as sent: what its answer must show of it (the card numbers masked). */
export const V2_CARDS_NAMED = subject(() => ({ last: undefined as V2MovementBody | undefined }));

/** What a v2 top-up (no source card) or transfer request names. */
export interface V2MovementBody {
  readonly amount: number;
  readonly currency: string;
  readonly sourceCard?: { readonly cardNumber: string; readonly expiryDate: string };
  readonly destinationCard: { readonly cardNumber: string };
}

function noteV2Cards(world: CardlabWorld, body: V2MovementBody): void {
  world.notes.get(V2_CARDS_NAMED).last = body;
}

/** A card number of the sandbox's range that no card has, with a right check digit: v2 refuses a wrong one before it looks for the card (UNKNOWN_CARD_NUMBER's is wrong, which v1 does not check). */
const V2_UNKNOWN_CARD_NUMBER = '5298110000000015';
const v2NumberOf = (world: CardlabWorld, name: string | null) => (name === null ? V2_UNKNOWN_CARD_NUMBER : world.actors.card(name).number);

/** A v2 top-up of whose card (`null`: a number the card system never issued), the card noted for the answer's check. */
async function tryV2TopUp(world: CardlabWorld, to: string | null, money: Money): Promise<void> {
  const body = { amount: money.minor, currency: money.currency, destinationCard: { cardNumber: v2NumberOf(world, to) } };
  noteV2Cards(world, body);
  const answer = await clientsOf(world).v2.createTopup(body);
  world.attempted(`topping up ${to ?? 'an unknown'}'s card`, answer, !isApproved(answer));
}

/** A v2 transfer between whose cards (one of them `null`: a number the card system never issued), the cards noted for the answer's check. */
async function tryV2Transfer(world: CardlabWorld, ends: { from: string | null; to: string | null; money: Money }): Promise<void> {
  // A card the card system never issued is given the other card's expiry: a date that has not passed.
  const expiryDate = world.actors.card(ends.from ?? ends.to ?? '').expiryDate;
  const body = { amount: ends.money.minor, currency: ends.money.currency, sourceCard: { cardNumber: v2NumberOf(world, ends.from), expiryDate }, destinationCard: { cardNumber: v2NumberOf(world, ends.to) } };
  noteV2Cards(world, body);
  const answer = await clientsOf(world).v2.createTransfer(body);
  world.attempted(`transferring from ${ends.from ?? 'an unknown'}'s card`, answer, !isApproved(answer));
}

/** A top-up of a card number the card system never issued, through the scenario's interface. */
export async function tryTopUpUnknownCard(world: CardlabWorld, money: Money): Promise<void> {
  if (world.api === 'v1') return topUpV1(world, { card: null, money }, true);
  await tryV2TopUp(world, null, money);
}

/** A transfer from a card number the card system never issued (given an expiry that has not passed), through the scenario's interface. */
export async function tryTransferFromUnknownCard(world: CardlabWorld, money: Money, to: string): Promise<void> {
  if (world.api === 'v1') return transferV1(world, { from: null, money, toCard: to }, true);
  await tryV2Transfer(world, { from: null, to, money });
}

/** A transfer to a card number the card system never issued, through the scenario's interface. */
export async function tryTransferToUnknownCard(world: CardlabWorld, from: string, money: Money): Promise<void> {
  if (world.api === 'v1') return transferV1(world, { from, money, toCard: null }, true);
  await tryV2Transfer(world, { from, to: null, money });
}

/** debitCard (v1) with its fee in the spec's table form: FIXED minor units, or PERCENT of the amount. */
export async function debitWithFeeRule(world: CardlabWorld, name: string, money: Money, fee: { feeType: 'FIXED' | 'PERCENT'; feeValue: number }): Promise<void> {
  const answer = await clientsOf(world).v1.call('debitCard', { cardIdentification: cardIdentificationOf(world, name), ...v1Amount(money), fee });
  world.succeeded(`debiting ${name}'s card with a ${fee.feeType} fee`, answer);
}

/** getCardBalance (v1) naming an account type; approved or not, the answer is for a later step to check. */
export async function readBalanceOfAccountType(world: CardlabWorld, name: string, accountType: string): Promise<void> {
  const body = { cardIdentification: { cardNumber: world.actors.card(name).number }, accountType };
  world.attempted(`reading the ${accountType} balance of ${name}'s card`, await clientsOf(world).v1.call('getCardBalance', body));
}
