/** Card data that reaches the gateway encrypted or tokenised: seToken and wallet tokens, with the sandbox account's keys for them. */
export { type InputKeyPems, InputKeys } from './input-keys.js';
export { isSeTokenProblem, openSeToken } from './se-token.js';
export { isWalletProblem, openWalletToken } from './wallet-token.js';
