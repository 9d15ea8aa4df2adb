/**
 * Card Management v1 accounts over HTTP: holds, restriction statuses (all sixteen against every
 * kind of operation), balances, allowed beneficiaries and merchant categories.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RESTRICTIONS, permits } from '../domain/restrictions.js';
import { type KitCard, V1Kit } from './v1-test-kit.js';

const id = (card: KitCard) => ({ cardNumber: card.number });
const amountOf = (card: KitCard, amount: number) => ({ cardIdentification: id(card), amount, currency: 978 });
const transfer = (from: KitCard, to: KitCard, amount: number) => ({ sourceCardIdentification: id(from), destinationCardIdentification: id(to), amount, currency: 978 });
const hold = (card: KitCard, amount: unknown, extra: Record<string, unknown> = {}) => ({ accountNumber: card.accountNumber, amount, currency: 978, ...extra });

test('a hold lowers what can be spent, a new amount replaces it, 0 releases it', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  await kit.credit(alice, 10_000);
  const answer = await kit.ok('changeAccountArrestAmount', hold(alice, 7_000));
  assert.match(answer.rrn ?? '', /^\d{12}$/);
  assert.equal(typeof answer.utrnno, 'number');
  assert.deepEqual(await kit.ok('getAccountBalanceFromBo', { accountNumber: alice.accountNumber }), { responseCode: '00', availableBalance: 3_000, holdBalance: 7_000, exceedBalance: 0 });
  await kit.refused('debitCard', amountOf(alice, 3_001), '51');
  await kit.ok('changeAccountArrestAmount', hold(alice, 4_000), { payment: true });
  await kit.ok('debitCard', amountOf(alice, 6_000));
  await kit.ok('changeAccountArrestAmount', hold(alice, 50_000));
  assert.equal((await kit.ok('getAccountBalanceFromBo', { accountNumber: alice.accountNumber })).availableBalance, 0, 'a hold above the balance leaves nothing');
  await kit.ok('changeAccountArrestAmount', hold(alice, 0));
  await kit.ok('debitCard', amountOf(alice, 4_000));
  assert.equal(await kit.balance(alice), 0);
  const types = (await kit.ok('getTransactions', { cardIdentification: id(alice), period: {} })).transactions.filter((r) => r.transactionType === '579');
  assert.deepEqual(types.map((r) => r.amount), [7_000, 4_000, 50_000, 0]);
});

test('hold requests are checked: amount, currency, account', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  for (const amount of [-1, 1.5, '10', 1_000_000_000_000]) await kit.rejected('changeAccountArrestAmount', hold(alice, amount), ['amount']);
  await kit.rejected('changeAccountArrestAmount', hold(alice, 1, { currency: 643 }), ['currency']);
  await kit.rejected('changeAccountArrestAmount', { amount: 1, currency: 978 }, ['accountNumber']);
  await kit.refused('changeAccountArrestAmount', { accountNumber: '40817978000000000999', amount: 1, currency: 978 }, '05');
  await kit.refused('getAccountBalanceFromBo', { accountNumber: '40817978000000000999' }, '05');
});

test('each of the sixteen restriction statuses permits exactly what its name says, on every operation', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  const bob = await kit.card('Bob');
  await kit.credit(alice, 100_000);
  await kit.credit(bob, 100_000);
  const operations = [
    { use: 'withdrawal', op: 'debitCard', body: () => amountOf(alice, 100) },
    { use: 'deposit', op: 'creditCard', body: () => amountOf(alice, 100) },
    { use: 'deposit', op: 'topUp', body: () => ({ accountNumber: alice.accountNumber, amount: 100, currency: 978 }) },
    { use: 'transfer_out', op: 'p2pTransfer', body: () => transfer(alice, bob, 100) },
    { use: 'transfer_in', op: 'p2pTransfer', body: () => transfer(bob, alice, 100) },
    { use: 'inquiry', op: 'getCardBalance', body: () => ({ cardIdentification: id(alice) }) },
    { use: 'inquiry', op: 'getAccountBalanceFromBo', body: () => ({ accountNumber: alice.accountNumber }) },
    { use: 'inquiry', op: 'getAccountBalances', body: () => ({ accountNumber: alice.accountNumber, institutionId: kit.state.account.v1.institutionId }) },
  ] as const;
  for (const code of Object.keys(RESTRICTIONS).map(Number)) {
    const changed = await kit.restrict(alice, code);
    assert.equal(changed.responseCode, '00');
    for (const { use, op, body } of operations) {
      if (permits(code, use)) await kit.ok(op, body());
      else await kit.refused(op, body(), '57');
    }
  }
  const accounts = (await kit.ok('getAccountListByOwner', { customerId: kit.sandbox.cards.get(alice.cardId)!.partyId })).accounts;
  assert.deepEqual(accounts.map((a) => [a.status, a.statusDescription]), [[15, 'FRAUD']]);
  const records = (await kit.ok('getTransactions', { cardIdentification: id(alice), period: {} })).transactions.filter((r) => r.transactionType === '673');
  assert.equal(records.length, 16, 'one Account status change record per change');
});

test('an unknown restriction code is a 400 naming accountStatus', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  for (const accountStatus of [16, -1, '1', 1.5, null]) await kit.rejected('changeAccountStatusInFe', { accountNumber: alice.accountNumber, accountStatus }, ['accountStatus']);
  await kit.refused('changeAccountStatusInFe', { accountNumber: '40817978000000000999', accountStatus: 1 }, '05');
});

test('getAccountBalances lists ledger, hold, available and credit line for the sandbox institution', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  await kit.credit(alice, 10_000);
  await kit.ok('changeAccountArrestAmount', hold(alice, 2_500));
  const answer = await kit.ok('getAccountBalances', { accountNumber: alice.accountNumber, institutionId: Number(kit.state.account.v1.institutionId), accountId: 1 });
  assert.ok('accountBalances' in answer, 'the emulator answers camelCase');
  assert.deepEqual(
    answer.accountBalances.map((b) => [b.balanceType, b.amount, b.currency, b.accountCurrency]),
    [
      ['LEDGER', 10_000, 978, 978],
      ['HOLD', 2_500, 978, 978],
      ['AVAILABLE', 7_500, 978, 978],
      ['EXCEED', 0, 978, 978],
    ],
  );
  await kit.rejected('getAccountBalances', { accountNumber: alice.accountNumber, institutionId: '9999' }, ['institutionId']);
  await kit.rejected('getAccountBalances', { accountNumber: alice.accountNumber }, ['institutionId']);
});

test('allowed beneficiaries: set by account, read by card; a transfer elsewhere is 57; an empty list lifts it', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  const bob = await kit.card('Bob');
  const carol = await kit.card('Carol');
  await kit.credit(alice, 10_000);
  await kit.ok('setAllowedBeneficiaries', { accountNumber: alice.accountNumber, beneficiaries: [bob.number, carol.accountNumber, bob.number] });
  const read = await kit.ok('getAllowedBeneficiaries', { cardIdentification: { cardId: alice.cardId } });
  assert.deepEqual(read.beneficiaries, [bob.number, carol.accountNumber], 'duplicates dropped, order kept');
  await kit.ok('p2pTransfer', transfer(alice, bob, 100));
  await kit.ok('p2pTransfer', transfer(alice, carol, 100));
  await kit.ok('setAllowedBeneficiaries', { cardIdentification: id(alice), beneficiaries: [carol.number] });
  await kit.refused('p2pTransfer', transfer(alice, bob, 100), '57');
  await kit.ok('debitCard', amountOf(alice, 100));
  await kit.ok('setAllowedBeneficiaries', { accountNumber: alice.accountNumber, beneficiaries: [] });
  await kit.ok('p2pTransfer', transfer(alice, bob, 100));
  await kit.rejected('setAllowedBeneficiaries', { accountNumber: alice.accountNumber, beneficiaries: ['ALICE'] }, ['beneficiaries.0']);
  await kit.rejected('setAllowedBeneficiaries', { accountNumber: alice.accountNumber, beneficiaries: '123456' }, ['beneficiaries']);
  await kit.rejected('setAllowedBeneficiaries', { beneficiaries: [] }, ['accountNumber']);
  await kit.refused('getAllowedBeneficiaries', { accountNumber: '40817978000000000999' }, '05');
  await kit.refused('getAllowedBeneficiaries', { cardIdentification: { cardNumber: '5298110000000018' } }, '14');
});

test('allowed merchant categories: a debit at another category is 57; debits without one are not concerned', async (t) => {
  const kit = await V1Kit.start(t);
  const alice = await kit.card('Alice');
  const bob = await kit.card('Bob');
  await kit.credit(alice, 10_000);
  await kit.ok('setAllowedMccList', { accountNumber: alice.accountNumber, mccList: [5411, 5812] });
  assert.deepEqual((await kit.ok('getAllowedMccList', { accountNumber: alice.accountNumber })).mccList, [5411, 5812]);
  const at = (mcc: string) => ({ ...amountOf(alice, 100), cardAcceptorParameters: { merchantIdentification: 'M1', terminalIdentification: 'T1', merchantType: mcc } });
  await kit.ok('debitCard', at('5411'));
  await kit.refused('debitCard', at('7995'), '57');
  await kit.refused('p2pTransfer', { ...transfer(alice, bob, 100), cardAcceptorParameters: { merchantType: '4829' } }, '57');
  await kit.ok('debitCard', amountOf(alice, 100));
  await kit.ok('creditCard', { ...at('7995'), cardIdentification: id(alice) });
  await kit.ok('setAllowedMccList', { cardIdentification: id(alice), mccList: [] });
  await kit.ok('debitCard', at('7995'));
  for (const mccList of [[10_000], [-1], [54.11], ['5411']]) await kit.rejected('setAllowedMccList', { accountNumber: alice.accountNumber, mccList }, ['mccList.0']);
  await kit.refused('setAllowedMccList', { accountNumber: '40817978000000000999', mccList: [] }, '05');
});
