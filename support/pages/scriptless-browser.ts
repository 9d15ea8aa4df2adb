/**
 * The gateway's pages as a browser without scripts meets them: fetched and posted over plain HTTP,
 * each form sent as it stands (its hidden fields, the values the page gives back, what the person
 * types by label, the button pressed), and what a page shows read by the names a screen reader
 * uses: the heading, the alert, the status line, the fields marked aria-invalid and their labels.
 * For the rules a page states in its answer, where starting a Chromium page is not worth its cost
 * (every scenario runs again for each mutant that reaches it). Every exchange is recorded and
 * masked like any client's.
 */
import type { Recorder } from '../../src/clients/exchange.js';
import { HttpClient } from '../../src/clients/http.js';

/** A form of a page: where it posts and what it sends untouched. */
export interface PageForm {
  readonly id: string | undefined;
  /** Absolute. */
  readonly action: string;
  /** Posts into a hidden frame (a 3-D Secure method URL) instead of replacing the page. */
  readonly intoFrame: boolean;
  /** Hidden fields and the values the inputs already hold, by name. */
  readonly fields: Readonly<Record<string, string>>;
  /** The inputs a person types into: their names by label. */
  readonly inputs: Readonly<Record<string, string>>;
  /** The buttons: their name and value (if any) by text. */
  readonly buttons: Readonly<Record<string, { readonly name: string; readonly value: string } | undefined>>;
}

export interface ShownPage {
  readonly url: string;
  readonly status: number;
  /** The language the page declares (its root element's lang). */
  readonly language: string | undefined;
  readonly heading: string;
  readonly alert: string | undefined;
  readonly statusLine: string | undefined;
  /** The labels of the fields marked as needing a correction. */
  readonly flagged: readonly string[];
  /** The values the inputs hold, by label. */
  readonly values: Readonly<Record<string, string>>;
  readonly forms: readonly PageForm[];
  /** Whether a script submits the form of this id as soon as the page is read. */
  readonly autoSubmits: (formId: string) => boolean;
  /** Where the page sends the browser on by itself (a refresh), if anywhere. */
  readonly refreshTo: string | undefined;
  /** The text of its first paragraph, if it has one. */
  readonly firstParagraph: string | undefined;
  /** The page's text without markup, spaces collapsed. */
  readonly text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const textOf = (markup: string): string => decode(markup.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) if (name) attributes[name.toLowerCase()] = decode(value ?? '');
  return attributes;
}

/** The text of the first element with this role. */
function roleText(markup: string, role: string): string | undefined {
  const found = new RegExp(`<(\\w+)[^>]*\\brole="${role}"[^>]*>([\\s\\S]*?)</\\1>`).exec(markup);
  return found ? textOf(found[2] ?? '') : undefined;
}

function inputsOf(markup: string): Record<string, string>[] {
  return [...markup.matchAll(/<input\b([^>]*)>/g)].map((m) => attributesOf(m[1] ?? ''));
}

function formsOf(markup: string, url: string, labels: ReadonlyMap<string, string>): PageForm[] {
  return [...markup.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag = '', body = '']) => {
    const form = attributesOf(tag);
    const fields: Record<string, string> = {};
    const inputs: Record<string, string> = {};
    for (const input of inputsOf(body)) {
      if (!input.name) continue;
      if (input.value !== undefined) fields[input.name] = input.value;
      const label = input.id === undefined ? undefined : labels.get(input.id);
      if (input.type !== 'hidden' && label) inputs[label] = input.name;
    }
    const buttons = Object.fromEntries([...body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs = '', text = '']) => {
      const button = attributesOf(attrs);
      return [textOf(text), button.name ? { name: button.name, value: button.value ?? '' } : undefined];
    }));
    return { id: form.id, action: new URL(form.action ?? '', url).href, intoFrame: form.target !== undefined, fields, inputs, buttons };
  });
}

/** What a page shows, read from its markup (`url`: where it came from, for its forms' relative actions). */
function readPage(url: string, status: number, markup: string): ShownPage {
  const labels = new Map([...markup.matchAll(/<label\b[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)].map(([, id = '', text = '']) => [id, textOf(text)]));
  const inputs = inputsOf(markup);
  const labelled = (input: Record<string, string>) => (input.id === undefined ? undefined : labels.get(input.id));
  const flagged = inputs.filter((input) => input['aria-invalid'] === 'true').map((input) => labelled(input) ?? input.name ?? '');
  const values: Record<string, string> = {};
  for (const input of inputs) {
    const label = input.type === 'hidden' ? undefined : labelled(input);
    if (label) values[label] = input.value ?? '';
  }
  const refresh = /<meta\b[^>]*http-equiv="refresh"[^>]*content="[^"]*url=([^"]*)"/i.exec(markup)?.[1];
  const scripts = [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const body = /<main>([\s\S]*)<\/main>/.exec(markup)?.[1] ?? markup;
  return {
    url,
    status,
    language: /<html\b[^>]*\blang="([^"]*)"/.exec(markup)?.[1],
    heading: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1] ?? ''),
    alert: roleText(markup, 'alert'),
    statusLine: roleText(markup, 'status'),
    flagged,
    values,
    forms: formsOf(markup, url, labels),
    autoSubmits: (formId) => scripts.some((script) => script.includes(`getElementById(${JSON.stringify(formId)}).submit()`) || script.includes(`getElementById('${formId}').submit()`)),
    refreshTo: refresh === undefined ? undefined : new URL(decode(refresh), url).href,
    firstParagraph: ((found) => (found ? textOf(found) : undefined))(/<p\b[^>]*>([\s\S]*?)<\/p>/.exec(markup)?.[1]),
    text: textOf(body.replace(/<(script|style)>[\s\S]*?<\/\1>/g, '')),
  };
}

/** The form a person fills in on the page (not one posting into a hidden frame); `what` names the step, for the error when there is none. */
export function formToFill(page: ShownPage, what: string): PageForm {
  const form = page.forms.find((f) => !f.intoFrame && Object.keys(f.inputs).length > 0);
  if (!form) throw new Error(`${what}: the page "${page.heading}" (HTTP ${page.status}) shows no form to fill in`);
  return form;
}

export class ScriptlessBrowser {
  /** The last form the browser sent by itself to replace the page (the last step of 3-D Secure it went through). */
  lastSentByItself: PageForm | undefined;

  constructor(
    private readonly recorder: Recorder,
    private readonly timeoutMs?: number,
  ) {}

  /** Opens an address (a formUrl), whatever the page answers. */
  open(url: string): Promise<ShownPage> {
    return this.exchange('page (open)', url, 'GET');
  }

  /** Sends a form as the page would: its own fields, then what was typed (by label) and the button pressed (by its text). */
  submit(form: PageForm, typed: Readonly<Record<string, string>> = {}, button?: string): Promise<ShownPage> {
    const fields: Record<string, string> = { ...form.fields };
    for (const [label, value] of Object.entries(typed)) {
      const name = form.inputs[label];
      if (!name) throw new Error(`the form has no field labelled "${label}" (it has: ${Object.keys(form.inputs).join(', ') || 'none'})`);
      fields[name] = value;
    }
    const pressed = button === undefined ? undefined : form.buttons[button];
    if (button !== undefined && !(button in form.buttons)) throw new Error(`the form has no button "${button}"`);
    if (pressed) fields[pressed.name] = pressed.value;
    return this.exchange('page (form sent)', form.action, 'POST', fields);
  }

  /**
   * What the browser does by itself with a page whose script submits its forms (the way to the bank
   * and back, the 3-D Secure method page): the forms into hidden frames first, then the one that
   * replaces the page, until a page needs the person again.
   */
  async goOn(page: ShownPage): Promise<ShownPage> {
    let current = page;
    for (let hops = 0; hops < 10; hops++) {
      const automatic = current.forms.filter((form) => form.id !== undefined && current.autoSubmits(form.id));
      const onward = automatic.find((form) => !form.intoFrame) ?? current.forms.find((form) => form.id === 'continue');
      if (!onward) return current;
      for (const frame of automatic.filter((form) => form.intoFrame)) await this.submit(frame);
      this.lastSentByItself = onward;
      current = await this.submit(onward);
    }
    throw new Error(`the browser was still being sent on after 10 pages (last: ${current.url})`);
  }

  /** One request of the browser (`operation`: its name in the report), and the page it answered. */
  async exchange(operation: string, url: string, method: 'GET' | 'POST', form?: Record<string, string>): Promise<ShownPage> {
    const target = new URL(url);
    const http = new HttpClient({ baseUrl: target.origin, recorder: this.recorder, timeoutMs: this.timeoutMs });
    const reply = await http.call({ operation, method, path: `${target.pathname}${target.search}`, form, headers: { accept: 'text/html' }, success: 200 });
    return readPage(target.href, reply.status, typeof reply.body === 'string' ? reply.body : '');
  }
}
