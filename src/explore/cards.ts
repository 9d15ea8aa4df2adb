/**
 * Cards issued through Card Management v2, as the v2, e-commerce and P2P models share them: what
 * the specification says a card must show (balance, state, spending limits and what they have
 * consumed), and the commands that issue, top up, block and read one. The phrases are the
 * catalogue's for a scenario whose interface is not v1 (a card of an @ecom or @p2p scenario is a v2 card).
 */
import fc from 'fast-check';
import { formatMoney } from '../common/money.js';
import { type Command, type ModelClock, type Person, PersonCommand, pronoun, RULES, type Session } from './session.js';

export interface CardState {
  readonly id: string;
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly mask: string;
  balance: number;
  /** Held by two-phase gateway payments: not spendable, still in the balance. */
  reserved: number;
  blocked: boolean;
  daily: number;
  monthly: number;
  /** Transfer-limit consumption (LMTP0107/LMTP0109), dated by the model's clock. */
  readonly spent: { day: string; amount: number }[];
}

/** What every model with v2 cards holds. */
export interface CardsModel {
  readonly cards: Map<Person, CardState>;
  readonly clock: ModelClock;
}

/** v2's defaults for a new card (spec 02 §1 fact 4). */
export const DEFAULT_DAILY = 100_000;
export const DEFAULT_MONTHLY = 1_000_000;

export const money = formatMoney;

/** What a transfer out of the card may still take today and this month. */
export function spentToday(card: CardState, clock: ModelClock): number {
  const day = clock.day();
  return card.spent.filter((s) => s.day === day).reduce((sum, s) => sum + s.amount, 0);
}

export function spentThisMonth(card: CardState, clock: ModelClock): number {
  const month = clock.month();
  return card.spent.filter((s) => s.day.startsWith(month)).reduce((sum, s) => sum + s.amount, 0);
}

/** Why a transfer of `amount` out of the card must be declined by its limits, if it must. */
export function limitRefusal(card: CardState, amount: number, clock: ModelClock): 'daily' | 'monthly' | undefined {
  if (spentToday(card, clock) + amount > card.daily) return 'daily';
  if (spentThisMonth(card, clock) + amount > card.monthly) return 'monthly';
  return undefined;
}

export function cardOf(model: CardsModel, name: Person): CardState {
  const card = model.cards.get(name);
  if (!card) throw new Error(`${name} has no card in the model`);
  return card;
}

/** A cardholder's details within the contract's rules; the explorer's people are not the subject. */
function cardholderBody(name: Person) {
  return { firstName: name, lastName: 'Explorer', phoneNumber: '+491511234567', email: `${name.toLowerCase()}@example.com`, billingAddress: { city: 'Berlin', country: 'DE', line1: 'Street 1', postalCode: '10115' } };
}

/** Reads the card as v2 shows it and checks the balance against the model. */
export async function observeBalance(session: Session, model: CardsModel, name: Person): Promise<void> {
  const card = cardOf(model, name);
  const answer = await session.clients.v2.getCard(card.id);
  session.succeeded(`reading ${name}'s card`, answer);
  const shown = answer.ok ? answer.value.account.balance : undefined;
  session.observe({ text: `${name}'s card has a balance of ${money(card.balance)}` }, RULES.balance, money(card.balance), shown === undefined ? 'no balance' : money(shown));
}

/** A card for each person named who has none yet, issued as the scenario's "Given … has a virtual card" does. */
export async function ensureCards(m: CardsModel, s: Session, ...names: Person[]): Promise<void> {
  for (const name of names) if (!m.cards.has(name)) await new IssueCard(name).run(m, s);
}

export class IssueCard implements Command<CardsModel> {
  constructor(readonly name: Person) {}
  check(m: Readonly<CardsModel>): boolean {
    return !m.cards.has(this.name);
  }
  async run(m: CardsModel, s: Session): Promise<void> {
    s.say('Given', `${this.name} has a virtual card`);
    const v2 = s.clients.v2;
    const holder = await v2.createCardholder(cardholderBody(this.name));
    s.succeeded(`registering ${this.name} as a cardholder`, holder);
    if (!holder.ok) return;
    const issued = await v2.createCard({ productName: s.target.v2.productName, cardholder: holder.value.id });
    s.succeeded(`issuing a card to ${this.name}`, issued);
    if (!issued.ok) return;
    const details = await v2.getCard(issued.value.id);
    s.succeeded(`reading ${this.name}'s new card`, details);
    if (!details.ok) return;
    const { number = '', cvc = '', expiryDate, numberMask } = details.value;
    s.remember(number);
    m.cards.set(this.name, { id: issued.value.id, number, expiry: expiryDate, cvc, mask: numberMask, balance: 0, reserved: 0, blocked: false, daily: DEFAULT_DAILY, monthly: DEFAULT_MONTHLY, spent: [] });
    s.observe({ text: `${this.name}'s card is active` }, RULES.state, 'active', details.value.status);
  }
  toString(): string {
    return `issue a card to ${this.name}`;
  }
}

export class TopUp extends PersonCommand<CardsModel> {
  async run(m: CardsModel, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const card = cardOf(m, this.name);
    const body = { amount: this.amount, currency: 'EUR', destinationCard: { cardNumber: card.number } };
    const answer = await s.clients.v2.createTopup(body);
    s.succeeded(`topping up ${this.name}'s card`, answer);
    const shown = answer.ok ? { status: answer.value.status, blocked: /blocked/i.test(answer.value.statusMessage) } : undefined;
    if (card.blocked) {
      s.say('When', `someone tries to top up ${this.name}'s card with ${money(this.amount)}`);
      s.expect({ text: 'the top-up is declined because the card is blocked' }, RULES.outcome, { status: 'declined', blocked: true }, shown);
    } else {
      s.say('Given', `${this.name}'s card is topped up with ${money(this.amount)}`);
      s.observe({ text: 'the top-up is approved' }, RULES.outcome, { status: 'approved', blocked: false }, shown);
      card.balance += this.amount;
    }
    await observeBalance(s, m, this.name);
  }
  toString(): string {
    return `top up ${this.name}'s card with ${money(this.amount)}`;
  }
}

/** Blocks an active card, unblocks a blocked one, or tries to block a blocked one (a refusal). */
export class Block implements Command<CardsModel> {
  constructor(
    readonly name: Person,
    readonly blocked: boolean,
  ) {}
  check(m: Readonly<CardsModel>): boolean {
    // Unblocking an active card is refused too, but no catalogued reason says so.
    return this.blocked || m.cards.get(this.name)?.blocked === true;
  }
  async run(m: CardsModel, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const card = cardOf(m, this.name);
    const her = pronoun(this.name);
    const answer = await s.clients.v2.updateCard(card.id, { status: this.blocked ? 'blocked' : 'active' });
    if (this.blocked && card.blocked) {
      s.say('When', `${this.name} tries to block ${her} card`);
      s.expect({ text: 'the request is refused because the card is already blocked' }, RULES.outcome, 'HTTP 409', `HTTP ${answer.status}`);
      return;
    }
    s.say('When', `${this.name} ${this.blocked ? 'blocks' : 'unblocks'} ${her} card`);
    s.succeeded(`${this.blocked ? 'blocking' : 'unblocking'} ${this.name}'s card`, answer);
    card.blocked = this.blocked;
    const state = this.blocked ? 'blocked' : 'active';
    s.observe({ text: `${this.name}'s card is ${state}` }, RULES.transitions, state, answer.ok ? answer.value.status : 'no card');
  }
  toString(): string {
    return `${this.blocked ? 'block' : 'unblock'} ${this.name}'s card`;
  }
}

export class ReadBalance implements Command<CardsModel> {
  constructor(readonly name: Person) {}
  check(m: Readonly<CardsModel>): boolean {
    return m.cards.has(this.name);
  }
  run(m: CardsModel, s: Session): Promise<void> {
    return observeBalance(s, m, this.name);
  }
  toString(): string {
    return `read ${this.name}'s balance`;
  }
}

export const person = fc.constantFrom<Person>('Alice', 'Bob', 'Carol');
/** Amounts that meet each other: a top-up covers some transfers and not others, a limit some days and not others. */
export const amount = fc.constantFrom(1_000, 2_500, 5_000, 10_000, 25_000, 40_000, 60_000);

/** The commands every model with v2 cards offers. */
export function cardCommands(): fc.Arbitrary<Command<CardsModel>>[] {
  return [
    person.map((n) => new IssueCard(n)),
    fc.tuple(person, amount).map(([n, a]) => new TopUp(n, a)),
    fc.tuple(person, fc.boolean()).map(([n, b]) => new Block(n, b)),
    person.map((n) => new ReadBalance(n)),
  ];
}
