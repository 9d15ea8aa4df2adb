/**
 * The model of the e-commerce gateway (spec 03 §4.1, docs/design.md "Gateway parameters and
 * answers", docs/emulator.md's stored credentials): orders of one and two phases paid with cards
 * issued through v2, captured whole or in part, reversed, refunded in part or whole, declined by
 * the merchant; cards stored as common or recurrent credentials and paid with under tii F, U and R.
 * An order's amounts and state only move along the specification's transitions, and it never
 * refunds more than it captured.
 */
import fc from 'fast-check';
import type { GatewayAnswer } from '../clients/gateway.js';
import type { GatewayOperation } from '../contracts/gateway/index.js';
import { amount, type CardsModel, cardCommands, cardOf, ensureCards, money, observeBalance, person } from './cards.js';
import { type Command, type ModelClock, type Person, RULES, type Session } from './session.js';

const STATE = { registered: 0, held: 1, paid: 2, reversed: 3, refunded: 4, declined: 6 } as const;
type State = keyof typeof STATE;
const WORDS: Record<State, string> = { registered: 'registered and not paid', held: 'held', paid: 'paid', reversed: 'reversed', refunded: 'refunded', declined: 'declined' };
/** Where each state may go next (docs/design.md, "Order statuses"; decline.do closes an unpaid order as reversed). */
const NEXT: Record<State, readonly State[]> = { registered: ['held', 'paid', 'reversed', 'declined'], held: ['paid', 'reversed'], paid: ['refunded'], refunded: ['refunded'], reversed: [], declined: [] };

type Kind = 'plain' | 'two-phase' | 'for' | 'store' | 'recurrent';

interface Order {
  readonly label: string;
  readonly orderId: string;
  readonly amount: number;
  readonly kind: Kind;
  readonly customer?: Person | undefined;
  state: State;
  approved: number;
  deposited: number;
  refunded: number;
  payer?: Person | undefined;
}

/** A stored credential, named by the order whose payment stored it. */
interface Stored {
  readonly owner: Person;
  readonly kind: 'common' | 'recurrent';
}

export interface EcomModel extends CardsModel {
  readonly orders: Order[];
  readonly stored: Map<string, Stored>;
}

export const ecomModel = (clock: ModelClock): EcomModel => ({ cards: new Map(), clock, orders: [], stored: new Map() });

const DECLINES = { blocked: { reason: 'the card is blocked', code: 125 }, funds: { reason: 'of insufficient funds', code: 116 } } as const;
type Decline = keyof typeof DECLINES;
const NOT_ALLOWED = { reason: 'the order is not in a state that allows it', errorCode: '7' };
const TOO_MUCH = { reason: 'the amount exceeds what the order allows', errorCode: '5' };

const clientId = (s: Session, name: Person) => `${name.toLowerCase()}-${s.unique.toLowerCase()}`;
const order = (m: EcomModel, label: string): Order => m.orders.find((o) => o.label === label)!;

function payDecline(m: EcomModel, payer: Person, amount: number): Decline | undefined {
  const card = cardOf(m, payer);
  if (card.blocked) return 'blocked';
  return amount > card.balance - card.reserved ? 'funds' : undefined;
}

/** The order as the model says the gateway must show it, against getOrderStatusExtended.do. */
async function observeOrder(s: Session, o: Order, before: State): Promise<void> {
  const answer = await s.clients.gateway!.call('getOrderStatusExtended.do', { orderId: o.orderId });
  s.succeeded(`reading order ${o.label}`, answer);
  const value = answer.ok && 'orderStatus' in answer.value ? answer.value : undefined;
  const info = value?.paymentAmountInfo;
  const shown = { state: (Object.keys(STATE) as State[]).find((k) => STATE[k] === value?.orderStatus) ?? `status ${value?.orderStatus}`, approved: info?.approvedAmount, deposited: info?.depositedAmount, refunded: info?.refundedAmount };
  const amounts = `order "${o.label}" shows ${money(o.approved)} approved, ${money(o.deposited)} captured and ${money(o.refunded)} refunded`;
  if ((shown.refunded ?? 0) > (shown.deposited ?? 0)) s.observe({ text: amounts }, RULES.refunds, `at most ${money(shown.deposited ?? 0)} refunded`, `${money(shown.refunded ?? 0)} refunded`);
  if (shown.state !== o.state) {
    const rule = before === shown.state || NEXT[before].includes(shown.state as State) ? RULES.state : RULES.transitions;
    s.observe({ text: `order "${o.label}" is ${WORDS[o.state]}` }, rule, o.state, before === shown.state ? `still ${shown.state}` : `${before} → ${shown.state}`);
  }
  const expected = { approved: money(o.approved), deposited: money(o.deposited), refunded: money(o.refunded) };
  s.observe({ text: amounts }, RULES.state, expected, { approved: money(shown.approved ?? 0), deposited: money(shown.deposited ?? 0), refunded: money(shown.refunded ?? 0) });
}

class Register implements Command<EcomModel> {
  constructor(
    readonly kind: Kind,
    readonly amount: number,
    readonly customer: Person,
  ) {}
  check(): boolean {
    return true;
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const label = `${this.kind === 'store' || this.kind === 'recurrent' ? 'S' : 'O'}-${m.orders.length + 1}`;
    const forCustomer = this.kind === 'for' || this.kind === 'store' || this.kind === 'recurrent';
    const twoPhase = this.kind === 'two-phase';
    const params = {
      orderNumber: `${label}-${s.unique}`,
      amount: this.amount,
      currency: '978',
      returnUrl: 'https://shop.example.com/return',
      failUrl: 'https://shop.example.com/fail',
      ...(forCustomer ? { clientId: clientId(s, this.customer) } : {}),
      ...(this.kind === 'store' || this.kind === 'recurrent' ? { features: 'FORCE_CREATE_BINDING' } : {}),
    };
    const words = { plain: '', 'two-phase': ' to be captured later', for: ` for ${this.customer}`, store: ` for ${this.customer}, to store the card`, recurrent: ` for ${this.customer}, to store the card` }[this.kind];
    s.say('Given', `the merchant has registered order "${label}" for ${money(this.amount)}${words}`);
    const answer = await s.clients.gateway!.call(twoPhase ? 'registerPreAuth.do' : 'register.do', params);
    s.succeeded(`registering order ${label}`, answer);
    if (!answer.ok || !answer.value.orderId) return;
    m.orders.push({ label, orderId: answer.value.orderId, amount: this.amount, kind: this.kind, customer: forCustomer ? this.customer : undefined, state: 'registered', approved: 0, deposited: 0, refunded: 0 });
  }
  toString(): string {
    return `register a ${this.kind} order of ${money(this.amount)}`;
  }
}

/** Pays a registered order with a person's card typed in (an order to store the card: the customer's own card). */
class Pay implements Command<EcomModel> {
  constructor(
    readonly pick: number,
    readonly payer: Person,
  ) {}
  private target(m: Readonly<EcomModel>): Order | undefined {
    const open = m.orders.filter((o) => o.state === 'registered' && o.kind !== 'for');
    return open[this.pick % Math.max(1, open.length)];
  }
  check(m: Readonly<EcomModel>): boolean {
    return this.target(m) !== undefined;
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const o = this.target(m)!;
    const payer = o.customer ?? this.payer;
    await ensureCards(m, s, payer);
    const card = cardOf(m, payer);
    const jsonParams = o.kind === 'recurrent' ? { jsonParams: { recurringFrequency: '30', recurringExpiry: yearAhead(m.clock) } } : {};
    const answer = await s.clients.gateway!.call('paymentorder.do', { MDORDER: o.orderId, $PAN: card.number, $EXPIRY: card.expiry, $CVC: card.cvc, TEXT: payer.toUpperCase(), ...jsonParams });
    const how = o.kind === 'store' ? ', to store it' : o.kind === 'recurrent' ? ', agreeing to be charged every 30 days for a year' : '';
    s.say('When', `the customer pays order "${o.label}" with ${payer}'s card${how}`);
    s.succeeded(`paying order ${o.label}`, answer);
    await settle(m, s, o, payer, payDecline(m, payer, o.amount));
    if (o.state !== 'declined' && (o.kind === 'store' || o.kind === 'recurrent')) m.stored.set(o.label, { owner: payer, kind: o.kind === 'store' ? 'common' : 'recurrent' });
  }
  toString(): string {
    return `pay an open order (${this.pick}) with ${this.payer}'s card`;
  }
}

const yearAhead = (clock: ModelClock) => new Date(clock.now().getTime() + 365 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** What a payment does to the order and the payer's card, approved or declined, and the check of both. */
async function settle(m: EcomModel, s: Session, o: Order, payer: Person, decline: Decline | undefined): Promise<void> {
  const card = cardOf(m, payer);
  const before = o.state;
  o.payer = payer;
  if (decline) {
    o.state = 'declined';
    const answer = await s.clients.gateway!.call('getOrderStatusExtended.do', { orderId: o.orderId });
    const shown = answer.ok && 'orderStatus' in answer.value ? { status: answer.value.orderStatus, actionCode: answer.value.actionCode } : 'no status';
    s.expect({ text: `order "${o.label}" was declined because ${DECLINES[decline].reason}` }, RULES.outcome, { status: STATE.declined, actionCode: DECLINES[decline].code }, shown);
    return;
  }
  o.approved = o.amount;
  if (o.kind === 'two-phase') {
    o.state = 'held';
    card.reserved += o.amount;
  } else {
    o.state = 'paid';
    o.deposited = o.amount;
    card.balance -= o.amount;
  }
  await observeOrder(s, o, before);
  await observeBalance(s, m, payer);
}

/** The merchant's request was refused, for this reason and with its errorCode. */
function expectRefused(s: Session, refused: { reason: string; errorCode: string }, answer: GatewayAnswer<GatewayOperation>): void {
  s.expect({ text: `the request is refused because ${refused.reason}` }, RULES.outcome, { errorCode: refused.errorCode }, answer.ok ? 'accepted' : { errorCode: answer.errorCode });
}

/** deposit.do: a held order, whole (amount 0) or in part; more than approved, or another state, is refused. */
class Capture implements Command<EcomModel> {
  constructor(
    readonly pick: number,
    readonly part: number | undefined,
  ) {}
  check(m: Readonly<EcomModel>): boolean {
    return m.orders.some((o) => o.kind === 'two-phase' && o.state !== 'registered');
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const candidates = m.orders.filter((o) => o.kind === 'two-phase' && o.state !== 'registered');
    const o = candidates[this.pick % candidates.length]!;
    const amount = this.part ?? 0;
    const answer = await s.clients.gateway!.call('deposit.do', { orderId: o.orderId, amount });
    const refused = o.state !== 'held' ? NOT_ALLOWED : amount > o.approved ? TOO_MUCH : undefined;
    if (refused) {
      s.say('When', `the merchant tries to capture ${money(amount)} of order "${o.label}"`);
      expectRefused(s, refused, answer);
      return;
    }
    s.say('When', this.part === undefined ? `the merchant captures order "${o.label}"` : `the merchant captures ${money(amount)} of order "${o.label}"`);
    s.succeeded(`capturing order ${o.label}`, answer);
    const card = cardOf(m, o.payer!);
    o.deposited = amount || o.approved;
    card.reserved -= o.approved;
    card.balance -= o.deposited;
    o.state = 'paid';
    await observeOrder(s, o, 'held');
    await observeBalance(s, m, o.payer!);
  }
  toString(): string {
    return `capture ${this.part ?? 'all'} of two-phase order ${this.pick}`;
  }
}

class Reverse implements Command<EcomModel> {
  constructor(readonly pick: number) {}
  check(m: Readonly<EcomModel>): boolean {
    return m.orders.some((o) => o.state !== 'registered');
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const candidates = m.orders.filter((o) => o.state !== 'registered');
    const o = candidates[this.pick % candidates.length]!;
    const answer = await s.clients.gateway!.call('reverse.do', { orderId: o.orderId });
    if (o.state !== 'held') {
      s.say('When', `the merchant tries to reverse order "${o.label}"`);
      expectRefused(s, NOT_ALLOWED, answer);
      return;
    }
    s.say('When', `the merchant reverses order "${o.label}"`);
    s.succeeded(`reversing order ${o.label}`, answer);
    cardOf(m, o.payer!).reserved -= o.approved;
    o.state = 'reversed';
    await observeOrder(s, o, 'held');
  }
  toString(): string {
    return `reverse order ${this.pick}`;
  }
}

/** refund.do: in part, or the rest (amount 0); more than is left, or an order not captured, is refused. */
class Refund implements Command<EcomModel> {
  constructor(
    readonly pick: number,
    readonly part: number | undefined,
  ) {}
  check(m: Readonly<EcomModel>): boolean {
    return m.orders.some((o) => o.state !== 'registered');
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const candidates = m.orders.filter((o) => o.state !== 'registered');
    const o = candidates[this.pick % candidates.length]!;
    const left = o.deposited - o.refunded;
    const back = this.part ?? left;
    const answer = await s.clients.gateway!.call('refund.do', { orderId: o.orderId, amount: this.part ?? 0 });
    const refused = (o.state !== 'paid' && o.state !== 'refunded') || left === 0 ? NOT_ALLOWED : back > left ? TOO_MUCH : undefined;
    if (refused) {
      s.say('When', `the merchant tries to refund ${money(this.part ?? 0)} of order "${o.label}"`);
      expectRefused(s, refused, answer);
      return;
    }
    s.say('When', this.part === undefined ? `the merchant refunds the rest of order "${o.label}"` : `the merchant refunds ${money(back)} of order "${o.label}"`);
    s.succeeded(`refunding order ${o.label}`, answer);
    const before = o.state;
    o.refunded += back;
    o.state = 'refunded';
    cardOf(m, o.payer!).balance += back;
    await observeOrder(s, o, before);
    await observeBalance(s, m, o.payer!);
  }
  toString(): string {
    return `refund ${this.part ?? 'the rest'} of order ${this.pick}`;
  }
}

/** decline.do: the merchant closes an order nobody paid (it shows as reversed); a paid one is refused. */
class DeclineOrder implements Command<EcomModel> {
  constructor(readonly pick: number) {}
  check(m: Readonly<EcomModel>): boolean {
    return m.orders.length > 0;
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const o = m.orders[this.pick % m.orders.length]!;
    const answer = await s.clients.gateway!.call('decline.do', { orderId: o.orderId });
    if (o.state !== 'registered') {
      s.say('When', `the merchant tries to decline order "${o.label}"`);
      expectRefused(s, NOT_ALLOWED, answer);
      return;
    }
    s.say('When', `the merchant declines order "${o.label}"`);
    s.succeeded(`declining order ${o.label}`, answer);
    o.state = 'reversed';
    await observeOrder(s, o, 'registered');
  }
  toString(): string {
    return `decline order ${this.pick}`;
  }
}

/** Pays an order registered for a customer with the customer's stored common card: tii F (the customer, with the CVC) or U (the merchant). */
class PayStored implements Command<EcomModel> {
  constructor(
    readonly pick: number,
    readonly merchant: boolean,
  ) {}
  private pair(m: Readonly<EcomModel>): { o: Order; storing: string } | undefined {
    const open = m.orders.filter((o) => o.kind === 'for' && o.state === 'registered' && [...m.stored].some(([, st]) => st.owner === o.customer && st.kind === 'common'));
    const o = open[this.pick % Math.max(1, open.length)];
    const storing = o && [...m.stored].find(([, st]) => st.owner === o.customer && st.kind === 'common')?.[0];
    return o && storing ? { o, storing } : undefined;
  }
  check(m: Readonly<EcomModel>): boolean {
    return this.pair(m) !== undefined;
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const { o, storing } = this.pair(m)!;
    const owner = o.customer!;
    const bindingId = await bindingOf(s, order(m, storing));
    const cvc = this.merchant ? {} : { cvc: cardOf(m, owner).cvc };
    const answer = await s.clients.gateway!.call('paymentOrderBinding.do', { mdOrder: o.orderId, bindingId, tii: this.merchant ? 'U' : 'F', ...cvc });
    s.say('When', this.merchant ? `the merchant charges order "${o.label}" to the card stored with order "${storing}"` : `the customer pays order "${o.label}" with the card stored with order "${storing}"`);
    s.succeeded(`paying order ${o.label} with a stored card`, answer);
    await settle(m, s, o, owner, payDecline(m, owner, o.amount));
  }
  toString(): string {
    return `pay a customer's order (${this.pick}) with the stored card, ${this.merchant ? 'U' : 'F'}`;
  }
}

/** recurrentPayment.do: registers and pays an order with a stored recurrent card in one call. */
class Recurring implements Command<EcomModel> {
  constructor(
    readonly pick: number,
    readonly amount: number,
  ) {}
  check(m: Readonly<EcomModel>): boolean {
    return [...m.stored.values()].some((st) => st.kind === 'recurrent');
  }
  async run(m: EcomModel, s: Session): Promise<void> {
    const recurrent = [...m.stored].filter(([, st]) => st.kind === 'recurrent');
    const [storing, stored] = recurrent[this.pick % recurrent.length]!;
    const label = `R-${m.orders.length + 1}`;
    const params = { orderNumber: `${label}-${s.unique}`, bindingId: await bindingOf(s, order(m, storing)), amount: this.amount, currency: '978', description: `charge ${label}` };
    const answer = await s.clients.gateway!.call('recurrentPayment.do', params, { json: true });
    s.say('When', `the merchant takes recurring payment "${label}" of ${money(this.amount)} with the card stored with order "${storing}"`);
    s.succeeded(`taking recurring payment ${label}`, answer);
    const value = answer.ok ? (answer.value as { data?: { orderId?: string } }) : undefined;
    const orderId = value?.data?.orderId;
    if (!orderId) return;
    const o: Order = { label, orderId, amount: this.amount, kind: 'plain', customer: stored.owner, state: 'registered', approved: 0, deposited: 0, refunded: 0 };
    m.orders.push(o);
    await settle(m, s, o, stored.owner, payDecline(m, stored.owner, this.amount));
  }
  toString(): string {
    return `take a recurring payment of ${money(this.amount)}`;
  }
}

/** The credential an order stored, from its status (as the steps find it). */
async function bindingOf(s: Session, storing: Order): Promise<string> {
  const answer = await s.clients.gateway!.call('getOrderStatusExtended.do', { orderId: storing.orderId });
  const id = answer.ok && 'bindingInfo' in answer.value ? answer.value.bindingInfo?.bindingId : undefined;
  if (!id) s.observe({ text: `order "${storing.label}" was paid with the card stored with order "${storing.label}"` }, RULES.state, 'a stored card', 'none');
  return id ?? '';
}

const pick = fc.nat(7);
const part = fc.option(fc.constantFrom(500, 1_000, 2_500, 10_000, 40_000), { nil: undefined });

export function ecomCommands(): fc.Arbitrary<Command<EcomModel>>[] {
  return [
    ...cardCommands(),
    fc.tuple(fc.constantFrom<Kind>('plain', 'two-phase', 'two-phase', 'for', 'store', 'recurrent'), amount, person).map(([k, a, c]) => new Register(k, a, c)),
    fc.tuple(pick, person).map(([p, n]) => new Pay(p, n)),
    fc.tuple(pick, part).map(([p, x]) => new Capture(p, x)),
    pick.map((p) => new Reverse(p)),
    fc.tuple(pick, part).map(([p, x]) => new Refund(p, x)),
    pick.map((p) => new DeclineOrder(p)),
    fc.tuple(pick, fc.boolean()).map(([p, u]) => new PayStored(p, u)),
    fc.tuple(pick, amount).map(([p, a]) => new Recurring(p, a)),
  ];
}
