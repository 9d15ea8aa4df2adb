/**
 * Faker's locale data compiled into plain functions of the seeded Random. Faker's own methods go
 * through its template engine and its own PRNG on every call (~50 µs per cardholder); drawing from
 * the same word lists directly is over ten times faster and still fully determined by the seed.
 * Only the templates the en, de and fr data use are understood; anything else fails at compile time.
 */
import { countryOf, type Country } from './address.js';
import { createFaker, type FakerLocale } from './faker.js';
import type { Random } from '../src/common/random.js';

export type Draw = (rng: Random) => string;

export interface LocaleTables {
  readonly locale: FakerLocale;
  readonly country: Country;
  readonly firstName: Draw;
  readonly lastName: Draw;
  readonly streetAddress: Draw;
  readonly secondaryAddress: Draw;
  readonly city: Draw;
  /** Abbreviated state or region ("CA"). */
  readonly stateAbbr: Draw;
  /** Postal code of at most the 5 digits of a US ZIP code; longer patterns are left to the caller. */
  readonly postcode: Draw;
  /** "+" and 7-15 digits, from the locale's international phone formats. */
  readonly phone: Draw;
}

type Definitions = Record<string, Record<string, unknown> | undefined>;

const cache = new Map<FakerLocale, LocaleTables>();

export function localeTables(locale: FakerLocale): LocaleTables {
  let tables = cache.get(locale);
  if (!tables) cache.set(locale, (tables = compileTables(locale)));
  return tables;
}

function compileTables(locale: FakerLocale): LocaleTables {
  const faker = createFaker(0, locale);
  const defs = faker.rawDefinitions as unknown as Definitions;
  const words = (section: string, key: string): Draw => pickOne(stringsAt(defs, section, key).map((w) => template(w, resolve)));
  const symbols = (section: string, key: string): Draw => pickOne(stringsAt(defs, section, key).map(symbolPattern));

  // A person's names as faker draws them, by its rule for a sex's list (sexedDraw).
  const firstName = (): Draw => sexedDraw(sexLists<string>(defs, 'first_name'), (names) => pickOne(names.map((n) => template(n, resolve))));
  const lastName = (): Draw => {
    const patterns = sexLists<{ value: string; weight: number }>(defs, 'last_name_pattern');
    if (Object.keys(patterns).length === 0) return sexedDraw(sexLists<string>(defs, 'last_name'), (names) => pickOne(names.map((n) => template(n, resolve))));
    return sexedDraw(patterns, (list) => weighted(list.map((p) => ({ draw: template(p.value, resolve), weight: p.weight }))));
  };

  // The names faker's templates refer to, in both of the spellings they use.
  const refs: Record<string, () => Draw> = {
    'person.firstName': firstName,
    'person.lastName': lastName,
    'location.buildingNumber': () => symbols('location', 'building_number'),
    'location.secondaryAddress': () => symbols('location', 'secondary_address'),
    'location.street': () => words('location', 'street_pattern'),
  };
  const compiled = new Map<string, Draw>();
  function resolve(ref: string): Draw {
    let draw = compiled.get(ref);
    if (draw) return draw;
    const [section, key, sex] = ref.split('.');
    // `person.last_name.generic` (a last-name pattern's part): that sex's list of the key.
    const ofSex = sex && key ? () => pickOne((sexLists<string>(defs, key)[sex as Sex] ?? []).map((w) => template(w, resolve))) : undefined;
    const make = refs[ref] ?? ofSex ?? (section && key ? () => words(section, key) : undefined);
    if (!make) throw new Error(`locale ${locale}: unsupported template reference {{${ref}}}`);
    // Registered before compiling so that a template referring to itself cannot recurse forever.
    compiled.set(ref, (rng) => draw!(rng));
    draw = make();
    compiled.set(ref, draw);
    return draw;
  }

  const streetAddress = defs.location?.street_address as { normal?: string } | undefined;
  if (typeof streetAddress?.normal !== 'string') throw new Error(`locale ${locale}: no location.street_address.normal`);
  const phones = (defs.phone_number?.format as { international?: string[] } | undefined)?.international;
  if (!phones?.length) throw new Error(`locale ${locale}: no international phone formats`);
  return {
    locale,
    country: countryOf(faker),
    firstName: resolve('person.firstName'),
    lastName: resolve('person.lastName'),
    streetAddress: template(streetAddress.normal, resolve),
    secondaryAddress: resolve('location.secondaryAddress'),
    city: pickOne(stringsAt(defs, 'location', 'city_pattern').map((t) => template(t, resolve))),
    stateAbbr: words('location', 'state_abbr'),
    // A US ZIP+4 ("12345-6789") is 10 characters, over the gateway's 9: the 5-digit ZIP alone is valid.
    postcode: pickOne(stringsAt(defs, 'location', 'postcode').map((p) => symbolPattern(p.replace(/-#{4}$/, '')))),
    // Separators dropped once here rather than from every drawn number.
    phone: pickOne(phones.map((p) => symbolPattern(`+${p.replace(/[^\d#!]/g, '').slice(0, 15)}`))),
  };
}

/** The word list at defs[section][key]; person names are keyed by sex, of which `generic` holds all. */
function stringsAt(defs: Definitions, section: string, key: string): string[] {
  let value = defs[section]?.[key];
  if (value && typeof value === 'object' && !Array.isArray(value)) value = (value as { generic?: unknown }).generic;
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string')) {
    throw new Error(`faker locale data has no word list at ${section}.${key}`);
  }
  return value;
}

type Sex = 'generic' | 'female' | 'male';

/** defs.person[key] by sex, the lists the locale has (faker keys first and last names by sex). */
function sexLists<T>(defs: Definitions, key: string): Partial<Record<Sex, readonly T[]>> {
  const value = defs.person?.[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const lists = value as Partial<Record<Sex, unknown>>;
  return Object.fromEntries((['generic', 'female', 'male'] as const).filter((sex) => Array.isArray(lists[sex]) && (lists[sex] as unknown[]).length > 0).map((sex) => [sex, lists[sex] as T[]]));
}

/**
 * faker's rule for a person's name (its person module): a sex drawn first, then that sex's list or
 * the generic one, weighted 3√n to √n. Taking the generic list alone, as this file once did, left
 * de with 10 first names ("Luca" 117 times in 1,000) and fr with 16: generic holds only the names
 * given to either sex.
 */
function sexedDraw<T>(lists: Partial<Record<Sex, readonly T[]>>, draw: (values: readonly T[]) => Draw): Draw {
  const [generic, female, male] = (['generic', 'female', 'male'] as const).map((sex) => lists[sex] && { draw: draw(lists[sex]), size: lists[sex].length });
  const any = generic ?? female ?? male;
  if (!any) throw new Error('faker locale data has no list of names');
  return (rng) => {
    const own = rng.next() < 0.5 ? female : male;
    if (!own || !generic) return (own ?? any).draw(rng);
    const ownWeight = 3 * Math.sqrt(own.size);
    return (rng.next() * (ownWeight + Math.sqrt(generic.size)) < ownWeight ? own : generic).draw(rng);
  };
}

/** One of several draws, by weight (faker's weightedArrayElement). */
function weighted(items: ReadonlyArray<{ readonly draw: Draw; readonly weight: number }>): Draw {
  if (items.length === 1) return items[0]!.draw;
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  return (rng) => {
    let x = rng.next() * total;
    for (const item of items) {
      x -= item.weight;
      if (x < 0) return item.draw(rng);
    }
    return items[items.length - 1]!.draw(rng);
  };
}

function pickOne(draws: Draw[]): Draw {
  if (draws.length === 1) return draws[0]!;
  return (rng) => draws[Math.floor(rng.next() * draws.length)]!(rng);
}

/** "{{location.city_prefix}} {{person.firstName}}" → a function concatenating literal text and draws. */
function template(text: string, resolve: (ref: string) => Draw): Draw {
  if (!text.includes('{{')) return () => text;
  const parts: (string | Draw)[] = text.split(/\{\{\s*([\w.]+)\s*\}\}/).map((part, i) => (i % 2 === 1 ? resolve(part) : part));
  return (rng) => {
    let out = '';
    for (const part of parts) out += typeof part === 'string' ? part : part(rng);
    return out;
  };
}

/** PADDED[n][v]: v written with n digits, for runs of up to four `#` drawn with one PRNG step. */
const PADDED = [0, 1, 2, 3, 4].map((n) => Array.from({ length: 10 ** n }, (_, v) => String(v).padStart(n, '0')));
const AREA_DIGITS = ['2', '3', '4', '5', '6', '7', '8', '9'];

/** Faker's number symbols: `#` any digit, `!` a digit from 2 to 9 (phone area codes never start with 0 or 1). */
function symbolPattern(pattern: string): Draw {
  if (!/[#!]/.test(pattern)) return () => pattern;
  const parts: (string | Draw)[] = (pattern.match(/#{1,4}|!|[^#!]+/g) ?? []).map((p): string | Draw => {
    if (p === '!') return (rng) => AREA_DIGITS[Math.floor(rng.next() * 8)]!;
    if (!p.startsWith('#')) return p;
    const table = PADDED[p.length]!;
    return (rng) => table[Math.floor(rng.next() * table.length)]!;
  });
  return (rng) => {
    let out = '';
    for (const part of parts) out += typeof part === 'string' ? part : part(rng);
    return out;
  };
}
