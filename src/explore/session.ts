/**
 * What every model of the explorer shares: the run's session (the target's clients, the steps the
 * run has taken so far, the model's clock) and the violation a command throws when the target does
 * not do what the specification says. A command says what it did in catalogued Gherkin phrases
 * (docs/steps.md), so that a failing run can be written down as a scenario QA can keep.
 */
import type { AsyncCommand } from 'fast-check';
import type { ControlClient } from '../clients/control.js';
import type { Recorder } from '../clients/exchange.js';
import type { GatewayClient } from '../clients/gateway.js';
import type { Reply } from '../clients/http.js';
import type { P2pClient } from '../clients/p2p.js';
import type { V1Client } from '../clients/v1.js';
import type { V2Client } from '../clients/v2.js';
import { maskValue, type SecretRegistry } from '../common/masking.js';
import { formatMoney } from '../common/money.js';
import type { RemoteTarget } from '../target/config.js';

export type Api = 'v1' | 'v2' | 'ecom' | 'p2p';
export const APIS: readonly Api[] = ['v1', 'v2', 'ecom', 'p2p'];

/** One line of a scenario; `table` rows follow the step (the first row names the columns). */
export interface Step {
  readonly keyword: 'Given' | 'When' | 'Then';
  readonly text: string;
  readonly table?: readonly (readonly string[])[] | undefined;
}

/** The rules the explorer checks; a violation names one of them. */
export const RULES = {
  outcome: 'an operation is approved, declined or refused as the specification says',
  contract: 'every answer keeps its contract',
  conserved: "money is conserved (the emulator's ledger sums to zero)",
  refunds: 'an order never refunds more than it deposited',
  transitions: "a status only moves along the specification's transitions",
  balance: 'the balance a card shows equals its movements',
  state: 'what the target shows equals what the specification says it must be',
} as const;
export type Rule = (typeof RULES)[keyof typeof RULES];

/** The target did not do what the model says it must: the rule, what was expected, what the target answered (masked). */
export class Violation extends Error {
  override readonly name = 'Violation';
  constructor(
    readonly rule: Rule,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`${rule}: expected ${expected}; the target answered ${actual}`);
  }
}

/** The clients of the interfaces the run explores; `control` only when the target is an emulator the explorer may steer. */
export interface Clients {
  readonly v2: V2Client;
  readonly v1?: V1Client | undefined;
  readonly gateway?: GatewayClient | undefined;
  readonly p2p?: P2pClient | undefined;
  readonly control?: ControlClient | undefined;
}

/**
 * The model's idea of the date: on an emulator the explorer sets its clock, so the model knows the
 * day; on any other target it is the real date (a run that crosses midnight UTC may then disagree
 * about a daily limit: docs/explore.md says so).
 */
export class ModelClock {
  private fixed: number | undefined;

  constructor(start?: Date) {
    this.fixed = start?.getTime();
  }

  get steerable(): boolean {
    return this.fixed !== undefined;
  }

  now(): Date {
    return new Date(this.fixed ?? Date.now());
  }

  /** YYYY-MM-DD (UTC): the window of a daily limit. */
  day(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** YYYY-MM (UTC): the window of a calendar-month limit. */
  month(): string {
    return this.now().toISOString().slice(0, 7);
  }

  /** As the step "the next day begins" does: a minute past the next midnight. */
  nextDay(): void {
    const now = this.now().getTime();
    this.fixed = Math.ceil((now + 1) / 86_400_000) * 86_400_000 + 60_000;
  }

  advance(seconds: number): void {
    this.fixed = this.now().getTime() + seconds * 1000;
  }
}

/** The instant every run on an emulator starts at: written as "Given it is 2026-03-10 at 10:00" when the run moves the clock. */
export const START = new Date('2026-03-10T10:00:00Z');

export interface SessionOptions {
  readonly clients: Clients;
  readonly target: RemoteTarget;
  readonly recorder: Recorder;
  /** What the recorder redacts by value: the run adds the card numbers it learns. */
  readonly secrets: SecretRegistry;
  readonly clock: ModelClock;
  /** A prefix unique to the run: order numbers and client ids must be new on a target that is never reset. */
  readonly unique: string;
}

/** One run against the target: fast-check's "real" system. */
export class Session {
  readonly clients: Clients;
  readonly target: RemoteTarget;
  readonly recorder: Recorder;
  readonly clock: ModelClock;
  readonly unique: string;
  private readonly secrets: SecretRegistry;
  /** The steps taken so far, in catalogued phrases. */
  readonly steps: Step[] = [];
  /** The run moved the emulator's clock: the scenario is `@emulator-only`. */
  clockMoved = false;
  /** Commands run, for the summary. */
  commands = 0;
  private violationsSeen = 0;

  constructor(options: SessionOptions) {
    this.clients = options.clients;
    this.target = options.target;
    this.recorder = options.recorder;
    this.secrets = options.secrets;
    this.clock = options.clock;
    this.unique = options.unique;
  }

  say(keyword: Step['keyword'], text: string, table?: Step['table']): void {
    this.steps.push({ keyword, text, table });
  }

  /** A card number or key learnt from the target: never printed. */
  remember(secret: string): void {
    this.secrets.add(secret);
  }

  /** The control API; a command that moves the clock is only offered when there is one. */
  get control(): ControlClient {
    if (!this.clients.control) throw new Error('this command needs the emulator control API');
    return this.clients.control;
  }

  /** Fails the run when an answer since the last look broke its contract (the clients check every answer). */
  checkContracts(): void {
    const all = this.recorder.violations;
    if (all.length === this.violationsSeen) return;
    const v = all[this.violationsSeen]!;
    this.violationsSeen = all.length;
    throw new Violation(RULES.contract, `${v.operation} to answer as its contract says`, `${v.field}: ${v.message}`);
  }

  /**
   * A check whose step is written only when it fails: the written scenario ends with the one that
   * found the difference.
   */
  observe(step: Omit<Step, 'keyword'>, rule: Rule, expected: unknown, actual: unknown): void {
    if (same(expected, actual)) return;
    this.say('Then', step.text, step.table);
    throw new Violation(rule, show(expected), this.shown(actual));
  }

  /** A check whose step is always written (a refusal must be checked by a step, or the scenario fails). */
  expect(step: Omit<Step, 'keyword'>, rule: Rule, expected: unknown, actual: unknown): void {
    this.say('Then', step.text, step.table);
    if (!same(expected, actual)) throw new Violation(rule, show(expected), this.shown(actual));
  }

  /** An answer the model expected to succeed: a refusal is a violation. */
  succeeded(what: string, answer: { ok: boolean; reply: Reply }): void {
    if (!answer.ok) throw new Violation(RULES.outcome, `${what} to succeed`, `HTTP ${answer.reply.status} ${this.shown(answer.reply.body)}`);
  }

  /** Masked as the clients record it: no PAN, CVC or credential reaches the terminal. */
  shown(value: unknown): string {
    return this.recorder.redact(show(maskValue(value)));
  }
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** "Given the next day begins": the emulator's clock, and the model's, a minute past the next midnight. */
export class NextDay implements AsyncCommand<{ readonly clock: ModelClock }, Session> {
  check(m: Readonly<{ readonly clock: ModelClock }>): boolean {
    return m.clock.steerable;
  }
  async run(m: { readonly clock: ModelClock }, s: Session): Promise<void> {
    s.say('Given', 'the next day begins');
    s.clockMoved = true;
    m.clock.nextDay();
    await s.control.setClock(m.clock.now());
  }
  toString(): string {
    return 'the next day begins';
  }
}

/** A command of a model: fast-check's AsyncCommand with the session as the real system. */
export type Command<M extends object> = AsyncCommand<M, Session>;

/** A command about one person and an amount, which any state of the model allows (a missing card is issued first). */
export abstract class PersonCommand<M extends object> implements Command<M> {
  constructor(
    readonly name: Person,
    readonly amount: number,
  ) {}
  check(): boolean {
    return true;
  }
  abstract run(m: M, s: Session): Promise<void>;
  abstract toString(): string;
}

/** Money from one person's card to another's. */
export abstract class TransferCommand<M extends object> implements Command<M> {
  constructor(
    readonly from: Person,
    readonly to: Person,
    readonly amount: number,
  ) {}
  check(): boolean {
    return this.from !== this.to;
  }
  abstract run(m: M, s: Session): Promise<void>;
  toString(): string {
    return `${this.from} transfers ${formatMoney(this.amount)} to ${this.to}`;
  }
}

/** What a model's card keeps of money: its balance, and its dated transfer-limit consumption. */
interface Funds {
  balance: number;
  readonly spent: { day: string; amount: number }[];
}

/** An approved transfer in the model: the amount moves, and counts against the source's limits today. */
export function transferred(source: Funds, target: Funds, amount: number, day: string): void {
  source.balance -= amount;
  target.balance += amount;
  source.spent.push({ day, amount });
}

/** The people of the runs, with the pronoun the catalogue's phrases take. */
export const PEOPLE = [
  { name: 'Alice', her: 'her' },
  { name: 'Bob', her: 'his' },
  { name: 'Carol', her: 'her' },
] as const;
export type Person = (typeof PEOPLE)[number]['name'];
export const pronoun = (name: Person): string => PEOPLE.find((p) => p.name === name)!.her;
