/** 3-D Secure 2 on P2P transfers (the shop's page with the method iframes, the bank's page, the finish call) and the gateway's transfer page. */
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from 'chai';
import { attachScreenshot } from '../support/stand-ins/browser.js';
import { AcsPage } from '../support/pages/acs-page.js';
import { ShopPage } from '../support/pages/shop-page.js';
import { SHOP_NAME } from '../support/stand-ins/merchant-site.js';
import { P2pPage } from '../support/pages/p2p-page.js';
import { askedForBrowserData, authenticationToldToShop, finishThreeDs, performThroughThreeDs, reachBankPage, startChallengeOnShopPage } from '../support/tasks/p2p-three-ds.js';
import { type CardRef, cardDataOfRef, fromCardOf, knownP2pOrder, lastP2pOrder, orderParams, perform, performDone } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

const BROWSER = { timeout: 30_000 };

When('the customer performs transfer {string} through 3-D Secure from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await performThroughThreeDs(this, label, { from, to });
});

Then('the gateway asked for the browser data of transfer {string} first', function (this: CardlabWorld, label: string) {
  expect(askedForBrowserData(this, label), 'the first perform call asked for 3-D Secure 2').to.equal(true);
});

When('the customer tries to perform transfer {string} from {p2pcard} to {p2pcard}', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  this.attempted(`performing ${label}`, await perform(this, label, { from, to }));
});

When("the customer performs transfer {string} from {p2pcard} to {p2pcard}, authenticated by the merchant's own 3-D Secure server", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  // What a merchant's 3DS server hands over after a successful challenge (Mastercard: ECI 02).
  const threeDsAuthResult = { cavv: 'AAABBZEEBgAAAAAAAAAAAAAAAAA=', xid: 'MDAwMDAwMDAwMDAwMDAwMDAwMDE=', eci: 2, threeDsType: 'BROWSER', threeDSProtocolVersion: '2.2.0' };
  await performDone(this, label, { to }, { fromCard: { ...fromCardOf(cardDataOfRef(this, from)), threeDsAuthResult } });
});

When("the customer starts transfer {string} on the shop's page from {p2pcard} to {p2pcard}", BROWSER, async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await startChallengeOnShopPage(this, label, { from, to });
});

Given("the customer has reached the bank's page for transfer {string} from {p2pcard} to {p2pcard}", async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await reachBankPage(this, label, { from, to });
});

When('the merchant finishes the 3-D Secure of transfer {string} at the address the specification names', async function (this: CardlabWorld, label: string) {
  await finishThreeDs(this, label, 'spec literal');
});

When('the merchant finishes the 3-D Secure of transfer {string}', async function (this: CardlabWorld, label: string) {
  await finishThreeDs(this, label);
});

Then(/^the bank told the shop that the customer was (authenticated|not authenticated)$/, async function (this: CardlabWorld, result: string) {
  expect(await authenticationToldToShop(this, lastP2pOrder(this).label)).to.equal(result === 'authenticated' ? 'Y' : 'N');
});

When("the customer sends transfer {string} on the gateway's page from {p2pcard} to {p2pcard}", BROWSER, async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  const page = new P2pPage(this.page());
  await page.open(knownP2pOrder(this, label).formUrl);
  await page.fillIn(cardDataOfRef(this, from), cardDataOfRef(this, to), String(orderParams(this, `${label}-email`, { minor: 1, currency: 'EUR' }).email));
  await attachScreenshot(this, 'the transfer page filled in');
  await page.submit();
  // The browser goes on by itself (the bank's checks, maybe its page): the step ends where the customer has something to do or is back at the shop.
  await new AcsPage(this.page()).code.or(this.page().page.getByRole('heading', { name: SHOP_NAME, exact: true })).waitFor();
});

Then("the customer is back on the shop's return page of transfer {string}", BROWSER, async function (this: CardlabWorld, label: string) {
  const shop = new ShopPage(this.page());
  await shop.waitUntilBack();
  expect(shop.landing()).to.deep.equal({ page: 'return', orderId: knownP2pOrder(this, label).orderId });
});
