/**
 * Before a remote run: does each configured interface answer, and does it accept the credentials?
 * One cheap, read-only, authenticated call per interface (a test card's transfers, an unknown
 * customer, order or transfer), so that a wrong URL or key fails in seconds with one clear line
 * instead of every scenario failing.
 */
import { randomUUID } from 'node:crypto';
import { Recorder } from '../clients/exchange.js';
import { GatewayClient } from '../clients/gateway.js';
import { HttpClient, type Reply, TransportError } from '../clients/http.js';
import { P2pClient } from '../clients/p2p.js';
import { V1Client } from '../clients/v1.js';
import { V2Client } from '../clients/v2.js';
import { SecretRegistry } from '../common/masking.js';
import type { RemoteTarget } from './config.js';

export interface PreflightCheck {
  readonly interface: string;
  readonly url: string;
  readonly ok: boolean;
  readonly detail: string;
}

type Verdict = { ok: boolean; detail: string };
const pass = (detail: string): Verdict => ({ ok: true, detail });
const fail = (detail: string): Verdict => ({ ok: false, detail });

/** The card number every payment sandbox documents as a test card; listing its transfers changes nothing. */
const PUBLIC_TEST_CARD = '4111111111111111';

const isJsonObject = (reply: Reply) => typeof reply.body === 'object' && reply.body !== null;
const refused = (status: number) => status === 401 || status === 403;

export async function preflight(target: RemoteTarget): Promise<PreflightCheck[]> {
  const secrets = new SecretRegistry();
  const recorder = new Recorder(secrets);
  const http = (baseUrl: string, headers?: Record<string, string>) => new HttpClient({ baseUrl, headers, timeoutMs: target.timeoutMs, recorder });
  const checks: Array<Promise<PreflightCheck>> = [];
  const check = (title: string, url: string, run: () => Promise<Verdict>) =>
    checks.push(
      run().then(
        (v) => ({ interface: title, url, ...v }),
        (error: unknown) => {
          if (!(error instanceof TransportError)) throw error;
          return { interface: title, url, ok: false, detail: `no answer: ${error.message}` };
        },
      ),
    );

  const { v2, v1, gateway } = target;
  secrets.add(v2.apiKey);
  check('Card Management v2', v2.baseUrl, async () => {
    // A list, unlike a read by id, answers 200 when the URL is right: a 404 then means a wrong URL.
    const answer = await new V2Client(http(v2.baseUrl, { 'x-api-key': v2.apiKey })).listTransfers({ cardNumberFltr: PUBLIC_TEST_CARD });
    if (refused(answer.status)) return fail(`the API key was refused (HTTP ${answer.status})`);
    if (answer.status === 200 && isJsonObject(answer.reply)) return pass('answers; API key accepted');
    return fail(`HTTP ${answer.status} for the transfers of a card: is the URL the part before /v2?`);
  });
  if (v1) {
    secrets.add(v1.token);
    check('Card Management v1', v1.baseUrl, async () => {
      const answer = await new V1Client(http(v1.baseUrl, { authorization: `Basic ${v1.token}` })).call('isCustomerExist', { customerNumber: `preflight-${randomUUID()}` });
      if (refused(answer.status)) return fail(`the token was refused (HTTP ${answer.status})`);
      if (answer.status === 200 && answer.responseCode !== undefined) return pass(`answers; token accepted (responseCode ${answer.responseCode})`);
      return fail(`HTTP ${answer.status}${answer.responseCode ? ` responseCode ${answer.responseCode}` : ''} for isCustomerExist: is the URL the part before /v1?`);
    });
  }
  if (gateway) {
    for (const secret of [gateway.password, gateway.token]) if (secret) secrets.add(secret);
    check('E-commerce gateway', gateway.baseUrl, async () => {
      const answer = await new GatewayClient(http(gateway.baseUrl), gateway).call('getOrderStatusExtended.do', { orderId: randomUUID() });
      if (answer.ok || (!answer.ok && answer.status === 200 && answer.errorCode === '6')) return pass('answers; merchant credentials accepted');
      if (answer.status === 200 && answer.errorCode === '5') return fail(`the merchant credentials were refused (errorCode 5: ${answer.errorMessage ?? 'access denied'})`);
      return fail(`HTTP ${answer.status}${answer.errorCode ? ` errorCode ${answer.errorCode}` : ''} for the status of an unknown order: is the URL the part before /payment?`);
    });
  }
  const p2p = target.p2p;
  if (p2p) {
    for (const secret of [p2p.password, p2p.privateKey]) secrets.add(secret);
    check('P2P gateway', p2p.baseUrl, async () => {
      // Signed like every P2P request: errorCode 6 (unknown order) means the signature and the credentials passed.
      const answer = await new P2pClient(http(p2p.baseUrl), p2p, p2p.privateKey).call('getP2PStatus.do', { orderId: randomUUID() });
      if (answer.ok || (!answer.ok && answer.status === 200 && answer.errorCode === '6')) return pass('answers; credentials and signing key accepted');
      if (answer.status === 200 && answer.errorCode === '5') return fail(`the credentials or the signature were refused (errorCode 5: ${answer.errorMessage ?? 'access denied'})`);
      return fail(`HTTP ${answer.status}${answer.errorCode ? ` errorCode ${answer.errorCode}` : ''} for the status of an unknown transfer: is the URL the part before /payment?`);
    });
  }
  return Promise.all(checks);
}

/** One line per interface, then what to do when one failed. */
export function describePreflight(checks: readonly PreflightCheck[]): string {
  const width = Math.max(...checks.map((c) => c.interface.length));
  const lines = checks.map((c) => `${c.ok ? 'ok  ' : 'FAIL'} ${c.interface.padEnd(width)}  ${c.url}  ${c.detail}`);
  if (checks.some((c) => !c.ok)) lines.push('The target is not ready: fix its URL or credentials (docs/remote.md) and run again.');
  return lines.join('\n');
}
