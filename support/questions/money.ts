/** What an approved card-system (v1) movement answers about itself. */
import type { Attempt } from '../world.js';

/** The retrieval reference number and the authorisation code of an approval; a refusal fails the step. */
export function approvalReferences(answer: Attempt): { rrn: string; authCode: string | undefined } {
  if (!answer.ok) throw new Error(`expected an approval, got HTTP ${answer.status}`);
  const { rrn, authorizationIdResponse } = answer.value as { rrn?: string; authorizationIdResponse?: string };
  if (rrn === undefined) throw new Error('the approval carries no retrieval reference number');
  return { rrn, authCode: authorizationIdResponse };
}
