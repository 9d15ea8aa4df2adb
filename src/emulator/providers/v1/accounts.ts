/** v1 accounts operations. */
import type { Handlers } from './handlers.js';

export const accountsHandlers: Handlers<never> = {};
