/** Phone numbers: 7 to 15 digits with the country code (ITU-T E.164), as each interface writes them. */
import type { Faker } from '@faker-js/faker';

/** v2 phoneNumber and gateway orderPayerData: `+` then 7-15 digits. */
export function v2Phone(faker: Faker): string {
  return `+${phoneDigits(faker)}`;
}

/** v1 mobile_phone: the same number as bare digits. */
export function v1Phone(faker: Faker): string {
  return phoneDigits(faker);
}

/** Faker's "international" style is +digits for en/de/fr; the guard keeps other locales in range. */
function phoneDigits(faker: Faker): string {
  let digits = faker.phone.number({ style: 'international' }).replace(/\D/g, '').slice(0, 15);
  if (digits.length < 7) digits += faker.string.numeric(7 - digits.length);
  return digits;
}
