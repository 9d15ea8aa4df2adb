/**
 * Postal addresses in the form each interface wants: v2 billingAddress (ISO 3166-1 alpha-2 country)
 * and the v1 registerCustomer parameters (ISO 3166-1 numeric country_code).
 */
import type { Faker } from '@faker-js/faker';
import { fit } from './text.js';

export interface Country {
  readonly alpha2: string;
  readonly alpha3: string;
  /** Three digits, leading zeros kept ("040" for Austria). */
  readonly numeric: string;
}

// Faker's en/de/fr locales carry no country in their metadata; their address data is US/DE/FR.
const COUNTRY_BY_LOCALE: Readonly<Record<string, string>> = { en: 'US', de: 'DE', fr: 'FR' };

/** The country whose address data the faker locale holds, with its codes from faker's own ISO table. */
export function countryOf(faker: Faker): Country {
  const meta = faker.getMetadata();
  const alpha2 = (meta.country ?? COUNTRY_BY_LOCALE[meta.code ?? ''] ?? 'US').toUpperCase();
  const table = faker.rawDefinitions.location?.country_code as readonly Country[] | undefined;
  const found = table?.find((c) => c.alpha2 === alpha2);
  if (!found) throw new Error(`no ISO 3166-1 codes for country ${alpha2} in the faker locale data`);
  return found;
}

/** v2 billingAddress. Lengths: line1/line2/city/state 50; postal code 9, the tightest of the interfaces (gateway billingPostalCode). */
export interface V2Address {
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export function v2Address(faker: Faker): V2Address {
  const country = countryOf(faker).alpha2;
  const line1 = fit(faker.location.streetAddress(), 50);
  const line2 = faker.datatype.boolean() ? fit(faker.location.secondaryAddress(), 50) : undefined;
  const city = fit(faker.location.city(), 50);
  const state = fit(faker.location.state(), 50);
  const postalCode = postalCodeOf(faker);
  return { line1, ...(line2 === undefined ? {} : { line2 }), city, state, postalCode, country };
}

/** The address parameters of v1 registerCustomer (spec 01 §4.1); the spec allows any text, lengths are kept to 50. */
export interface V1Address {
  region: string;
  city: string;
  street: string;
  house: string;
  apartment: string;
  postal_code: string;
  /** ISO 3166-1 numeric, three digits. */
  country_code: string;
}

export function v1Address(faker: Faker): V1Address {
  return {
    region: fit(faker.location.state(), 50),
    city: fit(faker.location.city(), 50),
    street: fit(faker.location.street(), 50),
    house: fit(faker.location.buildingNumber(), 10),
    apartment: String(faker.number.int({ min: 1, max: 300 })),
    postal_code: postalCodeOf(faker),
    country_code: countryOf(faker).numeric,
  };
}

/** A US ZIP+4 ("12345-6789") is 10 characters, over the gateway's 9; the 5-digit ZIP alone is valid. */
export function postalCodeOf(faker: Faker): string {
  return fit(faker.location.zipCode().replace(/-\d{4}$/, ''), 9);
}
