/**
 * The model of Card Management v2 (spec 02, docs/emulator.md "Card Management v2"): cards with
 * balances, states and spending limits, top-ups and card-to-card transfers, and the transfers each
 * card lists. A transfer is declined for the first rule it breaks, in the specification's order.
 */
import fc from 'fast-check';
import { amount, type CardsModel, cardCommands, cardOf, ensureCards, limitRefusal, money, observeBalance, person } from './cards.js';
import { type Command, type ModelClock, NextDay, type Person, pronoun, RULES, type Session, TransferCommand, transferred } from './session.js';

interface TransferRow {
  readonly from: Person;
  readonly to: Person;
  readonly amount: string;
  readonly status: 'approved' | 'declined';
}

export interface V2Model extends CardsModel {
  readonly transfers: TransferRow[];
}

export function v2Model(clock: ModelClock): V2Model {
  return { cards: new Map(), clock, transfers: [] };
}

/** Why a transfer must be declined, as the catalogue says it (support/reasons.ts) and as v2's statusMessage reads. */
const DECLINES = {
  blocked: { reason: 'the card is blocked', message: /blocked/i },
  funds: { reason: 'of insufficient funds', message: /insufficient funds/i },
  daily: { reason: 'it exceeds the daily spending limit', message: /daily.*limit|limit.*daily/i },
  monthly: { reason: 'it exceeds the monthly spending limit', message: /monthly.*limit|limit.*monthly/i },
} as const;
type Decline = keyof typeof DECLINES;

class Transfer extends TransferCommand<V2Model> {
  /** Spec 02 §3 and the emulator's order of checks: the cards' states, the funds, then the limits. */
  private decline(m: V2Model): Decline | undefined {
    const source = cardOf(m, this.from);
    if (source.blocked || cardOf(m, this.to).blocked) return 'blocked';
    if (this.amount > source.balance - source.reserved) return 'funds';
    return limitRefusal(source, this.amount, m.clock);
  }
  async run(m: V2Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.from, this.to);
    const source = cardOf(m, this.from);
    const target = cardOf(m, this.to);
    const decline = this.decline(m);
    const body = { amount: this.amount, currency: 'EUR', sourceCard: { cardNumber: source.number, expiryDate: source.expiry }, destinationCard: { cardNumber: target.number } };
    const answer = await s.clients.v2.createTransfer(body);
    const words = `${this.from} ${decline ? 'tries to transfer' : 'transfers'} ${money(this.amount)} to ${this.to}`;
    s.say('When', words);
    s.succeeded(`transferring from ${this.from} to ${this.to}`, answer);
    const shown = answer.ok ? { status: answer.value.status, why: whyOf(answer.value.statusMessage) } : undefined;
    m.transfers.push({ from: this.from, to: this.to, amount: money(this.amount), status: decline ? 'declined' : 'approved' });
    if (decline) {
      s.expect({ text: `the transfer is declined because ${DECLINES[decline].reason}` }, RULES.outcome, { status: 'declined', why: decline }, shown);
    } else {
      s.observe({ text: 'the transfer is approved' }, RULES.outcome, { status: 'approved', why: undefined }, shown);
      transferred(source, target, this.amount, m.clock.day());
    }
    await observeBalance(s, m, this.from);
    await observeBalance(s, m, this.to);
  }
}

function whyOf(message: string): Decline | undefined {
  return (Object.keys(DECLINES) as Decline[]).find((d) => DECLINES[d].message.test(message));
}

/** Sets both spending limits, or replaces one; a new value keeps what the period has consumed. */
class SetLimits implements Command<V2Model> {
  constructor(
    readonly name: Person,
    readonly daily: number | undefined,
    readonly monthly: number | undefined,
  ) {}
  check(): boolean {
    return true;
  }
  async run(m: V2Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const card = cardOf(m, this.name);
    const her = pronoun(this.name);
    const limits = [...(this.daily === undefined ? [] : [{ interval: 'daily', amount: this.daily }]), ...(this.monthly === undefined ? [] : [{ interval: 'monthly', amount: this.monthly }])];
    const answer = await s.clients.v2.updateCard(card.id, { spendingLimits: limits });
    if (this.daily !== undefined && this.monthly !== undefined) s.say('When', `${this.name} sets ${her} card's spending limits to ${money(this.daily)} daily and ${money(this.monthly)} monthly`);
    else s.say('When', `${this.name} replaces ${her} card's ${this.daily === undefined ? 'monthly' : 'daily'} spending limit with ${money(this.daily ?? this.monthly ?? 0)}`);
    s.succeeded(`setting ${this.name}'s spending limits`, answer);
    card.daily = this.daily ?? card.daily;
    card.monthly = this.monthly ?? card.monthly;
    const shown = answer.ok ? Object.fromEntries(answer.value.spendingLimits.map((l) => [l.interval, money(l.amount)])) : {};
    const expected = { daily: money(card.daily), monthly: money(card.monthly) };
    s.observe({ text: `${this.name}'s card has a daily spending limit of ${expected.daily} and a monthly spending limit of ${expected.monthly}` }, RULES.state, expected, { daily: shown.daily, monthly: shown.monthly });
  }
  toString(): string {
    return `${this.name} sets limits daily ${this.daily ?? '-'} monthly ${this.monthly ?? '-'}`;
  }
}

/**
 * Who a masked card number of a transfer is. A mask (BIN and last four digits) is all the list
 * shows, and two random PANs share one about once in 10,000 pairs: every holder of the mask is
 * named, so that such a pair is compared as the API shows it, not called a violation.
 */
export function whoseMask(cards: ReadonlyMap<Person, { readonly mask: string }>, mask: string): string {
  return [...cards].filter(([, card]) => card.mask === mask).map(([name]) => name).join(' or ') || '?';
}

/** The transfers a card lists, oldest first, approved and declined. */
class ReadTransfers implements Command<V2Model> {
  constructor(readonly name: Person) {}
  check(): boolean {
    return true;
  }
  async run(m: V2Model, s: Session): Promise<void> {
    await ensureCards(m, s, this.name);
    const card = cardOf(m, this.name);
    const answer = await s.clients.v2.listTransfers({ cardNumberFltr: card.number });
    s.succeeded(`listing the transfers of ${this.name}'s card`, answer);
    const whose = (mask: string) => whoseMask(m.cards, mask);
    const maskOf = (name: Person) => cardOf(m, name).mask;
    const listed = answer.ok ? [...answer.value.transfers].sort((a, b) => a.creationDate.localeCompare(b.creationDate)) : [];
    const shown = listed.map((t) => [whose(t.sourceCard.cardNumber), whose(t.destinationCard.cardNumber), money(t.amount), t.status]);
    const mine = m.transfers.filter((t) => t.from === this.name || t.to === this.name);
    const expected = mine.map((t) => [whose(maskOf(t.from)), whose(maskOf(t.to)), t.amount, t.status]);
    const table = [['from', 'to', 'amount', 'status'], ...mine.map((t) => [t.from, t.to, t.amount, t.status])];
    s.observe({ text: `the transfers of ${this.name}'s card are:`, table }, RULES.state, expected, shown);
  }
  toString(): string {
    return `list the transfers of ${this.name}'s card`;
  }
}

const limit = fc.constantFrom(5_000, 10_000, 20_000, 50_000, 100_000);

export function v2Commands(): fc.Arbitrary<Command<V2Model>>[] {
  return [
    ...cardCommands(),
    fc.tuple(person, person, amount).map(([a, b, x]) => new Transfer(a, b, x)),
    fc.tuple(person, limit, limit).map(([n, d, mo]) => new SetLimits(n, d, mo)),
    fc.tuple(person, limit, fc.boolean()).map(([n, x, daily]) => new SetLimits(n, daily ? x : undefined, daily ? undefined : x)),
    person.map((n) => new ReadTransfers(n)),
    fc.constant(new NextDay()),
  ];
}
