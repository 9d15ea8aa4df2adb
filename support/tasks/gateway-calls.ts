/**
 * Calls to the e-commerce gateway that its client cannot make: an operation it does not have, and
 * a body it cannot read. The gateway still answers in its convention (errorCode and errorMessage),
 * so a client that reads only errorCode sees a failure.
 */
import type { GatewayAnswer } from '../../src/clients/gateway.js';
import type { GatewayOperation } from '../../src/contracts/gateway/index.js';
import { HttpClient } from '../../src/clients/http.js';
import { clientsOf } from '../clients.js';
import { gatewayCurrency, type Money } from '../money.js';
import { shopUrl } from '../stand-ins/merchant-site.js';
import type { CardlabWorld } from '../world.js';
import { newOrderNumber, tryRegisterOrder } from './orders.js';

/** A body register.do cannot read, by how it is wrong. */
export const UNREADABLE_BODIES = {
  'that is a JSON array': (params: Record<string, string>) => ({ body: JSON.stringify([params]), contentType: 'application/json' }),
  'that is JSON cut short': (params: Record<string, string>) => ({ body: JSON.stringify(params).slice(0, -1), contentType: 'application/json' }),
  'in a content type the gateway does not read': (params: Record<string, string>) => ({ body: new URLSearchParams(params).toString(), contentType: 'text/csv' }),
} as const satisfies Record<string, (params: Record<string, string>) => { body: string; contentType: string }>;
export type UnreadableBody = keyof typeof UNREADABLE_BODIES;

function gatewayHttp(world: CardlabWorld): HttpClient {
  const gateway = world.target.gateway;
  if (!gateway) throw new Error('the target has no e-commerce gateway configured: set the CARDLAB_GATEWAY_* variables (docs/remote.md) or leave out @ecom scenarios');
  return new HttpClient({ baseUrl: gateway.baseUrl, recorder: world.recorder, timeoutMs: world.target.timeoutMs });
}

/** The merchant's credentials and a registration of 10.00 EUR, as form fields. */
function registration(world: CardlabWorld, label: string): Record<string, string> {
  const gateway = world.target.gateway;
  return { userName: gateway?.userName ?? '', password: gateway?.password ?? '', orderNumber: newOrderNumber(world, label), amount: '1000', currency: gatewayCurrency('EUR'), returnUrl: shopUrl('return') };
}

/** The answer as the gateway's client would read it: a refusal unless errorCode is "0" (or absent) with HTTP 200. */
async function attempt(world: CardlabWorld, what: string, call: Parameters<HttpClient['call']>[0]): Promise<void> {
  const reply = await gatewayHttp(world).call(call);
  const body = (reply.body ?? {}) as { errorCode?: unknown; errorMessage?: unknown };
  const errorCode = typeof body.errorCode === 'string' || typeof body.errorCode === 'number' ? String(body.errorCode) : undefined;
  const ok = reply.status === 200 && (errorCode === undefined || errorCode === '0');
  const answer = (ok ? { ok, status: 200, value: reply.body, reply } : { ok, status: reply.status, errorCode, errorMessage: typeof body.errorMessage === 'string' ? body.errorMessage : undefined, reply }) as GatewayAnswer<GatewayOperation>;
  world.attempted(what, answer);
}

/** The merchant calls register.do under a name the gateway has no operation for. */
export async function tryUnknownOperation(world: CardlabWorld, label: string): Promise<void> {
  await attempt(world, 'calling an operation the gateway does not have', { operation: 'gateway.(unknown operation)', method: 'POST', path: '/payment/rest/registerOrderNow.do', form: registration(world, label), success: 200 });
}

/** The merchant sends register.do a body it cannot read. */
export async function tryUnreadableRegistration(world: CardlabWorld, label: string, how: UnreadableBody): Promise<void> {
  await attempt(world, `registering order ${label} with a body ${how}`, { operation: 'gateway.register.do', method: 'POST', path: '/payment/rest/register.do', raw: UNREADABLE_BODIES[how](registration(world, label)), success: 200 });
}

/** The legacy status (getOrderStatus.do) of an order the gateway never registered; the refusal is for a later step to check. */
export async function tryLegacyStatusOfUnknownOrder(world: CardlabWorld): Promise<void> {
  world.attempted('reading the legacy status of an order that was never registered', await clientsOf(world).gateway.call('getOrderStatus.do', { orderId: world.faker.string.uuid() }));
}

/** register.do with the account's token instead of its user name and password, or with a token the gateway never gave. */
export async function tryRegisterOrderWithToken(world: CardlabWorld, label: string, money: Money, which: 'its token' | 'a token the gateway never gave'): Promise<void> {
  const token = which === 'its token' ? world.target.gateway?.token : `token-${world.unique(12)}`;
  if (!token) throw new Error("the target's gateway account has no token: set CARDLAB_GATEWAY_TOKEN (docs/remote.md)");
  await tryRegisterOrder(world, label, money, { credentials: { token } });
}

/** A call of each operation the gateway would take (the day's order list, a card's enrolment, a payment of an order never registered, an order's status), for a scenario to change one parameter of. */
const WELL_FORMED = {
  'register.do': (world: CardlabWorld) => ({ orderNumber: newOrderNumber(world, 'L-1'), amount: 1000, currency: gatewayCurrency('EUR'), returnUrl: shopUrl('return') }),
  'getLastOrdersForMerchants.do': () => ({ from: '20260101000000', to: '20261231235959', size: 10, transactionStates: 'CREATED', merchants: '' }),
  'verifyEnrollment.do': () => ({ pan: '4444555511113333' }),
  'paymentorder.do': (world: CardlabWorld) => ({ MDORDER: world.faker.string.uuid(), $PAN: '4444555511113333', $EXPIRY: '203012', $CVC: '123', TEXT: 'TEST CARDHOLDER' }),
  'getOrderStatusExtended.do': (world: CardlabWorld) => ({ orderId: world.faker.string.uuid() }),
} as const satisfies Partial<Record<GatewayOperation, (world: CardlabWorld) => Record<string, unknown>>>;
export type WellFormedCall = keyof typeof WELL_FORMED;

/** `operation` with `changes` ("name=value&name=value", as a query string) over a call it would take, asking for answers in `language`. */
export async function tryCallWith(world: CardlabWorld, operation: WellFormedCall, changes: string, language: string): Promise<void> {
  const params = { ...WELL_FORMED[operation](world), ...Object.fromEntries(new URLSearchParams(changes)), language };
  world.attempted(`calling ${operation} with ${changes}`, await clientsOf(world).gateway.call(operation, params));
}
