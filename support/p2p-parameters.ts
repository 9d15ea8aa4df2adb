/**
 * Parameter types of the P2P steps: the cards a transfer names, the fields and faults of the field
 * rules, and the ways a signature can fail. Imported by the P2P step files, so that they exist
 * before any of those steps is defined.
 */
import { parameterType } from './parameter-types.js';
import type { SignatureFault } from '../src/clients/p2p.js';
import { P2P_FAULTS, P2P_FIELDS } from './tasks/p2p-fields.js';
import type { CardRef } from './tasks/p2p.js';
import { TEST_CARDS, type TestCardName } from './tasks/orders.js';

/** Steps name a signature fault through this parameter type, not through the P2P client. */
export type { SignatureFault };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: readonly string[]) => new RegExp([...words].sort((a, b) => b.length - a.length).map(escape).join('|'));

parameterType({
  name: 'p2pcard',
  regexp: new RegExp(`[A-Z][a-z]+'s card|the test card (?:${Object.keys(TEST_CARDS).map(escape).join('|')})|a card of an unknown issuer`),
  transformer: (text: string): CardRef => {
    if (text === 'a card of an unknown issuer') return { unknown: true };
    const test = /^the test card (.+)$/.exec(text);
    return test ? { test: test[1] as TestCardName } : { actor: text.replace(/'s card$/, '') };
  },
});

parameterType({ name: 'p2pfield', regexp: alternatives(Object.keys(P2P_FIELDS)), transformer: (text: string) => text });
parameterType({ name: 'p2pfault', regexp: alternatives(P2P_FAULTS), transformer: (text: string) => text });

const SIGNATURE_FAULTS: Readonly<Record<string, SignatureFault>> = {
  'without signing it': 'unsigned',
  'signed with another key': 'signed by another key',
  'with the body changed after signing it': 'body changed after signing',
};
parameterType({ name: 'signaturefault', regexp: alternatives(Object.keys(SIGNATURE_FAULTS)), transformer: (text: string) => SIGNATURE_FAULTS[text] });

/** The wallets a payer's phone may pay with, and how the merchant passes the wallet's token on. */
parameterType({ name: 'wallet', regexp: /Google Pay|Apple Pay/, transformer: (text: string) => (text === 'Apple Pay' ? 'APPLE_PAY' : 'GOOGLE_PAY') });
parameterType({ name: 'tokenform', regexp: /decrypted|as encrypted by the wallet/, transformer: (text: string) => (text === 'decrypted' ? 'decrypted' : 'encrypted') });
