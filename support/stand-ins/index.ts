/**
 * The outside parties a scenario talks to, played by the harness: the merchant's callback receiver,
 * the merchant's site (3-D Secure challenge and finish pages), the P2P shop's checkout pages and the
 * customer's browser. One owner per cucumber worker starts each on first use (a run without
 * callbacks or browser scenarios starts none of them) and stops what it started once, in the
 * AfterAll hook; each scenario gets its own view of them (its callback inbox, its browser page),
 * given back after the scenario. A page given back is closed, or, when pages are one per worker
 * (mutation runs: WorldParams.browserPages), emptied and kept for the worker's next scenario.
 *
 * A stand-in that failed to start stays failed for the worker: every scenario that needs it then
 * fails at once with the same message (say, "install Chromium") instead of retrying each time.
 */
import type { Browser } from 'playwright';
import type { WorldParams } from '../../src/target/config.js';
import { launchChromium, ScenarioPage } from './browser.js';
import { type CallbackInbox, CallbackReceiver, type ReceivedCallback } from './callback-receiver.js';
import { MerchantSite } from './merchant-site.js';
import { ShopSite } from './p2p-shop.js';

type BrowserPages = NonNullable<WorldParams['browserPages']>;

interface Closable {
  close(): Promise<void>;
}

/** How each stand-in starts; tests give their own. */
interface Starters {
  readonly receiver: () => Promise<CallbackReceiver>;
  readonly merchantSite: () => Promise<MerchantSite>;
  readonly shopSite: () => Promise<ShopSite>;
  readonly browser: () => Promise<Browser>;
}

const REAL: Starters = { receiver: () => CallbackReceiver.start(), merchantSite: () => MerchantSite.start(), shopSite: () => ShopSite.start(), browser: launchChromium };

/** The stand-ins of one worker. */
export class StandIns {
  #receiver: Promise<CallbackReceiver> | undefined;
  #merchantSite: Promise<MerchantSite> | undefined;
  #shopSite: Promise<ShopSite> | undefined;
  #browser: Promise<Browser> | undefined;
  /** The page the last scenario gave back emptied, when pages are one per worker. */
  #sparePage: ScenarioPage | undefined;
  private readonly starters: Starters;

  constructor(starters: Partial<Starters> = {}) {
    this.starters = { ...REAL, ...starters };
  }

  /** The merchant's server that records callbacks (CARDLAB_CALLBACK_* say where it listens). */
  receiver(): Promise<CallbackReceiver> {
    return (this.#receiver ??= this.starters.receiver());
  }

  merchantSite(): Promise<MerchantSite> {
    return (this.#merchantSite ??= this.starters.merchantSite());
  }

  shopSite(): Promise<ShopSite> {
    return (this.#shopSite ??= this.starters.shopSite());
  }

  browser(): Promise<Browser> {
    return (this.#browser ??= this.starters.browser());
  }

  /** A page for a scenario: the spare one when there is one, else a new context and page. */
  async page(): Promise<ScenarioPage> {
    const spare = this.#sparePage;
    this.#sparePage = undefined;
    return spare ?? (await ScenarioPage.open(await this.browser()));
  }

  /** A scenario's page back: kept, emptied, for the next scenario, or closed. */
  async giveBack(page: ScenarioPage, pages: BrowserPages): Promise<void> {
    if (pages === 'one per worker' && !this.#sparePage && (await page.empty())) this.#sparePage = page;
    else await page.close();
  }

  /** What one scenario sees of the stand-ins; it starts nothing until a step needs it. */
  forScenario(pages: BrowserPages = 'one per scenario'): ScenarioStandIns {
    return new ScenarioStandIns(this, pages);
  }

  /** Stops every stand-in that was started; the next use starts it again. */
  async stop(): Promise<void> {
    const started: Array<Promise<Closable> | undefined> = [this.#receiver, this.#merchantSite, this.#shopSite, this.#browser];
    this.#receiver = this.#merchantSite = this.#shopSite = this.#browser = undefined;
    // Closed with its browser.
    this.#sparePage = undefined;
    // One that never started has nothing to close; its start error was reported where it was needed.
    await Promise.all(started.map(async (starting) => (await starting?.catch(() => undefined))?.close()));
  }
}

/** One scenario's callback inbox and browser page, opened when a step needs them, given back by end(). */
export class ScenarioStandIns {
  #inbox: CallbackInbox | undefined;
  #page: ScenarioPage | undefined;

  constructor(
    private readonly worker: StandIns,
    private readonly pages: BrowserPages,
  ) {}

  /** The scenario's addresses at the callback receiver, and what arrived there. */
  async callbacks(): Promise<CallbackInbox> {
    const receiver = await this.worker.receiver();
    return (this.#inbox ??= receiver.inbox());
  }

  /** What arrived at the scenario's addresses so far (nothing when it gave the gateway none). */
  receivedCallbacks(): readonly ReceivedCallback[] {
    return this.#inbox?.received() ?? [];
  }

  merchantSite(): Promise<MerchantSite> {
    return this.worker.merchantSite();
  }

  shopSite(): Promise<ShopSite> {
    return this.worker.shopSite();
  }

  /** Opens the scenario's browser page (launching the worker's Chromium on first use). */
  async openPage(): Promise<ScenarioPage> {
    this.#page ??= await this.worker.page();
    return this.#page;
  }

  /** The page opened for the scenario, if any. */
  get page(): ScenarioPage | undefined {
    return this.#page;
  }

  /** Callbacks that still come for the scenario are turned away; its browser page is given back. */
  async end(): Promise<void> {
    this.#inbox?.close();
    this.#inbox = undefined;
    const page = this.#page;
    this.#page = undefined;
    if (page) await this.worker.giveBack(page, this.pages);
  }
}

/** The stand-ins of this worker (a cucumber worker is a process). */
export const standIns = new StandIns();
