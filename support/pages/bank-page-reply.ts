/**
 * The bank's 3-D Secure pages (the method URLs and the ACS challenge) as a browser without scripts
 * reads them: what came back over plain HTTP, read by the names a screen reader uses (the heading,
 * the alert or status line) and the forms (the one the customer answers, the one the page sends by
 * itself). For the rules these pages state in their answer, where starting a Chromium page is not
 * worth its cost (every scenario runs again for each mutant that reaches it).
 */
import type { Reply } from '../../src/clients/http.js';
import { BANK_PAGE_MESSAGES } from './acs-page.js';

/** A form of the page: where it posts (absolute) and its hidden fields. */
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

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const textOf = (markup: string): string => decode(markup.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
const attribute = (tag: string, name: string): string | undefined => {
  const found = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : decode(found);
};

function formsOf(markup: string, url: string): (BankPageForm & { readonly id: string | undefined })[] {
  return [...markup.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = '', body = '']) => {
    const fields: Record<string, string> = {};
    for (const [input = ''] of body.matchAll(/<input\b[^>]*>/g)) {
      const name = attribute(input, 'name');
      if (name !== undefined && attribute(input, 'type') === 'hidden') fields[name] = attribute(input, 'value') ?? '';
    }
    return { id: attribute(tag, 'id'), action: new URL(attribute(tag, 'action') ?? '', url).href, fields };
  });
}

/** The text of the first element with this role, or of the first paragraph for `p`. */
function textIn(markup: string, what: 'alert' | 'status' | 'p'): string | undefined {
  const pattern = what === 'p' ? /<(p)\b[^>]*>([\s\S]*?)<\/p>/ : new RegExp(`<(\\w+)[^>]*\\brole="${what}"[^>]*>([\\s\\S]*?)</\\1>`);
  const found = pattern.exec(markup);
  return found ? textOf(found[2] ?? '') : undefined;
}

/** Reads the reply of a bank's page posted to at `url`. */
export function readBankPage(url: string, reply: Reply): BankPageReply {
  const markup = typeof reply.body === 'string' ? reply.body : '';
  const forms = formsOf(markup, url);
  const scripts = [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const sendsOn = forms.find((form) => form.id !== undefined && scripts.some((script) => script.includes(`getElementById(${JSON.stringify(form.id)}).submit()`)));
  return {
    status: reply.status,
    language: /<html\b[^>]*\blang="([^"]*)"/.exec(markup)?.[1] ?? '',
    heading: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1] ?? ''),
    says: textIn(markup, 'alert') ?? textIn(markup, 'status') ?? textIn(markup, 'p') ?? '',
    answerForm: forms.find((form) => form.id === undefined),
    sendsOn,
    text: textOf((/<main>([\s\S]*)<\/main>/.exec(markup)?.[1] ?? markup).replace(/<(script|style)>[\s\S]*?<\/\1>/g, '')),
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
