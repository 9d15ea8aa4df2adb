/**
 * The gateway's P2P page in the browser (formUrl of registerP2P.do) and its 3-D Secure steps: the
 * method page (hidden iframes to the method URLs, then the gateway's second step), the way to the
 * ACS, and the finish page the ACS sends the customer back to. Built from the e-commerce pages'
 * HTML blocks (escaping, layout, auto-posting forms); every answer is an HTML page, refusals too.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormFields, PageLanguage } from '../providers/gateway-common/pages.js';
import { P2P_THREE_DS_FINISH_PATH, p2pPagePath } from '../providers/p2p/index.js';
import { P2P_THREE_DS_CONTINUE_PATH, type P2pPageAnswer, P2pPages, type P2pPageView, type P2pSummary } from '../providers/p2p/page.js';
import type { EmulatorState } from '../state.js';
import { parseForm } from './form.js';
import { autoPost, documentOf, formatAmount, html, labelledInput, orderForm, type SafeHtml, submitScript } from './pages/html.js';
import { methodDocument } from './pages/three-ds.js';
import { P2P_TEXTS, type P2pTexts } from './p2p-texts.js';
import { sendHtml } from './reply.js';
import { originOf, parametersOf } from './request.js';
import { pageTenant, perTenant } from './tenancy.js';

type View<K extends P2pPageView['kind']> = Extract<P2pPageView, { kind: K }>;

function facts(order: P2pSummary, t: P2pTexts, language: PageLanguage): SafeHtml {
  const description = order.description ? html`<dt>${t.description}</dt><dd>${order.description}</dd>` : '';
  const fee = order.sides.from ? html`<dt>${t.fee}</dt><dd>${t.feeNote(order.feeSchedule, order.currency)}</dd>` : '';
  return html`<dl><dt>${t.order}</dt><dd>${order.orderNumber}</dd>${description}<dt>${t.amount}</dt><dd data-amount>${formatAmount(order.amount, order.currency, language)}</dd>${fee}</dl>`;
}

const FROM_INPUTS = [
  { name: 'pan', label: 'cardNumber', autocomplete: 'cc-number', numeric: true },
  { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', numeric: false },
  { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', numeric: true },
  { name: 'cardholder', label: 'cardholder', autocomplete: 'cc-name', numeric: false },
] as const;
const TO_INPUTS = [{ name: 'toPan', label: 'toCardNumber', autocomplete: 'off', numeric: true }] as const;
const EMAIL_INPUTS = [{ name: 'email', label: 'email', autocomplete: 'email', numeric: false }] as const;

function form(view: View<'form'>, language: PageLanguage): string {
  const t = P2P_TEXTS[language];
  const inputs = [...(view.order.sides.from ? FROM_INPUTS : []), ...(view.order.sides.to ? TO_INPUTS : []), ...EMAIL_INPUTS].map(({ name, label, autocomplete, numeric }) => {
    const problem = view.problems.find((p) => p.field === name);
    // Card numbers and the security code are never given back; they are typed again.
    const value = name === 'expiry' || name === 'cardholder' || name === 'email' ? view.values[name] : undefined;
    const error = problem && (problem.problem === 'missing' ? t.missing : t.invalid);
    return labelledInput({ name, label: t[label], autocomplete, numeric, value, error });
  });
  const alert = view.problems.length > 0 ? html`<p role="alert">${t.fixFields}</p>` : view.message ? html`<p role="alert">${view.message}</p>` : '';
  const body = html`<h1>${t.title}</h1>
${facts(view.order, t, language)}
${alert}
${orderForm(p2pPagePath(language), view.orderId, inputs, t.send)}`;
  return documentOf(language, `${t.title}: ${view.order.orderNumber}`, body);
}

export function renderP2pPage({ view, language }: P2pPageAnswer): string {
  const t = P2P_TEXTS[language];
  switch (view.kind) {
    case 'form':
      return form(view, language);
    case 'method':
      return methodDocument(language, t, { serverUrl: view.serverUrl, acsUrl: view.acsUrl, continueUrl: P2P_THREE_DS_CONTINUE_PATH }, view.methodData, view.continueFields);
    case 'toAcs':
      return documentOf(language, t.toAcsTitle, html`<h1>${t.toAcsTitle}</h1><p role="status">${t.toAcsText}</p>${autoPost('to-acs', view.acsUrl, { creq: view.creq }, t.continue)}${submitScript('to-acs')}`);
    case 'settled':
      return documentOf(language, t.settledTitle, html`<h1>${t.settledTitle}</h1><p role="status">${t.settled[view.state]}</p>${facts(view.order, t, language)}`);
    case 'result': {
      const outcome = view.approved ? 'yes' : 'no';
      const body = html`<h1>${t.resultTitle[outcome]}</h1><p role="status">${t.resultText[outcome]}</p>${facts(view.order, t, language)}<p><a href="${view.shopUrl}">${t.backToShop}</a></p>`;
      return documentOf(language, t.resultTitle[outcome], body, view.shopUrl);
    }
    case 'notFound':
      return documentOf(language, t.notFoundTitle, html`<h1>${t.notFoundTitle}</h1><p role="alert">${t.notFound}</p>`);
    case 'badRequest':
      return documentOf(language, t.badRequestTitle, html`<h1>${t.badRequestTitle}</h1><p role="alert">${t.badRequest}</p>`);
  }
}

const sendPage = (reply: FastifyReply, answer: P2pPageAnswer): FastifyReply => sendHtml(reply, answer.status, renderP2pPage(answer));

export function p2pPageRoutes(state: EmulatorState) {
  const pagesOf = perTenant((t) => new P2pPages(() => t.sandbox));
  /** Finds the account whose order the page names, declines its timed-out orders first (as the API does), then answers the page. */
  const page = (flow: (fields: FormFields, request: FastifyRequest, pages: P2pPages) => P2pPageAnswer) => (request: FastifyRequest, reply: FastifyReply) => {
    const fields = parametersOf(request) ?? {};
    const pages = pagesOf((request.tenant = pageTenant(state, fields)));
    pages.expireSessions();
    return sendPage(reply, flow(fields, request, pages));
  };
  return (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    app.register(formbody, { parser: parseForm });
    for (const language of ['en', 'ru'] as const) {
      app.get(p2pPagePath(language), page((fields, _request, pages) => pages.open(fields, language)));
      app.post(p2pPagePath(language), page((fields, request, pages) => pages.submit(fields, language, originOf(request))));
    }
    app.post(P2P_THREE_DS_CONTINUE_PATH, page((fields, request, pages) => pages.continueAfterMethod(fields, originOf(request))));
    app.post(P2P_THREE_DS_FINISH_PATH, page((fields, _request, pages) => pages.finish(fields)));
    done();
  };
}
