/** What the P2P gateway answered the last perform call, and what a transfer's status shows of its registration and legs. */
import { knownP2pOrder } from '../tasks/p2p.js';
import type { CardlabWorld } from '../world.js';
import { p2pStatus } from './p2p.js';

/** Where the last perform answer sends the customer (the shop's page and the order it names) and what it tells them. */
export function whereSentBack(world: CardlabWorld): { page: string; orderId: string | null; info: unknown } {
  const answer = world.lastAttempt();
  if (!answer.ok) throw new Error(`the last call was refused with HTTP ${answer.status}: no customer was sent anywhere`);
  const { redirect, info } = answer.value as { redirect?: unknown; info?: unknown };
  if (typeof redirect !== 'string') throw new Error('the last answer sends the customer nowhere (no redirect)');
  const to = new URL(redirect);
  return { page: to.pathname.slice(1), orderId: to.searchParams.get('orderId'), info };
}

/** The orderId the gateway gave a transfer of the scenario. */
export const orderIdOf = (world: CardlabWorld, label: string): string => knownP2pOrder(world, label).orderId;

/** What a transfer's status shows of its registration and the customer: the description, the shop's parameters, the customer's address. */
export async function registrationShown(world: CardlabWorld, label: string) {
  const status = await p2pStatus(world, label);
  return { description: status.orderDescription, params: status.orderParams, ip: status.ip };
}

/** A transfer's fee and total (minor units) as its status shows them. */
export async function feeAndTotalShown(world: CardlabWorld, label: string): Promise<{ fee: number | undefined; total: number | undefined }> {
  const status = await p2pStatus(world, label);
  return { fee: status.feeAmount, total: status.totalAmount };
}

/** Each leg of a transfer as its status shows it: its kind, whether it states a fee (docs/emulator.md: the debit does), and whether it carries an approval code and a retrieval reference number. */
export async function legsShown(world: CardlabWorld, label: string): Promise<{ leg: string; fee: boolean; approvalCode: boolean; reference: boolean }[]> {
  const status = await p2pStatus(world, label);
  const given = (value: unknown) => typeof value === 'string' && value !== '';
  return (status.operationList ?? []).map((op) => ({ leg: op.operationType, fee: op.feeAmount !== undefined, approvalCode: given(op.authCode), reference: given(op.rrn) }));
}

/** The network reference the last perform answer gave the shop, and the one the transfer's status (version 7) shows. */
export async function networkReferences(world: CardlabWorld): Promise<{ answered: unknown; shown: string | undefined }> {
  const answer = world.lastAttempt();
  if (!answer.ok) throw new Error(`the last call was refused with HTTP ${answer.status}`);
  const answered = (answer.value as { originalPaymentNetRefNum?: unknown }).originalPaymentNetRefNum;
  return { answered, shown: (await p2pStatus(world, undefined, 7)).paymentNetRefNum };
}
