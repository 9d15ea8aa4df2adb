import { isLuhnValid } from './luhn.js';

/** Keys whose values are secrets. Compared lower-cased. */
export const SENSITIVE_KEYS: readonly string[] = [
  'cvc', 'cvv', 'cvv2', 'cvc2', '$cvc', 'pin', 'newpindata', 'pinvalue', 'password',
  'apikey', 'api_key', 'x-api-key', 'authorization', 'token', 'secret',
];
const SENSITIVE = new Set(SENSITIVE_KEYS);
/**
 * Keys whose value is a card number whatever its digits (a typo'd or test PAN is still a PAN). The
 * P2P billing data's payer and recipient accounts may be the card numbers of an AFT or OCT (spec 03
 * leaves their type open), so they count as card numbers too.
 */
const PAN_KEY_NAMES = ['pan', '$pan', 'number', 'cardnumber', 'cardnumberfltr', 'placeholdercardnumber', 'payeraccount', 'recipientaccount'] as const;
const PAN_KEYS = new Set<string>(PAN_KEY_NAMES);
const SENSITIVE_HEADERS = new Set(['authorization', 'x-api-key', 'cookie', 'set-cookie', 'x-signature']);

const MASK = '***';
const PAN_DIGITS = /^\d{13,19}$/;
// Lookarounds make sure we see the whole digit run: 20+ digit ids must not be half-masked.
const PAN_IN_TEXT = /(?<!\d)\d{13,19}(?!\d)/g;

/**
 * Issuer identification numbers of the card schemes (ISO/IEC 7812): Visa 4; Mastercard 51-55 and
 * 2221-2720, Maestro 50 and 56-69, Mir 2200-2204; American Express 34/37, JCB 35, Diners 30/36/38/39;
 * Discover, UnionPay, RuPay and others under 6; UnionPay 81, RuPay 82; Troy 9792; UATP 1 (15 digits).
 * What none of them starts with stays readable: above all epoch timestamps (13, 16 or 19 digits
 * starting with 1 until the year 2286), which a bare Luhn test masked one time in ten.
 */
const CARD_PREFIX = /^(?:[2-6]|8[12]|9792|1\d{14}$)/;

/**
 * A digit run in free text (a message, a URL, a string under any key) that is a card number: 13-19
 * digits, Luhn-valid, and a scheme's prefix. Card numbers under their own keys are masked whatever
 * their digits (maskValue), and numbers the run learnt are redacted by value (SecretRegistry).
 */
export function looksLikeCardNumber(run: string): boolean {
  return PAN_DIGITS.test(run) && CARD_PREFIX.test(run) && isLuhnValid(run);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// key=value (query strings, forms), "key":"value" (JSON), key: value (headers, util.inspect).
// The look-behind stops "spin=" or "x_pin:" from matching "pin"; a scheme word keeps
// "Authorization: Bearer <token>" from leaking the token after the scheme.
const KEY_VALUE_IN_TEXT = new RegExp(
  `(?<![\\w$-])(["']?)(${SENSITIVE_KEYS.map(escapeRegExp).join('|')})\\1(\\s*[:=]\\s*)` +
    `("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|(?:(?:Bearer|Basic|Digest|Token)\\s+)?[^\\s,;&"'}\\]]+)`,
  'gi',
);

export function maskPan(pan: string): string {
  if (pan.length < 13) return '*'.repeat(pan.length);
  return pan.slice(0, 6) + '*'.repeat(pan.length - 10) + pan.slice(-4);
}

// pan=…, "cardNumber": "…", cardNumberFltr=… in text (URLs, forms, JSON): masked as a card number
// whatever its digits, like maskValue does under these keys.
const PAN_KEY_VALUE_IN_TEXT = new RegExp(`(?<![\\w$-])(["']?)(${PAN_KEY_NAMES.map(escapeRegExp).join('|')})\\1(\\s*[:=]\\s*["']?)(\\d{12,19})(?!\\d)`, 'gi');

export function maskText(text: string): string {
  return text
    .replace(PAN_KEY_VALUE_IN_TEXT, (_match, quote: string, key: string, separator: string, digits: string) => `${quote}${key}${quote}${separator}${maskPan(digits)}`)
    .replace(PAN_IN_TEXT, (run) => (looksLikeCardNumber(run) ? maskPan(run) : run))
    .replace(KEY_VALUE_IN_TEXT, (_match, quote: string, key: string, separator: string, value: string) => {
      const valueQuote = value.startsWith('"') || value.startsWith("'") ? value[0] : quote;
      return `${quote}${key}${quote}${separator}${valueQuote}${MASK}${valueQuote}`;
    });
}

/**
 * Masked deep copy of JSON-like data. The static type is kept for convenience even though
 * masked numbers come back as strings: the result is for printing, not for further use.
 */
export function maskValue<T>(value: T): T {
  return maskAny(value) as T;
}

function maskAny(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  if (typeof value === 'number') return isPanNumber(value) ? maskPan(String(value)) : value;
  if (Array.isArray(value)) return value.map(maskAny);
  if (value === null || typeof value !== 'object') return value;
  // Dates and similar are printed via toJSON by JSON.stringify, so mask that form.
  if (value instanceof Date) return maskAny(value.toJSON());

  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const lower = key.toLowerCase();
    // null/undefined stay as-is: "no PIN was sent" is useful to see and reveals nothing.
    if (SENSITIVE.has(lower) && child != null) out[key] = MASK;
    // Under a card-number key, mask even a non-Luhn value: a typo'd PAN is still a PAN.
    else if (PAN_KEYS.has(lower) && isDigitRun(child)) out[key] = maskPan(String(child));
    else out[key] = maskAny(child);
  }
  return out;
}

const isDigitRun = (v: unknown): boolean =>
  (typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v))) && PAN_DIGITS.test(String(v));

const isPanNumber = (n: number): boolean => Number.isInteger(n) && looksLikeCardNumber(String(n));

/** Non-secret header values still go through maskText: a Location URL can carry a PAN. */
export function maskHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    out[name] = SENSITIVE_HEADERS.has(name.toLowerCase()) ? MASK : maskText(value);
  }
  return out;
}

/** For secrets with no recognisable shape (e.g. an opaque API key) that we know by value. */
export class SecretRegistry {
  // Short values would also match ordinary words and numbers and make logs unreadable.
  static readonly MIN_LENGTH = 6;
  private readonly secrets = new Set<string>();

  add(value: string): void {
    if (value.length >= SecretRegistry.MIN_LENGTH) this.secrets.add(value);
  }

  redact(text: string): string {
    // Longest first, so a secret that contains another one is removed whole.
    const ordered = [...this.secrets].sort((a, b) => b.length - a.length);
    return ordered.reduce((acc, secret) => acc.split(secret).join(MASK), text);
  }
}
