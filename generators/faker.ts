import { Faker, base, de, en, fr, type LocaleDefinition } from '@faker-js/faker';

export type FakerLocale = 'en' | 'de' | 'fr';

/** Fixed so that relative dates (birthdates, "past" dates) do not drift from day to day. */
const REF_DATE = '2026-01-01T00:00:00Z';

// `en` and `base` backfill entries the smaller locales lack, which would otherwise throw.
const LOCALES: Record<FakerLocale, LocaleDefinition[]> = {
  en: [en, base],
  de: [de, en, base],
  fr: [fr, en, base],
};

/** A fresh instance per call: the shared `faker` singleton would let one scenario's draws shift another's. */
export function createFaker(seed: number, locale: FakerLocale = 'en'): Faker {
  const faker = new Faker({ locale: LOCALES[locale] });
  faker.seed(seed);
  faker.setDefaultRefDate(new Date(REF_DATE));
  return faker;
}
