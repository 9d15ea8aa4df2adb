/**
 * The bank's 3-D Secure pages (the method URLs and the ACS challenge) as a browser without scripts
 * reads them: what came back over plain HTTP, read by the names a screen reader uses (the heading,
 * the alert or status line) and the forms (the one the customer answers, the one the page sends by
 * itself). For the rules these pages state in their answer, where starting a Chromium page is not
 * worth its cost (every scenario runs again for each mutant that reaches it).
 */
import { BANK_PAGE_MESSAGES } from './acs-page.js';
import type { PageForm, ShownPage } from './scriptless-browser.js';

/** A form of the page: where it posts (absolute) and the fields it sends as it stands. */
export interface BankPageForm {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface BankPageReply {
  readonly status: number;
  /** The page's `lang`. */
  readonly language: string;
  readonly heading: string;
  /** What the page says: its alert, else its status line, else its first paragraph. */
  readonly says: string;
  /** The form the customer answers (the challenge's code, Confirm or Cancel), if the page has one. */
  readonly answerForm: BankPageForm | undefined;
  /** The form the page sends by itself (the bank's answer on its way back to the shop), if any. */
  readonly sendsOn: BankPageForm | undefined;
  /** The page's text without markup, spaces collapsed. */
  readonly text: string;
}

/** A bank's page as the script-less browser showed it. */
export function bankPageOf(page: ShownPage): BankPageReply {
  const asForm = (form: PageForm | undefined): BankPageForm | undefined => form && { action: form.action, fields: form.fields };
  return {
    status: page.status,
    language: page.language ?? '',
    heading: page.heading,
    says: page.alert ?? page.statusLine ?? page.firstParagraph ?? '',
    answerForm: asForm(page.forms.find((form) => form.id === undefined)),
    sendsOn: asForm(page.forms.find((form) => form.id !== undefined && page.autoSubmits(form.id))),
    text: page.text,
  };
}

/** What the bank's pages say, in English, and the HTTP status they say it with (docs/emulator.md, "E-commerce gateway: payment page and 3-D Secure 2 pages"). */
export const BANK_PAGE_SAYS = {
  'it received the browser data': { status: 200, says: 'Browser data received.' },
  'it could not read the browser data': { status: 400, says: 'The browser data could not be read.' },
  'it needs the authentication data the shop or the gateway sends': { status: 400, says: 'This page needs the authentication data the shop or the gateway sends. Start the payment again from the shop.' },
  'there is no such authentication in progress': { status: 404, says: 'There is no such authentication in progress.' },
  'the authentication was already answered': { status: 409, says: BANK_PAGE_MESSAGES['already answered'] },
  'the one-time code must be typed': { status: 400, says: 'Type the one-time code.' },
  'the payment is confirmed': { status: 200, says: 'The payment is confirmed. Returning to the shop…' },
  'the payment was not confirmed': { status: 200, says: 'The payment was not confirmed. Returning to the shop…' },
} as const satisfies Record<string, { readonly status: number; readonly says: string }>;
export type BankPageSaying = keyof typeof BANK_PAGE_SAYS;
