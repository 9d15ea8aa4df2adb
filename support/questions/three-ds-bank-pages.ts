/** What the bank's 3-D Secure pages answered the customer's browser (support/tasks/three-ds-bank-pages.ts sends them). */
import { shownBankPage } from '../tasks/three-ds-bank-pages.js';
import type { CardlabWorld } from '../world.js';

/** The HTTP status of the bank's page the browser shows last, and what it says. */
export function whatBankPageSays(world: CardlabWorld): { readonly status: number; readonly says: string } {
  const { status, says } = shownBankPage(world);
  return { status, says };
}

/** The language the bank's page the browser shows last is in (its `lang`). */
export function bankPageLanguage(world: CardlabWorld): string {
  return shownBankPage(world).language;
}

/** What the bank's page sends the browser on with by itself: the authentication's result (transStatus) in a CRes, or nothing. */
export function bankAnswerOnItsWay(world: CardlabWorld): { readonly messageType: unknown; readonly transStatus: unknown } | undefined {
  const cres = shownBankPage(world).sendsOn?.fields.cres;
  if (cres === undefined) return undefined;
  const message = JSON.parse(Buffer.from(cres, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { messageType: message.messageType, transStatus: message.transStatus };
}
