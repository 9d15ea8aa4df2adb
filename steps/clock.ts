import { Given, When } from '@cucumber/cucumber';
import type { CardlabWorld } from '../support/world.js';

/** Moves the emulator's clock: only `@emulator-only` scenarios can do this. */
async function setTime(world: CardlabWorld, date: string, time: string): Promise<void> {
  await world.emulator().setClock(new Date(`${date}T${time}:00Z`));
}

Given('it is {date} at {time}', async function (this: CardlabWorld, date: string, time: string) {
  await setTime(this, date, time);
});

Given('the next day begins', async function (this: CardlabWorld) {
  const now = await this.emulator().now();
  const nextMidnight = Math.ceil((now.getTime() + 1) / 86_400_000) * 86_400_000;
  await this.emulator().setClock(new Date(nextMidnight + 60_000));
});

When('{int} second(s) pass(es)', async function (this: CardlabWorld, seconds: number) {
  await this.emulator().advanceClock(seconds);
});

When('{int} minute(s) pass(es)', async function (this: CardlabWorld, minutes: number) {
  await this.emulator().advanceClock(minutes * 60);
});
