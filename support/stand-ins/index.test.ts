import assert from 'node:assert/strict';
import { test } from 'node:test';
import { request } from 'undici';
import { CallbackReceiver } from './callback-receiver.js';
import { StandIns } from './index.js';

/** A stand-in that counts its starts and closes. */
function counted<T extends object>(make: () => T) {
  const counts = { starts: 0, closes: 0 };
  const start = () => {
    counts.starts += 1;
    return Promise.resolve(Object.assign(make(), { close: () => Promise.resolve(void (counts.closes += 1)) }));
  };
  return { counts, start };
}

test('nothing starts until a step needs it; each starts once per worker and stops once', async () => {
  const receiver = counted(() => ({}));
  const site = counted(() => ({}));
  const shop = counted(() => ({}));
  const browser = counted(() => ({}));
  const standIns = new StandIns({ receiver: receiver.start, merchantSite: site.start, shopSite: shop.start, browser: browser.start } as never);
  const one = standIns.forScenario();
  const two = standIns.forScenario();
  assert.deepEqual([receiver.counts.starts, site.counts.starts, shop.counts.starts, browser.counts.starts], [0, 0, 0, 0]);

  assert.equal(await one.merchantSite(), await two.merchantSite());
  await Promise.all([one.shopSite(), two.shopSite()]);
  assert.deepEqual([receiver.counts.starts, site.counts.starts, shop.counts.starts, browser.counts.starts], [0, 1, 1, 0]);

  await standIns.stop();
  assert.deepEqual([site.counts.closes, shop.counts.closes, receiver.counts.closes, browser.counts.closes], [1, 1, 0, 0]);
  await standIns.stop();
  assert.equal(site.counts.closes, 1, 'a second stop closes nothing twice');
  await standIns.forScenario().merchantSite();
  assert.equal(site.counts.starts, 2, 'after a stop, the next use starts it again');
});

test('a stand-in that failed to start fails every later use with the same error, and stop() passes over it', async () => {
  let starts = 0;
  const failing = () => {
    starts += 1;
    return Promise.reject(new Error('@browser scenarios need Chromium'));
  };
  const standIns = new StandIns({ browser: failing });
  await assert.rejects(standIns.forScenario().openPage(), /need Chromium/);
  await assert.rejects(standIns.forScenario().openPage(), /need Chromium/);
  assert.equal(starts, 1);
  await standIns.stop();
});

test("each scenario has its own callback inbox, closed when the scenario ends; the receiver stays for the next", async (t) => {
  const standIns = new StandIns({ receiver: () => CallbackReceiver.start({ host: '127.0.0.1', port: 0, waitMs: 100 }) });
  t.after(() => standIns.stop());
  const first = standIns.forScenario();
  assert.deepEqual(first.receivedCallbacks(), [], 'nothing received before the inbox is opened');
  const inbox = await first.callbacks();
  assert.equal(await first.callbacks(), inbox, 'one inbox per scenario');
  const url = inbox.url('order');
  const res = await request(`${url}?mdOrder=m1`);
  await res.body.dump();
  assert.equal(res.statusCode, 200);
  assert.deepEqual(first.receivedCallbacks().map((c) => c.params.mdOrder), ['m1']);

  await first.end();
  const late = await request(`${url}?mdOrder=m2`);
  await late.body.dump();
  assert.equal(late.statusCode, 404, 'callbacks for an ended scenario are turned away');
  const second = standIns.forScenario();
  assert.notEqual((await second.callbacks()).url('order'), url);
});

/** A browser whose contexts count what is done to them; `crash` makes pages fail to navigate. */
function fakeBrowser() {
  const counts = { contexts: 0, closed: 0, blanked: 0, cookiesCleared: 0 };
  const state = { crash: false };
  const browser = {
    newContext: () => {
      counts.contexts += 1;
      const page = {
        goto: (url: string) => (state.crash ? Promise.reject(new Error('Target crashed')) : Promise.resolve(void (counts.blanked += url === 'about:blank' ? 1 : 0))),
      };
      return Promise.resolve({
        setDefaultTimeout: () => undefined,
        route: () => Promise.resolve(),
        newPage: () => Promise.resolve(page),
        clearCookies: () => Promise.resolve(void (counts.cookiesCleared += 1)),
        close: () => Promise.resolve(void (counts.closed += 1)),
      });
    },
    close: () => Promise.resolve(),
  };
  return { counts, state, start: () => Promise.resolve(browser) };
}

test('pages one per scenario: each scenario opens its own context, closed when it ends', async () => {
  const browser = fakeBrowser();
  const standIns = new StandIns({ browser: browser.start } as never);
  for (let i = 0; i < 2; i++) {
    const scenario = standIns.forScenario();
    await scenario.openPage();
    await scenario.end();
  }
  assert.deepEqual(browser.counts, { contexts: 2, closed: 2, blanked: 0, cookiesCleared: 0 });
});

test('pages one per worker: the page is emptied for the next scenario; one that cannot be emptied is closed and the next scenario gets a new one', async () => {
  const browser = fakeBrowser();
  const standIns = new StandIns({ browser: browser.start } as never);
  const first = standIns.forScenario('one per worker');
  const page = await first.openPage();
  page.used = true;
  await first.end();
  assert.deepEqual(browser.counts, { contexts: 1, closed: 0, blanked: 1, cookiesCleared: 1 });
  assert.equal(page.used, false, 'the next scenario starts with an unused page');

  const second = standIns.forScenario('one per worker');
  assert.equal(await second.openPage(), page, 'the next scenario gets the same page');
  assert.equal(browser.counts.contexts, 1);
  browser.state.crash = true;
  await second.end();
  assert.deepEqual(browser.counts, { contexts: 1, closed: 1, blanked: 1, cookiesCleared: 1 });

  browser.state.crash = false;
  const third = standIns.forScenario('one per worker');
  const fresh = await third.openPage();
  assert.notEqual(fresh, page);
  assert.equal(browser.counts.contexts, 2, 'a new context for the scenario after a page that could not be emptied');
  await third.end();
  await standIns.stop();
  assert.notEqual(await standIns.forScenario('one per worker').openPage(), fresh, 'a stop forgets the spare page (closed with its browser)');
});
