/** Renders a page flow's view as a complete HTML document. */
import type { PageAnswer } from '../../providers/ecom/page-views.js';
import { badRequest, notFound, orderSettled, paymentForm, result } from './payment.js';
import { acsChallenge, acsDone, challengeOver, methodPage, methodReceived, toAcs } from './three-ds.js';

export function renderPage({ view, language }: PageAnswer): string {
  switch (view.kind) {
    case 'paymentForm':
      return paymentForm(view, language);
    case 'orderSettled':
      return orderSettled(view, language);
    case 'result':
      return result(view, language);
    case 'notFound':
      return notFound(view, language);
    case 'badRequest':
      return badRequest(view, language);
    case 'threeDsMethod':
      return methodPage(view, language);
    case 'methodReceived':
      return methodReceived(language);
    case 'toAcs':
      return toAcs(view, language);
    case 'acsChallenge':
      return acsChallenge(view, language);
    case 'acsDone':
      return acsDone(view, language);
    case 'challengeOver':
      return challengeOver(language);
  }
}
