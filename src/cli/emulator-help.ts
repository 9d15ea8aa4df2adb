/**
 * What `cardlab emulator --help` says the emulator serves: every interface, the browser pages and the
 * control API, counted and listed from the same tables the emulator routes from, so the help cannot
 * fall behind an added operation or endpoint.
 */
import { controlEndpoints, scopedPath } from '../contracts/control.js';
import { gatewayOperations } from '../contracts/gateway/index.js';
import { p2pOperations } from '../contracts/p2p/index.js';
import { V1_PATH, V1_PAYMENT_PATH, v1Operations } from '../contracts/v1/index.js';
import { v2Endpoints } from '../contracts/v2.js';
import { paymentPagePath } from '../emulator/providers/ecom/page-views.js';
import { ACS_CHALLENGE_PATH, ACS_METHOD_PATH, THREE_DS_METHOD_PATH } from '../emulator/providers/gateway-common/three-ds.js';
import { p2pPagePath } from '../emulator/providers/p2p/views.js';

const count = (table: object) => Object.keys(table).length;

export function servedHelp(): string {
  const v2Paths = [...new Set(Object.values(v2Endpoints).map((e) => e.path.replace(/\/:\w+$/, '')))];
  // A call on the default account also exists for each account (scoped): both paths are listed.
  const width = Math.max(...Object.values(controlEndpoints).map((e) => e.path.length));
  const control = Object.values(controlEndpoints).map((e) => (e.scoped ? `    ${e.method.padEnd(4)} ${e.path.padEnd(width)}  one account: ${scopedPath(e.path, '<id>')}` : `    ${e.method.padEnd(4)} ${e.path}`));
  return `
What it serves (one sandbox behind every interface; a card issued on one pays on the others):
  Card Management v1   ${count(v1Operations)} operations, POST JSON ${V1_PATH}<operation> (also under ${V1_PAYMENT_PATH}),
                       Authorization: Basic <token>
  Card Management v2   ${count(v2Endpoints)} endpoints under ${v2Paths.join(', ')}; X-API-KEY
  E-commerce gateway   ${count(gatewayOperations)} operations, POST /payment/rest/<operation>.do (form, query string or JSON;
                       userName and password, or token)
  P2P gateway          ${count(p2pOperations)} operations, POST /payment/rest/api/p2p/<operation>.do (JSON, signed with
                       X-Hash and X-Signature by a key registered through the control API)
Browser pages:
  payment page         ${paymentPagePath('en')}, ${paymentPagePath('ru')} (?mdOrder=<orderId>)
  P2P transfer page    ${p2pPagePath('en')}, ${p2pPagePath('ru')}
  3-D Secure 2         method pages ${THREE_DS_METHOD_PATH} and ${ACS_METHOD_PATH}, the ACS challenge ${ACS_CHALLENGE_PATH}
Control API (emulator only; scenarios tagged @emulator-only use it). The short paths act on the
default sandbox account; each has its per-account path for the accounts POST /__emulator/sandboxes makes:
${control.join('\n')}
The sandbox account (every interface's credentials and sandbox values): GET <url>/__emulator/sandbox.
Details and every decision the specifications leave open: docs/emulator.md.
Stops cleanly on Ctrl-C (SIGINT) or SIGTERM.`;
}
