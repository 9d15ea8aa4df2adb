/**
 * One card system, four interfaces (docs/decisions/0007-one-card-system.md): every restriction,
 * card state and limit case, set up through the public API, then each interface tries to take
 * money from the same card. Each row names the card system's result per interface (the same one
 * wherever the interface can express the case) and the literal WIRE table says what each result
 * reads as on each wire; the test compares the whole matrix, so a divergence shows as one cell.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CardResult } from '../domain/card-system/index.js';
import { CREDIT_INTERFACES, type CreditInterface, CardSystemKit, type Interface, INTERFACES, type Variation } from './one-card-system-kit.js';
import type { KitCard } from './v1-test-kit.js';

/** v2 rejects a source expiry before the current month (400) before the card system is asked. */
type Expected = CardResult | 'v2_past_expiry';

/** What each result reads as: v1 responseCode (debitCard and p2pTransfer), v2 statusMessage, gateway actionCode, P2P resultCode. */
const WIRE: Partial<Record<Expected, { v1?: string; v2?: string; gateway?: number; p2p?: number }>> = {
  ok: { v1: '00', v2: 'approved', gateway: 0, p2p: 0 },
  unknown_card: { v1: '14', v2: 'unknown card', gateway: 5, p2p: 5 },
  wrong_card_data: { v1: '54', v2: 'wrong expiry date', gateway: 71015, p2p: 71015 },
  card_expired: { v1: '54', v2: 'card expired', gateway: 101, p2p: 101 },
  v2_past_expiry: { v2: '400 sourceCard.expiryDate past' },
  card_not_active: { v1: '62', v2: 'card blocked', gateway: 125, p2p: 125 },
  destination_card_expired: { v1: '54', v2: 'destination card expired', p2p: 101 },
  destination_card_not_active: { v1: '62', v2: 'destination card blocked', p2p: 125 },
  account_restricted: { v1: '57', v2: 'account restricted', gateway: 120, p2p: 120 },
  destination_restricted: { v1: '57', v2: 'destination account restricted', p2p: 120 },
  beneficiary_not_allowed: { v1: '57', v2: 'beneficiary not allowed', p2p: 120 },
  mcc_not_allowed: { v1: '57', p2p: 120 },
  insufficient_funds: { v1: '51', v2: 'insufficient funds', gateway: 116, p2p: 116 },
  limit_exceeded: { v1: '61', v2: 'exceeds daily spending limit', gateway: 121, p2p: 121 },
};

const COLUMN = { v1Debit: 'v1', v1Transfer: 'v1', v2Transfer: 'v2', gatewayPayment: 'gateway', p2pTransfer: 'p2p' } as const;

function wire(expected: Expected, via: Interface): string | number {
  const code = WIRE[expected]?.[COLUMN[via]];
  if (code === undefined) throw new Error(`the WIRE table has no ${COLUMN[via]} code for ${expected}`);
  return code;
}

type Expectation = Readonly<Record<Interface, Expected>>;
const every = (result: Expected): Expectation => ({ v1Debit: result, v1Transfer: result, v2Transfer: result, gatewayPayment: result, p2pTransfer: result });
/** One result for the withdrawals (v1 debitCard, a gateway payment), one for the card-to-card transfers. */
const uses = (withdrawal: Expected, transfer: Expected): Expectation => ({ v1Debit: withdrawal, gatewayPayment: withdrawal, v1Transfer: transfer, v2Transfer: transfer, p2pTransfer: transfer });
const transfers = (result: Expected): Expectation => uses('ok', result);

const AMOUNT = 1_000;
const FUNDS = 10_000;
/** Luhn-valid, in the sandbox's BIN, never issued. */
const UNKNOWN = '5298110000000007';

interface Cards {
  readonly source: KitCard;
  readonly destination: KitCard;
}

interface Row {
  readonly name: string;
  readonly expect: Expectation;
  readonly setup?: (kit: CardSystemKit, cards: Cards) => Promise<unknown>;
  readonly funds?: number;
  readonly variation?: Variation;
  /** Take money from a card the sandbox never issued instead. */
  readonly unknownSource?: boolean;
}

const v1 = (kit: CardSystemKit, operation: Parameters<CardSystemKit['v1']['ok']>[0], body: Record<string, unknown>) => kit.v1.ok(operation, body);
const byNumber = (card: KitCard) => ({ cardNumber: card.number });
const setStatus = (code: number, whose: keyof Cards = 'source') => (kit: CardSystemKit, cards: Cards) => v1(kit, 'changeCardStatus', { cardIdentification: byNumber(cards[whose]), hotCardStatus: code });
const restrict = (code: number, whose: keyof Cards = 'source') => (kit: CardSystemKit, cards: Cards) => kit.v1.restrict(cards[whose], code);
/** The clock set (control API) to the day after the source card's expiry month. */
const pastExpiry = (kit: CardSystemKit, { source }: Cards) => {
  const after = new Date(Date.UTC(Number(source.expiry.slice(0, 4)), Number(source.expiry.slice(4)), 1, 12));
  return kit.v1.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { set: after.toISOString() } });
};
/** Both limits the attempts consume: cash and transfers (LMTP0107), e-commerce (LMTP0112). */
const LIMITED = ['LMTP0107', 'LMTP0112'] as const;

/** What each restriction status permits the card paying: [withdrawals, transfers out] (docs/emulator.md). */
const RESTRICTIONS: readonly (readonly [number, string, boolean, boolean])[] = [
  [0, 'NO RESTRICTIONS', true, true],
  [1, 'NO WITHDRAWALS', false, false],
  [2, 'NO WITHDRAWALS OR TRANSFERS', false, false],
  [3, 'ONLY BALANCE INQUIRY', false, false],
  [4, 'ONLY DEPOSITS', false, false],
  [5, 'ONLY BALANCE INQ AND DEPOSITS', false, false],
  [6, 'ONLY BALINQ, DEP, AND XFERS', false, true],
  [7, 'FULLY RESTRICTED ACCOUNT', false, false],
  [8, 'FULLY RESTRICTED ACCOUNT', false, false],
  [9, 'FULLY RESTRICTED ACCOUNT', false, false],
  [10, 'WARNING CASH DEP', true, true],
  [11, 'INOPERATIVE', false, false],
  [12, 'NO CREDIT', true, true],
  [13, 'NO DEBIT', false, false],
  [14, 'BLOCKED', false, false],
  [15, 'FRAUD', false, false],
];

const ROWS: readonly Row[] = [
  { name: 'nothing in the way', expect: every('ok') },
  { name: 'a card the sandbox never issued', expect: every('unknown_card'), unknownSource: true },
  { name: 'card blocked (v1 blockCard: status 5)', expect: every('card_not_active'), setup: (kit, { source }) => v1(kit, 'blockCard', { cardIdentification: byNumber(source) }) },
  ...[1, 2, 3, 4, 6, 7, 8, 9, 12, 13, 19].map((code) => ({ name: `card status ${code}`, expect: every('card_not_active'), setup: setStatus(code) })),
  { name: 'card status 22 EXPIRED CARD', expect: every('card_expired'), setup: setStatus(22) },
  { name: 'card past its expiry month (the clock moved on)', expect: { ...every('card_expired'), v2Transfer: 'v2_past_expiry' }, setup: pastExpiry },
  { name: 'wrong expiry sent', expect: every('wrong_card_data'), variation: { expiry: '209912' } },
  { name: 'wrong CVC typed (v1 and v2 send none)', expect: { ...every('ok'), gatewayPayment: 'wrong_card_data', p2pTransfer: 'wrong_card_data' }, variation: { cvc: '000' } },
  ...RESTRICTIONS.map(([code, status, withdraw, transfer]) => ({
    name: `account status ${code} ${status}`,
    expect: uses(withdraw ? 'ok' : 'account_restricted', transfer ? 'ok' : 'account_restricted'),
    setup: restrict(code),
  })),
  { name: 'destination account status 2 (takes no transfer)', expect: transfers('destination_restricted'), setup: restrict(2, 'destination') },
  { name: 'destination account status 12 NO CREDIT', expect: transfers('destination_restricted'), setup: restrict(12, 'destination') },
  { name: 'destination card lost (status 6)', expect: transfers('destination_card_not_active'), setup: setStatus(6, 'destination') },
  { name: 'destination card status 22 EXPIRED CARD', expect: transfers('destination_card_expired'), setup: setStatus(22, 'destination') },
  { name: 'allowed beneficiaries without the destination', expect: transfers('beneficiary_not_allowed'), setup: (kit, { source }) => v1(kit, 'setAllowedBeneficiaries', { accountNumber: source.accountNumber, beneficiaries: [UNKNOWN] }) },
  {
    name: 'merchant category not allowed (v2 and the gateway carry none)',
    expect: { ...every('mcc_not_allowed'), v2Transfer: 'ok', gatewayPayment: 'ok' },
    setup: (kit, { source }) => v1(kit, 'setAllowedMccList', { accountNumber: source.accountNumber, mccList: [6012] }),
    variation: { mcc: '4829' },
  },
  { name: 'insufficient funds', expect: every('insufficient_funds'), funds: AMOUNT - 1 },
  { name: 'funds held (v1 changeAccountArrestAmount)', expect: every('insufficient_funds'), setup: (kit, { source }) => v1(kit, 'changeAccountArrestAmount', { accountNumber: source.accountNumber, amount: FUNDS - 1, currency: 978 }) },
  {
    name: 'card limit exceeded (v1 changeCardLimit)',
    expect: every('limit_exceeded'),
    setup: async (kit, { source }) => {
      for (const name of LIMITED) await v1(kit, 'changeCardLimit', { cardIdentification: byNumber(source), limit: { name, value: AMOUNT - 1 } });
    },
  },
  {
    name: 'account limit exceeded (v1 changeAccountLimit)',
    expect: every('limit_exceeded'),
    setup: async (kit, { source }) => {
      for (const name of LIMITED) await v1(kit, 'changeAccountLimit', { accountNumber: source.accountNumber, limit: { name, value: AMOUNT - 1 } });
    },
  },
];

for (const issuer of ['v2', 'v1'] as const) {
  for (const row of ROWS) {
    test(`card issued through ${issuer}, ${row.name}: ${summary(row.expect)}`, async (t) => {
      const kit = await CardSystemKit.start(t);
      const issued = await kit.issue('Alice', issuer);
      const destination = await kit.issue('Bob', issuer === 'v2' ? 'v1' : 'v2');
      await kit.v1.credit(issued, row.funds ?? FUNDS);
      const cards = { source: issued, destination };
      await row.setup?.(kit, cards);
      assert.equal(kit.v1.sandbox.cards.byNumber(UNKNOWN), undefined);
      const source = row.unknownSource ? { ...issued, number: UNKNOWN } : issued;
      const seen: Partial<Record<Interface, string | number>> = {};
      const expected: Partial<Record<Interface, string | number>> = {};
      for (const via of INTERFACES) {
        expected[via] = wire(row.expect[via], via);
        seen[via] = await kit.attempt(via, source, destination, AMOUNT, row.variation);
      }
      assert.deepEqual(seen, expected);
      if (INTERFACES.every((via) => row.expect[via] !== 'ok')) assert.equal(await kit.v1.v2Balance(issued), row.funds ?? FUNDS, 'every refusal left the money where it was');
    });
  }
}

/**
 * Putting money on a card is the card system's too: the card must be known, not expired, active,
 * and its account must take deposits (v1 creditCard, v2 top-up) or transfers in (a P2P payout).
 * Wire: v1 responseCode, v2 statusMessage, P2P resultCode.
 */
const CREDIT_WIRE: Partial<Record<CardResult, Record<CreditInterface, string | number>>> = {
  ok: { v1Credit: '00', v2TopUp: 'approved', p2pPayout: 0 },
  card_expired: { v1Credit: '54', v2TopUp: 'card expired', p2pPayout: 101 },
  card_not_active: { v1Credit: '62', v2TopUp: 'card blocked', p2pPayout: 125 },
  account_restricted: { v1Credit: '57', v2TopUp: 'account restricted', p2pPayout: 120 },
};

const allCredits = (result: CardResult): Readonly<Record<CreditInterface, CardResult>> => ({ v1Credit: result, v2TopUp: result, p2pPayout: result });

const CREDIT_ROWS: readonly { name: string; expect: Readonly<Record<CreditInterface, CardResult>>; setup?: Row['setup'] }[] = [
  { name: 'nothing in the way', expect: allCredits('ok') },
  { name: 'card blocked (v1 blockCard)', expect: allCredits('card_not_active'), setup: (kit, { source }) => v1(kit, 'blockCard', { cardIdentification: byNumber(source) }) },
  { name: 'card stolen (status 7)', expect: allCredits('card_not_active'), setup: setStatus(7) },
  { name: 'card status 22 EXPIRED CARD', expect: allCredits('card_expired'), setup: setStatus(22) },
  { name: 'card past its expiry month (the clock moved on)', expect: allCredits('card_expired'), setup: pastExpiry },
  { name: 'account status 3 ONLY BALANCE INQUIRY', expect: allCredits('account_restricted'), setup: restrict(3) },
  { name: 'account status 14 BLOCKED', expect: allCredits('account_restricted'), setup: restrict(14) },
  // A payout is a transfer in, which NO WITHDRAWALS OR TRANSFERS does not take; deposits it does.
  { name: 'account status 2 NO WITHDRAWALS OR TRANSFERS', expect: { ...allCredits('ok'), p2pPayout: 'account_restricted' }, setup: restrict(2) },
];

for (const row of CREDIT_ROWS) {
  test(`money put on a card issued through v2, ${row.name}`, async (t) => {
    const kit = await CardSystemKit.start(t);
    const card = await kit.issue('Alice', 'v2');
    await row.setup?.(kit, { source: card, destination: card });
    const seen: Partial<Record<CreditInterface, string | number>> = {};
    const expected: Partial<Record<CreditInterface, string | number>> = {};
    for (const via of CREDIT_INTERFACES) {
      expected[via] = CREDIT_WIRE[row.expect[via]]![via];
      seen[via] = await kit.credit(via, card, AMOUNT);
    }
    assert.deepEqual(seen, expected);
  });
}

function summary(expect: Expectation): string {
  const results = [...new Set(INTERFACES.map((via) => expect[via]))];
  return results.length === 1 ? results[0]! : INTERFACES.map((via) => `${via} ${expect[via]}`).join(', ');
}

test('a transfer to another card of the source’s own account moves nothing on any interface', async (t) => {
  const kit = await CardSystemKit.start(t);
  const alice = await kit.issue('Alice', 'v2');
  await kit.v1.credit(alice, FUNDS);
  const res = await kit.v1.app.inject({
    method: 'POST',
    url: '/v2/cards',
    headers: { 'x-api-key': kit.v1.state.account.v2.apiKey },
    payload: { productName: kit.v1.state.account.v2.productName, cardholder: kit.v1.domainCard(alice).partyId },
  });
  const second = kit.v1.sandbox.cards.get(res.json<{ id: string }>().id)!;
  const secondCard = { name: 'Alice 2', cardId: second.id, number: second.pan, expiry: second.expiry, accountNumber: second.accountNumber };
  await kit.v1.rejected('p2pTransfer', { sourceCardIdentification: byNumber(alice), destinationCardIdentification: byNumber(secondCard), amount: AMOUNT, currency: 978 }, ['destinationCardIdentification']);
  assert.equal(await kit.attempt('v2Transfer', alice, secondCard, AMOUNT), 'source and destination are the same account');
  assert.equal(await kit.attempt('v2Transfer', alice, alice, AMOUNT), 'source and destination are the same card');
  assert.equal(await kit.attempt('p2pTransfer', alice, secondCard, AMOUNT), 120);
  assert.equal(await kit.v1.v2Balance(alice), FUNDS);
});
