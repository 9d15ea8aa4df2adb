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
import { ACS_ANSWER_PATH, ACS_CHALLENGE_PATH, ACS_METHOD_PATH, THREE_DS_METHOD_PATH } from '../providers/gateway-common/three-ds.js';
import type { EmulatorState } from '../state.js';
import { renderPage } from './pages/index.js';
import { sendHtml } from './reply.js';
import { originOf, parametersOf } from './request.js';

const sendPage = (reply: FastifyReply, answer: PageAnswer): FastifyReply => sendHtml(reply, answer.status, renderPage(answer));

export function pageRoutes(state: EmulatorState) {
  const payment = new PaymentPages(() => state.sandbox);
  const threeDs = new ThreeDsPages(() => state.sandbox);
  /** Declines timed-out orders first (as the API does), then answers the page. */
  const page = (flow: (fields: FormFields, request: FastifyRequest) => PageAnswer) => (request: FastifyRequest, reply: FastifyReply) => {
    payment.expireSessions();
    return sendPage(reply, flow(parametersOf(request) ?? {}, request));
  };
  return (app: FastifyInstance, _opts: unknown, done: (error?: Error) => void) => {
    app.register(formbody);
    for (const language of ['en', 'ru'] as const satisfies readonly PageLanguage[]) {
      app.get(paymentPagePath(language), page((fields) => payment.open(fields, language)));
      app.post(paymentPagePath(language), page((fields, request) => payment.submit(fields, language, originOf(request))));
    }
    app.post(THREE_DS_CONTINUE_PATH, page((fields) => payment.continueAfterMethod(fields)));
    app.post(THREE_DS_FINISH_PATH, page((fields) => payment.finish(fields)));
    app.post(THREE_DS_METHOD_PATH, page((fields) => threeDs.methodData(fields)));
    app.post(ACS_METHOD_PATH, page((fields) => threeDs.methodData(fields)));
    app.post(ACS_CHALLENGE_PATH, page((fields) => threeDs.openChallenge(fields)));
    app.post(ACS_ANSWER_PATH, page((fields, request) => threeDs.answer(fields, originOf(request))));
    done();
  };
}
