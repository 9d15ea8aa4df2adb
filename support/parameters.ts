/**
 * Every parameter type of the step library ({actor}, {money}, {p2pcard}…), in one place: a step
 * file only uses them. Most are made from the tables of the tasks, questions and reasons they stand
 * for, so a new test card, initiator or decline reason is a new word of the steps at once. They are
 * defined through parameterType() (support/parameter-types.ts), which also lets the interface check
 * match step texts with them.
 */
import type { SignatureFault } from '../src/clients/p2p.js';
import { MONEY_PATTERN, type Money, parseMoney } from './money.js';
import { NOTIFICATION_PATTERN, type Notification } from './questions/callbacks.js';
import { ORDER_STATES } from './questions/orders.js';
import { CREDENTIAL_DECLINES, ORDER_DECLINES } from './reasons/ecom.js';
import { P2P_DECLINES } from './reasons/p2p.js';
import { parameterType } from './parameter-types.js';
import type { CallbackAddress } from './stand-ins/callback-receiver.js';
import { type CredentialFilter, type CredentialKind, type Initiator, INITIATORS, MISFITS } from './tasks/bindings.js';
import { SE_TOKEN_FAULTS, SE_TOKEN_SHAPES } from './tasks/card-token-checks.js';
import { CARDHOLDER_DETAILS, type CardholderDetail } from './tasks/cardholders.js';
import { type Cycle, CYCLE_PATTERN, parseCycle } from './tasks/limits.js';
import { TEST_CARDS, type TestCardName } from './tasks/orders.js';
import { THREE_DS_FEATURES, type ThreeDsFeature } from './tasks/p2p-features.js';
import { P2P_FAULTS, P2P_FIELDS } from './tasks/p2p-fields.js';
import { PIN_BLOCK_FAULTS } from './tasks/pin-choices.js';
import { APP_DATA_FAULTS, CREQ_FAULTS } from './tasks/payer-devices.js';
import { ORDER_EXTRAS, type OrderExtra } from './tasks/p2p-funding.js';
import { BANK_ANSWERS, type BankAnswer, P2P_PAGE_FIELDS, type P2pPageField } from './tasks/p2p-page.js';
import { LAST_STEPS, type LastStep, PAYMENT_PAGE_FIELDS, type PaymentPageField } from './tasks/payment-page-rules.js';
import { PERFORM_CHANGES, type PerformChangeName } from './tasks/p2p-perform-rules.js';
import { STORED_CHANGES, type StoredChangeName } from './tasks/p2p-stored-rules.js';
import type { CardRef, P2pKind } from './tasks/p2p.js';
import { WALLET_FAULTS, WALLET_SHAPES } from './tasks/wallet-token-checks.js';

/** Steps name a signature fault through this parameter type, not through the P2P client. */
export type { SignatureFault };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any of the words, the longest first, so that one word that starts another does not cut it short. */
const longestFirst = (words: readonly string[]) => new RegExp([...words].sort((a, b) => b.length - a.length).map(escape).join('|'));
/** Any of the words, in the table's order. */
const anyOf = (words: readonly string[]) => new RegExp(words.join('|'));

// People, money, time. Snippets of undefined steps guess only value-shaped types (money, dates,
// times): {actor} would make every capitalised word a person ("Card Management" became
// "{actor} {actor}"), word lists would take "paid" or "daily" out of any new phrase.
parameterType({ name: 'actor', regexp: /[A-Z][a-z]+/, transformer: (name: string) => name });
parameterType({ name: 'money', regexp: MONEY_PATTERN, transformer: (text: string): Money => parseMoney(text), useForSnippets: true });
parameterType({ name: 'interval', regexp: /daily|monthly/, transformer: (text: string) => text as 'daily' | 'monthly' });
parameterType({ name: 'date', regexp: /\d{4}-\d{2}-\d{2}/, transformer: (text: string) => text, useForSnippets: true });
parameterType({ name: 'time', regexp: /\d{2}:\d{2}/, transformer: (text: string) => text, useForSnippets: true });
parameterType({ name: 'month', regexp: /\d{2}\/\d{4}/, transformer: (text: string) => text });

// Cardholders and Card Management v2.
parameterType({ name: 'detail', regexp: anyOf(Object.keys(CARDHOLDER_DETAILS)), transformer: (text: string) => text as CardholderDetail });
parameterType({ name: 'credentials', regexp: /with a wrong|without an/, transformer: (text: string) => text });

// The card system's limits (v1): named as the product names them, cycles in words.
parameterType({ name: 'limit', regexp: /LMTP\d{4}/, transformer: (text: string) => text });
parameterType({ name: 'cycle', regexp: CYCLE_PATTERN, transformer: (text: string): Cycle => parseCycle(text) });

// Orders of the e-commerce gateway.
parameterType({ name: 'testcard', regexp: anyOf(Object.keys(TEST_CARDS)), transformer: (text: string) => text as TestCardName });
parameterType({ name: 'orderstate', regexp: anyOf(Object.keys(ORDER_STATES)), transformer: (text: string) => text });
// The gateway's declines and the P2P gateway's (which knows a few more): each step checks the reason against its own interface's list.
parameterType({ name: 'declinereason', regexp: anyOf([...new Set([...Object.keys(ORDER_DECLINES), ...Object.keys(P2P_DECLINES)])]), transformer: (text: string) => text });

// Stored cards and the transaction initiator on the e-commerce gateway.
parameterType({ name: 'credentialkind', regexp: /a common|a recurrent|an installment/, transformer: (text: string) => text.split(' ')[1] as CredentialKind });
parameterType({ name: 'credentialtype', regexp: /common|recurrent|installment/, transformer: (text: string) => text as CredentialKind });
parameterType({ name: 'credentialfilter', regexp: /common or recurrent|common|recurrent|installment/, transformer: (text: string) => text as CredentialFilter });
parameterType({ name: 'initiator', regexp: anyOf(Object.keys(INITIATORS)), transformer: (text: string) => text as Initiator });
parameterType({ name: 'paymentway', regexp: /by card details|with the stored card|as a recurring charge|as an installment charge/, transformer: (text: string) => text });
parameterType({ name: 'credentialdecline', regexp: anyOf(Object.keys(CREDENTIAL_DECLINES)), transformer: (text: string) => text });
parameterType({ name: 'misfit', regexp: longestFirst(Object.keys(MISFITS)), transformer: (text: string) => text });

// Callbacks.
parameterType({ name: 'notification', regexp: NOTIFICATION_PATTERN, transformer: (text: string) => text as Notification });
parameterType({
  name: 'callbackaddress',
  regexp: /the order's own address|its account's address/,
  transformer: (text: string): CallbackAddress => (text === "the order's own address" ? 'order' : 'account'),
});

// The P2P gateway: the cards a transfer names, the fields and faults of the field rules, the ways a
// signature can fail, 3-D Secure features, wallets.
parameterType({
  name: 'p2pcard',
  regexp: new RegExp(`[A-Z][a-z]+'s card|the test card (?:${Object.keys(TEST_CARDS).map(escape).join('|')})|a card of an unknown issuer`),
  transformer: (text: string): CardRef => {
    if (text === 'a card of an unknown issuer') return { unknown: true };
    const test = /^the test card (.+)$/.exec(text);
    return test ? { test: test[1] as TestCardName } : { actor: text.replace(/'s card$/, '') };
  },
});
parameterType({ name: 'p2pfield', regexp: longestFirst(Object.keys(P2P_FIELDS)), transformer: (text: string) => text });
parameterType({ name: 'p2pfault', regexp: longestFirst(P2P_FAULTS), transformer: (text: string) => text });
parameterType({ name: 'orderextra', regexp: longestFirst(Object.keys(ORDER_EXTRAS)), transformer: (text: string) => text as OrderExtra });
parameterType({ name: 'performchange', regexp: longestFirst(Object.keys(PERFORM_CHANGES)), transformer: (text: string) => text as PerformChangeName });
parameterType({ name: 'storedchange', regexp: longestFirst(Object.keys(STORED_CHANGES)), transformer: (text: string) => text as StoredChangeName });
parameterType({ name: 'p2pkind', regexp: /transfer|funding|payout/, transformer: (text: string) => text as P2pKind });
parameterType({ name: 'p2ppagefield', regexp: longestFirst(Object.keys(P2P_PAGE_FIELDS)), transformer: (text: string) => text as P2pPageField });
parameterType({ name: 'appdatafault', regexp: longestFirst(Object.keys(APP_DATA_FAULTS)), transformer: (text: string) => text });
parameterType({ name: 'creqfault', regexp: longestFirst(Object.keys(CREQ_FAULTS)), transformer: (text: string) => text });
// The gateway's payment page, read without a browser (support/tasks/payment-page-rules.ts).
parameterType({ name: 'paymentpagefield', regexp: longestFirst(Object.keys(PAYMENT_PAGE_FIELDS)), transformer: (text: string) => text as PaymentPageField });
parameterType({ name: 'paymentstep', regexp: longestFirst(Object.keys(LAST_STEPS)), transformer: (text: string) => text as LastStep });
parameterType({ name: 'bankanswer', regexp: longestFirst(Object.keys(BANK_ANSWERS)), transformer: (text: string) => text as BankAnswer });

const SIGNATURE_FAULTS: Readonly<Record<string, SignatureFault>> = {
  'without signing it': 'unsigned',
  'signed with another key': 'signed by another key',
  'with the body changed after signing it': 'body changed after signing',
  'with its hash but no signature': 'hashed but not signed',
  'with the hash of another body': 'hash of another body',
};
parameterType({ name: 'signaturefault', regexp: longestFirst(Object.keys(SIGNATURE_FAULTS)), transformer: (text: string) => SIGNATURE_FAULTS[text] });
parameterType({ name: 'threedsfeature', regexp: anyOf(Object.keys(THREE_DS_FEATURES)), transformer: (text: string) => text as ThreeDsFeature });

/** The wallets a payer's phone may pay with, and how the merchant passes the wallet's token on. */
parameterType({ name: 'wallet', regexp: /Google Pay|Apple Pay/, transformer: (text: string) => (text === 'Apple Pay' ? 'APPLE_PAY' : 'GOOGLE_PAY') });
parameterType({ name: 'tokenform', regexp: /decrypted|as encrypted by the wallet/, transformer: (text: string) => (text === 'decrypted' ? 'decrypted' : 'encrypted') });
/** Card tokens and wallet tokens made wrong one way at a time, and well-made ones of the less common shapes. */
parameterType({ name: 'setokenfault', regexp: longestFirst(Object.keys(SE_TOKEN_FAULTS)), transformer: (text: string) => text });
parameterType({ name: 'setokenshape', regexp: longestFirst(Object.keys(SE_TOKEN_SHAPES)), transformer: (text: string) => text });
parameterType({ name: 'walletfault', regexp: longestFirst(Object.keys(WALLET_FAULTS)), transformer: (text: string) => text });
parameterType({ name: 'walletshape', regexp: longestFirst(Object.keys(WALLET_SHAPES)), transformer: (text: string) => text });
/** PIN blocks of the card made wrong one way at a time (v1 generatePin). */
parameterType({ name: 'pinblockfault', regexp: longestFirst(Object.keys(PIN_BLOCK_FAULTS)), transformer: (text: string) => text });
