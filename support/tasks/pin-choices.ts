/**
 * A PIN the holder chooses and sends to the card system (v1) as a PIN block, and services asked for
 * with a card identification that is not quite the card's. The PIN is never printed: a later step
 * compares the block that comes back with the one sent.
 */
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import { blockOfField, pinBlockOf } from '../pin-blocks.js';
import type { CardlabWorld } from '../world.js';
import { callService, type ServiceAction, type ServiceNaming } from './card-services.js';
import { cardIdentificationOf, UNKNOWN_CARD_NUMBER } from './cards.js';

const SENT_BLOCK = subject<string | undefined>(() => undefined);

/**
 * generatePin with a PIN of the holder's choosing as a PIN block, for the card's own number or (`of`
 * 'another card') for a number the card system does not have; delivered back encrypted.
 */
export async function choosePinAsBlock(world: CardlabWorld, name: string, of: 'the card' | 'another card', attempt = false): Promise<void> {
  const block = pinBlockOf(world.newPin(), of === 'the card' ? world.actors.card(name).number : UNKNOWN_CARD_NUMBER);
  world.notes.set(SENT_BLOCK, block);
  const answer = await sendPinBlock(world, name, block);
  const what = `setting the PIN ${name} chose, sent as a PIN block`;
  if (attempt) world.attempted(what, answer);
  else world.succeeded(what, answer);
}

/**
 * PIN blocks of the card made wrong, each from a new PIN of 4 digits (`pin`): what an integrator's
 * block maker may get wrong in ISO 9564 format 0 (the PIN's length, its digits, the F padding, the
 * format, the block's length).
 */
export const PIN_BLOCK_FAULTS: Readonly<Record<string, (pin: string, pan: string) => string>> = {
  'holding a PIN of 3 digits': (pin, pan) => blockOfField(`03${pin.slice(0, 3)}`.padEnd(16, 'F'), pan),
  'holding a PIN of 13 digits': (pin, pan) => blockOfField(`0D${pin.repeat(4).slice(0, 13)}F`, pan),
  'whose PIN starts with a letter': (pin, pan) => blockOfField(`05A${pin}`.padEnd(16, 'F'), pan),
  'padded with a 0 among the Fs': (pin, pan) => blockOfField(`04${pin}F0`.padEnd(16, 'F'), pan),
  'made in ISO format 1': (pin, pan) => blockOfField(`14${pin}3A5C7E9B1D`, pan, 1),
  'of 15 hex digits': (pin, pan) => pinBlockOf(pin, pan).slice(1),
};

/** generatePin with a block of the card's own number made wrong (`fault`); the refusal is for a later step to check. */
export async function sendPinBlockMadeWrong(world: CardlabWorld, name: string, fault: string): Promise<void> {
  const make = PIN_BLOCK_FAULTS[fault];
  if (!make) throw new Error(`no PIN block made "${fault}": one of ${Object.keys(PIN_BLOCK_FAULTS).join('; ')}`);
  const block = make(world.newPin(), world.actors.card(name).number);
  const answer = await sendPinBlock(world, name, block);
  world.attempted(`setting a PIN ${name} chose, sent as a PIN block ${fault}`, answer);
}

/** generatePin for `name`'s card with `block` as the new PIN, asked back encrypted. */
function sendPinBlock(world: CardlabWorld, name: string, block: string) {
  return clientsOf(world).v1.call('generatePin', { cardIdentification: cardIdentificationOf(world, name), encryptedPinValue: [block], pinDeliveryMethod: 'WS_ENCRYPTED' });
}

/** The PIN block the last choosePinAsBlock sent. */
export function sentPinBlock(world: CardlabWorld): string {
  const block = world.notes.get(SENT_BLOCK);
  if (!block) throw new Error('no earlier step sent a PIN block');
  return block;
}

/** serviceAction naming the card otherwise than as it is (`naming`); the refusal is for a later step to check. */
export async function tryServiceNamed(world: CardlabWorld, name: string, serviceName: string, action: ServiceAction, naming: ServiceNaming): Promise<void> {
  world.attempted(`${action} on ${serviceName} of ${name}'s card`, await callService(world, name, serviceName, action, {}, naming));
}
