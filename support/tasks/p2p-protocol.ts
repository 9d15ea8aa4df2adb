/**
 * The P2P gateway's envelope, as a merchant's integration meets it: who may send unsigned, a body
 * that is no JSON object or nests too deep, a username no merchant has, the language of its errors.
 * Each request is a transfer's registration; a refusal is for a later step to check.
 */
import { randomUUID } from 'node:crypto';
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { orderParams } from './p2p.js';

/** Whether the merchant's settings let it send P2P requests without X-Hash and X-Signature. */
export async function allowUnsignedP2p(world: CardlabWorld, allowed: boolean): Promise<void> {
  await clientsOf(world).control.changeMerchantSettings({ unsignedP2p: allowed });
}

/** A registration sent without X-Hash and X-Signature, which the gateway must take. */
export async function registerUnsigned(world: CardlabWorld, label: string, money: Money): Promise<void> {
  // The client's "unsigned" fault leaves both headers out.
  world.succeeded(`registering transfer ${label} unsigned`, await clientsOf(world).p2p.call('registerP2P.do', orderParams(world, label, money), { fault: 'unsigned' }));
}

/** A registration signed with the merchant's key, whose body names a username no merchant has. */
export async function tryRegisterAsUnknownMerchant(world: CardlabWorld, label: string, money: Money): Promise<void> {
  const username = `nobody-${randomUUID().slice(0, 8)}`;
  world.attempted(`registering transfer ${label} as ${username}`, await clientsOf(world).p2p.call('registerP2P.do', orderParams(world, label, money), { credentials: { username } }));
}

/** A registration in a language (the body's `language`) with a password that is not the merchant's. */
export async function tryRegisterInLanguageWithWrongPassword(world: CardlabWorld, label: string, money: Money, language: string): Promise<void> {
  // At most 30 characters, as the contract wants a password: only the merchant's check can refuse it.
  const credentials = { password: `wrong-${randomUUID().slice(0, 8)}` };
  world.attempted(`registering transfer ${label}`, await clientsOf(world).p2p.call('registerP2P.do', { ...orderParams(world, label, money), language }, { credentials }));
}

/** A signed body that is JSON but not an object: the registration's members inside an array. */
export async function tryRegisterAsArray(world: CardlabWorld, label: string, money: Money): Promise<void> {
  const rawBody = JSON.stringify([orderParams(world, label, money)]);
  world.attempted(`registering transfer ${label} as an array`, await clientsOf(world).p2p.call('registerP2P.do', {}, { rawBody }));
}

/** A signed registration carrying a member nested deeper than any P2P message (common/json-depth.ts). */
export async function tryRegisterNestedTooDeep(world: CardlabWorld, label: string, money: Money): Promise<void> {
  // Over 1 KiB (shorter texts are parsed unscanned) and 40 levels deep: more than the 32 allowed.
  const nested = JSON.parse(`${'['.repeat(40)}"${'x'.repeat(1024)}"${']'.repeat(40)}`) as unknown;
  world.attempted(`registering transfer ${label} nested too deep`, await clientsOf(world).p2p.call('registerP2P.do', { ...orderParams(world, label, money), orderDescription: nested }));
}
