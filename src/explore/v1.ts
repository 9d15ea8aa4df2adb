/**
 * The model of Card Management v1 (spec 01, docs/emulator.md "Card Management v1"): customers with
 * one account and a card, credits, withdrawals (debitCard), card-to-card transfers (p2pTransfer),
 * blocking, the account's hold and restriction status, and the cash limit LMTP0107. Refusals are
 * ISO 8583 responseCodes, decided by the first rule broken in the card system's order.
 */
import fc from 'fast-check';
import type { V1Answer } from '../clients/v1.js';
import type { V1Operation } from '../contracts/v1/index.js';
import { amount, DEFAULT_DAILY, DEFAULT_MONTHLY, money, person } from './cards.js';
import { type Command, type ModelClock, NextDay, type Person, PersonCommand, pronoun, RULES, type Session, TransferCommand, transferred } from './session.js';

interface V1Card {
  readonly number: string;
  readonly expiry: string;
  readonly account: string;
  balance: number;
  /** The account's arrest amount (changeAccountArrestAmount). */
  held: number;
  blocked: boolean;
  restriction: Restriction;
  daily: number;
  readonly spent: { day: string; amount: number }[];
}

export interface V1Model {
  readonly cards: Map<Person, V1Card>;
  readonly clock: ModelClock;
}

export const v1Model = (clock: ModelClock): V1Model => ({ cards: new Map(), clock });

/** The restriction statuses the model uses, with what each permits (docs/emulator.md, "What a status permits"). */
const RESTRICTIONS = {
  0: { name: 'NO RESTRICTIONS', withdraw: true, out: true, in: true },
  1: { name: 'NO WITHDRAWALS', withdraw: false, out: false, in: true },
  2: { name: 'NO WITHDRAWALS OR TRANSFERS', withdraw: false, out: false, in: false },
} as const;
type Restriction = keyof typeof RESTRICTIONS;

/** v1's declines in the catalogue's words (support/reasons.ts, V1_DECLINES) and their responseCodes. */
const DECLINES = {
  blocked: { reason: 'the card is blocked', code: '62' },
  restricted: { reason: 'the account does not permit it', code: '57' },
  funds: { reason: 'of insufficient funds', code: '51' },
  limit: { reason: 'it exceeds the daily spending limit', code: '61' },
} as const;
type Decline = keyof typeof DECLINES;

const card = (m: V1Model, name: Person): V1Card => {
  const found = m.cards.get(name);
  if (!found) throw new Error(`${name} has no card in the model`);
  return found;
};

const codeOf = (answer: V1Answer<V1Operation>) => (answer.ok ? '00' : (answer.responseCode ?? `HTTP ${answer.status}`));

function spentToday(c: V1Card, clock: ModelClock): number {
  return c.spent.filter((s) => s.day === clock.day()).reduce((sum, s) => sum + s.amount, 0);
}

function spentThisMonth(c: V1Card, clock: ModelClock): number {
  return c.spent.filter((s) => s.day.startsWith(clock.month())).reduce((sum, s) => sum + s.amount, 0);
}

/** The funds and cash limits of a debit or a transfer out of `c`: the last two checks of the card system. */
function fundsAndLimits(c: V1Card, amount: number, clock: ModelClock): Decline | undefined {
  if (amount > c.balance - c.held) return 'funds';
  if (spentToday(c, clock) + amount > c.daily || spentThisMonth(c, clock) + amount > DEFAULT_MONTHLY) return 'limit';
  return undefined;
}

async function observeBalance(s: Session, m: V1Model, name: Person): Promise<void> {
  const c = card(m, name);
  const answer = await s.clients.v1!.call('getCardBalance', { cardIdentification: { cardNumber: c.number } });
  s.succeeded(`reading the balance of ${name}'s card`, answer);
  const shown = answer.ok ? answer.value.balance : undefined;
  s.observe({ text: `${name}'s card has a balance of ${money(c.balance)}` }, RULES.balance, money(c.balance), shown === undefined ? 'no balance' : money(shown));
}

/** Runs a money move the model expects approved or declined, saying it with the plain or the "tries to" phrase. */
async function move(s: Session, decline: Decline | undefined, words: { done: string; tried: string; declined: string }, send: () => Promise<V1Answer<V1Operation>>): Promise<boolean> {
  const answer = await send();
  s.say('When', decline ? words.tried : words.done);
  if (decline) {
    s.expect({ text: `${words.declined} ${DECLINES[decline].reason}` }, RULES.outcome, DECLINES[decline].code, codeOf(answer));
    return false;
  }
  s.succeeded(words.done, answer);
  return true;
}

/** A card for each person named who has none yet, as "Given … has a virtual card" issues it. */
async function ensureCards(m: V1Model, s: Session, ...names: Person[]): Promise<void> {
  for (const name of names) if (!m.cards.has(name)) await new IssueCard(name).run(m, s);
}

class IssueCard implements Command<V1Model> {
  constructor(readonly name: Person) {}
  check(m: Readonly<V1Model>): boolean {
    return !m.cards.has(this.name);
  }
  async run(m: V1Model, s: Session): Promise<void> {
    s.say('Given', `${this.name} has a virtual card`);
    const v1 = s.clients.v1!;
    const page = s.target.v1!;
    const customerNumber = `${this.name.toUpperCase()}-${s.unique}`;
    const parameters = {
      institutionId: page.institutionId,
      agent_number: page.institutionId,
      customer_number: customerNumber,
      product_id: page.productId,
      start_date: '2020-01-01',
      service_id_acc: page.serviceIdAcc,
      surname: 'Explorer',
      firstName: this.name,
      email: `${this.name.toLowerCase()}@example.com`,
      mobile_phone: '491511234567',
      city: 'Berlin',
      street: 'Street',
      house: '1',
      postal_code: '10115',
      country_code: '276',
    };
    const registered = await v1.call('registerCustomer', { productName: page.customerTemplate, parameters: Object.entries(parameters).map(([name, value]) => ({ name, value })) });
    s.succeeded(`registering ${this.name} as a customer`, registered);
    if (!registered.ok) return;
    const expDate = `${s.clock.now().getUTCFullYear() + 3}12`;
    const body = { cardIdentification: { cardNumber: page.placeholderCardNumber }, virtualCardIdentification: { expDate, productType: page.cardProductType }, amount: 0, currency: 978, accountNumber: registered.value.accountNumber, deliveryMethod: 'WS' };
    const issued = await v1.call('createVirtualCard', body);
    s.succeeded(`issuing a card to ${this.name}`, issued);
    if (!issued.ok) return;
    const number = issued.value.virtualCardIdentification.cardNumber ?? '';
    s.remember(number);
    m.cards.set(this.name, { number, expiry: issued.value.virtualCardIdentification.expDate, account: registered.value.accountNumber, balance: 0, held: 0, blocked: false, restriction: 0, daily: DEFAULT_DAILY, spent: [] });
  }
  toString(): string {
    return `issue a card to ${this.name}`;
  }
}

class Credit extends PersonCommand<V1Model> {
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const c = card(m, this.name);
    const decline = c.blocked ? 'blocked' : undefined;
    const words = { done: `${this.name}'s card is credited with ${money(this.amount)}`, tried: `someone tries to credit ${money(this.amount)} to ${this.name}'s card`, declined: 'the credit is declined because' };
    const answer = await s.clients.v1!.call('creditCard', { cardIdentification: { cardNumber: c.number }, amount: this.amount, currency: 978 });
    s.say(decline ? 'When' : 'Given', decline ? words.tried : words.done);
    if (decline) s.expect({ text: `${words.declined} ${DECLINES[decline].reason}` }, RULES.outcome, DECLINES[decline].code, codeOf(answer));
    else {
      s.succeeded(words.done, answer);
      c.balance += this.amount;
    }
    await observeBalance(s, m, this.name);
  }
  toString(): string {
    return `credit ${money(this.amount)} to ${this.name}'s card`;
  }
}

class Withdraw extends PersonCommand<V1Model> {
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const c = card(m, this.name);
    const decline: Decline | undefined = c.blocked ? 'blocked' : !RESTRICTIONS[c.restriction].withdraw ? 'restricted' : fundsAndLimits(c, this.amount, m.clock);
    const her = pronoun(this.name);
    const words = { done: `${this.name} withdraws ${money(this.amount)} from ${her} card`, tried: `${this.name} tries to withdraw ${money(this.amount)} from ${her} card`, declined: 'the debit is declined because' };
    const done = await move(s, decline, words, () => s.clients.v1!.call('debitCard', { cardIdentification: { cardNumber: c.number }, amount: this.amount, currency: 978 }));
    if (done) {
      c.balance -= this.amount;
      c.spent.push({ day: m.clock.day(), amount: this.amount });
    }
    await observeBalance(s, m, this.name);
  }
  toString(): string {
    return `${this.name} withdraws ${money(this.amount)}`;
  }
}

class Transfer extends TransferCommand<V1Model> {
  private decline(m: V1Model): Decline | undefined {
    const [source, target] = [card(m, this.from), card(m, this.to)];
    if (source.blocked || target.blocked) return 'blocked';
    if (!RESTRICTIONS[source.restriction].out || !RESTRICTIONS[target.restriction].in) return 'restricted';
    return fundsAndLimits(source, this.amount, m.clock);
  }
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.from, this.to);
    const [source, target] = [card(m, this.from), card(m, this.to)];
    const decline = this.decline(m);
    const words = { done: `${this.from} transfers ${money(this.amount)} to ${this.to}`, tried: `${this.from} tries to transfer ${money(this.amount)} to ${this.to}`, declined: 'the transfer is declined because' };
    const body = { sourceCardIdentification: { cardNumber: source.number, expDate: source.expiry }, destinationCardIdentification: { cardNumber: target.number }, amount: this.amount, currency: 978 };
    const done = await move(s, decline, words, () => s.clients.v1!.call('p2pTransfer', body));
    if (done) {
      transferred(source, target, this.amount, m.clock.day());
    }
    await observeBalance(s, m, this.from);
    await observeBalance(s, m, this.to);
  }
}

class Block implements Command<V1Model> {
  constructor(
    readonly name: Person,
    readonly blocked: boolean,
  ) {}
  check(m: Readonly<V1Model>): boolean {
    return this.blocked || m.cards.get(this.name)?.blocked === true;
  }
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const c = card(m, this.name);
    const her = pronoun(this.name);
    const answer = await s.clients.v1!.call(this.blocked ? 'blockCard' : 'validateCard', { cardIdentification: { cardNumber: c.number } });
    if (this.blocked && c.blocked) {
      s.say('When', `${this.name} tries to block ${her} card`);
      s.expect({ text: 'the request is refused because the card is already blocked' }, RULES.outcome, '62', codeOf(answer));
      return;
    }
    s.say('When', `${this.name} ${this.blocked ? 'blocks' : 'unblocks'} ${her} card`);
    s.succeeded(`${this.blocked ? 'blocking' : 'unblocking'} ${this.name}'s card`, answer);
    c.blocked = this.blocked;
    const data = await s.clients.v1!.call('getCardData', { cardIdentification: { cardNumber: c.number } });
    const state = this.blocked ? 'blocked' : 'active';
    const shown = data.ok ? (data.value.cardData.hotCardStatus === 0 ? 'active' : 'blocked') : 'no card data';
    s.observe({ text: `${this.name}'s card is ${state}` }, RULES.transitions, state, shown);
  }
  toString(): string {
    return `${this.blocked ? 'block' : 'unblock'} ${this.name}'s card`;
  }
}

/** Holds an amount on the account (it replaces the earlier hold; 0 releases it). */
class Hold extends PersonCommand<V1Model> {
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const c = card(m, this.name);
    const answer = await s.clients.v1!.call('changeAccountArrestAmount', { accountNumber: c.account, amount: this.amount, currency: 978 });
    s.say(this.amount ? 'Given' : 'When', this.amount ? `${money(this.amount)} is held on ${this.name}'s account` : `the hold on ${this.name}'s account is released`);
    s.succeeded(`holding money on ${this.name}'s account`, answer);
    c.held = this.amount;
    const balances = await s.clients.v1!.call('getAccountBalanceFromBo', { accountNumber: c.account });
    s.succeeded(`reading the balances of ${this.name}'s account`, balances);
    const expected = { available: money(Math.max(0, c.balance - c.held)), held: money(c.held) };
    const shown = balances.ok ? { available: money(balances.value.availableBalance), held: money(balances.value.holdBalance) } : {};
    s.observe({ text: `${this.name}'s account shows ${expected.available} available and ${expected.held} held` }, RULES.state, expected, shown);
  }
  toString(): string {
    return `hold ${money(this.amount)} on ${this.name}'s account`;
  }
}

class Restrict implements Command<V1Model> {
  constructor(
    readonly name: Person,
    readonly status: Restriction,
  ) {}
  check(): boolean {
    return true;
  }
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const c = card(m, this.name);
    const answer = await s.clients.v1!.call('changeAccountStatusInFe', { accountNumber: c.account, accountStatus: this.status });
    const name = RESTRICTIONS[this.status].name;
    s.say('Given', `${this.name}'s account has the restriction status ${this.status} "${name}"`);
    s.succeeded(`restricting ${this.name}'s account`, answer);
    c.restriction = this.status;
  }
  toString(): string {
    return `restrict ${this.name}'s account to ${this.status}`;
  }
}

/** Changes the cash limit LMTP0107's value (the cycle is kept, and so is what the day consumed). */
class ChangeLimit extends PersonCommand<V1Model> {
  async run(m: V1Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const c = card(m, this.name);
    const answer = await s.clients.v1!.call('changeCardLimit', { cardIdentification: { cardNumber: c.number }, limit: { name: 'LMTP0107', value: this.amount } });
    s.say('When', `${this.name} changes ${pronoun(this.name)} card's limit LMTP0107 to ${money(this.amount)}`);
    s.succeeded(`changing ${this.name}'s limit`, answer);
    c.daily = this.amount;
    const limits = await s.clients.v1!.call('getCardLimits', { cardIdentification: { cardNumber: c.number } });
    s.succeeded(`reading the limits of ${this.name}'s card`, limits);
    const used = limits.ok ? limits.value.limits.find((l) => l.name === 'LMTP0107')?.currentValue : undefined;
    const expected = money(spentToday(c, m.clock));
    s.observe({ text: `${this.name}'s card's limit LMTP0107 shows ${expected} used` }, RULES.state, expected, used === undefined ? 'nothing' : money(used));
  }
  toString(): string {
    return `set ${this.name}'s LMTP0107 to ${money(this.amount)}`;
  }
}

class ReadBalance implements Command<V1Model> {
  constructor(readonly name: Person) {}
  check(m: Readonly<V1Model>): boolean {
    return m.cards.has(this.name);
  }
  run(m: V1Model, s: Session): Promise<void> {
    return observeBalance(s, m, this.name);
  }
  toString(): string {
    return `read ${this.name}'s balance`;
  }
}

export function v1Commands(): fc.Arbitrary<Command<V1Model>>[] {
  return [
    person.map((n) => new IssueCard(n)),
    fc.tuple(person, amount).map(([n, a]) => new Credit(n, a)),
    fc.tuple(person, amount).map(([n, a]) => new Withdraw(n, a)),
    fc.tuple(person, person, amount).map(([a, b, x]) => new Transfer(a, b, x)),
    fc.tuple(person, fc.boolean()).map(([n, b]) => new Block(n, b)),
    fc.tuple(person, fc.constantFrom(0, 1_000, 5_000, 25_000)).map(([n, a]) => new Hold(n, a)),
    fc.tuple(person, fc.constantFrom<Restriction>(0, 1, 2)).map(([n, r]) => new Restrict(n, r)),
    fc.tuple(person, fc.constantFrom(20_000, 50_000, 100_000)).map(([n, v]) => new ChangeLimit(n, v)),
    person.map((n) => new ReadBalance(n)),
    fc.constant(new NextDay()),
  ];
}
