/** Pages of 3-D Secure 2: the method page, the way to the ACS, the ACS challenge, and the way back with `cres`. */
import type { PageView } from '../../providers/ecom/page-views.js';
import { THREE_DS_CONTINUE_PATH } from '../../providers/ecom/pages.js';
import type { PageLanguage } from '../../providers/gateway-common/pages.js';
import { ACS_ANSWER_PATH, ACS_METHOD_PATH, THREE_DS_METHOD_PATH } from '../../providers/gateway-common/three-ds.js';
import { autoPost, documentOf, html, SafeHtml, submitScript } from './html.js';
import { orderFacts } from './payment.js';
import { textsOf } from './texts.js';

type View<K extends PageView['kind']> = Extract<PageView, { kind: K }>;

/**
 * Posts the browser data to the 3DS server's and the ACS's method URLs in hidden iframes (as the
 * spec tells merchants to), then goes on once both have answered, or after 3 s of UI time at most.
 */
const METHOD_SCRIPT = `<script>(function(){
var left=2,gone=false;
function go(){if(!gone){gone=true;document.getElementById('continue').submit();}}
window.addEventListener('message',function(e){if(e.data==='threeDSMethodDone'&&--left===0)go();});
document.getElementById('method-server').submit();
document.getElementById('method-acs').submit();
setTimeout(go,3000);
})();</script>`;

/** Where the method page posts: the two method URLs, then the gateway's own next step. */
export interface MethodTargets {
  readonly serverUrl: string;
  readonly acsUrl: string;
  readonly continueUrl: string;
}

/** The method page of either gateway: the browser data to both method URLs, then on to the gateway's second step. */
export function methodDocument(language: PageLanguage, t: { methodTitle: string; methodText: string; continue: string }, to: MethodTargets, methodData: string, continueFields: Readonly<Record<string, string>>): string {
  const data = { threeDSMethodData: methodData };
  const body = html`<h1>${t.methodTitle}</h1>
<p role="status">${t.methodText}</p>
<iframe name="threeds-server" class="hidden" title="3-D Secure server"></iframe>
<iframe name="threeds-acs" class="hidden" title="Card issuer"></iframe>
${autoPost('method-server', to.serverUrl, data, t.continue, 'threeds-server')}
${autoPost('method-acs', to.acsUrl, data, t.continue, 'threeds-acs')}
${autoPost('continue', to.continueUrl, continueFields, t.continue)}
${new SafeHtml(METHOD_SCRIPT)}`;
  return documentOf(language, t.methodTitle, body);
}

const PAYMENT_METHOD_TARGETS: MethodTargets = { serverUrl: THREE_DS_METHOD_PATH, acsUrl: ACS_METHOD_PATH, continueUrl: THREE_DS_CONTINUE_PATH };

export function methodPage(view: View<'threeDsMethod'>, language: PageLanguage): string {
  return methodDocument(language, textsOf(language), PAYMENT_METHOD_TARGETS, view.methodData, view.continueFields);
}

/** What a method URL answers inside its iframe: it tells the parent page it is done. */
export function methodReceived(language: PageLanguage): string {
  const t = textsOf(language);
  const script = new SafeHtml(`<script>if(window.parent!==window)window.parent.postMessage('threeDSMethodDone','*');</script>`);
  return documentOf(language, t.methodReceived, html`<p>${t.methodReceived}</p>${script}`);
}

export function toAcs(view: View<'toAcs'>, language: PageLanguage): string {
  const t = textsOf(language);
  const body = html`<h1>${t.toAcsTitle}</h1>
<p role="status">${t.toAcsText}</p>
${autoPost('to-acs', view.acsUrl, { creq: view.creq }, t.continue)}
${submitScript('to-acs')}`;
  return documentOf(language, t.toAcsTitle, body);
}

export function acsChallenge(view: View<'acsChallenge'>, language: PageLanguage): string {
  const t = textsOf(language);
  const facts = view.order ? orderFacts(view.order, t, language) : '';
  const card = view.maskedPan ? html`<p>${t.card}: <span data-card>${view.maskedPan}</span></p>` : '';
  const error = view.codeMissing ? html`<p class="error" id="code-error" role="alert">${t.codeMissing}</p>` : '';
  const body = html`<h1>${t.acsTitle}</h1>
<p>${t.acsText}</p>
${facts}
${card}
<form method="post" action="${ACS_ANSWER_PATH}">
<input type="hidden" name="threeDSServerTransID" value="${view.transId}">
<input type="hidden" name="acsTransID" value="${view.acsTransId}">
<label for="code">${t.code}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code"${view.codeMissing ? html` aria-invalid="true" aria-describedby="code-error"` : ''}>
${error}
<button type="submit" name="action" value="confirm">${t.confirm}</button><button type="submit" name="action" value="cancel" class="secondary">${t.cancel}</button>
</form>
<p class="hint">${t.acsHint(view.sandboxCode)}</p>`;
  return documentOf(language, t.acsTitle, body);
}

/** The ACS sends the cardholder back to the finish URL with `cres`, by a form the browser posts. */
export function acsDone(view: View<'acsDone'>, language: PageLanguage): string {
  const t = textsOf(language);
  const body = html`<h1>${t.acsDoneTitle}</h1>
<p role="status">${t.acsDone[view.authenticated ? 'yes' : 'no']}</p>
${autoPost('to-finish', view.finishUrl, { cres: view.cres }, t.continue)}
${submitScript('to-finish')}`;
  return documentOf(language, t.acsDoneTitle, body);
}

export function challengeOver(language: PageLanguage): string {
  const t = textsOf(language);
  return documentOf(language, t.challengeOverTitle, html`<h1>${t.challengeOverTitle}</h1><p role="alert">${t.challengeOver}</p>`);
}
