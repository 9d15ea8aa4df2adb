/**
 * What the gateways' browser pages share: their two languages, the form fields they read, and the
 * checks of a card typed by hand (number, expiry MM/YY, security code, name in Latin letters). The
 * card number's check digit is each page's own call (Luhn), the rest is here.
 */

export type PageLanguage = 'en' | 'ru';

/** The pages speak Russian or English; any other language gets English. */
export const pageLanguage = (language: string | undefined): PageLanguage => (language === 'ru' ? 'ru' : 'en');

/** Fields of a page request: query string and form body together. */
export type FormFields = Readonly<Record<string, unknown>>;

/** A field's text as sent, or undefined when it is not one text. */
export const formText = (form: FormFields, name: string): string | undefined => (typeof form[name] === 'string' ? form[name] : undefined);

export interface FieldProblem<F extends string> {
  readonly field: F;
  readonly problem: 'missing' | 'invalid';
}

/** Notes a field as missing (empty) or invalid. */
export function checkField<F extends string>(problems: FieldProblem<F>[], field: F, value: string, valid: boolean): void {
  if (value === '') problems.push({ field, problem: 'missing' });
  else if (!valid) problems.push({ field, problem: 'invalid' });
}

/** A typed card number: the spaces and dashes are the cardholder's to type. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/** 12 to 19 digits; the caller adds the check digit's test. */
export const CARD_NUMBER = /^\d{12,19}$/;

/** MM/YY, the slash and the spaces around it optional: [, month, two-digit year]. */
export const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

/** The name as embossed: Latin letters, spaces, dots, apostrophes and dashes, at most 26. */
export const CARDHOLDER = /^[A-Za-z][A-Za-z .'-]{0,25}$/;

/** The name as typed, trimmed, with runs of spaces made one. */
export const cardholderOf = (typed: string): string => typed.trim().replace(/\s+/g, ' ');
