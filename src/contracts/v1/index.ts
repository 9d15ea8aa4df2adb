/**
 * Card Management v1: every operation's request and response, by operation name. One file per
 * group of the spec; this table is what the emulator routes on and what the client calls by.
 */
import { accountsOperations } from './accounts.js';
import { cardServicesOperations } from './card-services.js';
import { cardOperations } from './cards.js';
import type { V1OperationContract } from './common.js';
import { customerOperations } from './customers.js';
import { limitsOperations } from './limits.js';
import { merchantsOperations } from './merchants.js';
import { moneyOperations } from './money.js';

export const v1Operations = {
  ...customerOperations,
  ...cardOperations,
  ...cardServicesOperations,
  ...limitsOperations,
  ...accountsOperations,
  ...moneyOperations,
  ...merchantsOperations,
} satisfies Record<string, V1OperationContract>;

export type V1Operation = keyof typeof v1Operations;

export const V1_PATH = '/v1/apigate/ws/rest/';
export const V1_PAYMENT_PATH = '/payment/apigate/ws/rest/';

export function isV1Operation(name: string): name is V1Operation {
  return Object.hasOwn(v1Operations, name);
}
