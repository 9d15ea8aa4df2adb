/**
 * billingPayerData and billingRecipientData of the P2P gateway (spec 03 §2), every field inside its
 * length. The address and name fields are Latin-only, as the spec asks of billingState and
 * recipientAddressLine1; applying it to every text field keeps one rule for all.
 * The spec notes "ISO 3166-1 alpha-3 code" against recipientCity, a city of at most 40 characters;
 * the note fits recipientCountry, which is where this generator puts the alpha-3 code.
 */
import type { Faker } from '@faker-js/faker';
import { countryOf, postalCodeOf } from './address.js';
import { fit, latin } from './text.js';

export interface BillingPayerData {
  billingCity: string;
  /** ISO 3166-1 alpha-2 (the spec accepts alpha-2, alpha-3, numeric or a name). */
  billingCountry: string;
  billingAddressLine1: string;
  billingAddressLine2?: string;
  billingPostalCode: string;
  billingState: string;
  payerAccount: string;
  payerLastName: string;
  payerFirstName: string;
  payerMiddleName: string;
  payerCombinedName: string;
  payerIdType: string;
  payerIdNumber: string;
  /** YYYYMMDD. */
  payerBirthday: string;
}

export interface BillingRecipientData {
  recipientCity: string;
  /** ISO 3166-1 alpha-3. */
  recipientCountry: string;
  recipientAddressLine1: string;
  recipientPostalCode: string;
  recipientState: string;
  recipientAccount: string;
  /** Integer of 1..2 digits; the allowed list is not shown, 1 and 2 are used. */
  recipientAccountNumberType: number;
  recipientLastName: string;
  recipientFirstName: string;
  recipientCombinedName: string;
  recipientIdType: string;
  recipientIdNumber: string;
  recipientBirthday: string;
}

/** Identity document kinds, at most 8 characters (payerIdType [1..8]); the allowed list is not shown. */
const ID_TYPES = ['PASSPORT', 'IDCARD', 'DRIVERS'] as const;

export function billingPayerData(faker: Faker): BillingPayerData {
  const first = latin(faker.person.firstName());
  const middle = latin(faker.person.middleName());
  const last = latin(faker.person.lastName());
  const line2 = faker.datatype.boolean() ? fit(latin(faker.location.secondaryAddress()), 50) : undefined;
  return {
    billingCity: fit(latin(faker.location.city()), 50),
    billingCountry: countryOf(faker).alpha2,
    billingAddressLine1: fit(latin(faker.location.streetAddress()), 50),
    ...(line2 === undefined ? {} : { billingAddressLine2: line2 }),
    billingPostalCode: postalCodeOf(faker),
    billingState: fit(latin(faker.location.state()), 50),
    payerAccount: faker.finance.accountNumber(16),
    payerLastName: fit(last, 64),
    payerFirstName: fit(first, 35),
    payerMiddleName: fit(middle, 35),
    payerCombinedName: fit(`${first} ${middle} ${last}`, 99),
    payerIdType: faker.helpers.arrayElement(ID_TYPES),
    payerIdNumber: faker.string.alphanumeric({ length: 9, casing: 'upper' }),
    payerBirthday: birthday(faker),
  };
}

export function billingRecipientData(faker: Faker): BillingRecipientData {
  const first = latin(faker.person.firstName());
  const last = latin(faker.person.lastName());
  return {
    recipientCity: fit(latin(faker.location.city()), 40),
    recipientCountry: countryOf(faker).alpha3,
    recipientAddressLine1: fit(latin(faker.location.streetAddress()), 50),
    recipientPostalCode: postalCodeOf(faker),
    recipientState: fit(latin(faker.location.state()), 50),
    recipientAccount: faker.finance.accountNumber(16),
    recipientAccountNumberType: faker.number.int({ min: 1, max: 2 }),
    recipientLastName: fit(last, 35),
    recipientFirstName: fit(first, 35),
    recipientCombinedName: fit(`${first} ${last}`, 99),
    recipientIdType: faker.helpers.arrayElement(ID_TYPES),
    recipientIdNumber: faker.string.alphanumeric({ length: 9, casing: 'upper' }),
    recipientBirthday: birthday(faker),
  };
}

/** An adult's date of birth as YYYYMMDD, relative to faker's pinned reference date. */
function birthday(faker: Faker): string {
  return faker.date.birthdate({ mode: 'age', min: 18, max: 80 }).toISOString().slice(0, 10).replaceAll('-', '');
}
