/** Card Management v1 card-services operations (spec 01 §4). */
import type { V1OperationContract } from './common.js';

export const cardServicesOperations = {} satisfies Record<string, V1OperationContract>;
