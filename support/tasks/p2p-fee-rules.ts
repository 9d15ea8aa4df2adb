/**
 * Fee inquiries (verifyP2P.do, verifyP2PByBinding.do) that break one of the gateway's rules about
 * the cards an order's kind needs, the amount, the merchant category or the stored card, in the
 * scenario's words. Each is an order of a kind registered for the scenario, asked about with the
 * test cards its kind needs, changed in one place (`undefined` leaves a member out).
 */
import { randomUUID } from 'node:crypto';
import { billingPayerData, billingRecipientData } from '../../generators/billing.js';
import { clientsOf } from '../clients.js';
import type { Money } from '../money.js';
import type { CardlabWorld } from '../world.js';
import { TEST_CARDS } from './orders.js';
import { knownP2pOrder, newLabel, type P2pKind, registerP2pOrder, storedCardOfPerson } from './p2p.js';

interface InquiryChange {
  readonly fromCard?: Record<string, unknown> | undefined;
  readonly toCard?: Record<string, unknown> | undefined;
  readonly inquiry?: Record<string, unknown>;
  /** Asked by stored card (verifyP2PByBinding.do). */
  readonly byBinding?: boolean;
}

const FROM = { pan: TEST_CARDS['that needs no 3-D Secure'], cardholderName: 'TEST CARDHOLDER' };
const TO = { pan: TEST_CARDS['with a frictionless 3-D Secure approval'] };

export const INQUIRY_CHANGES = {
  'naming no card to credit': { toCard: undefined },
  'naming the card to credit without its number': { toCard: { cardholderName: 'TEST CARDHOLDER' } },
  'naming a card to credit': { toCard: TO },
  'naming no card to debit': { fromCard: undefined },
  'naming a card to debit': { fromCard: FROM },
  'naming the card to debit without its number': { fromCard: { cardholderName: 'TEST CARDHOLDER' } },
  'naming the card to debit without the cardholder': { fromCard: { pan: FROM.pan } },
  'naming the card to debit by encrypted card data only': { fromCard: { seToken: 'c2VUb2tlbg==' } },
  'naming the card to debit by a wallet token only': { fromCard: { vendor: 'GOOGLE_PAY', paymentToken: 'eyJ0b2tlbiI6IngifQ==' } },
  'leaving the amount empty': { inquiry: { amount: '' } },
  'for an amount of nothing': { inquiry: { amount: '0' } },
  'with a merchant category the merchant may not use': { inquiry: { mcc: 5411 } },
  'from a stored card it does not name': { fromCard: { cvc: '123' }, byBinding: true },
  'from a stored card nobody has': { fromCard: { bindingId: 'no-such-stored-card' }, byBinding: true },
} as const satisfies Record<string, InquiryChange>;
export type InquiryChangeName = keyof typeof INQUIRY_CHANGES;

/** The fee inquiry of an order: its kind's test cards, changed as said. */
function inquiryOf(world: CardlabWorld, label: string, change: InquiryChange): Record<string, unknown> {
  const kind = knownP2pOrder(world, label).kind;
  const fromCard = 'fromCard' in change ? change.fromCard : kind === 'payout' ? undefined : FROM;
  const toCard = 'toCard' in change ? change.toCard : kind === 'funding' ? undefined : TO;
  return { orderId: knownP2pOrder(world, label).orderId, fromCard, toCard, ...change.inquiry };
}

function ask(world: CardlabWorld, label: string, change: InquiryChange) {
  return clientsOf(world).p2p.call(change.byBinding ? 'verifyP2PByBinding.do' : 'verifyP2P.do', inquiryOf(world, label, change));
}

/** Registers an order of a kind and asks its fee with one rule broken; the answer is for a later step to check. */
export async function tryAskFeeWith(world: CardlabWorld, kind: P2pKind, money: Money, name: InquiryChangeName): Promise<void> {
  const label = newLabel(world, kind);
  await registerP2pOrder(world, label, money, { kind });
  world.attempted(`asking the fee of ${kind} ${label} ${name}`, await ask(world, label, INQUIRY_CHANGES[name]));
}

/** Asks the fee of an order the scenario registered, after it was performed; the refusal is for a later step to check. */
export async function tryAskFeeOf(world: CardlabWorld, label: string): Promise<void> {
  world.attempted(`asking the fee of ${label}`, await ask(world, label, {}));
}

/** Asks the fee of an order the gateway never registered; the refusal is for a later step to check. */
export async function tryAskFeeOfUnknownOrder(world: CardlabWorld): Promise<void> {
  world.attempted('asking the fee of an unknown order', await clientsOf(world).p2p.call('verifyP2P.do', { orderId: randomUUID(), fromCard: FROM, toCard: TO }));
}

/** Registers a funding without the payer's and the recipient's details, then gives them with its fee inquiry. */
export async function registerFundingDetailsAtInquiry(world: CardlabWorld, label: string, money: Money): Promise<void> {
  await registerP2pOrder(world, label, money, { kind: 'funding', params: { billingPayerData: undefined, billingRecipientData: undefined } });
  const details = { billingPayerData: billingPayerData(world.faker), billingRecipientData: billingRecipientData(world.faker) };
  world.succeeded(`asking the fee of ${label} with the payer's details`, await ask(world, label, { inquiry: details }));
}

/** Switches off a person's stored card, as the merchant does with the gateway's unBindCard.do. */
export async function switchOffStoredCardOf(world: CardlabWorld, name: string): Promise<void> {
  world.succeeded(`switching off ${name}'s stored card`, await clientsOf(world).gateway.call('unBindCard.do', { bindingId: storedCardOfPerson(world, name) }));
}

/** The fee inquiry of a registered transfer from the person's stored card; the answer is for a later step to check. */
export async function tryAskFeeFromStoredCard(world: CardlabWorld, label: string, name: string): Promise<void> {
  const inquiry = { fromCard: { bindingId: storedCardOfPerson(world, name) }, toCard: TO };
  world.attempted(`asking the fee of ${label} from ${name}'s stored card`, await clientsOf(world).p2p.call('verifyP2PByBinding.do', { orderId: knownP2pOrder(world, label).orderId, ...inquiry }));
}
