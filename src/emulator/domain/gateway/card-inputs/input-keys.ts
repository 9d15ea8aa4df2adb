/**
 * The sandbox account's own key pairs for card data that reaches it encrypted: an RSA key for
 * `seToken` (the gateway family publishes it at its `se/keys.do`; here the control API does) and
 * an EC P-256 key for wallet tokens sent still encrypted (`decryptedToken: false`). One pair of
 * each per sandbox account, like its P2P keys: account settings, so a reset keeps them.
 *
 * They are made on first use (an RSA key takes a tenth of a second: an account that never asks
 * for them pays nothing), then kept: `onCreated` lets a kept sandbox write them down, `restore`
 * puts them back.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

export const INPUT_RSA_BITS = 2048;

export interface InputKeyPems {
  /** PKCS#8 PEM of the RSA private key (seToken). */
  readonly rsa: string;
  /** PKCS#8 PEM of the EC P-256 private key (wallet tokens). */
  readonly ec: string;
}

type KeyPairs = { readonly rsa: KeyObject; readonly ec: KeyObject };

const PKCS8_PEM = { type: 'pkcs8', format: 'pem' } as const;
// The keys' PEM text is what a kept sandbox writes down and reads back (store.ts, replay.ts): the
// suite's emulator keeps no data directory, so durable.test.ts judges it, not the scenarios.
// Stryker disable next-line ArrowFunction,ObjectLiteral: only a kept sandbox reads this text (durable.test.ts)
const pemsOf = (keys: KeyPairs): InputKeyPems => ({ rsa: keys.rsa.export(PKCS8_PEM).toString(), ec: keys.ec.export(PKCS8_PEM).toString() });

export class InputKeys {
  /** Both private keys, made together, or none yet. */
  private keys: KeyPairs | undefined;

  constructor(private readonly onCreated?: (pems: InputKeyPems) => void) {}

  /** The RSA public key of seToken, SPKI PEM. */
  seTokenPublicPem(): string {
    return createPublicKey(this.made().rsa).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** The EC public key of encrypted wallet tokens, SPKI PEM. */
  walletPublicPem(): string {
    return createPublicKey(this.made().ec).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** The private keys, once made; undefined before (nothing can have been encrypted for them). */
  privateKeys(): KeyPairs | undefined {
    return this.keys;
  }

  /** The EC private key, made if need be: the sandbox ACS signs its app challenge content with it (three-ds-app.ts). */
  signingKey(): KeyObject {
    return this.made().ec;
  }

  // A kept sandbox's keys, read back and written down (see pemsOf): no scenario calls these.
  // Stryker disable all
  restore(pems: InputKeyPems): void {
    this.keys = { rsa: createPrivateKey(pems.rsa), ec: createPrivateKey(pems.ec) };
  }

  pems(): InputKeyPems | undefined {
    return this.keys && pemsOf(this.keys);
  }
  // Stryker restore all

  private made(): KeyPairs {
    if (!this.keys) {
      this.keys = { rsa: generateKeyPairSync('rsa', { modulusLength: INPUT_RSA_BITS }).privateKey, ec: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey };
      // Stryker disable next-line OptionalChaining: a kept sandbox's record of its new keys (see pemsOf); every sandbox account passes this listener
      this.onCreated?.(pemsOf(this.keys));
    }
    return this.keys;
  }
}
