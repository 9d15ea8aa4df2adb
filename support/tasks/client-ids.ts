/**
 * The merchant's client id of each person of the scenario, on the e-commerce and the P2P gateway:
 * the id the merchant registers orders for, and under which a gateway keeps a person's stored
 * cards. Unique per run, as order and customer numbers are: remote targets are never reset and keep
 * stored cards between runs, so an id that only depends on the scenario would find the last run's.
 */
import { subject } from '../notepad.js';
import type { CardlabWorld } from '../world.js';

const CLIENT_IDS = subject(() => new Map<string, string>());

export function clientIdOf(world: CardlabWorld, name: string): string {
  const ids = world.notes.get(CLIENT_IDS);
  let id = ids.get(name);
  if (!id) ids.set(name, (id = `${name.toLowerCase()}-${world.unique(10).toLowerCase()}`));
  return id;
}
