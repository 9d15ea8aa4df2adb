/** What the last answer of the target said, for steps that read an approval's fields. */
import { expect } from 'chai';
import type { CardlabWorld } from '../world.js';

/** The fields of the last answer, which must have been approved. */
export function approvedFields(world: CardlabWorld): Record<string, unknown> {
  const answer = world.lastAttempt();
  expect(answer.ok, `the request should have been approved, got HTTP ${answer.status}`).to.equal(true);
  return answer.ok ? (answer.value as Record<string, unknown>) : {};
}
