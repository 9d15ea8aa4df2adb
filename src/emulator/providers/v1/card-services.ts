/** v1 card-services operations. */
import type { Handlers } from './handlers.js';

export const cardServicesHandlers: Handlers<never> = {};
