import type { Faker } from '@faker-js/faker';

/** Request body for Card Management v2 "create cardholder". */
export type CardholderInput = {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164-like: `+` and 7-15 digits, country code included. */
  phoneNumber: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  billingAddress: {
    line1: string;
    line2?: string;
    city: string;
    state?: string;
    postalCode: string;
    /** ISO 3166-1 alpha-2, upper case. */
    country: string;
  };
};

// Faker's en/de/fr locales carry no country in their metadata; their address data is US/DE/FR.
const COUNTRY_BY_LOCALE: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR' };

/**
 * Builds a valid cardholder body. Every field is drawn before overrides are applied, so
 * overriding one field never changes the values generated for the others.
 */
export function buildCardholder(faker: Faker, overrides: Partial<CardholderInput> = {}): CardholderInput {
  const meta = faker.getMetadata();
  const country = (meta.country ?? COUNTRY_BY_LOCALE[meta.code ?? ''] ?? faker.location.countryCode('alpha-2')).toUpperCase();

  const firstName = faker.person.firstName().slice(0, 35);
  const lastName = faker.person.lastName().slice(0, 35);
  // example.com/.net/.org are reserved domains, so a sandbox that really sends mail reaches nobody.
  const email = faker.internet.exampleEmail({ firstName, lastName });
  const phoneNumber = toPhoneNumber(faker.phone.number({ style: 'international' }), faker);
  const dateOfBirth = faker.date.birthdate({ mode: 'age', min: 18, max: 80 }).toISOString().slice(0, 10);

  const line1 = faker.location.streetAddress().slice(0, 50);
  const line2 = faker.datatype.boolean() ? faker.location.secondaryAddress().slice(0, 50) : undefined;
  const city = faker.location.city().slice(0, 50);
  // Only the US data has reliable state abbreviations; other locales fall back to US states.
  const state = country === 'US' ? faker.location.state({ abbreviated: true }) : undefined;
  // A US ZIP+4 ("12345-6789") is 10 chars, over the 9-char limit; the 5-digit ZIP alone is valid.
  const postalCode = faker.location.zipCode().replace(/-\d{4}$/, '').slice(0, 9);

  return {
    firstName,
    lastName,
    email,
    phoneNumber,
    dateOfBirth,
    billingAddress: {
      line1,
      ...(line2 === undefined ? {} : { line2 }),
      city,
      ...(state === undefined ? {} : { state }),
      postalCode,
      country,
    },
    ...overrides,
  };
}

/** Faker's "international" style is already +digits for en/de/fr; this guards other locales. */
function toPhoneNumber(raw: string, faker: Faker): string {
  let digits = raw.replace(/\D/g, '').slice(0, 15);
  if (digits.length < 7) digits += faker.string.numeric(7 - digits.length);
  return `+${digits}`;
}
