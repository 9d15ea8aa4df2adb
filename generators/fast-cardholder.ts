/**
 * A v2 cardholder body built from faker's locale word lists with the seeded Random, for bulk output
 * (the CLI, the bench). It meets the same field rules as buildCardholder, which stays the builder
 * for scenarios: it follows faker's full templates and its values are pinned by existing seeds.
 */
import type { CardholderInput } from './cardholder.js';
import type { LocaleTables } from './locale-data.js';
import type { Random } from '../src/common/random.js';
import { fit, slug } from './text.js';

const DAY_MS = 86_400_000;
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

export interface FastCardholderOptions {
  /** Reference date for ages (18 to 80 on that day). */
  readonly now: Date;
}

export function fastCardholderFactory(rng: Random, tables: LocaleTables, options: FastCardholderOptions): () => CardholderInput {
  const { youngest, span } = birthRange(options.now);
  // Formatting a date costs as much as the rest of a cardholder: each of the ~23,000 days is formatted once.
  const days: (string | undefined)[] = new Array<string | undefined>(span);
  const country = tables.country.alpha2;
  // Only the US data has reliable state abbreviations (as in buildCardholder).
  const withState = country === 'US';
  return () => {
    const firstName = fit(tables.firstName(rng), 35);
    const lastName = fit(tables.lastName(rng), 35);
    const email = `${slugOf(firstName)}.${slugOf(lastName)}@${EMAIL_DOMAINS[Math.floor(rng.next() * 3)]!}`;
    const phoneNumber = tables.phone(rng);
    const back = Math.floor(rng.next() * span);
    const dateOfBirth = (days[back] ??= new Date((youngest - back) * DAY_MS).toISOString().slice(0, 10));
    const line1 = fit(tables.streetAddress(rng), 50);
    const line2 = rng.next() < 0.5 ? fit(tables.secondaryAddress(rng), 50) : undefined;
    const city = fit(tables.city(rng), 50);
    const state = withState ? tables.stateAbbr(rng) : undefined;
    const postalCode = fit(tables.postcode(rng), 9);
    // Built key by key rather than with conditional spreads: same key order, a fraction of the cost.
    const billingAddress: CardholderInput['billingAddress'] = { line1 } as CardholderInput['billingAddress'];
    if (line2 !== undefined) billingAddress.line2 = line2;
    billingAddress.city = city;
    if (state !== undefined) billingAddress.state = state;
    billingAddress.postalCode = postalCode;
    billingAddress.country = country;
    return { firstName, lastName, email, phoneNumber, dateOfBirth, billingAddress };
  };
}

// Names come from word lists, and folding accents costs more than the rest of a cardholder:
// each name's slug is remembered (bounded, in case of a huge word list).
const MEMO_LIMIT = 100_000;
const slugs = new Map<string, string>();

function slugOf(name: string): string {
  let s = slugs.get(name);
  if (s === undefined) {
    s = slug(name);
    if (slugs.size < MEMO_LIMIT) slugs.set(name, s);
  }
  return s;
}

/** Days since the epoch of the youngest allowed birthday (18 today) and how many days back the oldest (80) lies. */
function birthRange(now: Date): { youngest: number; span: number } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const youngest = Math.floor(Date.UTC(y - 18, m, d) / DAY_MS);
  // Born the day after this date 81 years ago: 80 years old, not yet 81.
  const oldest = Math.floor(Date.UTC(y - 81, m, d) / DAY_MS) + 1;
  return { youngest, span: youngest - oldest + 1 };
}
