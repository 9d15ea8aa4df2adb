/**
 * A transfer between stored cards that breaks one of the gateway's rules about them (which stored
 * card the call may name, what may come beside it, the initiator, a card switched off), in the
 * scenario's words. Each is a transfer of the sender's, registered and performed through
 * performP2PByBinding.do from the sender's stored card, changed in one place.
 */
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { clientIdOf } from './client-ids.js';
import { storedCardOfTransfer } from '../questions/p2p.js';
import { testCardExpiring } from './bindings.js';
import { TEST_CARDS, type TestCardName } from './orders.js';
import { type CardRef, cardDataOfRef, fromCardOf, lastP2pOrder, newLabel, noteStoredCardOfPerson, perform, performDone, registerP2pOrder, sendMoney, storedCardOfPerson, toCardOf } from './p2p.js';

/** Who sends and to whom: both have a stored card in the scenario. */
export interface StoredTransfer {
  readonly from: string;
  readonly to: string;
}

interface StoredChange {
  /** Members of the registration, over the client's id. */
  readonly register?: Record<string, unknown>;
  /** The members of the perform call; fromCard names the sender's stored card unless replaced. */
  readonly perform?: Record<string, unknown>;
  /** A stored card the merchant switches off before the call. */
  readonly switchedOff?: string;
}

type Change = (world: CardlabWorld, t: StoredTransfer & { readonly fromStored: string; readonly toStored: string }) => StoredChange;

export const STORED_CHANGES = {
  'the initiator that keeps a card typed now': (_w, t) => ({ perform: { fromCard: { bindingId: t.fromStored }, tii: 'CI' } }),
  'another stored card than the one the transfer was registered with': (_w, t) => ({
    register: { bindingId: t.fromStored },
    perform: { fromCard: { bindingId: t.toStored }, tii: 'F' },
  }),
  'the card number beside the stored card': (world, t) => ({ perform: { fromCard: { bindingId: t.fromStored, pan: cardDataOfRef(world, { actor: t.from }).pan }, tii: 'F' } }),
  'no stored card named, only a security code': () => ({ perform: { fromCard: { cvc: '123' }, tii: 'F' } }),
  'the stored card switched off': (_w, t) => ({ perform: { fromCard: { bindingId: t.fromStored }, tii: 'F' }, switchedOff: t.fromStored }),
  'the stored card to credit switched off': (_w, t) => ({
    register: { creditBindingId: t.toStored },
    perform: { fromCard: { bindingId: t.fromStored }, toCard: { bindingId: t.toStored }, tii: 'F' },
    switchedOff: t.toStored,
  }),
  'a stored card to credit the gateway does not have': (_w, t) => ({
    register: { creditBindingId: 'no-such-stored-card' },
    perform: { fromCard: { bindingId: t.fromStored }, toCard: { bindingId: 'no-such-stored-card' }, tii: 'F' },
  }),
  'another stored card to credit than the one the transfer was registered with': (_w, t) => ({
    register: { creditBindingId: t.toStored },
    perform: { fromCard: { bindingId: t.fromStored }, toCard: { bindingId: t.fromStored }, tii: 'F' },
  }),
} as const satisfies Record<string, Change>;
export type StoredChangeName = keyof typeof STORED_CHANGES;

/** Registers a transfer for the sender and performs it from the sender's stored card with one rule broken; the refusal is for a later step. */
export async function trySendStoredWith(world: CardlabWorld, money: Money, transfer: StoredTransfer, name: StoredChangeName): Promise<void> {
  const stored = { ...transfer, fromStored: storedCardOfPerson(world, transfer.from), toStored: storedCardOfPerson(world, transfer.to) };
  const change: StoredChange = STORED_CHANGES[name](world, stored);
  if (change.switchedOff) world.succeeded('switching off a stored card', await clientsOf(world).gateway.call('unBindCard.do', { bindingId: change.switchedOff }));
  const label = newLabel(world, 'transfer');
  await registerP2pOrder(world, label, money, { clientId: clientIdOf(world, transfer.from), params: change.register });
  const toCard = change.perform?.toCard === undefined ? { toCard: toCardOf(cardDataOfRef(world, { actor: transfer.to })) } : {};
  world.attempted(`sending ${label} from a stored card with ${name}`, await perform(world, label, {}, { ...toCard, ...change.perform }, 'performP2PByBinding.do'));
}

/** A first transfer of a client from a test card typed with the expiry month given (MM/YYYY), the card kept for later (tii CI). */
export async function sendKeepingTestCard(world: CardlabWorld, money: Money, sender: string, card: { readonly test: TestCardName; readonly month: string }, to: CardRef): Promise<void> {
  const typed = fromCardOf(testCardExpiring(TEST_CARDS[card.test], card.month));
  await sendMoney(world, money, { to }, { clientId: clientIdOf(world, sender), extra: { fromCard: typed, tii: 'CI' } });
  noteStoredCardOfPerson(world, sender, await storedCardOfTransfer(world, lastP2pOrder(world).label));
}

/** A transfer of the sender's from the sender's stored card (tii F); a decline is for a later step. */
export async function sendFromStoredCard(world: CardlabWorld, money: Money, sender: string, to: CardRef): Promise<void> {
  const label = newLabel(world, 'transfer');
  await registerP2pOrder(world, label, money, { clientId: clientIdOf(world, sender) });
  await performDone(world, label, { to }, { fromCard: { bindingId: storedCardOfPerson(world, sender) }, tii: 'F' }, 'performP2PByBinding.do');
}
