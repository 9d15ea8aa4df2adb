import { Given, When } from '@cucumber/cucumber';
import { beginNextDay, letTimePass, setClock, setClockAtExpiry, stopClockAt } from '../support/tasks/clock.js';
import type { CardlabWorld } from '../support/world.js';

Given('it is {date} at {time}', async function (this: CardlabWorld, date: string, time: string) {
  await setClock(this, date, time);
});

Given('it is {date} at {time} and the clock stands still', async function (this: CardlabWorld, date: string, time: string) {
  await stopClockAt(this, date, time);
});

Given('the next day begins', async function (this: CardlabWorld) {
  await beginNextDay(this);
});

When('{int} second(s) pass(es)', async function (this: CardlabWorld, seconds: number) {
  await letTimePass(this, seconds);
});

When('{int} minute(s) pass(es)', async function (this: CardlabWorld, minutes: number) {
  await letTimePass(this, minutes * 60);
});

Given("it is the last minute of the month {actor}'s card expires", async function (this: CardlabWorld, name: string) {
  await setClockAtExpiry(this, name, 'last minute');
});

Given("the month {actor}'s card expires has ended", async function (this: CardlabWorld, name: string) {
  await setClockAtExpiry(this, name, 'end');
});
