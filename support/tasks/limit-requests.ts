/**
 * Limit changes sent with members left out, for the rules about what a change must name: a change
 * of nothing, an exception with one end of its period or without its amount.
 */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { cardIdentificationOf } from './cards.js';

/** What a limit change may send beside the limit's name, each member optional. */
export interface LimitFields {
  readonly value?: number;
  readonly cycleType?: number;
  readonly cycleLength?: number;
  readonly startDate?: string;
  readonly endDate?: string;
}

/** changeCardLimit with exactly `fields` beside the name; with `attempt` a refusal is for a later step to check. */
export async function changeCardLimitWith(world: CardlabWorld, name: string, limit: string, fields: LimitFields, attempt = false): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeCardLimit', { cardIdentification: cardIdentificationOf(world, name), limit: { name: limit, ...fields } });
  const what = `changing the limit ${limit} of ${name}'s card`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/** changeAccountLimit with exactly `fields` beside the name; a refusal is for a later step to check. */
export async function tryChangeAccountLimitWith(world: CardlabWorld, name: string, limit: string, fields: LimitFields): Promise<void> {
  const answer = await clientsOf(world).v1.call('changeAccountLimit', { accountNumber: world.actors.accountNumber(name), limit: { name: limit, ...fields } });
  world.attempted(`changing the limit ${limit} of ${name}'s account`, answer);
}
