/**
 * The model of the P2P gateway (spec 03 §4.2, docs/emulator.md "P2P gateway"): card-to-card
 * transfers between cards issued through v2, with the fee on top (1%, at least 0.50 EUR); a
 * funding (AFT) that waits for its payouts (OCT), which may not pay out more than it has left;
 * payouts of the merchant's own money. A performed order is approved or declined (errorCode 0
 * either way); its status says why.
 */
import fc from 'fast-check';
import type { P2pAnswer } from '../clients/p2p.js';
import type { P2pOperation } from '../contracts/p2p/index.js';
import { amount, type CardsModel, cardCommands, cardOf, ensureCards, type CardState, limitRefusal, money, observeBalance, person } from './cards.js';
import { type Command, type ModelClock, NextDay, type Person, RULES, type Session, TransferCommand, transferred } from './session.js';

interface Funding {
  readonly orderId: string;
  readonly reference: string | undefined;
  left: number;
}

export interface P2pModel extends CardsModel {
  transfers: number;
  fundings: Funding[];
}

export const p2pModel = (clock: ModelClock): P2pModel => ({ cards: new Map(), clock, transfers: 0, fundings: [] });

/** The fee schedule: 1% of the amount rounded half up, at least 0.50 EUR. */
export const feeOf = (amount: number): number => Math.max(50, Math.round(amount / 100));

/** The P2P resultCodes of a decline, in the catalogue's words (support/questions/p2p.ts, P2P_DECLINES). */
const DECLINES = {
  blocked: { reason: 'the card is blocked', code: 125 },
  funds: { reason: 'of insufficient funds', code: 116 },
  limit: { reason: 'it exceeds a spending limit', code: 121 },
} as const;
type Decline = keyof typeof DECLINES;

/** The card system's checks of a debit of `amount` and its fee from `card` (the credited card's state is checked with the cards). */
function debitDecline(card: CardState, amount: number, clock: ModelClock): Decline | undefined {
  if (card.blocked) return 'blocked';
  if (amount + feeOf(amount) > card.balance - card.reserved) return 'funds';
  return limitRefusal(card, amount, clock) ? 'limit' : undefined;
}

const RETURN_URL = 'https://shop.example.com/return';

function orderParams(s: Session, label: string, amount: number, extra: Record<string, unknown> = {}) {
  return { orderNumber: `${label}-${s.unique}`, amount, currency: '978', returnUrl: RETURN_URL, failUrl: 'https://shop.example.com/fail', email: 'payer@example.com', ...extra };
}

const fromCard = (card: CardState, name: Person) => ({ pan: card.number, cvc: card.cvc, expirationYear: Number(card.expiry.slice(0, 4)), expirationMonth: Number(card.expiry.slice(4, 6)), cardholderName: name.toUpperCase() });
const toCard = (card: CardState, name: Person) => ({ pan: card.number, cardholderName: name.toUpperCase() });

/** The payer's and the recipient's details a funding needs (spec 03 §2), in Latin letters within their lengths. */
const BILLING = {
  billingPayerData: { billingCity: 'Berlin', billingCountry: 'DE', billingAddressLine1: 'Street 1', payerAccount: '4081797800000001', payerLastName: 'Explorer', payerFirstName: 'Alice', payerBirthday: '19900101' },
  billingRecipientData: { recipientCountry: 'DEU', recipientAccount: '4081797800000002', recipientAccountNumberType: 1, recipientLastName: 'Explorer', recipientFirstName: 'Bob' },
};

function registered(s: Session, what: string, answer: P2pAnswer<'registerP2P.do'>): string | undefined {
  s.succeeded(what, answer);
  return answer.ok ? answer.value.orderId : undefined;
}

/** The order's state and resultCode as getP2PStatus.do shows them. */
async function statusOf(s: Session, orderId: string): Promise<{ status: number | undefined; result: number } | string> {
  const answer = await s.clients.p2p!.call('getP2PStatus.do', { orderId });
  if (!answer.ok) return `errorCode ${answer.errorCode ?? '?'}`;
  return { status: answer.value.orderStatus, result: answer.value.resultCode };
}

function performed(s: Session, what: string, answer: P2pAnswer<P2pOperation>): void {
  s.succeeded(what, answer);
}

class Transfer extends TransferCommand<P2pModel> {
  async run(m: P2pModel, s: Session): Promise<void> {
    await ensureCards(m, s, this.from, this.to);
    const [source, target] = [cardOf(m, this.from), cardOf(m, this.to)];
    const label = `T-${++m.transfers}`;
    const decline: Decline | undefined = target.blocked ? 'blocked' : debitDecline(source, this.amount, m.clock);
    s.say('Given', `the merchant has registered transfer "${label}" for ${money(this.amount)}`);
    const orderId = registered(s, `registering transfer ${label}`, await s.clients.p2p!.call('registerP2P.do', orderParams(s, label, this.amount)));
    if (!orderId) return;
    s.say('When', `the customer performs transfer "${label}" from ${this.from}'s card to ${this.to}'s card`);
    performed(s, `performing transfer ${label}`, await s.clients.p2p!.call('performP2P.do', { orderId, fromCard: fromCard(source, this.from), toCard: toCard(target, this.to) }));
    const shown = await statusOf(s, orderId);
    if (decline) {
      s.expect({ text: `transfer "${label}" was declined because ${DECLINES[decline].reason}` }, RULES.outcome, { status: 6, result: DECLINES[decline].code }, shown);
    } else {
      s.observe({ text: `transfer "${label}" is approved` }, RULES.outcome, { status: 2, result: 0 }, shown);
      const fee = feeOf(this.amount);
      transferred(source, target, this.amount, m.clock.day());
      source.balance -= fee;
      await this.observeLegs(s, orderId, fee);
    }
    await observeBalance(s, m, this.from);
    await observeBalance(s, m, this.to);
  }
  /** The status's two legs: the debit with its fee, the credit without. */
  private async observeLegs(s: Session, orderId: string, fee: number): Promise<void> {
    const answer = await s.clients.p2p!.call('getP2PStatus.do', { orderId });
    const legs = answer.ok ? (answer.value.operationList ?? []).map((op) => [op.operationType, money(op.amount), money(op.feeAmount ?? 0)]) : [];
    const expected = [
      ['DEBIT', money(this.amount), money(fee)],
      ['CREDIT', money(this.amount), money(0)],
    ];
    const text = `the transfer shows a debit of ${money(this.amount)} with a fee of ${money(fee)} from ${this.from}'s card and a credit of ${money(this.amount)} to ${this.to}'s card`;
    s.observe({ text }, RULES.state, expected, legs);
  }
}

/** A funding whose money waits for a payout; only one the model expects approved is taken (a declined one has no phrase of its own). */
class Fund implements Command<P2pModel> {
  constructor(
    readonly from: Person,
    readonly amount: number,
  ) {}
  check(m: Readonly<P2pModel>): boolean {
    const card = m.cards.get(this.from);
    return card !== undefined && debitDecline(card, this.amount, m.clock) === undefined;
  }
  async run(m: P2pModel, s: Session): Promise<void> {
    const source = cardOf(m, this.from);
    s.say('When', `the merchant takes a funding of ${money(this.amount)} from ${this.from}'s card for a payout`);
    const params = orderParams(s, `F-${m.fundings.length + 1}`, this.amount, { transactionTypeIndicator: 'A', features: { feature: ['WITHOUT_TO_CARD', 'OCT_EXPECTED'] }, ...BILLING });
    const orderId = registered(s, 'registering a funding', await s.clients.p2p!.call('registerP2P.do', params));
    if (!orderId) return;
    const answer = await s.clients.p2p!.call('performP2P.do', { orderId, fromCard: fromCard(source, this.from) });
    performed(s, 'performing the funding', answer);
    s.observe({ text: 'the funding is approved' }, RULES.outcome, { status: 2, result: 0 }, await statusOf(s, orderId));
    source.balance -= this.amount + feeOf(this.amount);
    source.spent.push({ day: m.clock.day(), amount: this.amount });
    m.fundings.push({ orderId, reference: answer.ok ? answer.value.debitTransactionReference : undefined, left: this.amount });
    await observeBalance(s, m, this.from);
  }
  toString(): string {
    return `fund ${money(this.amount)} from ${this.from}`;
  }
}

/** Pays part of the last funding out to a card; more than it has left is refused at registration. */
class PayOut implements Command<P2pModel> {
  constructor(
    readonly to: Person,
    readonly amount: number,
  ) {}
  check(m: Readonly<P2pModel>): boolean {
    // A payout to a blocked card is declined, and no catalogued phrase says a payout was declined.
    const card = m.cards.get(this.to);
    return card !== undefined && !card.blocked && m.fundings.length > 0;
  }
  async run(m: P2pModel, s: Session): Promise<void> {
    const target = cardOf(m, this.to);
    const funding = m.fundings.at(-1)!;
    const over = this.amount > funding.left;
    const link = { debitMdOrder: funding.orderId, ...(funding.reference ? { debitTransactionReference: funding.reference } : {}) };
    const params = orderParams(s, `P-${m.fundings.length}-${funding.left}`, this.amount, { transactionTypeIndicator: 'G', features: { feature: ['WITHOUT_FROM_CARD'] }, ...link });
    const answer = await s.clients.p2p!.call('registerP2P.do', params);
    if (over) {
      s.say('When', `the merchant tries to pay ${money(this.amount)} of the funding out to ${this.to}'s card`);
      const shown = answer.ok ? 'registered' : { errorCode: answer.errorCode, field: fieldOf(answer) };
      s.expect({ text: 'the request is refused because the payout exceeds what its funding has left' }, RULES.outcome, { errorCode: '5', field: 'amount' }, shown);
      return;
    }
    s.say('When', `the merchant pays ${money(this.amount)} of the funding out to ${this.to}'s card`);
    const orderId = registered(s, 'registering a payout', answer);
    if (!orderId) return;
    performed(s, 'performing the payout', await s.clients.p2p!.call('performP2P.do', { orderId, toCard: toCard(target, this.to) }));
    s.observe({ text: 'the payout is approved' }, RULES.outcome, { status: 2, result: 0 }, await statusOf(s, orderId));
    funding.left -= this.amount;
    target.balance += this.amount;
    await observeBalance(s, m, this.to);
  }
  toString(): string {
    return `pay ${money(this.amount)} of the funding out to ${this.to}`;
  }
}

function fieldOf(answer: { reply: { body: unknown } }): string | undefined {
  const details = (answer.reply.body as { details?: { field?: string }[] } | undefined)?.details;
  return details?.[0]?.field;
}

export function p2pCommands(): fc.Arbitrary<Command<P2pModel>>[] {
  return [
    ...cardCommands(),
    fc.tuple(person, person, amount).map(([a, b, x]) => new Transfer(a, b, x)),
    fc.tuple(person, amount).map(([n, x]) => new Fund(n, x)),
    fc.tuple(person, amount).map(([n, x]) => new PayOut(n, x)),
    fc.constant(new NextDay()),
  ];
}
