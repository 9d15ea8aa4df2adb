/** The P2P gateway's envelope: unsigned requests, bodies it cannot read, unknown merchants, the language of its errors. */
import { Given, Then, When } from '@cucumber/cucumber';
import { type Money, MONEY_PATTERN } from '../support/money.js';
import { expectAwaitingThreeDs, expectKeyRefused, expectLastRegistrationFor, expectNoPaymentAttempted, expectSameKeyCountTwice } from '../support/questions/p2p-protocol.js';
import {
  allowUnsignedP2p,
  beginThreeDs,
  tryFinishThreeDs,
  trySecondCallNaming,
  type NOT_AN_OBJECT,
  registerSecondKey,
  registerSecondKeyTwice,
  registerSignedWithSecondKey,
  registerUnsigned,
  orderNumberOf,
  performKeepingTheCard,
  tryPayOutRaised,
  trySendInOneCallWith,
  tryFinishUnknownSession,
  tryPerformUnknownOrder,
  tryRegisterAsUnknownMerchant,
  tryRegisterInDollars,
  tryRegisterNestedTooDeep,
  tryRegisterWithBody,
  tryRegisterWrongKey,
  type WRONG_KEYS,
} from '../support/tasks/p2p-protocol.js';
import {
  INQUIRY_CHANGES,
  type InquiryChangeName,
  registerFundingDetailsAtInquiry,
  switchOffStoredCardOf,
  tryAskFeeFromStoredCard,
  tryAskFeeOf,
  tryAskFeeOfUnknownOrder,
  tryAskFeeWith,
} from '../support/tasks/p2p-fee-rules.js';
import { type CardRef, type P2pKind, performDone, tryRegisterWithWrongPassword } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

Given(/^the merchant (may|may not) send P2P requests unsigned$/, async function (this: CardlabWorld, may: string) {
  await allowUnsignedP2p(this, may === 'may');
});

When('the merchant registers transfer {string} for {money} without signing it', async function (this: CardlabWorld, label: string, money: Money) {
  await registerUnsigned(this, label, money);
});

Then('the gateway shows that transfer registered for {money}', async function (this: CardlabWorld, money: Money) {
  await expectLastRegistrationFor(this, money);
});

When('someone tries to register transfer {string} for {money} as a merchant that does not exist', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterAsUnknownMerchant(this, label, money);
});

When('the merchant tries to register transfer {string} for {money} in Russian with a wrong password', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterWithWrongPassword(this, label, money, 'ru');
});

When('the merchant tries to register transfer {string} for {money} with a description nested deeper than any P2P message', async function (this: CardlabWorld, label: string, money: Money) {
  await tryRegisterNestedTooDeep(this, label, money);
});

Then('the answer says that no payment was attempted', function (this: CardlabWorld) {
  expectNoPaymentAttempted(this);
});

When(/^the merchant tries to register transfer "([^"]+)" with (a signed|an unsigned) body that is (a JSON array|JSON null|not JSON at all)$/, async function (this: CardlabWorld, label: string, signed: string, body: keyof typeof NOT_AN_OBJECT) {
  await tryRegisterWithBody(this, label, body, signed === 'a signed');
});

Given('the merchant has registered a second signing key', async function (this: CardlabWorld) {
  await registerSecondKey(this);
});

When('the merchant registers transfer {string} for {money} signed with its second key', async function (this: CardlabWorld, label: string, money: Money) {
  await registerSignedWithSecondKey(this, label, money);
});

When('the merchant registers its second signing key twice', async function (this: CardlabWorld) {
  await registerSecondKeyTwice(this);
});

Then('the merchant has as many keys after the second time as after the first', function (this: CardlabWorld) {
  expectSameKeyCountTwice(this);
});

When(/^the merchant tries to register a signing key that (is no PEM public key|is not an RSA key|has only 1024 bits)$/, async function (this: CardlabWorld, wrong: keyof typeof WRONG_KEYS) {
  await tryRegisterWrongKey(this, wrong);
});

Then('the key is refused because a key must be {string}', function (this: CardlabWorld, mustBe: string) {
  expectKeyRefused(this, mustBe);
});

When(new RegExp(`^the customer asks the fee of a (transfer|funding|payout) of (${MONEY_PATTERN.source}) (${Object.keys(INQUIRY_CHANGES).join('|')})$`), async function (this: CardlabWorld, kind: P2pKind, money: Money, change: InquiryChangeName) {
  // Cucumber reads the amount with the {money} parameter type, whose pattern the group repeats.
  await tryAskFeeWith(this, kind, money, change);
});

When('the customer tries to ask the fee of transfer {string} again', async function (this: CardlabWorld, label: string) {
  await tryAskFeeOf(this, label);
});

When('the customer tries to ask the fee of a transfer that was never registered', async function (this: CardlabWorld) {
  await tryAskFeeOfUnknownOrder(this);
});

Given("the merchant has registered funding {string} of {money} without the payer's and the recipient's details, giving them when the fee is asked", async function (this: CardlabWorld, label: string, money: Money) {
  await registerFundingDetailsAtInquiry(this, label, money);
});

When('the customer performs funding {string} from {p2pcard}', async function (this: CardlabWorld, label: string, from: CardRef) {
  await performDone(this, label, { from });
});

When(/^the merchant tries to register transfer "([^"]+)" for (\d+\.\d\d) US dollars( in one call)?$/, async function (this: CardlabWorld, label: string, amount: string, oneCall: string | undefined) {
  await tryRegisterInDollars(this, label, { minor: Math.round(Number(amount) * 100), currency: 'USD' }, oneCall !== undefined);
});

When('the customer tries to perform a transfer that was never registered', async function (this: CardlabWorld) {
  await tryPerformUnknownOrder(this);
});

When('the merchant tries to finish 3-D Secure of a session that was never started', async function (this: CardlabWorld) {
  await tryFinishUnknownSession(this);
});

When('the customer performs transfer {string} from {p2pcard} to {p2pcard}, keeping the card for later', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await performKeepingTheCard(this, label, { from, to });
});

Given("the merchant has switched off {actor}'s stored card", async function (this: CardlabWorld, name: string) {
  await switchOffStoredCardOf(this, name);
});

When('{actor} tries to ask the fee of transfer {string} from her/his/their stored card', async function (this: CardlabWorld, name: string, label: string) {
  await tryAskFeeFromStoredCard(this, label, name);
});

When('the merchant tries to send {money} in one call with the order number of transfer {string}', async function (this: CardlabWorld, money: Money, label: string) {
  await trySendInOneCallWith(this, money, { orderNumber: orderNumberOf(this, label) }, `with the order number of ${label}`);
});

When('the merchant tries to send {money} in one call for a merchant category the merchant may not use', async function (this: CardlabWorld, money: Money) {
  await trySendInOneCallWith(this, money, { mcc: 5411 }, 'for merchant category 5411');
});

When('the merchant tries to pay {money} of the funding out to {p2pcard}, raising it to {money} when it is performed', async function (this: CardlabWorld, money: Money, to: CardRef, raised: Money) {
  await tryPayOutRaised(this, money, raised, to);
});

Given('the customer has begun transfer {string} from {p2pcard} to {p2pcard}, the gateway asking for 3-D Secure', async function (this: CardlabWorld, label: string, from: CardRef, to: CardRef) {
  await beginThreeDs(this, label, { from, to });
});

When(/^the customer tries the second perform call of transfer "([^"]+)" naming (?:the 3-D Secure session of transfer "([^"]+)"|a 3-D Secure session that was never started)$/, async function (this: CardlabWorld, label: string, other: string | undefined) {
  await trySecondCallNaming(this, label, other ?? undefined);
});

When('the merchant tries to finish the 3-D Secure of transfer {string} naming transfer {string}', async function (this: CardlabWorld, label: string, naming: string) {
  await tryFinishThreeDs(this, label, naming);
});

Then('transfer {string} still awaits its 3-D Secure', async function (this: CardlabWorld, label: string) {
  await expectAwaitingThreeDs(this, label);
});
