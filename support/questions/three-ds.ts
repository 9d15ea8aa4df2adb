/** What an order shows of its 3-D Secure authentication: the ECI of its card authorisation. */
import { asStatus, orderStatus } from './orders.js';
import type { CardlabWorld } from '../world.js';

/** ECI by payment system: Visa 05 authenticated, 06 attempt; Mastercard 02 and 01. */
const ECI = { authenticated: { VISA: 5, MASTERCARD: 2 }, attempt: { VISA: 6, MASTERCARD: 1 } } as const;
export type ThreeDsResult = keyof typeof ECI;

/** The ECI the order shows, and the one its payment system gives for `result`. */
export async function eciOf(world: CardlabWorld, label: string, result: ThreeDsResult): Promise<{ shown: number | undefined; expected: number }> {
  const info = asStatus(await orderStatus(world, label)).cardAuthInfo;
  const system = info?.paymentSystem;
  if (system !== 'VISA' && system !== 'MASTERCARD') throw new Error(`order ${label} shows no Visa or Mastercard payment (payment system ${String(system)})`);
  return { shown: info?.secureAuthInfo?.eci, expected: ECI[result][system] };
}
