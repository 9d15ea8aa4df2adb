/**
 * Card secrets are never written to a data directory (issue #29, finding 6): a real processor does
 * not keep a CVC or a PIN after authorisation, and neither does a sandbox kept for months. Before a
 * request is journaled, every value under a CVC or PIN name (in its body, its query string, its
 * answer's digest) is blanked: its digits become zeros, so the contract takes it or refuses it as
 * it did the secret, which is never written. What the emulator decided from the secret (the CVC matched, the PIN's salted hash) is
 * recorded instead (domain/decisions.ts), and the replay takes that.
 */

import { cardSecretKind } from '../../common/card-secret-names.js';

/**
 * A value blanked, keeping whether the contract takes it: the digits of a CVC or PIN become zeros
 * and anything else stays ("12ab" stays refused, "1234" becomes "0000"); a PIN block's hex digits
 * all become zeros (still 16 hex digits, or still not). Arrays are blanked item by item.
 */
function blank(value: unknown, name: string): unknown {
  if (typeof value === 'string') return value.replace(name.toLowerCase() === 'encryptedpinvalue' ? /[0-9a-f]/gi : /\d/g, '0');
  // A number keeps its count of digits (123 becomes 100): a contract that counts them judges it alike.
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? 10 ** (String(value).length - 1) : 0;
  if (Array.isArray(value)) return value.map((item) => blank(item, name));
  return value;
}

/** `value` with every CVC and PIN blanked, at any depth; the same object when it holds none. */
export function withoutCardSecrets(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutCardSecrets);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) {
    copy[name] = cardSecretKind(name) && member !== null && member !== undefined ? blank(member, name) : withoutCardSecrets(member);
    if (copy[name] !== member) changed = true;
  }
  return changed ? copy : value;
}

/** A request URL with the CVCs and PINs of its query string blanked; the same text when it has none. */
export function urlWithoutCardSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  if (![...query.keys()].some((name) => cardSecretKind(name))) return url;
  for (const name of new Set(query.keys())) if (cardSecretKind(name)) query.set(name, String(blank(query.get(name) ?? '', name)));
  return `${url.slice(0, at)}?${query.toString()}`;
}

/** A JSON text with its CVCs and PINs blanked; the text itself when it holds none or is not JSON. */
export function jsonTextWithoutCardSecrets(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const blanked = withoutCardSecrets(parsed);
  return blanked === parsed ? text : JSON.stringify(blanked);
}
