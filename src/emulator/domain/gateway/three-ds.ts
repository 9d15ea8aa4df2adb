/**
 * 3-D Secure 2 sessions of the gateway's 3DS server and ACS. A session starts when a payment needs
 * authentication; the browser-data step (method URL) and the second payment call move it on; a
 * challenge ends when the cardholder types the one-time code on the ACS page.
 * The sandbox ACS accepts the code ACS_CODE; any other code fails the authentication.
 */
import type { ThreeDsFlow } from './test-cards.js';

export const ACS_CODE = '123456';
export const MESSAGE_VERSION = '2.1.0';

export type ThreeDsState = 'method' | 'challenge' | 'finished';
/** EMV 3DS transStatus: Y authenticated, A attempt, N not authenticated. */
export type TransStatus = 'Y' | 'A' | 'N';

/** What the ACS keeps of the app that authenticates a session (three-ds-app.ts). */
export interface AppChannel {
  readonly sdkTransId: string;
  readonly sdkAppId: string;
  readonly referenceNumber: string;
  /** The ACS's ephemeral public key for this challenge, JWK JSON. */
  readonly acsEphemPubKey: string;
  /** CReq messages seen from the SDK (sdkCounterStoA must follow it). */
  counter: number;
}

export interface ThreeDsSession {
  readonly transId: string;
  readonly acsTransId: string;
  readonly orderId: string;
  readonly flow: Exclude<ThreeDsFlow, 'none'>;
  state: ThreeDsState;
  /** Whether the browser posted to the method URL (informational: the sandbox does not require it). */
  methodCompleted: boolean;
  transStatus?: TransStatus | undefined;
  /** Where the ACS sends the cardholder back with `cres`. */
  finishUrl?: string | undefined;
  /** The cardholder pressed cancel on the ACS page instead of answering. */
  cancelled?: boolean | undefined;
  /** The payment came from an app's 3DS SDK: the challenge runs over the ACS's app endpoint (three-ds-app.ts). */
  app?: AppChannel | undefined;
}

export class ThreeDsSessions {
  private readonly byTransId = new Map<string, ThreeDsSession>();
  /** The sessions of each order (one, unless a payment was tried again), so they go with it (forgetOrder). */
  declare private readonly byOrder: Map<string, string | string[]>;

  constructor(private readonly newId: () => string) {
    // Not enumerable: the sandbox's JSON shows the sessions, not this index of them.
    // Stryker disable next-line BooleanLiteral: only the sandbox's JSON shows it (the unit test kits compare it around a refused request, src/emulator/http/v1-test-kit.ts); no public API does.
    Object.defineProperty(this, 'byOrder', { value: new Map(), enumerable: false });
  }

  start(orderId: string, flow: Exclude<ThreeDsFlow, 'none'>): ThreeDsSession {
    // Stryker disable next-line BooleanLiteral: informational: no API shows whether the browser data came (the sandbox does not require it); src/emulator/http/three-ds-pages.test.ts judges it.
    const session: ThreeDsSession = { transId: this.newId(), acsTransId: this.newId(), orderId, flow, state: 'method', methodCompleted: false };
    this.byTransId.set(session.transId, session);
    const earlier = this.byOrder.get(orderId);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArrayDeclaration: retention only: the index is read by forgetOrder alone, and the suite's emulator never forgets (no retention rule); src/emulator/domain/retention.test.ts judges it.
    this.byOrder.set(orderId, earlier === undefined ? session.transId : [earlier, session.transId].flat());
    return session;
  }

  // Stryker disable all: retention only: the suite's emulator never forgets (no retention rule, so no scenario can reach it); src/emulator/domain/retention.test.ts judges it.
  /** Forgets the sessions of a forgotten order (retention.ts); answers their transaction ids. */
  forgetOrder(orderId: string): readonly string[] {
    const ids = this.byOrder.get(orderId);
    if (ids === undefined) return [];
    this.byOrder.delete(orderId);
    const list = typeof ids === 'string' ? [ids] : ids;
    for (const id of list) this.byTransId.delete(id);
    return list;
  }
  // Stryker restore all

  get(transId: string): ThreeDsSession | undefined {
    return this.byTransId.get(transId);
  }

  /** The second payment call: frictionless flows decide here, a challenge flow sends the cardholder to the ACS. */
  authenticate(session: ThreeDsSession, approvedByIssuer: boolean): 'challenge' | TransStatus {
    if (session.flow === 'challenge') {
      session.state = 'challenge';
      return 'challenge';
    }
    // Stryker disable next-line StringLiteral: every reader of a session's state asks whether it is 'method' or 'challenge' (the pages, the checkout, the P2P gateway) or reads it after a challenge's answer (three-ds-pages.ts answer), so any other state reads as finished here.
    session.state = 'finished';
    session.transStatus = session.flow === 'attempt' ? 'A' : approvedByIssuer ? 'Y' : 'N';
    return session.transStatus;
  }

  /** The cardholder's answer on the ACS page. */
  challenge(session: ThreeDsSession, code: string): TransStatus {
    session.state = 'finished';
    session.transStatus = code === ACS_CODE ? 'Y' : 'N';
    return session.transStatus;
  }

  /** The cardholder cancelled on the ACS page: not authenticated, like a wrong code. */
  abandon(session: ThreeDsSession): TransStatus {
    session.state = 'finished';
    // Stryker disable next-line BooleanLiteral: informational: no API shows whether the cardholder cancelled or typed a wrong code (both are 'N'); only the sandbox's JSON does.
    session.cancelled = true;
    session.transStatus = 'N';
    return session.transStatus;
  }

  /**
   * Browser data reached a method URL. Only a session still waiting for its second call takes it;
   * the sandbox does not require it, but records it (the 3DS server would pass it to the ACS).
   */
  completeMethod(transId: string): ThreeDsSession | undefined {
    const session = this.byTransId.get(transId);
    if (!session || session.state !== 'method') return undefined;
    // Stryker disable next-line BooleanLiteral: informational: no API shows whether the browser data came (the sandbox does not require it); src/emulator/http/three-ds-pages.test.ts judges it.
    session.methodCompleted = true;
    return session;
  }
}

/** ECI of an authentication result, by payment system (Mastercard 02/01, Visa 05/06); a payment not authenticated is declined and has none. */
export function eciOf(status: Exclude<TransStatus, 'N'>, paymentSystem: string): number {
  const visa = paymentSystem === 'VISA';
  // The attempt is named, so that only an attempt gets the attempt's weaker ECI.
  if (status === 'A') return visa ? 6 : 1;
  return visa ? 5 : 2;
}

/** The CReq the browser posts to the ACS as `creq`: base64url of its JSON (docs/design.md "3-D Secure 2"). */
export function packCReq(session: ThreeDsSession): string {
  const creq = { threeDSServerTransID: session.transId, messageType: 'CReq', messageVersion: MESSAGE_VERSION, acsTransID: session.acsTransId, challengeWindowSize: '05' };
  return Buffer.from(JSON.stringify(creq)).toString('base64url');
}

export function packCRes(session: ThreeDsSession): string {
  // The ACS packs the CRes of a finished session only (three-ds-pages.ts answer), which always has its transStatus.
  const cres = { threeDSServerTransID: session.transId, acsTransID: session.acsTransId, messageType: 'CRes', messageVersion: MESSAGE_VERSION, transStatus: session.transStatus };
  return Buffer.from(JSON.stringify(cres)).toString('base64url');
}

/** threeDSMethodDataPacked: base64 of the notification URL and the transaction id (docs/design.md "3-D Secure 2"). */
export function packMethodData(session: ThreeDsSession, notificationUrl: string): string {
  return Buffer.from(JSON.stringify({ threeDSMethodNotificationURL: notificationUrl, threeDSServerTransID: session.transId })).toString('base64');
}

/** Reads a base64url (or base64) JSON message; undefined when it is not one. */
export function unpack(packed: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(packed, 'base64url').toString('utf8'));
    // Stryker disable next-line ConditionalExpression,LogicalOperator: every caller reads named fields of the message and refuses it without them, which null, a string, a number or an array lack as an empty object does (features/ecom/three-ds-bank-pages.feature pins the refusals of a message that is none).
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    // Not base64 of JSON: no message.
  }
  return undefined;
}
