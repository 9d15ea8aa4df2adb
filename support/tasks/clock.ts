/** The emulator's clock, moved through its control API: only `@emulator-only` scenarios can do this. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';

const DAY_MS = 86_400_000;

/** A UTC date and time ("2027-07-01", "09:30") as the instant the minute begins. */
const instantOf = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** Sets the clock to a UTC date and time ("2027-07-01", "09:30"). */
export async function setClock(world: CardlabWorld, date: string, time: string): Promise<void> {
  await clientsOf(world).control.setClock(instantOf(date, time));
}

/** Moves the clock to that minute and stops it there, so the next operations happen at its very first instant. */
export async function stopClockAt(world: CardlabWorld, date: string, time: string): Promise<void> {
  await clientsOf(world).control.setClock(instantOf(date, time), false);
}

/** Moves the clock to one minute past the next UTC midnight. */
export async function beginNextDay(world: CardlabWorld): Promise<void> {
  const control = clientsOf(world).control;
  const now = await control.now();
  const nextMidnight = Math.ceil((now.getTime() + 1) / DAY_MS) * DAY_MS;
  await control.setClock(new Date(nextMidnight + 60_000));
}

export async function letTimePass(world: CardlabWorld, seconds: number): Promise<void> {
  await clientsOf(world).control.advanceClock(seconds);
}

/**
 * Moves the clock to the edge of a card's expiry month (YYYYMM, valid through its last day in UTC):
 * its last minute, or the first instant after it.
 */
export async function setClockAtExpiry(world: CardlabWorld, name: string, edge: 'last minute' | 'end'): Promise<void> {
  const expiry = world.actors.card(name).expiryDate;
  const end = Date.UTC(Number(expiry.slice(0, 4)), Number(expiry.slice(4, 6)), 1);
  await clientsOf(world).control.setClock(new Date(edge === 'end' ? end : end - 60_000));
}
