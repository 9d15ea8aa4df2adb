/** v1 merchants operations. */
import type { Handlers } from './handlers.js';

export const merchantsHandlers: Handlers<never> = {};
