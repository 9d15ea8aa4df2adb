/** What the P2P gateway's answers show of its envelope: the order a registration made, the language of a refusal. */
import { expect } from 'chai';
import { clientsOf } from '../clients.js';
import { expectAmount, type Money } from '../money.js';
import { KEY_COUNTS, KEY_REFUSAL } from '../tasks/p2p-protocol.js';
import { p2pStatus } from './p2p.js';
import type { CardlabWorld } from '../world.js';

/** The order the last registration answered with is registered, not performed, for this amount. */
export async function expectLastRegistrationFor(world: CardlabWorld, money: Money): Promise<void> {
  const answer = world.lastAttempt();
  if (!answer.ok) throw new Error('the last registration was refused');
  const orderId = (answer.value as { orderId?: string }).orderId;
  const status = world.read('reading the status of the registered transfer', await clientsOf(world).p2p.call('getP2PStatus.do', { orderId }));
  expect(status.orderStatus, 'status of the registered transfer').to.equal(0);
  expectAmount(status.amount, money, 'amount of the registered transfer');
}

/** The answer about an unknown order says that no payment was attempted (resultCode -100, spec 03 §2). */
export function expectNoPaymentAttempted(world: CardlabWorld): void {
  const answer = world.lastAttempt();
  expect(answer.ok, 'the status of an unknown order should be refused').to.equal(false);
  const body = (answer.ok ? {} : (answer as { reply: { body: unknown } }).reply.body) as { resultCode?: unknown; orderStatus?: unknown };
  expect([body.resultCode, body.orderStatus], 'resultCode and orderStatus of an unknown order').to.deep.equal([-100, undefined]);
}

/** The last key the scenario tried to register was refused (HTTP 400) naming publicKey, saying what a key must be. */
export function expectKeyRefused(world: CardlabWorld, mustBe: string): void {
  const { status, body } = world.notes.get(KEY_REFUSAL);
  expect(status, 'HTTP status of the key registration').to.equal(400);
  const details = (body as { error?: { details?: { field: string; rule: string; message: string }[] } } | undefined)?.error?.details ?? [];
  expect(details.map((d) => [d.field, d.rule, d.message]), 'what the refusal names').to.deep.equal([['publicKey', 'key', `must be ${mustBe}`]]);
}

/** Registering the same key again kept it once: the merchant's count of keys did not grow. */
export function expectSameKeyCountTwice(world: CardlabWorld): void {
  const [first, second] = world.notes.get(KEY_COUNTS);
  expect(first, 'keys after the first registration').to.be.a('number').and.above(0);
  expect(second, 'keys after registering the same key again').to.equal(first);
}

/** The transfer still waits in its 3-D Secure (order status 5, authentication started) and moved no money. */
export async function expectAwaitingThreeDs(world: CardlabWorld, label: string): Promise<void> {
  const status = await p2pStatus(world, label);
  expect([status.orderStatus, status.operationList ?? []], `status and money movements of ${label}`).to.deep.equal([5, []]);
}
