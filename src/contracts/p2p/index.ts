/**
 * The P2P gateway (spec 03 §4.2): every operation's path, request and response, JSON under
 * `/payment/rest/api/p2p/`, signed (X-Hash, X-Signature: see emulator/domain/gateway/p2p/signature.ts).
 */
import type { z } from 'zod';
import type { P2pOperationContract } from './common.js';
import { performOperations } from './perform.js';
import { registerOperations } from './register.js';
import { statusOperations } from './status.js';

export const p2pOperations = {
  ...registerOperations,
  ...performOperations,
  ...statusOperations,
} satisfies Record<string, P2pOperationContract>;

export type P2pOperation = keyof typeof p2pOperations;
export type P2pInput<Op extends P2pOperation> = z.output<(typeof p2pOperations)[Op]['request']>;
export type P2pAnswerOf<Op extends P2pOperation> = z.output<(typeof p2pOperations)[Op]['response']>;

export { P2P_BASE, p2pError, type P2pOperationContract } from './common.js';
export { P2P_SPEC_FINISH_PATH } from './perform.js';
