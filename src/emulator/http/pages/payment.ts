/** The payment page, the message an order's page shows once it is settled, the result page, and the error pages. */
import { type CardField, type OrderSummary, type PageView, paymentPagePath } from '../../providers/ecom/page-views.js';
import type { PageLanguage } from '../../providers/gateway-common/pages.js';
import { documentOf, formatAmount, html, labelledInput, orderForm, type SafeHtml } from './html.js';
import { type Texts, textsOf } from './texts.js';

type View<K extends PageView['kind']> = Extract<PageView, { kind: K }>;

/** Order number, description and amount, as a definition list. */
export function orderFacts(order: OrderSummary, t: Texts, language: PageLanguage): SafeHtml {
  const description = order.description ? html`<dt>${t.description}</dt><dd>${order.description}</dd>` : '';
  return html`<dl><dt>${t.order}</dt><dd>${order.orderNumber}</dd>${description}<dt>${t.amount}</dt><dd data-amount>${formatAmount(order.amount, order.currency, language)}</dd></dl>`;
}

const INPUTS: readonly { name: CardField; label: 'cardNumber' | 'expiry' | 'cvc' | 'cardholder'; autocomplete: string; numeric: boolean }[] = [
  { name: 'pan', label: 'cardNumber', autocomplete: 'cc-number', numeric: true },
  { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', numeric: false },
  { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', numeric: true },
  { name: 'cardholder', label: 'cardholder', autocomplete: 'cc-name', numeric: false },
];

export function paymentForm(view: View<'paymentForm'>, language: PageLanguage): string {
  const t = textsOf(language);
  const fields = INPUTS.map(({ name, label, autocomplete, numeric }) => {
    const problem = view.problems.find((p) => p.field === name);
    // Only the expiry and the name are given back; the card number and security code are typed again.
    const value = name === 'expiry' ? view.values.expiry : name === 'cardholder' ? view.values.cardholder : undefined;
    const error = problem && (problem.problem === 'missing' ? t.missing : t.invalid[name]);
    return labelledInput({ name, label: t[label], autocomplete, numeric, value, error, required: true });
  });
  const alert = view.problems.length > 0 ? html`<p role="alert">${t.fixFields}</p>` : '';
  const body = html`<h1>${t.paymentTitle}</h1>
${orderFacts(view.order, t, language)}
${alert}
${orderForm(paymentPagePath(language), view.orderId, fields, t.pay)}`;
  return documentOf(language, `${t.paymentTitle}: ${view.order.orderNumber}`, body);
}

export function orderSettled(view: View<'orderSettled'>, language: PageLanguage): string {
  const t = textsOf(language);
  const body = html`<h1>${t.settledTitle}</h1>
<p role="status">${t.settled[view.state]}</p>
${orderFacts(view.order, t, language)}`;
  return documentOf(language, t.settledTitle, body);
}

/** After the payment: the cardholder is sent on to the shop's return or fail URL at once, with a link in case. */
export function result(view: View<'result'>, language: PageLanguage): string {
  const t = textsOf(language);
  const outcome = view.approved ? 'yes' : 'no';
  const body = html`<h1>${t.resultTitle[outcome]}</h1>
<p role="status">${t.resultText[outcome]}</p>
${orderFacts(view.order, t, language)}
<p><a href="${view.shopUrl}">${t.backToShop}</a></p>`;
  return documentOf(language, t.resultTitle[outcome], body, view.shopUrl);
}

export function notFound(view: View<'notFound'>, language: PageLanguage): string {
  const t = textsOf(language);
  return documentOf(language, t.notFoundTitle, html`<h1>${t.notFoundTitle}</h1><p role="alert">${t.notFound[view.subject]}</p>`);
}

export function badRequest(view: View<'badRequest'>, language: PageLanguage): string {
  const t = textsOf(language);
  return documentOf(language, t.badRequestTitle, html`<h1>${t.badRequestTitle}</h1><p role="alert">${t.badRequest[view.subject]}</p>`);
}
