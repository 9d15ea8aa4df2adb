/** How the P2P gateway refused a request with one field broken (support/tasks/p2p-fields.ts). */
import { expect } from 'chai';
import { fieldAtFault } from '../tasks/p2p-fields.js';
import type { CardlabWorld } from '../world.js';

/**
 * The last request was refused with a format errorCode naming the broken field. A remote gateway
 * that gives no field details passes on the errorCode alone; the emulator must name the field.
 */
export function expectRefusedNamingTheField(world: CardlabWorld, field: string): void {
  const answer = world.lastAttempt();
  const path = fieldAtFault(world);
  expect(answer.ok, `the request with a broken ${field} should have been refused`).to.equal(false);
  if (answer.ok || !('errorCode' in answer)) return;
  const details = (answer.reply.body as { details?: { field: string; rule: string }[] } | undefined)?.details ?? [];
  const named = details.map((d) => d.field);
  const missing = details.length > 0 && details.every((d) => d.rule === 'required');
  expect(['4', '5', '3', '14'], `errorCode of the refusal (${answer.errorCode})`).to.include(answer.errorCode);
  if (missing) expect(answer.errorCode, 'a missing member is errorCode 4').to.equal('4');
  if (world.target.kind === 'emulator' || named.length > 0) {
    expect(named.some((d) => d === path || d.startsWith(`${path}.`)), `the refusal should name ${path}; it named ${named.join(', ') || 'nothing'}`).to.equal(true);
  }
}
