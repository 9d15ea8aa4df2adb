/**
 * Callbacks as the merchant's server saw them (the harness's receiver, any target), and as the
 * emulator queued them (its delivery log, `@emulator-only`). Waiting for a callback is a bounded
 * poll (CARDLAB_CALLBACK_WAIT_MS, default 5 s): a wait on an outside event, not business time.
 */
import type { CallbackLog } from '../../src/contracts/control.js';
import { clientsOf } from '../clients.js';
import { type CallbackAddress, hasValidChecksum, type ReceivedCallback } from '../stand-ins/callback-receiver.js';
import { knownOrder } from '../tasks/orders.js';
import type { CardlabWorld } from '../world.js';

/** What a callback says, in the scenario's words: its operation and status (1 success, 0 failure). */
export const NOTIFICATIONS = {
  'held': { operation: 'approved', status: '1' },
  'paid': { operation: 'deposited', status: '1' },
  'captured': { operation: 'deposited', status: '1' },
  'reversed': { operation: 'reversed', status: '1' },
  'refunded': { operation: 'refunded', status: '1' },
  'declined as its session expired': { operation: 'declinedByTimeout', status: '0' },
  // A declined payment is told with the payment's own operation and status 0 (docs/emulator.md).
  'declined': { operation: 'deposited', status: '0' },
  'declined before it was held': { operation: 'approved', status: '0' },
} as const;
export type Notification = keyof typeof NOTIFICATIONS;
export const NOTIFICATION_PATTERN = new RegExp(Object.keys(NOTIFICATIONS).sort((a, b) => b.length - a.length).join('|'));

export function isNotification(text: string): text is Notification {
  return Object.hasOwn(NOTIFICATIONS, text);
}

export const says = (callback: { readonly params: Readonly<Record<string, string>> }, notification: Notification): boolean =>
  callback.params.operation === NOTIFICATIONS[notification].operation && callback.params.status === NOTIFICATIONS[notification].status;

/** Every delivery of the order's callbacks to the scenario's addresses, accepted or not, in order of arrival. */
export function deliveriesAbout(world: CardlabWorld, label: string): ReceivedCallback[] {
  const { orderId } = knownOrder(world, label);
  return world.standIns.receivedCallbacks().filter((c) => c.params.mdOrder === orderId);
}

export function acceptedAbout(world: CardlabWorld, label: string): ReceivedCallback[] {
  return deliveriesAbout(world, label).filter((c) => c.accepted);
}

/** "deposited/1 at the order's own address (refused with HTTP 500)", for failure messages. */
export function describeDeliveries(callbacks: readonly ReceivedCallback[]): string {
  if (callbacks.length === 0) return 'nothing';
  return callbacks
    .map((c) => `${c.method} ${c.params.operation ?? '(no operation)'}/${c.params.status ?? '?'} at ${c.address === 'order' ? "the order's own address" : "the account's address"}${c.accepted ? '' : ' (refused with HTTP 500)'}`)
    .join('; ');
}

/** The scenario's address at the callback receiver: the order's own, or the account's. */
export async function inboxUrl(world: CardlabWorld, address: CallbackAddress): Promise<string> {
  return (await world.standIns.callbacks()).url(address);
}

/** How long a step waits for a callback (CARDLAB_CALLBACK_WAIT_MS), for failure messages. */
export async function callbackWaitMs(world: CardlabWorld): Promise<number> {
  return (await world.standIns.callbacks()).waitMs;
}

/** The first accepted callback about the order saying `notification` (at `address`, when given), or undefined after the wait. */
export async function awaitNotification(world: CardlabWorld, label: string, notification: Notification, address?: CallbackAddress): Promise<ReceivedCallback | undefined> {
  return (await world.standIns.callbacks()).waitFor(() => acceptedAbout(world, label).find((c) => says(c, notification) && (address === undefined || c.address === address)));
}

/** The accepted callbacks about the order once there are `count` of them, or what arrived by the end of the wait. */
export async function awaitNotifications(world: CardlabWorld, label: string, count: number): Promise<ReceivedCallback[]> {
  return (await (await world.standIns.callbacks()).waitFor(() => (acceptedAbout(world, label).length >= count ? acceptedAbout(world, label) : undefined))) ?? acceptedAbout(world, label);
}

/** The merchant's key of callback checksums: the sandbox page's (emulator) or CARDLAB_GATEWAY_CALLBACK_KEY. */
export function callbackKey(world: CardlabWorld): string {
  const key = world.target.gateway?.callbackKey;
  if (!key) throw new Error("the merchant's callback key is not known: set CARDLAB_GATEWAY_CALLBACK_KEY (docs/remote.md) to verify callback checksums");
  return key;
}

/** The merchant's own parameters of `expected` that the callback did not bring back as they were. */
export function ownParametersLost(callback: ReceivedCallback, expected: Readonly<Record<string, string>>): string[] {
  return Object.entries(expected)
    .filter(([name, value]) => callback.params[name] !== value)
    .map(([name, value]) => `${name}=${value} (got ${callback.params[name] ?? 'nothing'})`);
}

export function isSigned(world: CardlabWorld, callback: ReceivedCallback): boolean {
  return hasValidChecksum(callback.params, callbackKey(world));
}

/** What the emulator queued about the order, with its delivery state (control API). */
export async function queuedAbout(world: CardlabWorld, label: string): Promise<CallbackLog['callbacks']> {
  const { orderId } = knownOrder(world, label);
  return (await clientsOf(world).control.callbackLog()).callbacks.filter((c) => c.params.mdOrder === orderId);
}

/** Waits for the merchant's server to refuse a delivery about the order (a server told to fail the next callbacks); undefined if none came in the wait. */
export async function awaitRefusedDelivery(world: CardlabWorld, label: string): Promise<ReceivedCallback | undefined> {
  return (await world.standIns.callbacks()).waitFor(() => deliveriesAbout(world, label).find((c) => !c.accepted));
}

/** The orders, by label, of the callbacks the emulator logged about any of them, in the log's order (control API). */
export async function loggedOrderOf(world: CardlabWorld, labels: readonly string[]): Promise<string[]> {
  const labelOf = new Map(labels.map((label) => [knownOrder(world, label).orderId, label]));
  const logged = (await clientsOf(world).control.callbackLog()).callbacks;
  return logged.flatMap((c) => {
    const label = labelOf.get(c.params.mdOrder ?? '');
    return label === undefined ? [] : [label];
  });
}
