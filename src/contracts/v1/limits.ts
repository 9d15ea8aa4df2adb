/** Card Management v1 limits operations (spec 01 §4). */
import type { V1OperationContract } from './common.js';

export const limitsOperations = {} satisfies Record<string, V1OperationContract>;
