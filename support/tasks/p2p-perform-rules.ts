/**
 * A perform call that breaks one of the gateway's rules about what the call may carry for its kind
 * of order (typed or encrypted cards, stored cards, the initiator, the amount, the payer's details),
 * in the scenario's words. Each is an order registered and performed with the test cards its kind
 * needs, changed in one place; `undefined` leaves a member out.
 */
import { billingPayerData, billingRecipientData } from '../../generators/billing.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { fromCardOf, newLabel, type P2pKind, perform, registerP2pOrder, toCardOf } from './p2p.js';
import { TEST_CARDS, testCardData } from './orders.js';

interface PerformChange {
  /** Members of the registration, over the usual ones. */
  readonly register?: Record<string, unknown>;
  /** Members of the perform call, over the card blocks. */
  readonly perform?: Record<string, unknown>;
  readonly fromCard?: Record<string, unknown>;
  readonly toCard?: Record<string, unknown>;
}

/** The bank's app's 3-D Secure SDK fields but its device data, all present. */
const APP_FIELDS = {
  threeDSSDKReferenceNumber: '3DS_LOA_SDK_CARDLAB',
  threeDSSDKEphemPubKey: '{"kty":"EC"}',
  threeDSSDKAppId: '5f2ad5e0-1d4c-4b57-9c47-1c6d9f2d1a00',
  threeDSSDKTransId: '0b8a5e7c-5d6e-4f3b-9a1c-2d3e4f5a6b7c',
};

const WITHOUT_EXPIRY = { expirationYear: undefined, expirationMonth: undefined };

/** The payer's details of a funding from a Mastercard card, one of them left out. */
const payerWithout = (world: CardlabWorld, field: string) => ({ ...billingPayerData(world.faker), [field]: undefined });
const recipientWithout = (world: CardlabWorld, field: string) => ({ ...billingRecipientData(world.faker), [field]: undefined });

export const PERFORM_CHANGES = {
  "a funding's type": () => ({ perform: { type: 'WITHOUT_TO_CARD' } }),
  "a transfer's type": () => ({ perform: { type: 'STANDARD' } }),
  "a payout's type": () => ({ perform: { type: 'WITHOUT_FROM_CARD' } }),
  // A card the bank would challenge: the exemption is what lets the funding through at once.
  'an exemption from 3-D Secure, from a card that would be challenged': () => ({
    fromCard: { pan: TEST_CARDS['with a 3-D Secure challenge'] },
    perform: { externalScaExemptionIndicator: 'LVP' },
  }),
  // Only a Visa card that goes through 3-D Secure needs a way to reach the payer.
  'no e-mail, from a Visa card that needs no 3-D Secure': () => ({ register: { email: undefined } }),
  'no amount, registered without one': () => ({ register: { amount: 0 } }),
  'an amount of nothing': () => ({ perform: { amountInput: 0 } }),
  'an exemption from 3-D Secure': () => ({ perform: { externalScaExemptionIndicator: 'LVP' } }),
  'a network reference of no earlier order': () => ({ perform: { originalPaymentNetRefNum: 'NRN000000000000' } }),
  'a card to debit': () => ({ fromCard: fromCardOf(testCardData('that needs no 3-D Secure')) }),
  'no card to debit': () => ({ perform: { fromCard: undefined } }),
  'a card token beside the card number': () => ({ fromCard: { seToken: 'c2VUb2tlbg==' } }),
  'a card token beside the security code': () => ({ fromCard: { seToken: 'c2VUb2tlbg==', pan: undefined, ...WITHOUT_EXPIRY } }),
  'a stored card to debit in the typed card call': () => ({ fromCard: { bindingId: 'stored-card-to-debit' }, perform: { tii: 'F' } }),
  "a stored card's initiator and a typed card": () => ({ perform: { tii: 'F' } }),
  'the initiator that keeps the card, told not to keep it': () => ({ perform: { tii: 'CI', bindingNotNeeded: true } }),
  'no expiry year': () => ({ fromCard: { expirationYear: undefined } }),
  'no expiry month': () => ({ fromCard: { expirationMonth: undefined } }),
  'a stored card to credit beside its number': () => ({ toCard: { bindingId: 'stored-card-to-credit' } }),
  'a stored card to credit the order was not registered with': () => ({ toCard: { bindingId: 'stored-card-to-credit', pan: undefined } }),
  "a Mastercard payer's details without the last name": (world: CardlabWorld) => ({
    fromCard: { pan: TEST_CARDS['with a frictionless 3-D Secure decline'] },
    register: { billingPayerData: payerWithout(world, 'payerLastName') },
  }),
  // The five fields of the bank's app, all there, its device data not a JWE (five parts joined by ".").
  "the bank's app's device data not encrypted": () => ({ perform: { threeDSSDK: true, ...APP_FIELDS, threeDSSDKEncData: 'e30' } }),
  // A Discover number: neither network whose funding needs the payer's or the recipient's details.
  "a card of neither Mastercard nor Visa, and no payer's or recipient's details": () => ({
    fromCard: { pan: '6011000990139424' },
    register: { billingPayerData: undefined, billingRecipientData: undefined },
  }),
  "a Visa recipient's details without the account": (world: CardlabWorld) => ({ register: { billingRecipientData: recipientWithout(world, 'recipientAccount') } }),
  // Where a funding's money goes instead of the merchant (toCard.replacementData, a merchant permission).
  'its money sent both to a card and to an account': () => ({ toCard: { replacementData: { card: TEST_CARDS['with a frictionless 3-D Secure approval'], account: 'ACCOUNT-1' } } }),
  'its money sent nowhere': () => ({ toCard: { replacementData: {} } }),
  'its money sent elsewhere while a payout is expected': () => ({
    register: { features: { feature: ['WITHOUT_TO_CARD', 'OCT_EXPECTED'] } },
    toCard: { replacementData: { card: TEST_CARDS['with a frictionless 3-D Secure approval'] } },
  }),
  'its money sent to an account the sandbox does not have': () => ({ toCard: { replacementData: { account: 'NO-SUCH-ACCOUNT' } } }),
  'a card to credit beside where its money goes': () => ({ toCard: { pan: TEST_CARDS['with a frictionless 3-D Secure approval'], replacementData: { card: TEST_CARDS['with a frictionless 3-D Secure approval'] } } }),
} as const satisfies Record<string, (world: CardlabWorld) => PerformChange>;
export type PerformChangeName = keyof typeof PERFORM_CHANGES;

/** The card blocks an order of this kind is performed with: the test cards, changed as said. */
function blocksOf(kind: P2pKind, change: PerformChange): Record<string, unknown> {
  const from = kind === 'payout' ? undefined : fromCardOf(testCardData('that needs no 3-D Secure'));
  const to = kind === 'funding' ? undefined : toCardOf(testCardData('with a frictionless 3-D Secure approval'));
  return {
    ...(from || change.fromCard ? { fromCard: { ...from, ...change.fromCard } } : {}),
    ...(to || change.toCard ? { toCard: { ...to, ...change.toCard } } : {}),
    ...change.perform,
  };
}

/** Registers an order of a kind and performs it with one rule broken; the refusal is for a later step to check. */
export async function tryPerformWith(world: CardlabWorld, kind: P2pKind, money: Money, name: PerformChangeName): Promise<void> {
  const change: PerformChange = PERFORM_CHANGES[name](world);
  const label = newLabel(world, kind);
  await registerP2pOrder(world, label, money, { kind, params: change.register });
  world.attempted(`performing ${kind} ${label} with ${name}`, await perform(world, label, {}, blocksOf(kind, change)));
}
