/**
 * Card secrets are never written to a data directory (issue #29, finding 6): a real processor does
 * not keep a CVC or a PIN after authorisation, and neither does a sandbox kept for months. Before a
 * request is journaled, every value under a CVC or PIN name (in its body, its query string, its
 * answer's digest) is blanked to zeros of the same length: still a value the contract takes, never
 * the secret. What the emulator decided from the secret (the CVC matched, the PIN's salted hash) is
 * recorded instead (domain/decisions.ts), and the replay takes that.
 */

/** Names under which requests and answers carry a CVC or a PIN, in any case (`$CVC`, `cvc`, `cvv2`, `newPinData`, `pinValue`, `encryptedPinValue`, `pin`). */
const SECRET_NAMES: ReadonlySet<string> = new Set(['$cvc', 'cvc', 'cvv', 'cvv2', 'cvc2', 'newpindata', 'pinvalue', 'pin', 'encryptedpinvalue']);

export const isCardSecretName = (name: string): boolean => SECRET_NAMES.has(name.toLowerCase());

/** A value blanked: each character a zero (digits and hex stay digits and hex), numbers 0, arrays element by element. */
function blank(value: unknown): unknown {
  if (typeof value === 'string') return '0'.repeat(value.length);
  if (typeof value === 'number') return 0;
  if (Array.isArray(value)) return value.map(blank);
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
    copy[name] = isCardSecretName(name) && member !== null && member !== undefined ? blank(member) : withoutCardSecrets(member);
    if (copy[name] !== member) changed = true;
  }
  return changed ? copy : value;
}

/** A request URL with the CVCs and PINs of its query string blanked; the same text when it has none. */
export function urlWithoutCardSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  if (![...query.keys()].some(isCardSecretName)) return url;
  for (const name of new Set(query.keys())) if (isCardSecretName(name)) query.set(name, String(blank(query.get(name) ?? '')));
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
