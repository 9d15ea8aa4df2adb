/** Card Management v1 merchants operations (spec 01 §4). */
import type { V1OperationContract } from './common.js';

export const merchantsOperations = {} satisfies Record<string, V1OperationContract>;
