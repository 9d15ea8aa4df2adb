/** Card data that reaches the gateway encrypted or tokenised: seToken and wallet tokens, with the sandbox account's keys for them. */
export { type InputKeyPems, InputKeys } from './input-keys.js';
export { isSeTokenProblem, openSeToken, SE_TOKEN_WINDOW_MS, type SeTokenCard, type SeTokenProblem } from './se-token.js';
export { isWalletProblem, openWalletToken, WALLET_PROTOCOLS, type WalletCard, type WalletInput, type WalletProblem, type WalletProtocol } from './wallet-token.js';
