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

export class InputKeys {
  private rsa: KeyObject | undefined;
  private ec: KeyObject | undefined;

  constructor(private readonly onCreated?: (pems: InputKeyPems) => void) {}

  /** Whether the keys were made: a token cannot have been made for keys that do not exist yet. */
  get made(): boolean {
    return this.rsa !== undefined;
  }

  /** The RSA public key of seToken, SPKI PEM. */
  seTokenPublicPem(): string {
    return createPublicKey(this.pairs().rsa).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** The EC public key of encrypted wallet tokens, SPKI PEM. */
  walletPublicPem(): string {
    return createPublicKey(this.pairs().ec).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** The private keys, once made; undefined before (nothing can have been encrypted for them). */
  privateKeys(): { readonly rsa: KeyObject; readonly ec: KeyObject } | undefined {
    return this.rsa && this.ec ? { rsa: this.rsa, ec: this.ec } : undefined;
  }

  /** The EC private key, made if need be: the sandbox ACS signs its app challenge content with it (three-ds-app.ts). */
  signingKey(): KeyObject {
    return this.pairs().ec;
  }

  restore(pems: InputKeyPems): void {
    this.rsa = createPrivateKey(pems.rsa);
    this.ec = createPrivateKey(pems.ec);
  }

  pems(): InputKeyPems | undefined {
    if (!this.rsa || !this.ec) return undefined;
    return { rsa: pemOf(this.rsa), ec: pemOf(this.ec) };
  }

  private pairs(): { rsa: KeyObject; ec: KeyObject } {
    if (!this.rsa || !this.ec) {
      this.rsa = generateKeyPairSync('rsa', { modulusLength: INPUT_RSA_BITS }).privateKey;
      this.ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
      this.onCreated?.({ rsa: pemOf(this.rsa), ec: pemOf(this.ec) });
    }
    return { rsa: this.rsa, ec: this.ec };
  }
}

const pemOf = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
