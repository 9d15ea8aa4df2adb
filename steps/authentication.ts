import { When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { type Credentials, tryReadCardWith, tryRegisterCardholderWith, tryTransferWith } from '../support/tasks/authentication.js';
import type { CardlabWorld } from '../support/world.js';

When('someone {credentials} API key tries to register {actor} as a cardholder', async function (this: CardlabWorld, credentials: Credentials, name: string) {
  await tryRegisterCardholderWith(this, credentials, name);
});

When("someone {credentials} API key tries to read {actor}'s card", async function (this: CardlabWorld, credentials: Credentials, name: string) {
  await tryReadCardWith(this, credentials, name);
});

When(
  'someone {credentials} API key tries to transfer {money} from {actor} to {actor}',
  async function (this: CardlabWorld, credentials: Credentials, money: Money, from: string, to: string) {
    await tryTransferWith(this, credentials, { from, to, money });
  },
);
