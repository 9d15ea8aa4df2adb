/**
 * P2P gateway provider: one handler per operation of contracts/p2p, over the P2P part of the
 * sandbox's gateway (domain/gateway/p2p).
 *
 * LIMITATIONS (what this provider does not emulate):
 * - one currency (978); one merchant account, shared with the e-commerce gateway, with every
 *   permission except `replacementData` (a setting of the control API, off by default);
 *   `merchantLogin` may name the account or one of its child merchants (control API);
 * - seToken and wallet tokens are opened with the account's own keys (domain/gateway/card-inputs);
 *   a device PAN pays as itself (no token maps to a card), so detokenizedPan* never appear; no
 *   wallet signature is checked; Samsung Pay is refused;
 * - the 3DS SDK (app) flow: the device data is checked for its form, not decrypted; the app
 *   challenge runs over the ACS's app endpoint in plain JSON (no JWE);
 * - `captcha`, `originalSchemeTransactionId`, `transactionPurpose`, `serviceProcessingType` and the
 *   shipping and pre-order blocks are validated and kept, not acted on.
 */
export { p2pHandlers } from './handlers.js';
export { P2pContext, type P2pRequest } from './context.js';
export { P2P_THREE_DS_FINISH_PATH, p2pPagePath } from './views.js';
