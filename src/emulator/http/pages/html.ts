/**
 * HTML building blocks of the gateway's pages. `html` is a tagged template that escapes every
 * interpolated value unless it is already SafeHtml, so merchant-given text (an order description,
 * a return URL) can never inject markup. Pages are self-contained: inline style, no external assets.
 */
import type { PageLanguage } from '../../providers/gateway-common/pages.js';

export class SafeHtml {
  constructor(readonly value: string) {}
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

function piece(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return String(value);
  return '';
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Amount in minor units as the page shows it: "1,025.00 EUR", in Russian "1 025,00 EUR". */
export function formatAmount(minor: number, currency: string, language: PageLanguage): string {
  const whole = Math.trunc(minor / 100).toLocaleString('en-US');
  const cents = String(Math.abs(minor % 100)).padStart(2, '0');
  return language === 'ru' ? `${whole.replaceAll(',', ' ')},${cents} ${currency}` : `${whole}.${cents} ${currency}`;
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin-top:.9rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem;border:1px solid #888;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;font-size:.9rem;margin:.2rem 0 0}
[role=alert]{color:#b00020;font-weight:600}
button{margin-top:1.2rem;padding:.6rem 1.4rem;font-size:1rem;border:0;border-radius:4px;background:#1455d9;color:#fff;cursor:pointer}
button.secondary{background:#e4e6eb;color:#1b1d21;margin-left:.5rem}
.hint{color:#555;font-size:.9rem}
iframe.hidden{display:none}
`;

/** A complete page. `refreshTo` sends the browser on at once (a client-side redirect, as the gateway does after paying). */
export function documentOf(language: PageLanguage, title: string, body: SafeHtml, refreshTo?: string): string {
  const refresh = refreshTo ? html`<meta http-equiv="refresh" content="0;url=${refreshTo}">` : html``;
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.value;
}

export interface FormInput {
  readonly name: string;
  readonly label: string;
  readonly autocomplete: string;
  /** Digits only: phones show the numeric keyboard. */
  readonly numeric: boolean;
  readonly value?: string | undefined;
  /** What is wrong with the value sent; the input is then marked invalid and described by it. */
  readonly error?: string | undefined;
  readonly required?: boolean;
}

/** A labelled input of a page form, with its error message under it. */
export function labelledInput({ name, label, autocomplete, numeric, value, error, required = false }: FormInput): SafeHtml {
  const message = error !== undefined ? html`<p class="error" id="${name}-error">${error}</p>` : '';
  return html`<label for="${name}">${label}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}"${numeric ? html` inputmode="numeric"` : ''}${value ? html` value="${value}"` : ''}${error !== undefined ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}${required ? html` required` : ''}>
${message}`;
}

/** The card form of a gateway page: the order it pays, its inputs, one button. */
export function orderForm(action: string, orderId: string, inputs: readonly SafeHtml[], button: string): SafeHtml {
  return html`<form method="post" action="${action}" novalidate>
<input type="hidden" name="mdOrder" value="${orderId}">
${inputs}
<button type="submit">${button}</button>
</form>`;
}

/**
 * A form the browser submits by itself (the steps of 3-D Secure between sites); its button does it
 * by hand when scripts are off. `target` posts into a named iframe instead of the page.
 */
export function autoPost(id: string, action: string, fields: Readonly<Record<string, string>>, button: string, target?: string): SafeHtml {
  const inputs = Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const into = target ? html` target="${target}" hidden` : '';
  return html`<form id="${id}" method="post" action="${action}"${into}>${inputs}<button type="submit">${button}</button></form>`;
}

/** Submits one auto-posting form as soon as the page is read. */
export function submitScript(formId: string): SafeHtml {
  return new SafeHtml(`<script>document.getElementById(${JSON.stringify(formId)}).submit();</script>`);
}
