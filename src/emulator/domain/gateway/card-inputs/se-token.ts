/**
 * seToken, the gateway family's "self-encrypted token": card data collected on the merchant's (or
 * the payer's app's) side, encrypted for the gateway. Before encryption it is text of parts joined
 * by `/`, in this order: timestamp (ISO 8601 with its offset, `2024-09-03T10:10:24+03:00`), a UUID,
 * the card number, the CVC, the expiry (YYYYMM), the order id (mdOrder), then optionally a bindingId,
 * the cardholder name and the SDK it came from (registeredFrom). A part left out keeps its place
 * empty (`…/5555555555555599//202412/<mdOrder>`). The text is encrypted with the sandbox account's
 * RSA public key (PKCS#1 v1.5 padding, as the family's web and mobile SDKs do) and sent as base64.
 *
 * Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809: a timing oracle). The sandbox
 * decrypts without padding and removes the padding itself, answering every padding failure alike;
 * its keys guard no real card data.
 */
import { constants, type KeyObject, privateDecrypt } from 'node:crypto';

/** The gateway refuses a token made more than this far from its own clock (in either direction). */
export const SE_TOKEN_WINDOW_MS = 30 * 60 * 1000;
export const SE_TOKEN_SOURCES = ['MSDK_CORE', 'MSDK_FORMS', 'MSDK_PAYMENT', 'WSDK_CORE', 'WSDK_PAYMENT'] as const;
const SOURCES_IN_WORDS = SE_TOKEN_SOURCES.join(', ');

export interface SeTokenCard {
  readonly pan: string;
  readonly cvc?: string | undefined;
  /** YYYYMM */
  readonly expiry?: string | undefined;
  readonly cardholderName?: string | undefined;
  readonly mdOrder: string;
}

/** Why a token is refused: the rule, and what is wrong, in words (the field is the token itself). */
export interface SeTokenProblem {
  readonly rule: string;
  readonly message: string;
}

const problem = (rule: string, message: string): SeTokenProblem => ({ rule, message });
const CANNOT_DECRYPT = problem('decrypt', 'cannot be decrypted with the sandbox’s seToken key (get it from the sandbox, RSA PKCS#1 v1.5)');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/;

/** Opens a token sent for `orderId`; `key` is the account's RSA private key (undefined: never made, so nothing was encrypted for it). */
export function openSeToken(token: string, key: KeyObject | undefined, orderId: string, now: Date): SeTokenCard | SeTokenProblem {
  const text = decrypt(token, key);
  if (typeof text !== 'string') return text;
  const parts = text.split('/');
  if (parts.length < 6 || parts.length > 9) return problem('format', 'must hold 6 to 9 parts joined by "/": timestamp/uuid/pan/cvc/expiry/mdOrder[/bindingId/cardholder/registeredFrom]');
  // The count is checked: the first six parts are there, the last three may not be.
  const [timestamp, uuid, pan, cvc, expiry, mdOrder, bindingId = '', cardholder = '', source = ''] = parts as [string, string, string, string, string, string, ...string[]];
  const at = timeOf(timestamp);
  if (at === undefined) return problem('timestamp', 'must start with the time it was made, YYYY-MM-DDThh:mm:ss±hh:mm');
  if (Math.abs(at - now.getTime()) > SE_TOKEN_WINDOW_MS) return problem('expired', 'was made more than 30 minutes from the gateway’s time: make a new one');
  if (!UUID.test(uuid)) return problem('uuid', 'must carry a UUID as its second part');
  if (bindingId !== '') return problem('binding', 'names a stored card: pay stored cards with bindingId, not inside seToken');
  if (!/^\d{12,19}$/.test(pan)) return problem('pan', 'must carry a card number of 12 to 19 digits');
  if (cvc !== '' && !/^\d{3,4}$/.test(cvc)) return problem('cvc', 'must carry a CVC of 3 or 4 digits, or none');
  if (expiry !== '' && !/^\d{4}(0[1-9]|1[0-2])$/.test(expiry)) return problem('expiry', 'must carry the expiry as YYYYMM, or none');
  if (mdOrder !== orderId) return problem('order', 'must name the order it pays (mdOrder): it was made for another order, or for none');
  if (cardholder !== '' && !/^[A-Za-z .'-]{1,26}$/.test(cardholder)) return problem('cardholder', 'must carry the cardholder name in 1 to 26 Latin letters');
  if (source !== '' && !(SE_TOKEN_SOURCES as readonly string[]).includes(source)) return problem('source', `must name its SDK as one of ${SOURCES_IN_WORDS}`);
  return { pan, cvc: cvc || undefined, expiry: expiry || undefined, cardholderName: cardholder.toUpperCase() || undefined, mdOrder };
}

function decrypt(token: string, key: KeyObject | undefined): string | SeTokenProblem {
  const text = token.trim();
  const bytes = BASE64.test(text) ? Buffer.from(text, 'base64') : undefined;
  if (!bytes || bytes.length === 0) return problem('base64', 'must be base64');
  let block: Buffer | undefined;
  try {
    // No key (the account never made one) decrypts nothing. privateDecrypt refuses a token longer
    // than the key; a shorter one decrypts to a block whose padding does not check.
    block = key && privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, bytes);
  } catch {
    // No block: refused below.
  }
  const message = block && unpadPkcs1(block);
  if (!message) return CANNOT_DECRYPT;
  const clear = message.toString('utf8');
  return Buffer.from(clear).equals(message) ? clear : problem('format', 'must be UTF-8 text once decrypted');
}

/** EME-PKCS1-v1_5: 0x00 0x02, at least 8 non-zero padding bytes, 0x00, the message (the block is the key's size). */
function unpadPkcs1(block: Buffer): Buffer | undefined {
  if (block[0] !== 0x00 || block[1] !== 0x02) return undefined;
  const zero = block.indexOf(0x00, 2);
  if (zero < 10) return undefined;
  return block.subarray(zero + 1);
}

function timeOf(timestamp: string): number | undefined {
  const m = TIMESTAMP.exec(timestamp);
  if (!m) return undefined;
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return undefined;
  // A date that does not exist (2024-02-30) is refused, not rolled over. Date.parse refuses a month
  // out of 01-12 and a day out of 01-31, so a day past its month's end is the one left: its date changes.
  const [, y, mo, d] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return day.getUTCDate() === Number(d) ? at : undefined;
}

export function isSeTokenProblem(value: SeTokenCard | SeTokenProblem): value is SeTokenProblem {
  return 'rule' in value;
}
