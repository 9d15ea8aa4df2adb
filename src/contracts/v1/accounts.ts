/** Card Management v1 accounts operations (spec 01 §4). */
import type { V1OperationContract } from './common.js';

export const accountsOperations = {} satisfies Record<string, V1OperationContract>;
