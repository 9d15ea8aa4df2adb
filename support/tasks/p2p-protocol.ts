/**
 * The P2P gateway's envelope, as a merchant's integration meets it: who may send unsigned, a body
 * that is no JSON object or nests too deep, a username no merchant has, the language of its errors.
 * Each request is a transfer's registration; a refusal is for a later step to check.
 */
import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { ControlError } from '../../src/clients/control.js';
import { newP2pKeyPair } from '../../src/clients/p2p.js';
import { clientsOf } from '../clients.js';
import { subject } from '../notepad.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { testCardData } from './orders.js';
import { firstCall } from './p2p-three-ds.js';
import { type CardRef, type Cards, fromCardOf, knownP2pOrder, lastP2pOrder, newLabel, orderParams, perform, performDone, registerP2pOrder, toCardOf } from './p2p.js';

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

/** Signed bodies that are not a JSON object, by what they are. */
export const NOT_AN_OBJECT = {
  'a JSON array': (params: Record<string, unknown>) => JSON.stringify([params]),
  'JSON null': () => 'null',
  'not JSON at all': (params: Record<string, unknown>) => JSON.stringify(params).slice(0, -1),
} as const;

/** A registration of 10.00 EUR, signed or not, whose body is no JSON object (the registration's members in it where it can hold them). */
export async function tryRegisterWithBody(world: CardlabWorld, label: string, body: keyof typeof NOT_AN_OBJECT, signed: boolean): Promise<void> {
  const rawBody = NOT_AN_OBJECT[body](orderParams(world, label, { minor: 1000, currency: 'EUR' }));
  const answer = await clientsOf(world).p2p.call('registerP2P.do', {}, { rawBody, fault: signed ? undefined : 'unsigned' });
  world.attempted(`registering transfer ${label} with ${signed ? 'a signed' : 'an unsigned'} body that is ${body}`, answer);
}

/** A signed registration carrying a member nested deeper than any P2P message (common/json-depth.ts). */
export async function tryRegisterNestedTooDeep(world: CardlabWorld, label: string, money: Money): Promise<void> {
  // Over 1 KiB (shorter texts are parsed unscanned) and 40 levels deep: more than the 32 allowed.
  const nested = JSON.parse(`${'['.repeat(40)}"${'x'.repeat(1024)}"${']'.repeat(40)}`) as unknown;
  world.attempted(`registering transfer ${label} nested too deep`, await clientsOf(world).p2p.call('registerP2P.do', { ...orderParams(world, label, money), orderDescription: nested }));
}

/**
 * The merchant's second signing key (one signing service more). One per process: registering it
 * again keeps it once, so the account's bounded list of keys (32) never forgets the suite's own.
 */
let secondKey: { publicKey: string; privateKey: string } | undefined;
const secondKeyPair = () => (secondKey ??= newP2pKeyPair());

/** Registers the second signing key in the merchant's personal area; answers how many keys the merchant has. */
export async function registerSecondKey(world: CardlabWorld): Promise<number> {
  return clientsOf(world).control.registerP2pKey(secondKeyPair().publicKey);
}

/** A registration signed with the merchant's second key. */
export async function registerSignedWithSecondKey(world: CardlabWorld, label: string, money: Money): Promise<void> {
  const signingKey = createPrivateKey(secondKeyPair().privateKey);
  world.succeeded(`registering transfer ${label} signed with the second key`, await clientsOf(world).p2p.call('registerP2P.do', orderParams(world, label, money), { signingKey }));
}

/** How many keys the merchant had after registering its second key once, then once more. */
export const KEY_COUNTS = subject((): number[] => []);

export async function registerSecondKeyTwice(world: CardlabWorld): Promise<void> {
  world.notes.get(KEY_COUNTS).push(await registerSecondKey(world), await registerSecondKey(world));
}

/** Public keys the personal area must refuse, by what is wrong with them. */
export const WRONG_KEYS = {
  'is no PEM public key': () => '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----\n',
  'is not an RSA key': () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  'has only 1024 bits': () => generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
} as const;

/** The answer to the last key the scenario tried to register: HTTP status and body. */
export const KEY_REFUSAL = subject((): { status?: number; body?: unknown } => ({}));

/** Tries to register a wrong public key; the refusal is for a later step to check. */
export async function tryRegisterWrongKey(world: CardlabWorld, wrong: keyof typeof WRONG_KEYS): Promise<void> {
  const noted = world.notes.get(KEY_REFUSAL);
  try {
    await clientsOf(world).control.registerP2pKey(WRONG_KEYS[wrong]());
    Object.assign(noted, { status: 201, body: undefined });
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    Object.assign(noted, { status: error.status, body: error.body });
  }
}

/** A registration in US dollars (840), a currency the sandbox does not keep; the refusal is for a later step to check. */
export async function tryRegisterInDollars(world: CardlabWorld, label: string, money: Money, oneCall: boolean): Promise<void> {
  const params = { ...orderParams(world, label, money), currency: '840' };
  const cards = oneCall ? { fromCard: fromCardOf(testCardData('that needs no 3-D Secure')), toCard: toCardOf(testCardData('with a frictionless 3-D Secure approval')) } : {};
  world.attempted(`registering transfer ${label} in US dollars`, await clientsOf(world).p2p.call(oneCall ? 'instantPerformP2P.do' : 'registerP2P.do', { ...params, ...cards }));
}

/** A perform call naming an order the gateway never registered; the refusal is for a later step to check. */
export async function tryPerformUnknownOrder(world: CardlabWorld): Promise<void> {
  const cards = { fromCard: fromCardOf(testCardData('that needs no 3-D Secure')), toCard: toCardOf(testCardData('with a frictionless 3-D Secure approval')) };
  world.attempted('performing an unknown transfer', await clientsOf(world).p2p.call('performP2P.do', { orderId: randomUUID(), ...cards }));
}

/** finishThreeDsVer2.do naming a 3-D Secure session the gateway never started; the refusal is for a later step to check. */
export async function tryFinishUnknownSession(world: CardlabWorld): Promise<void> {
  world.attempted('finishing an unknown 3-D Secure session', await clientsOf(world).p2p.call('finishThreeDsVer2.do', { threeDSServerTransId: randomUUID() }));
}

/** A perform call of a registered transfer that asks to keep the card (tii CI); the answer is for a later step to check. */
export async function performKeepingTheCard(world: CardlabWorld, label: string, cards: Cards): Promise<void> {
  await performDone(world, label, cards, { tii: 'CI' });
}

const ONE_CALL_CARDS = () => ({ fromCard: fromCardOf(testCardData('that needs no 3-D Secure')), toCard: toCardOf(testCardData('with a frictionless 3-D Secure approval')) });

/** A transfer in one call (instantPerformP2P.do) with members over the usual ones; the refusal is for a later step to check. */
export async function trySendInOneCallWith(world: CardlabWorld, money: Money, extra: Record<string, unknown>, what: string): Promise<void> {
  const params = { ...orderParams(world, newLabel(world, 'transfer'), money), ...ONE_CALL_CARDS(), ...extra };
  world.attempted(`sending in one call ${what}`, await clientsOf(world).p2p.call('instantPerformP2P.do', params));
}

/** The order number a registered transfer has. */
export const orderNumberOf = (world: CardlabWorld, label: string) => knownP2pOrder(world, label).orderNumber;

/** A payout of part of the last funding, performed with a larger amount (amountInput); the refusal is for a later step to check. */
export async function tryPayOutRaised(world: CardlabWorld, money: Money, raised: Money, to: CardRef): Promise<void> {
  const label = newLabel(world, 'payout');
  const funding = lastP2pOrder(world, 'funding').label;
  await registerP2pOrder(world, label, money, { kind: 'payout', fundingLabel: funding });
  world.attempted(`paying out ${label}, raised to ${raised.minor}`, await perform(world, label, { to }, { amountInput: raised.minor }));
}

/** The 3-D Secure sessions of transfers whose first perform call the scenario made, by transfer label. */
const SESSIONS = subject(() => new Map<string, string>());

function sessionOf(world: CardlabWorld, label: string): string {
  const transId = world.notes.get(SESSIONS).get(label);
  if (!transId) throw new Error(`no 3-D Secure of transfer "${label}" was begun in this scenario`);
  return transId;
}

/** The first perform call of a registered transfer from a card that needs 3-D Secure: the gateway opens a session. */
export async function beginThreeDs(world: CardlabWorld, label: string, cards: Cards): Promise<void> {
  world.notes.get(SESSIONS).set(label, (await firstCall(world, label, cards)).transId);
}

/** The second perform call of a transfer, naming another session (of another transfer, or none the gateway started); the refusal is for a later step to check. */
export async function trySecondCallNaming(world: CardlabWorld, label: string, sessionOfLabel: string | undefined): Promise<void> {
  const transId = sessionOfLabel === undefined ? randomUUID() : sessionOf(world, sessionOfLabel);
  const answer = await clientsOf(world).p2p.call('performP2P.do', { orderId: knownP2pOrder(world, label).orderId, threeDSServerTransId: transId });
  world.attempted(`the second perform call of ${label}`, answer);
}

/** finishThreeDsVer2.do for a transfer's session, naming that transfer or another; the refusal is for a later step to check. */
export async function tryFinishThreeDs(world: CardlabWorld, label: string, namingLabel: string): Promise<void> {
  const params = { threeDSServerTransId: sessionOf(world, label), orderId: knownP2pOrder(world, namingLabel).orderId };
  world.attempted(`finishing the 3-D Secure of ${label}`, await clientsOf(world).p2p.call('finishThreeDsVer2.do', params));
}
