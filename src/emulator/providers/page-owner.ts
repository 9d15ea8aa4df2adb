/**
 * Whose page is it? The browser pages (payment page, 3-D Secure method and ACS pages, P2P page)
 * carry no credentials: like the real gateway, the order id or the 3-D Secure transaction id in
 * the page's fields is the only key. The account that knows that id answers the page.
 */
import { unpack } from '../domain/gateway/three-ds.js';
import type { Sandbox } from '../domain/sandbox.js';

export interface PageSubject {
  readonly orderId: string | undefined;
  readonly transIds: readonly string[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value.trim() : undefined);
const packedTransId = (value: unknown): string | undefined => {
  const packed = text(value);
  return packed === undefined ? undefined : text(unpack(packed)?.threeDSServerTransID);
};

/** The order and 3-D Secure transaction ids a page request names, wherever the page flow puts them. */
export function pageSubject(fields: Readonly<Record<string, unknown>>): PageSubject {
  const transIds = [text(fields.threeDSServerTransId), text(fields.threeDSServerTransID), packedTransId(fields.threeDSMethodData), packedTransId(fields.creq), packedTransId(fields.cres)];
  return { orderId: text(fields.mdOrder), transIds: transIds.filter((id): id is string => id !== undefined) };
}

/** Whether this sandbox knows the page's order or authentication. */
export function ownsPage(sandbox: Sandbox, subject: PageSubject): boolean {
  const { orderId, transIds } = subject;
  if (orderId !== undefined && (sandbox.gateway.orders.get(orderId) !== undefined || sandbox.gateway.p2p.orders.get(orderId) !== undefined)) return true;
  return transIds.some((id) => sandbox.gateway.threeDs.get(id) !== undefined);
}
