/** Balance inquiries of an account in the card system (v1) whose outcome a later step checks: its status may refuse them. */
import { clientsOf } from '../clients.js';
import type { CardlabWorld } from '../world.js';
import { accountOf } from './accounts.js';

/** getAccountBalanceFromBo ('balances') or getAccountBalances ('balances by type', for `institutionId` or the sandbox's). */
export async function tryReadAccountBalances(world: CardlabWorld, name: string, read: 'balances' | 'balances by type', institutionId?: string): Promise<void> {
  const accountNumber = await accountOf(world, name);
  const answer =
    read === 'balances'
      ? await clientsOf(world).v1.call('getAccountBalanceFromBo', { accountNumber })
      : await clientsOf(world).v1.call('getAccountBalances', { accountNumber, institutionId: institutionId ?? world.target.v1!.institutionId });
  world.attempted(`reading the ${read} of ${name}'s account`, answer);
}
