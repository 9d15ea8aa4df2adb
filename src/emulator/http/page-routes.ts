/**
 * Browser pages of the gateway: the payment page (`formUrl`), the 3-D Secure 2 method URLs, the
 * gateway's continue and finish steps, and the sandbox ACS. Fields come from the query string or a
 * form body. Every answer is an HTML page, also the refusals (400 bad input, 404 unknown order or
 * authentication, 409 already answered): a browser never sees JSON or a 5xx from here.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageAnswer, paymentPagePath } from '../providers/ecom/page-views.js';
import { PaymentPages, THREE_DS_CONTINUE_PATH, THREE_DS_FINISH_PATH } from '../providers/ecom/pages.js';
import { ThreeDsPages } from '../providers/ecom/three-ds-pages.js';
import type { FormFields, PageLanguage } from '../providers/gateway-common/pages.js';
import { AcsApp } from '../providers/p2p/acs-app.js';
import { ACS_ANSWER_PATH, ACS_APP_PATH, ACS_CHALLENGE_PATH, ACS_METHOD_PATH, THREE_DS_METHOD_PATH } from '../providers/gateway-common/three-ds.js';
import type { EmulatorState } from '../state.js';
import type { Tenant } from '../tenant.js';
import { renderPage } from './pages/index.js';
import { send, sendHtml } from './reply.js';
import { originOf, parametersOf } from './request.js';
import { pageTenant, perTenant } from './tenancy.js';

const sendPage = (reply: FastifyReply, answer: PageAnswer): FastifyReply => sendHtml(reply, answer.status, renderPage(answer));

export function pageRoutes(state: EmulatorState) {
  const payments = perTenant((t) => new PaymentPages(() => t.sandbox));
  const threeDsPages = perTenant((t) => new ThreeDsPages(() => t.sandbox));
  const acsApp = perTenant((t) => new AcsApp(() => t.sandbox));
  /** Finds the account whose order the page names, declines its timed-out orders first (as the API does), then answers the page. */
  const page = (flow: (fields: FormFields, request: FastifyRequest, tenant: Tenant) => PageAnswer) => (request: FastifyRequest, reply: FastifyReply) => {
    const fields = parametersOf(request) ?? {};
    const tenant = (request.tenant = pageTenant(state, fields));
    payments(tenant).expireSessions();
    return sendPage(reply, flow(fields, request, tenant));
  };
  return (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    app.register(formbody);
    for (const language of ['en', 'ru'] as const satisfies readonly PageLanguage[]) {
      app.get(paymentPagePath(language), page((fields, _request, t) => payments(t).open(fields, language)));
      app.post(paymentPagePath(language), page((fields, request, t) => payments(t).submit(fields, language, originOf(request))));
    }
    app.post(THREE_DS_CONTINUE_PATH, page((fields, _request, t) => payments(t).continueAfterMethod(fields)));
    app.post(THREE_DS_FINISH_PATH, page((fields, _request, t) => payments(t).finish(fields)));
    app.post(THREE_DS_METHOD_PATH, page((fields, _request, t) => threeDsPages(t).methodData(fields)));
    app.post(ACS_METHOD_PATH, page((fields, _request, t) => threeDsPages(t).methodData(fields)));
    app.post(ACS_CHALLENGE_PATH, page((fields, _request, t) => threeDsPages(t).openChallenge(fields)));
    app.post(ACS_ANSWER_PATH, page((fields, request, t) => threeDsPages(t).answer(fields, originOf(request))));
    // An app's 3DS SDK: JSON CReq in, JSON CRes (or Erro) out; the account is the one that knows the transaction.
    app.post(ACS_APP_PATH, (request, reply) => {
      const fields = parametersOf(request) ?? {};
      const tenant = (request.tenant = pageTenant(state, fields));
      payments(tenant).expireSessions();
      return send(reply, acsApp(tenant).challenge(fields));
    });
    done();
  };
}
