/**
 * Looks through a data directory's journals for card security codes and PINs (issue #29, finding
 * 6): every value of every entry, the bodies and query strings of the requests included, is
 * offered to `isSecret`, which knows the CVCs and PINs a run used (by hash: they are kept nowhere
 * in clear). Used by the remote scenario run (scripts/remote-run.ts) on the journal that run wrote,
 * and by the tests. A value under a name that holds amounts, codes or numbers of another kind is
 * not a secret whatever its digits: a CVC of 978 is also the euro's code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataKey } from './data-key.js';
import type { Entry } from './format.js';
import { JournalLines, type Position } from './lines.js';

/**
 * Members whose digits are never a CVC or a PIN, though they may look alike: the codes, amounts,
 * dates and numbers of other kinds that the suite's requests carry as digits. A run sends a few
 * hundred CVCs of three digits, and some are bound to equal a country or currency code by chance.
 */
const NOT_SECRETS: ReadonlySet<string> = new Set([
  // amounts, counts and codes
  'amount', 'amountInput', 'totalAmount', 'feeAmount', 'feeInput', 'value', 'size', 'currency', 'feeCurrency', 'country_code', 'countryGroup', 'mcc', 'mccGroup', 'mccList',
  'merchantType', 'transactionType', 'posDataCode', 'eci', 'recipientAccountNumberType', 'code',
  // the 3-D Secure app's message counter (EMV 3DS CReq: "000", "001", …)
  'sdkCounterStoA',
  // the sandbox's own identifiers
  'domain', 'institutionId', 'institution_id', 'productId', 'product_id', 'serviceIdAcc', 'service_id_acc', 'terminalId', 'terminalNumber', 'terminalIdentification',
  'atmTerminalId', 'agentId', 'agent_number', 'orderId', 'id', 'block', 'seed',
  // dates, addresses and phones
  'expDate', 'expiryDate', '$EXPIRY', 'newExpiry', 'expirationYear', 'expirationMonth', 'payerBirthday', 'recipientBirthday', 'postalCode', 'postal_code',
  'billingPostalCode', 'recipientPostalCode', 'shippingPostalCode', 'phoneNumber', 'mobile_phone',
  // the journal's own members
  'wall', 's', 'target', 'maxRecords', 'periodMs', 'sessionTimeoutSecs',
]);
/** v1 limit values are named by their limit type (LMTP0107). */
const LIMIT_TYPE = /^LMTP\d+$/;

export interface Finding {
  readonly file: string;
  readonly line: number;
  /** Where in the entry, e.g. `b.$CVC`, `u?pin`. */
  readonly path: string;
  readonly kind: string;
}

/** Every place in the journals of `dir/accounts` where a value `isSecret` knows stands. */
export function cardSecretsIn(accountsDir: string, isSecret: (value: string) => string | undefined, key?: DataKey): Finding[] {
  const findings: Finding[] = [];
  for (const name of readdirSync(accountsDir).filter((n) => n.endsWith('.ndjson'))) {
    const file = join(accountsDir, name);
    const lines = new JournalLines(key);
    let at: Position | undefined;
    for (const [i, text] of readFileSync(file, 'utf8').split('\n').entries()) {
      if (text === '') continue;
      const read = lines.unframe(text, at);
      at = read.at;
      walk(expanded(read.entry), { path: '', name: '' }, { found: (path, kind) => findings.push({ file, line: i + 1, path, kind }), isSecret });
    }
  }
  return findings;
}

/** A request entry with its body and query string read as values too (they are text in the entry). */
function expanded(entry: Entry): unknown {
  if (entry.t !== 'req') return entry;
  const body = entry.b === undefined ? undefined : entry.enc === 'base64' ? Buffer.from(entry.b, 'base64').toString('utf8') : entry.b;
  let parsed: unknown = body;
  try {
    parsed = body === undefined ? undefined : JSON.parse(body);
  } catch {
    parsed = body;
  }
  const at = entry.u.indexOf('?');
  const query = at < 0 ? {} : Object.fromEntries(new URLSearchParams(entry.u.slice(at + 1)));
  return { ...entry, b: parsed, 'u?': query };
}

/** A parameter as v1 and the gateway list them, `{"name": …, "value": …}`: its value is known by its name. */
const isNamed = (value: unknown): value is { name: string; value: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string' && 'value' in value && Object.keys(value).length === 2;

/**
 * Offers every value of `value` to `isSecret`, telling `found` where one is a secret. `name`: the
 * member `value` stands under (an array's items stand under the array's name).
 */
function walk(value: unknown, at: { path: string; name: string }, scan: { found: (path: string, kind: string) => void; isSecret: (value: string) => string | undefined }): void {
  const { path, name } = at;
  if (typeof value === 'string' || typeof value === 'number') {
    // All zeros is the stand-in of a blanked secret (card-secrets.ts): a card whose CVC is 000 cannot be told from it.
    const text = String(value);
    const kind = NOT_SECRETS.has(name) || LIMIT_TYPE.test(name) || /^0+$/.test(text) ? undefined : scan.isSecret(text);
    if (kind) scan.found(path, kind);
    return;
  }
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, { path: `${path}.${i}`, name }, scan));
  else if (isNamed(value)) walk(value.value, { path: `${path}.${value.name}`, name: value.name }, scan);
  else if (typeof value === 'object' && value !== null) for (const [member, inner] of Object.entries(value)) walk(inner, { path: path ? `${path}.${member}` : member, name: member }, scan);
}
