/** v1 limits operations. */
import type { Handlers } from './handlers.js';

export const limitsHandlers: Handlers<never> = {};
