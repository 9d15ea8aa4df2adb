/**
 * The World of one scenario: its actors, its notes, its seeded data and the guard that no refused
 * call goes unchecked. Its clients are not here but beside it (support/clients.ts), for tasks and
 * questions: a step, which is handed the World, reaches the target only through them.
 */
import { randomBytes } from 'node:crypto';
import { type IWorldOptions, setWorldConstructor, World } from '@cucumber/cucumber';
import type { Faker } from '@faker-js/faker';
import { Recorder } from '../src/clients/exchange.js';
import type { GatewayAnswer } from '../src/clients/gateway.js';
import type { P2pAnswer } from '../src/clients/p2p.js';
import type { P2pOperation } from '../src/contracts/p2p/index.js';
import type { V1Answer } from '../src/clients/v1.js';
import type { GatewayOperation } from '../src/contracts/gateway/index.js';
import type { V1Operation } from '../src/contracts/v1/index.js';
import type { Answer } from '../src/clients/v2.js';
import { SecretRegistry } from '../src/common/masking.js';
import { createFaker } from '../generators/faker.js';
import { Actors } from './actors.js';
import { type Api, InterfaceOfScenario } from './interface.js';
import type { ScenarioPage } from './stand-ins/browser.js';
import type { ScenarioStandIns } from './stand-ins/index.js';
import { Notepad } from './notepad.js';
import { keyParts, noteCardSecretSent, notePin, noteSecret } from './secret-ledger.js';
import type { WorldParams } from '../src/target/config.js';
import { currentTarget, type ResolvedTarget } from './target.js';

/** The last call of the scenario that could have been refused, and whether a step looked at it. */
interface LastCall {
  readonly what: string;
  readonly refused: boolean;
  checked: boolean;
  readonly answer: Attempt;
}

export type { Api };

/** An answer of any interface's client: ok with a value, or refused, with the raw reply. */
export type Attempt = Answer<unknown> | V1Answer<V1Operation> | GatewayAnswer<GatewayOperation> | P2pAnswer<P2pOperation>;
type Success<A> = A extends { ok: true; value: infer V } ? V : never;

/** Six base-36 characters, new for every test process. */
const RUN_ID = randomBytes(4).readUInt32BE().toString(36).toUpperCase().padStart(6, '0').slice(-6);

export class CardlabWorld extends World<WorldParams> {
  readonly secrets = new SecretRegistry();
  // Every CVC and PIN an exchange carried is noted (hashed) for the check of secrets at rest.
  readonly recorder = new Recorder(this.secrets, noteCardSecretSent);
  readonly actors = new Actors();
  /** Everything the scenario remembers between its steps (orders, stored cards, 3-D Secure sessions…). */
  readonly notes = new Notepad();
  faker!: Faker;
  seed = 0;
  private last: LastCall | undefined;
  /** Which interface the scenario is about, told only to the steps that depend on it (support/interface.ts). */
  readonly interface = new InterfaceOfScenario();
  #target: ResolvedTarget | undefined;
  #standIns: ScenarioStandIns | undefined;

  constructor(options: IWorldOptions<WorldParams>) {
    super(options);
  }

  /** The target of the worker, read on first use: a dry run builds Worlds without ever opening a target. */
  get target(): ResolvedTarget {
    if (this.#target) return this.#target;
    const target = currentTarget();
    // Its credentials are masked in everything the scenario records, whether or not a step calls the target.
    this.remember(target.v2.apiKey);
    if (target.v1) this.remember(target.v1.token);
    if (target.controlHeaders?.authorization) this.remember(target.controlHeaders.authorization.replace(/^Bearer /, ''));
    if (target.gateway) this.remember(target.gateway.password, target.gateway.token ?? '', target.gateway.callbackKey ?? '');
    if (target.p2p) this.remember(target.p2p.password, ...keyParts(target.p2p.privateKey));
    return (this.#target = target);
  }

  /**
   * The outside parties as this scenario sees them: its callback inbox, its browser page, the shop's
   * sites. The worker's hooks hand them over before the scenario's first step (support/hooks.ts), so
   * that loading the World loads none of them.
   */
  get standIns(): ScenarioStandIns {
    if (!this.#standIns) throw new Error("the scenario has no stand-ins: the Before hook of support/hooks.ts that hands them over did not run");
    return this.#standIns;
  }

  meetStandIns(standIns: ScenarioStandIns): void {
    this.#standIns = standIns;
  }

  /** The browser page, for page objects; the step that asks for it gets a screenshot after it. */
  page(): ScenarioPage {
    const page = this.standIns.page;
    if (!page) throw new Error('this step needs a browser: tag the scenario @browser');
    page.used = true;
    return page;
  }

  /** The interface the scenario is about, for the phrases of INTERFACE_PHRASES (support/interface.ts); any other step that asks fails. */
  get api(): Api {
    return this.interface.api;
  }

  /** Runs `work` as if the scenario were about `api`: for phrases that name their interface ("… through Card Management v2"). */
  through<T>(api: Api, work: () => Promise<T>): Promise<T> {
    return this.interface.through(api, work);
  }

  /**
   * A suffix unique across runs: remote targets are never reset, so a number that only depends on
   * the scenario's seed (order numbers, customer numbers, client ids) would collide on the next run.
   * The seeded part keeps one run's data reproducible; the run id makes it new each run.
   */
  unique(length = 8): string {
    return `${RUN_ID}${this.faker.string.alphanumeric({ length, casing: 'upper' })}`;
  }

  seedWith(seed: number): void {
    this.seed = seed;
    this.faker = createFaker(seed);
  }

  /** Records an attempt whose refusal a later step is expected to check. */
  attempted<A extends Attempt>(what: string, answer: A, refused = !answer.ok): A {
    this.last = { what, refused, checked: false, answer };
    return answer;
  }

  /** Requires success: a refusal fails the step with what the target said. Later steps may still read the answer. */
  succeeded<A extends Attempt>(what: string, answer: A): Success<A> {
    this.last = { what, refused: false, checked: false, answer };
    return this.read(what, answer);
  }

  /** For questions: requires success, and leaves the last attempt alone so it can still be checked. */
  read<A extends Attempt>(what: string, answer: A): Success<A> {
    if (answer.ok) return answer.value as Success<A>;
    throw new Error(this.recorder.redact(`${what} was refused with HTTP ${answer.status}: ${JSON.stringify(answer.reply.body)}`));
  }

  /** The answer of the last call, marked as checked. */
  lastAttempt(): Attempt {
    if (!this.last) throw new Error('no earlier step called the target');
    this.last.checked = true;
    return this.last.answer;
  }

  /** Fails a scenario whose last attempt was refused without any step checking it. */
  uncheckedRefusal(): string | undefined {
    return this.last && this.last.refused && !this.last.checked ? `${this.last.what} was refused and no step checked it` : undefined;
  }

  /** A new 4-digit PIN for the scenario, noted for the secret check (scripts/check-secrets.ts). */
  newPin(): string {
    const pin = this.faker.string.numeric(4);
    notePin(pin);
    return pin;
  }

  /** Card numbers and CVCs the scenario learnt: masked by shape already, and by value here too. */
  remember(...secrets: string[]): void {
    for (const secret of secrets) {
      this.secrets.add(secret);
      noteSecret(secret);
    }
  }
}

setWorldConstructor(CardlabWorld);
