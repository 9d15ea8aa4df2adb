/**
 * The sandbox's 3-D Secure 2 server and ACS serve both gateways: their URLs, and the two steps a
 * payment or transfer answers (the method step with the packed method data, the challenge with
 * the packed CReq), built the same way for the API answers and the pages.
 */
import { ACS_CODE, packCReq, packMethodData, type ThreeDsSession } from '../../domain/gateway/three-ds.js';

/** The 3DS server's method URL (threeDSMethodURLServer). */
export const THREE_DS_METHOD_PATH = '/payment/3ds2/method.do';
/** The ACS's method URL (threeDSMethodURL). */
export const ACS_METHOD_PATH = '/acs/method';
/** Where the browser posts `creq` (acsUrl). */
export const ACS_CHALLENGE_PATH = '/acs/challenge';
/** Where an app's 3DS SDK exchanges CReq/CRes with the ACS (JSON). */
export const ACS_APP_PATH = '/acs/app/challenge';
/** Where the ACS page posts the cardholder's answer. */
export const ACS_ANSWER_PATH = '/acs/challenge/answer';

/** The one-time code the sandbox ACS accepts; its page shows it as a hint. */
export const SANDBOX_ACS_CODE = ACS_CODE;

export interface MethodStep {
  readonly transId: string;
  readonly serverUrl: string;
  readonly acsUrl: string;
  /** threeDSMethodDataPacked, naming the 3DS server's method URL as the notification URL. */
  readonly methodData: string;
}

/** The first step: the browser's data goes to both method URLs under `origin`. */
export function methodStep(origin: string, session: ThreeDsSession): MethodStep {
  const serverUrl = `${origin}${THREE_DS_METHOD_PATH}`;
  return { transId: session.transId, serverUrl, acsUrl: `${origin}${ACS_METHOD_PATH}`, methodData: packMethodData(session, serverUrl) };
}

/** The challenge: the browser carries the CReq to the ACS under `origin` ('' for a path on this host). */
export function challengeStep(origin: string, session: ThreeDsSession): { readonly acsUrl: string; readonly creq: string } {
  return { acsUrl: `${origin}${ACS_CHALLENGE_PATH}`, creq: packCReq(session) };
}
