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

/** The first SDK field that is missing or malformed: its wire name and why. */
export function sdkProblem(sdk: SdkData): { readonly field: string; readonly rule: string; readonly message: string } | undefined {
  for (const key of Object.keys(SDK_FIELDS) as (keyof SdkData)[]) {
    if (sdk[key] === undefined || sdk[key] === '') return { field: SDK_FIELDS[key], rule: 'required', message: 'is required when threeDSSDK is true' };
  }
  if ((sdk.encData ?? '').split('.').length !== 5) return { field: SDK_FIELDS.encData, rule: 'format', message: 'must be the SDK’s device data as a compact JWE (five parts joined by ".")' };
  if (!UUID.test(sdk.appId ?? '')) return { field: SDK_FIELDS.appId, rule: 'format', message: 'must be the app’s SDK id, a UUID' };
  if (!UUID.test(sdk.transId ?? '')) return { field: SDK_FIELDS.transId, rule: 'format', message: 'must be the SDK’s transaction id, a UUID' };
  if (!isP256Jwk(sdk.ephemPubKey ?? '')) return { field: SDK_FIELDS.ephemPubKey, rule: 'format', message: 'must be the SDK’s ephemeral public key, an EC P-256 JWK' };
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

/** Opens the app channel of a session whose payment came from the SDK. */
export function openAppChannel(session: ThreeDsSession, sdk: SdkData): AppChannel {
  const acsKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey;
  const jwk = acsKey.export({ format: 'jwk' });
  const channel: AppChannel = { sdkTransId: sdk.transId ?? '', sdkAppId: sdk.appId ?? '', referenceNumber: sdk.referenceNumber ?? '', acsEphemPubKey: JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }), counter: 0 };
  session.app = channel;
  return channel;
}

/** The SDK challenge data of the ACS's answer (the five fields of a challenged perform answer). */
export function appChallengeData(session: ThreeDsSession, channel: AppChannel, acsUrl: string, signingKey: KeyObject | undefined) {
  const content = { acsTransID: session.acsTransId, acsRefNumber: ACS_REFERENCE_NUMBER, acsURL: acsUrl, acsEphemPubKey: JSON.parse(channel.acsEphemPubKey) as unknown, sdkTransID: channel.sdkTransId };
  return {
    threeDSSDKKey: channel.acsEphemPubKey,
    threeDSAcsTransactionId: session.acsTransId,
    threeDSAcsRefNumber: ACS_REFERENCE_NUMBER,
    threeDSAcsSignedContent: signingKey ? jws(content, signingKey) : undefined,
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

/** The session a CReq names, still waiting for its app's answer. */
export function appSession(session: ThreeDsSession | undefined, creq: AppCReq): ThreeDsSession | AppCReqProblem {
  if (!session || !session.app || session.acsTransId !== creq.acsTransID || session.app.sdkTransId.toLowerCase() !== creq.sdkTransID.toLowerCase()) return 'unknown';
  if (session.state !== 'challenge') return 'over';
  if (Number(creq.sdkCounterStoA) !== session.app.counter) return 'counter';
  session.app.counter += 1;
  return session;
}

/** The CRes of a challenge still open (the ACS's native UI: a text field for the one-time code). */
export function challengeCRes(session: ThreeDsSession) {
  return { ...cresBase(session), acsUiType: '01', challengeInfoHeader: 'Confirm the transfer', challengeInfoLabel: 'One-time code', challengeInfoText: `The sandbox ACS takes the code ${ACS_CODE}.`, challengeCompletionInd: 'N' };
}

/** The CRes once the challenge is over. */
export function finalCRes(session: ThreeDsSession, status: TransStatus) {
  return { ...cresBase(session), transStatus: status, challengeCompletionInd: 'Y' };
}

function cresBase(session: ThreeDsSession) {
  const counter = String(Math.max(0, (session.app?.counter ?? 1) - 1)).padStart(3, '0');
  return { messageType: 'CRes', messageVersion: MESSAGE_VERSION, threeDSServerTransID: session.transId, acsTransID: session.acsTransId, sdkTransID: session.app?.sdkTransId, acsCounterAtoS: counter };
}
