import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gatewayOperations } from '../../../contracts/gateway/index.js';
import { planCardPayment, planStoredCardPayment, readTerms, TII_OF_OPERATION, TII_TABLE, TII_VALUES, type TiiOrNone } from './tii.js';

const oneTime = { forceBinding: false, twoPhase: false, amount: 1_000 };
const storing = { forceBinding: true, twoPhase: false, amount: 1_000 };
const storingTwoPhase = { forceBinding: true, twoPhase: true, amount: 1_000 };
const recurrence = { recurringFrequency: '30', recurringExpiry: '20301231' };
const installments = { ...recurrence, installments: '3', totalInstallmentAmount: '3000' };

test('the table: who initiates, what is stored, what is needed (spec section 1)', () => {
  const row = (tii: TiiOrNone) => {
    const r = TII_TABLE[tii];
    return [r.role, r.initiator, r.stores ?? '-', r.needs ?? '-', r.merchantInitiated];
  };
  assert.deepEqual(
    Object.fromEntries((['', ...TII_VALUES] as TiiOrNone[]).map((tii) => [tii, row(tii)])),
    {
      '': ['regular', 'customer', '-', '-', false],
      CI: ['initiating', 'customer', 'COMMON', '-', false],
      F: ['subsequent', 'customer', '-', 'COMMON', false],
      U: ['subsequent', 'merchant', '-', 'COMMON', true],
      RI: ['initiating', 'customer', 'RECURRENT', '-', false],
      R: ['subsequent', 'merchant', '-', 'RECURRENT', true],
      II: ['initiating', 'customer', 'INSTALLMENT', '-', false],
      I: ['subsequent', 'merchant', '-', 'INSTALLMENT', true],
    },
  );
});

test('the contracts take exactly the tii values the table gives each operation', () => {
  for (const [operation, { takes }] of Object.entries(TII_OF_OPERATION)) {
    const request = gatewayOperations[operation as keyof typeof TII_OF_OPERATION].request;
    for (const tii of TII_VALUES) {
      const accepted = request.safeParse({ tii }).error?.issues.every((issue) => issue.path[0] !== 'tii') ?? true;
      assert.equal(accepted, (takes as readonly string[]).includes(tii), `${operation} with tii ${tii}`);
    }
  }
});

test('card-data payments: every tii on an order registered to store, to pay once, and to be held', () => {
  const outcome = (tii: TiiOrNone, order: typeof storing, params: Record<string, string> = {}) => {
    const plan = planCardPayment(tii, order, params);
    return 'refusal' in plan ? `refused:${plan.refusal}` : plan.action === 'none' ? 'none' : plan.action === 'store' ? `store:${plan.terms.kind}` : `use:${plan.kind}`;
  };
  const termsOf = (tii: TiiOrNone) => (tii === 'RI' ? recurrence : tii === 'II' ? installments : {});
  const cells = (order: typeof storing) => Object.fromEntries((['', ...TII_VALUES] as TiiOrNone[]).map((tii) => [tii, outcome(tii, order, termsOf(tii))]));
  assert.deepEqual(cells(storing), { '': 'store:COMMON', CI: 'store:COMMON', F: 'use:COMMON', U: 'use:COMMON', RI: 'store:RECURRENT', R: 'use:RECURRENT', II: 'store:INSTALLMENT', I: 'use:INSTALLMENT' });
  assert.deepEqual(cells(oneTime), { '': 'none', CI: 'refused:store', F: 'use:COMMON', U: 'use:COMMON', RI: 'refused:store', R: 'use:RECURRENT', II: 'refused:store', I: 'use:INSTALLMENT' });
  assert.deepEqual(cells(storingTwoPhase), { '': 'store:COMMON', CI: 'store:COMMON', F: 'use:COMMON', U: 'refused:one-phase', RI: 'store:RECURRENT', R: 'refused:one-phase', II: 'store:INSTALLMENT', I: 'refused:one-phase' });
});

test('without tii, an order registered to store keeps the kind its jsonParams describe', () => {
  const kind = (params: Record<string, string>) => {
    const plan = planCardPayment('', storing, params);
    return 'action' in plan && plan.action === 'store' ? plan.terms.kind : plan;
  };
  assert.equal(kind({}), 'COMMON');
  assert.equal(kind(recurrence), 'RECURRENT');
  assert.equal(kind(installments), 'INSTALLMENT');
  assert.deepEqual(planCardPayment('', storing, { installments: '3' }), {
    refusal: 'jsonParams',
    problems: [
      { field: 'jsonParams.totalInstallmentAmount', rule: 'required', message: 'is required' },
      { field: 'jsonParams.recurringFrequency', rule: 'required', message: 'is required' },
      { field: 'jsonParams.recurringExpiry', rule: 'required', message: 'is required' },
    ],
  });
});

test('a tii that contradicts jsonParams is refused; missing terms name each member', () => {
  assert.deepEqual(planCardPayment('CI', storing, recurrence), { refusal: 'terms', tii: 'CI', declared: 'RECURRENT' });
  assert.deepEqual(planCardPayment('CI', storing, installments), { refusal: 'terms', tii: 'CI', declared: 'INSTALLMENT' });
  assert.deepEqual(planCardPayment('RI', storing, installments), { refusal: 'terms', tii: 'RI', declared: 'INSTALLMENT' });
  const missing = (tii: TiiOrNone, params: Record<string, string>) => {
    const plan = planCardPayment(tii, storing, params);
    return 'refusal' in plan && plan.refusal === 'jsonParams' ? plan.problems.map((p) => `${p.field}:${p.rule}`) : plan;
  };
  assert.deepEqual(missing('RI', {}), ['jsonParams.recurringFrequency:required', 'jsonParams.recurringExpiry:required']);
  assert.deepEqual(missing('II', recurrence), ['jsonParams.installments:required', 'jsonParams.totalInstallmentAmount:required']);
  // Subsequent payments carry no terms of their own: terms sent with them are not read.
  assert.deepEqual(planCardPayment('R', storing, installments), { action: 'use', kind: 'RECURRENT' });
});

test('terms must be well formed', () => {
  const problems = (params: Record<string, string>, amount = 1_000) => {
    const terms = readTerms('INSTALLMENT', params, amount);
    return Array.isArray(terms) ? terms.map((p) => `${p.field.replace('jsonParams.', '')}:${p.rule}`) : terms;
  };
  assert.deepEqual(problems({ ...installments, recurringExpiry: '20300231' }), ['recurringExpiry:format']);
  assert.deepEqual(problems({ ...installments, recurringExpiry: '2030-12-31' }), ['recurringExpiry:format']);
  assert.deepEqual(problems({ ...installments, recurringFrequency: '0', installments: '2.5' }), ['installments:integer', 'recurringFrequency:min']);
  assert.deepEqual(problems(installments, 3_001), ['totalInstallmentAmount:min'], 'the plan must cover its first payment');
  assert.deepEqual(problems({ ...installments, installments: '1000' }), ['installments:max']);
  assert.deepEqual(problems(installments), { kind: 'INSTALLMENT', recurrence: { frequencyDays: 30, until: '20301231' }, installments: { count: 3, total: 3_000 } });
});

test('stored-card payments: the tii each operation takes, its default, and one-phase only for merchant-initiated', () => {
  const plan = (operation: Parameters<typeof planStoredCardPayment>[0], tii: TiiOrNone, twoPhase = false) => {
    const p = planStoredCardPayment(operation, tii, twoPhase);
    return 'refusal' in p ? `refused:${p.refusal}` : p.tii;
  };
  assert.equal(plan('paymentOrderBinding.do', ''), 'F');
  assert.equal(plan('paymentOrderBinding.do', 'U'), 'U');
  assert.equal(plan('paymentOrderBinding.do', 'F', true), 'F');
  assert.equal(plan('paymentOrderBinding.do', 'U', true), 'refused:one-phase');
  assert.equal(plan('paymentOrderBinding.do', 'CI'), 'refused:operation');
  assert.equal(plan('paymentOrderBinding.do', 'R'), 'refused:operation');
  assert.equal(plan('recurrentPayment.do', ''), 'R');
  assert.equal(plan('recurrentPayment.do', 'I'), 'refused:operation');
  assert.equal(plan('installmentPayment.do', ''), 'I');
  assert.equal(plan('installmentPayment.do', 'I'), 'I');
  assert.equal(plan('installmentPayment.do', 'U'), 'refused:operation');
});
