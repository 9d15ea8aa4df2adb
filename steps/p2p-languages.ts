/** P2P refusals in the language asked for (features/p2p/answer-language-rules.feature). */
import { When } from '@cucumber/cucumber';
import type { P2pFault } from '../support/tasks/p2p-fields.js';
import type { Money } from '../support/money.js';
import type { OrderExtra } from '../support/tasks/p2p-funding.js';
import { tryPerformWithBrokenFieldIn, tryRegisterWithBrokenFieldIn, tryRegisterWithIn } from '../support/tasks/p2p-languages.js';
import type { P2pKind } from '../support/tasks/p2p.js';
import type { CardlabWorld } from '../support/world.js';

When('the merchant tries to register a transfer whose {p2pfield} is {p2pfault}, asking for answers in {string}', async function (this: CardlabWorld, field: string, fault: P2pFault, language: string) {
  await tryRegisterWithBrokenFieldIn(this, field, fault, language);
});

When('the customer tries to perform transfer {string} with its {p2pfield} {p2pfault}, asking for answers in {string}', async function (this: CardlabWorld, label: string, field: string, fault: P2pFault, language: string) {
  await tryPerformWithBrokenFieldIn(this, label, field, fault, language);
});

When('the merchant tries to register a {p2pkind} of {money} with {orderextra}, asking for answers in {string}', async function (this: CardlabWorld, kind: P2pKind, money: Money, extra: OrderExtra, language: string) {
  await tryRegisterWithIn(this, kind, money, extra, language);
});
