/**
 * P2P gateway provider: one handler per operation of contracts/p2p, over the P2P part of the
 * sandbox's gateway (domain/gateway/p2p).
 *
 * LIMITATIONS (what this provider does not emulate):
 * - one currency (978); one merchant account, shared with the e-commerce gateway, with every
 *   permission except `replacementData` (whose routing to another account is not modelled) and
 *   registering for other merchants (`merchantLogin`: there are no child merchants);
 * - encrypted card data (`seToken`) and wallet tokens (`paymentToken`) are validated and refused:
 *   send the card fields; so detokenizedPan* never appear in a status;
 * - the 3DS SDK (app) flow is validated and decided like the browser flow (no method step), but
 *   the app challenge itself is the browser ACS page: no signed ACS content is produced;
 * - `captcha`, `originalSchemeTransactionId`, `transactionPurpose`, `serviceProcessingType` and the
 *   shipping and pre-order blocks are validated and kept, not acted on.
 */
export { p2pHandlers } from './handlers.js';
export { P2pContext, type P2pRequest } from './context.js';
export { formUrlOf, P2P_PAGE_PATH, P2P_THREE_DS_FINISH_PATH, p2pPagePath, redirectOf, statusView } from './views.js';
