/**
 * The World of one scenario: its actors, its clients, its seeded data and the guard that no refused
 * call goes unchecked.
 */
import { type IWorldOptions, setWorldConstructor, World } from '@cucumber/cucumber';
import type { Faker } from '@faker-js/faker';
import { Recorder } from '../clients/exchange.js';
import { HttpClient } from '../clients/http.js';
import { ControlClient } from '../clients/control.js';
import { type Answer, V2Client } from '../clients/v2.js';
import { SecretRegistry } from '../common/masking.js';
import { createFaker } from '../generators/faker.js';
import { Actors } from './actors.js';
import { noteSecret } from './secret-ledger.js';
import type { WorldParams } from './config.js';
import { currentTarget, type ResolvedTarget } from './target.js';

/** The last call of the scenario that could have been refused, and whether a step looked at it. */
interface LastCall {
  readonly what: string;
  readonly refused: boolean;
  checked: boolean;
  readonly answer: Answer<unknown>;
}

export class CardlabWorld extends World<WorldParams> {
  readonly secrets = new SecretRegistry();
  readonly recorder = new Recorder(this.secrets);
  readonly actors = new Actors();
  faker!: Faker;
  seed = 0;
  private last: LastCall | undefined;
  private clients: { target: ResolvedTarget; v2: V2Client; control: ControlClient | undefined } | undefined;

  constructor(options: IWorldOptions<WorldParams>) {
    super(options);
  }

  get target(): ResolvedTarget {
    return this.connect().target;
  }

  get v2(): V2Client {
    return this.connect().v2;
  }

  /** Clients are made on first use: a dry run builds Worlds without ever opening a target. */
  private connect() {
    if (this.clients) return this.clients;
    const target = currentTarget();
    this.remember(target.v2.apiKey);
    const http = (baseUrl: string, headers?: Record<string, string>) => new HttpClient({ baseUrl, headers, timeoutMs: target.timeoutMs, recorder: this.recorder });
    this.clients = {
      target,
      v2: new V2Client(http(target.v2.baseUrl, { 'x-api-key': target.v2.apiKey })),
      control: target.controlUrl ? new ControlClient(http(target.controlUrl)) : undefined,
    };
    return this.clients;
  }

  seedWith(seed: number): void {
    this.seed = seed;
    this.faker = createFaker(seed);
  }

  /** The control API; only `@emulator-only` scenarios may need it. */
  emulator(): ControlClient {
    const control = this.connect().control;
    if (!control) throw new Error('this step needs the emulator control API: tag the scenario @emulator-only');
    return control;
  }

  /** Records an attempt whose refusal a later step is expected to check. */
  attempted<T>(what: string, answer: Answer<T>, refused = !answer.ok): Answer<T> {
    this.last = { what, refused, checked: false, answer };
    return answer;
  }

  /** Requires success: a refusal fails the step with what the target said. Later steps may still read the answer. */
  succeeded<T>(what: string, answer: Answer<T>): T {
    this.last = { what, refused: false, checked: false, answer };
    return this.read(what, answer);
  }

  /** For questions: requires success, and leaves the last attempt alone so it can still be checked. */
  read<T>(what: string, answer: Answer<T>): T {
    if (answer.ok) return answer.value;
    throw new Error(this.recorder.redact(`${what} was refused with HTTP ${answer.status}: ${JSON.stringify(answer.error ?? answer.reply.body)}`));
  }

  /** The answer of the last call, marked as checked. */
  lastAttempt(): Answer<unknown> {
    if (!this.last) throw new Error('no earlier step called the target');
    this.last.checked = true;
    return this.last.answer;
  }

  /** Fails a scenario whose last attempt was refused without any step checking it. */
  uncheckedRefusal(): string | undefined {
    return this.last && this.last.refused && !this.last.checked ? `${this.last.what} was refused and no step checked it` : undefined;
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
