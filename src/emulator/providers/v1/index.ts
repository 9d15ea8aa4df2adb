/**
 * Card Management v1 provider: one handler per operation of contracts/v1, grouped as the spec
 * groups them. The type below makes a missing handler a compile error.
 *
 * LIMITATIONS (what this provider does not emulate):
 * - encrypted card numbers, RSA keys and SMS delivery: accepted where the spec lists them, unused;
 * - one customer template, one card product, one currency (978), one account per customer;
 * - institution, agent and contract numbers are checked only where the sandbox account gives them.
 */
import type { V1Operation } from '../../../contracts/v1/index.js';
import { accountsHandlers } from './accounts.js';
import { cardServicesHandlers } from './card-services.js';
import { cardHandlers } from './cards.js';
import { customerHandlers } from './customers.js';
import type { Handlers } from './handlers.js';
import { limitsHandlers } from './limits.js';
import { merchantsHandlers } from './merchants.js';
import { moneyHandlers } from './money.js';

export const v1Handlers: Handlers<V1Operation> = {
  ...customerHandlers,
  ...cardHandlers,
  ...cardServicesHandlers,
  ...limitsHandlers,
  ...accountsHandlers,
  ...moneyHandlers,
  ...merchantsHandlers,
};

export { V1Context } from './context.js';
export { inV1Convention } from './errors.js';
