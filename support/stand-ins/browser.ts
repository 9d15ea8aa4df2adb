/**
 * The browser of a cucumber worker: one headless Chromium (launched and closed by the worker's
 * stand-ins, index.ts); each scenario gets its own context and page, closed after it, or, in a
 * mutation run, the worker's one page, emptied for the next scenario (WorldParams.browserPages).
 * Chromium is Debian's (`/usr/bin/chromium`) unless CARDLAB_CHROMIUM names another.
 *
 * Screenshots never show a full card number or security code: page objects register the fields
 * that hold them, and every screenshot masks those.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright';
import { standInForShop } from './merchant-site.js';
import type { CardlabWorld } from '../world.js';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Steps wait this long at most for a page to show what they expect. */
const ACTION_TIMEOUT_MS = 10_000;

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CARDLAB_CHROMIUM || '/usr/bin/chromium';
}

/** Launches Chromium, or says what to install or set when it cannot. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`@browser scenarios need Chromium, and there is none at ${executablePath}: install it (apt-get install chromium) or set CARDLAB_CHROMIUM to its path`);
  }
  try {
    return await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    throw new Error(`Chromium at ${executablePath} did not start (CARDLAB_CHROMIUM names another): ${(error as Error).message}`, { cause: error });
  }
}

/** The scenario's own browser context and page, the fields screenshots hide, and whether the current step used them. */
export class ScenarioPage {
  /** Set when a step reached for the page; the hooks then attach a screenshot after that step. */
  used = false;
  private readonly secretFields: Locator[] = [];

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser): Promise<ScenarioPage> {
    const context = await browser.newContext({ viewport: { width: 900, height: 700 }, locale: 'en-GB' });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await standInForShop(context);
    return new ScenarioPage(context, await context.newPage());
  }

  /** Fields whose content must never appear in a screenshot (card number, security code). */
  hideInScreenshots(...fields: Locator[]): void {
    this.secretFields.push(...fields);
  }

  /** The page as it looks now, secret fields masked; undefined when there is nothing to show or it cannot be taken. */
  async screenshot(): Promise<Buffer | undefined> {
    if (this.page.isClosed() || this.page.url() === 'about:blank') return undefined;
    try {
      return await this.page.screenshot({ fullPage: true, mask: this.secretFields, timeout: 5_000 });
    } catch {
      return undefined;
    }
  }

  /**
   * Makes the page a blank one for another scenario: no document, no cookies, nothing hidden or used;
   * false when the page could not be emptied (then close it). The scenarios' pages keep nothing
   * else (no storage, no permissions granted, no handlers), and no step goes back in the history.
   */
  async empty(): Promise<boolean> {
    this.used = false;
    this.secretFields.length = 0;
    try {
      await this.page.goto('about:blank');
      await this.context.clearCookies();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Attaches the page as it is now to the report, at a moment worth seeing (a form filled in before it is sent). */
export async function attachScreenshot(world: CardlabWorld, moment: string): Promise<void> {
  const shot = await world.page().screenshot();
  if (shot) world.attach(shot, { mediaType: 'image/png', fileName: `${moment}.png` });
}
