/** What an approved card-system (v1) movement answers about itself. */
import type { Attempt } from '../world.js';

/** The retrieval reference number and the authorisation code of an approval; a refusal fails the step. */
export function approvalReferences(answer: Attempt): { rrn: string; authCode: string | undefined } {
  if (!answer.ok) throw new Error(`expected an approval, got HTTP ${answer.status}`);
  const { rrn, authorizationIdResponse } = answer.value as { rrn?: string; authorizationIdResponse?: string };
  if (rrn === undefined) throw new Error('the approval carries no retrieval reference number');
  return { rrn, authCode: authorizationIdResponse };
}

/** The reason a v2 top-up or transfer answer gives beside its status (empty for an approval, spec 02 §3); undefined for another interface's answer. */
export function statusMessageOf(answer: Attempt): string | undefined {
  return answer.ok ? (answer.value as { statusMessage?: string }).statusMessage : undefined;
}

/** The processing codes of the card system's envelope that tell a purchase from cash (docs/emulator.md, "Envelope"). */
export const PROCESSING_CODES = { 'a purchase': '000000', 'a cash withdrawal': '010000' } as const;

/** What an approved card-system (v1) movement says of its kind and its fee: the processing code and issuerFeeAmount (a string of minor units). */
export function movementTerms(answer: Attempt): { processingCode: string | undefined; issuerFeeAmount: string | undefined } {
  if (!answer.ok) throw new Error(`expected an approval, got HTTP ${answer.status}`);
  const { processingCode, issuerFeeAmount } = answer.value as { processingCode?: string; issuerFeeAmount?: string };
  return { processingCode, issuerFeeAmount };
}
