/** Card Management v1 money operations (spec 01 §4). */
import type { V1OperationContract } from './common.js';

export const moneyOperations = {} satisfies Record<string, V1OperationContract>;
