/**
 * 3-D Secure 2 from an app (EMV 3DS "app-based"): the payer's app runs the 3DS SDK, which sends its
 * device data with the payment (`threeDSSDK: true` and the five SDK fields); the ACS answers what the
 * SDK needs to run the challenge itself, natively, against the ACS's app endpoint instead of a
 * browser page: its transaction id and reference number, the directory server's transaction id, its
 * ephemeral key (`threeDSSDKKey`) and its signed content (a JWS of all that, signed with the sandbox
 * account's EC key, the one on the control API). The SDK then exchanges CReq/CRes with the ACS: the
 * first CReq asks for the challenge, the next carries the one-time code (or a cancel).
 *
 * What the sandbox leaves out: the SDK's device data (`threeDSSDKEncData`) is checked for its form (a
 * compact JWE) and not decrypted; CReq and CRes travel as plain JSON, not JWE under the key both sides
 * would derive; the ACS's ephemeral key is made per challenge and used for nothing else.
 */
import { createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { decided } from '../decisions.js';
import { ACS_CODE, type AppChannel, MESSAGE_VERSION, type ThreeDsSession, type TransStatus } from './three-ds.js';

/** The five SDK fields of a perform call (spec 03 §4.2). */
export interface SdkData {
  readonly encData?: string | undefined;
  readonly referenceNumber?: string | undefined;
  readonly ephemPubKey?: string | undefined;
  readonly appId?: string | undefined;
  readonly transId?: string | undefined;
}

export const SDK_FIELDS = { encData: 'threeDSSDKEncData', referenceNumber: 'threeDSSDKReferenceNumber', ephemPubKey: 'threeDSSDKEphemPubKey', appId: 'threeDSSDKAppId', transId: 'threeDSSDKTransId' } as const;

export const ACS_REFERENCE_NUMBER = 'CARDLAB-SANDBOX-ACS';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The first SDK field that is malformed: its wire name and why. That each of the five is there is the
 * contract's rule (contracts/p2p/perform.ts refuses a call with threeDSSDK that lacks one, before the
 * domain sees it).
 */
export function sdkProblem(sdk: SdkData): { readonly field: string; readonly rule: string; readonly message: string } | undefined {
  // Stryker disable next-line StringLiteral: the fallbacks are never read, the contract makes the fields present (see above).
  const { encData = '', appId = '', transId = '', ephemPubKey = '' } = sdk;
  if (encData.split('.').length !== 5) return { field: SDK_FIELDS.encData, rule: 'format', message: 'must be the SDK’s device data as a compact JWE (five parts joined by ".")' };
  if (!UUID.test(appId)) return { field: SDK_FIELDS.appId, rule: 'format', message: 'must be the app’s SDK id, a UUID' };
  if (!UUID.test(transId)) return { field: SDK_FIELDS.transId, rule: 'format', message: 'must be the SDK’s transaction id, a UUID' };
  if (!isP256Jwk(ephemPubKey)) return { field: SDK_FIELDS.ephemPubKey, rule: 'format', message: 'must be the SDK’s ephemeral public key, an EC P-256 JWK' };
  return undefined;
}

function isP256Jwk(text: string): boolean {
  try {
    const jwk = JSON.parse(text) as Record<string, unknown>;
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') return false;
    createPublicKey({ key: jwk as never, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the app channel of a session whose payment came from the SDK. The ACS's ephemeral key is
 * drawn anew, so it is a decision of the request (decisions.ts): a sandbox kept on disk records it
 * and its replay answers the same key.
 */
export function openAppChannel(session: ThreeDsSession, sdk: SdkData): AppChannel {
  const channel: AppChannel = {
    // Stryker disable next-line StringLiteral: never read, the contract makes the SDK's transaction id present (sdkProblem).
    sdkTransId: sdk.transId ?? '',
    // Stryker disable next-line StringLiteral,LogicalOperator: the app id and reference number are kept with the session (its JSON) and answered by no API.
    sdkAppId: sdk.appId ?? '',
    // Stryker disable next-line StringLiteral,LogicalOperator: as the app id above.
    referenceNumber: sdk.referenceNumber ?? '',
    acsEphemPubKey: decided(newEphemeralKey),
    counter: 0,
  };
  session.app = channel;
  return channel;
}

/** A new EC P-256 public key as the JWK the SDK reads: kty, crv, x and y. */
function newEphemeralKey(): string {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
  return JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y });
}

/** The SDK challenge data of the ACS's answer (the five fields of a challenged perform answer). */
export function appChallengeData(session: ThreeDsSession, channel: AppChannel, acsUrl: string, signingKey: KeyObject | undefined) {
  const content = { acsTransID: session.acsTransId, acsRefNumber: ACS_REFERENCE_NUMBER, acsURL: acsUrl, acsEphemPubKey: JSON.parse(channel.acsEphemPubKey) as unknown, sdkTransID: channel.sdkTransId };
  return {
    threeDSSDKKey: channel.acsEphemPubKey,
    threeDSAcsTransactionId: session.acsTransId,
    threeDSAcsRefNumber: ACS_REFERENCE_NUMBER,
    // An ES256 signature is drawn anew each time (ECDSA's random nonce): a decision, as the key above.
    threeDSAcsSignedContent: signingKey ? decided(() => jws(content, signingKey)) : undefined,
    threeDSDsTransID: session.transId,
  };
}

/** Compact JWS (ES256) of the content. */
function jws(content: object, key: KeyObject): string {
  const head = Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JOSE' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(content)).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' });
  return `${head}.${body}.${signature.toString('base64url')}`;
}

/** A CReq from the SDK, as read from the wire. */
export interface AppCReq {
  readonly threeDSServerTransID: string;
  readonly acsTransID: string;
  readonly sdkTransID: string;
  readonly sdkCounterStoA: string;
  readonly challengeDataEntry?: string | undefined;
  readonly challengeCancel?: string | undefined;
}

/** Why a CReq cannot be taken. */
export type AppCReqProblem = 'unknown' | 'over' | 'counter';

/** A session a CReq was taken for, with its app channel. */
export interface AppTurn {
  readonly session: ThreeDsSession;
  readonly app: AppChannel;
}

/** The session a CReq names, still waiting for its app's answer; the CReq is counted. */
export function appSession(session: ThreeDsSession | undefined, creq: AppCReq): AppTurn | AppCReqProblem {
  const app = session?.app;
  if (!session || !app || session.acsTransId !== creq.acsTransID || app.sdkTransId.toLowerCase() !== creq.sdkTransID.toLowerCase()) return 'unknown';
  if (session.state !== 'challenge') return 'over';
  if (Number(creq.sdkCounterStoA) !== app.counter) return 'counter';
  app.counter += 1;
  return { session, app };
}

/** The CRes of a challenge still open (the ACS's native UI: a text field for the one-time code). */
export function challengeCRes(turn: AppTurn) {
  return { ...cresBase(turn), acsUiType: '01', challengeInfoHeader: 'Confirm the transfer', challengeInfoLabel: 'One-time code', challengeInfoText: `The sandbox ACS takes the code ${ACS_CODE}.`, challengeCompletionInd: 'N' };
}

/** The CRes once the challenge is over. */
export function finalCRes(turn: AppTurn, status: TransStatus) {
  return { ...cresBase(turn), transStatus: status, challengeCompletionInd: 'Y' };
}

/** What every CRes says: the three transactions, and the ACS's count of its messages, from 000 (one behind the CReqs taken). */
function cresBase({ session, app }: AppTurn) {
  const counter = String(app.counter - 1).padStart(3, '0');
  return { messageType: 'CRes', messageVersion: MESSAGE_VERSION, threeDSServerTransID: session.transId, acsTransID: session.acsTransId, sdkTransID: app.sdkTransId, acsCounterAtoS: counter };
}
