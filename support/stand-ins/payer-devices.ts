/**
 * The payer's devices, played by the harness: the gateway family's web SDK on the merchant's page
 * (it encrypts the card into a seToken), the wallet on the phone (Google Pay, Apple Pay: a token,
 * decrypted by the merchant or still encrypted for the gateway), and the 3DS SDK inside the
 * payer's banking app (its device fields; the challenge it runs natively against the bank's ACS).
 * They keep no state and start nothing: the tokens are made by src/clients/card-inputs.ts, and the
 * app's challenge is two HTTP calls it makes itself, recorded like every exchange.
 */
import { appCReq, decryptedWalletToken, encryptedWalletToken, makeSeToken, type SeTokenCard, threeDsSdkFields, type WalletCard, type WalletVendor } from '../../src/clients/card-inputs.js';
import type { Recorder } from '../../src/clients/exchange.js';
import { HttpClient } from '../../src/clients/http.js';
import { verify } from 'node:crypto';

export type { WalletCard, WalletVendor };

/** The web SDK on the merchant's checkout: the card typed by the payer, encrypted for the gateway's key. */
export const webSdk = {
  seToken: (card: SeTokenCard, gatewayKeyPem: string, madeAt?: Date): string => makeSeToken(card, gatewayKeyPem, madeAt),
};

/** The wallet on the payer's phone. */
export const wallet = {
  decrypted: (vendor: WalletVendor, card: WalletCard, expiresAt?: Date): string => decryptedWalletToken(vendor, card, expiresAt),
  encrypted: (vendor: WalletVendor, card: WalletCard, merchantKeyPem: string): string => encryptedWalletToken(vendor, card, merchantKeyPem),
};

/** What the ACS answered the payment from the app: where to run the challenge and its ids. */
export interface AppChallenge {
  readonly acsUrl: string;
  readonly threeDSServerTransID: string;
  readonly acsTransID: string;
  /** The ACS's signed content (a compact JWS, ES256), when the answer carried it. */
  readonly signedContent?: string | undefined;
}

/** The 3DS SDK inside one payment of the payer's app. */
export class AppSdk {
  readonly fields = threeDsSdkFields();

  /**
   * Whether the ACS's signed content is a JWS (ES256) that `acsKeyPem` verifies, naming this
   * challenge's ACS transaction and this SDK's own: the SDK checks it before it trusts the ACS.
   */
  trustsSignedContent(challenge: AppChallenge, acsKeyPem: string): boolean {
    const [head, body, signature] = (challenge.signedContent ?? '').split('.');
    if (!head || !body || !signature) return false;
    const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: acsKeyPem, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    const content = JSON.parse(Buffer.from(body, 'base64url').toString()) as { acsTransID?: unknown; sdkTransID?: unknown };
    return signed && content.acsTransID === challenge.acsTransID && content.sdkTransID === this.fields.threeDSSDKTransId;
  }

  /** Runs the challenge natively: asks the ACS for it, then sends the one-time code the payer typed; answers transStatus. */
  async completeChallenge(challenge: AppChallenge, code: string, recorder: Recorder, timeoutMs: number): Promise<string> {
    const ids = this.idsOf(challenge);
    const send = (operation: string, json: unknown) => this.send(challenge, { operation, json, recorder, timeoutMs });
    const first = await send('3ds.acs (app CReq)', appCReq(ids, 0));
    if (first.status !== 200) throw new Error(`the bank's ACS refused the app's challenge request (${first.status})`);
    const answer = await send('3ds.acs (app CReq with the code)', appCReq(ids, 1, { code }));
    if (answer.status !== 200) throw new Error(`the bank's ACS refused the app's answer (${answer.status})`);
    return String((answer.body as { transStatus?: unknown }).transStatus);
  }

  /** The three transaction ids every CReq of this challenge names. */
  idsOf(challenge: AppChallenge) {
    return { threeDSServerTransID: challenge.threeDSServerTransID, acsTransID: challenge.acsTransID, sdkTransID: this.fields.threeDSSDKTransId };
  }

  /** One message to the ACS's app endpoint, as the SDK would send it (or, in a scenario, spoilt): the ACS's answer, whatever its status. */
  async send(challenge: AppChallenge, message: { operation: string; json: unknown; recorder: Recorder; timeoutMs: number }): Promise<{ readonly status: number; readonly body: unknown }> {
    const url = new URL(challenge.acsUrl);
    const http = new HttpClient({ baseUrl: url.origin, recorder: message.recorder, timeoutMs: message.timeoutMs });
    const reply = await http.call({ operation: message.operation, method: 'POST', path: url.pathname, json: message.json, success: 200 });
    return { status: reply.status, body: reply.body };
  }
}
