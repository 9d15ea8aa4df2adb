/** v1 money operations. */
import type { Handlers } from './handlers.js';

export const moneyHandlers: Handlers<never> = {};
