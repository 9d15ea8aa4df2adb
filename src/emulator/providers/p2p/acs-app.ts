/**
 * The sandbox ACS's app endpoint (`POST /acs/app/challenge`, JSON): where an app's 3DS SDK runs
 * the challenge of a P2P transfer performed with `threeDSSDK` (domain/gateway/three-ds-app.ts).
 * A first CReq without data gets the challenge (a text field for the one-time code); a CReq with
 * `challengeDataEntry` answers it and gets the final CRes with `transStatus`; `challengeCancel`
 * ends it as not authenticated. Then the merchant calls finishThreeDsVer2.do, as in the browser flow.
 *
 * LIMITATIONS: CReq and CRes are plain JSON (no JWE); one answer per challenge (a wrong code fails at
 * once); only P2P transfers take the app flow. Refusals are HTTP 400 (unreadable), 404 (no such app
 * challenge), 409 (over, or a counter out of order), with the EMV error message shape.
 */
import { type AppCReq, appSession, challengeCRes, finalCRes } from '../../domain/gateway/three-ds-app.js';
import type { Sandbox } from '../../domain/sandbox.js';
import type { Answer } from '../answer.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** An EMV 3DS Erro message: the code, its component (A: the ACS) and the element at fault. */
function erro(status: number, errorCode: string, errorDescription: string, errorDetail: string): Answer {
  return { status, body: { messageType: 'Erro', messageVersion: '2.1.0', errorCode, errorComponent: 'A', errorDescription, errorDetail } };
}

export class AcsApp {
  constructor(private readonly current: () => Sandbox) {}

  /** `fields`: the JSON body's members (the route reads a body that is not a JSON object as none). */
  challenge(fields: Record<string, unknown>): Answer {
    if (fields.messageType !== 'CReq') return erro(400, '101', 'Message received invalid', 'messageType must be CReq');
    const creq = this.creqOf(fields);
    if (typeof creq === 'string') return erro(400, '201', 'Required data element missing', creq);
    const sandbox = this.current();
    const turn = appSession(sandbox.gateway.threeDs.get(creq.threeDSServerTransID), creq);
    if (turn === 'unknown') return erro(404, '301', 'Transaction ID not recognised', 'threeDSServerTransID, acsTransID and sdkTransID name no app challenge');
    if (turn === 'over') return erro(409, '302', 'Challenge over', 'the challenge was already answered');
    if (turn === 'counter') return erro(409, '302', 'Message out of order', 'sdkCounterStoA must count the CReq messages from 000');
    const cancelled = creq.challengeCancel !== undefined;
    if (!cancelled && creq.challengeDataEntry === undefined) return { status: 200, body: challengeCRes(turn) };
    const { session } = turn;
    sandbox.gateway.p2p.answerChallenge(session, cancelled ? undefined : creq.challengeDataEntry, sandbox.clock.now());
    if (session.state !== 'finished') return erro(409, '302', 'Challenge over', 'the transfer can no longer be authenticated');
    // Stryker disable next-line StringLiteral: a finished session always has its transStatus (answerChallenge sets it), so the fallback is never read.
    return { status: 200, body: finalCRes(turn, session.transStatus ?? 'N') };
  }

  private creqOf(fields: Record<string, unknown>): AppCReq | string {
    const creq = {
      threeDSServerTransID: text(fields.threeDSServerTransID),
      acsTransID: text(fields.acsTransID),
      sdkTransID: text(fields.sdkTransID),
      sdkCounterStoA: text(fields.sdkCounterStoA),
      challengeDataEntry: text(fields.challengeDataEntry),
      challengeCancel: text(fields.challengeCancel),
    };
    for (const name of ['threeDSServerTransID', 'acsTransID', 'sdkTransID', 'sdkCounterStoA'] as const) if (creq[name] === undefined) return `${name} is required`;
    if (!/^\d{3}$/.test(String(creq.sdkCounterStoA))) return 'sdkCounterStoA must be 3 digits';
    return creq as AppCReq;
  }
}
