import { When } from '@cucumber/cucumber';
import type { Money } from '../support/money.js';
import { cardholderData } from '../support/tasks/cardholders.js';
import { transferBody } from '../support/tasks/money.js';
import type { CardlabWorld } from '../support/world.js';

type Credentials = 'with a wrong' | 'without an';

/** A key shaped like a real one that no sandbox account has, or no key at all. */
function keyFor(world: CardlabWorld, credentials: Credentials): { apiKey: string | undefined } {
  return { apiKey: credentials === 'with a wrong' ? `sk_sandbox_${world.faker.string.hexadecimal({ length: 32, prefix: '', casing: 'lower' })}` : undefined };
}

When('someone {credentials} API key tries to register {actor} as a cardholder', async function (this: CardlabWorld, credentials: Credentials, name: string) {
  this.attempted(`registering ${name} ${credentials} API key`, await this.v2.createCardholder(cardholderData(this, name), keyFor(this, credentials)));
});

When("someone {credentials} API key tries to read {actor}'s card", async function (this: CardlabWorld, credentials: Credentials, name: string) {
  this.attempted(`reading ${name}'s card ${credentials} API key`, await this.v2.getCard(this.actors.card(name).id, keyFor(this, credentials)));
});

When(
  'someone {credentials} API key tries to transfer {money} from {actor} to {actor}',
  async function (this: CardlabWorld, credentials: Credentials, money: Money, from: string, to: string) {
    this.attempted(`transferring ${credentials} API key`, await this.v2.createTransfer(transferBody(this, from, to, money), keyFor(this, credentials)));
  },
);
