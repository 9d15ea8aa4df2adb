import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Envelope } from '@cucumber/messages';
import { certificationReport, toMarkdown, verdictText } from './certification-report.js';
import { receivedAt, summarize } from './certification.js';

/** The envelopes of one scenario attempt, as cucumber's message formatter writes them. */
function scenario(id: string, name: string, tags: string[], steps: Array<{ status: string; message?: string }>, attachments: Array<{ mediaType: string; body: string }> = [], willBeRetried = false): Envelope[] {
  const started = `${id}-started-${willBeRetried ? 1 : 2}`;
  const uri = `features/${id}.feature`;
  // The scenario at line 3, its steps from line 4 on.
  const document = { uri, feature: { children: [{ scenario: { id: `${id}-scenario`, location: { line: 3 }, steps: steps.map((_s, i) => ({ id: `${id}-ast${i}`, location: { line: 4 + i } })), examples: [] } }] } };
  return [
    { gherkinDocument: document },
    { pickle: { id, name, uri, tags: tags.map((t) => ({ name: t, astNodeId: 'x' })), steps: steps.map((_s, i) => ({ id: `${id}-step${i}`, text: `step ${i}`, astNodeIds: [`${id}-ast${i}`] })), astNodeIds: [`${id}-scenario`], language: 'en' } },
    { testCase: { id: `${id}-case`, pickleId: id, testSteps: steps.map((_s, i) => ({ id: `${id}-test${i}`, pickleStepId: `${id}-step${i}` })) } },
    { testCaseStarted: { id: started, testCaseId: `${id}-case`, attempt: 0, timestamp: { seconds: 0, nanos: 0 } } },
    ...attachments.map((a) => ({ attachment: { ...a, contentEncoding: 'IDENTITY', testCaseStartedId: started } })),
    ...steps.map((s, i) => ({ testStepFinished: { testCaseStartedId: started, testStepId: `${id}-test${i}`, testStepResult: { status: s.status, message: s.message, duration: { seconds: 0, nanos: 0 } }, timestamp: { seconds: 0, nanos: 0 } } })),
    { testCaseFinished: { testCaseStartedId: started, willBeRetried, timestamp: { seconds: 0, nanos: 0 } } },
  ] as unknown as Envelope[];
}

const exchange = (operation: string, body: unknown, violations: Array<{ field: string; message: string }> = []) => ({
  mediaType: 'application/json',
  body: JSON.stringify({ operation, request: { method: 'GET', url: 'http://x', headers: {} }, response: { status: 200, headers: {}, body }, durationMs: 1, violations: violations.map((v) => ({ operation, status: 200, ...v })) }),
});

const issued = scenario('a', 'Issue a card', ['@v2'], [{ status: 'PASSED' }, { status: 'PASSED' }], [exchange('v2.createCard', { id: '1' }), exchange('v2.getCard', { id: '1' })]);
const broken = scenario('b', 'Read a card', ['@v2'], [{ status: 'PASSED' }, { status: 'FAILED', message: 'Error: contract violations:\n  v2.getCard (HTTP 200) status: bad\n    at x (y.ts:1)' }], [
    exchange('v2.getCard', { status: 42, account: { balance: 1 } }, [{ field: 'status', message: 'Invalid option: expected one of "active"|"blocked"' }]),
  ]);
const run = [
  ...issued,
  ...broken,
  ...scenario('c', 'Move the clock', ['@v1', '@emulator-only'], [{ status: 'SKIPPED' }, { status: 'SKIPPED' }], [{ mediaType: 'text/x.cucumber.log+plain', body: 'skipped: emulator-only: needs the control API' }]),
  // A first attempt that was retried does not count; its retry does.
  ...scenario('d', 'Flaky', ['@ecom'], [{ status: 'FAILED', message: 'boom' }], [], true),
  ...scenario('d', 'Flaky', ['@ecom'], [{ status: 'PASSED' }], [exchange('gateway.register.do', {})]),
];

test('scenarios are tallied per interface and per operation, retries by their last attempt', () => {
  const s = summarize(run);
  assert.deepEqual(s.totals, { scenarios: 4, passed: 2, failed: 1, skipped: 1 });
  assert.deepEqual(s.interfaces, [
    { interface: 'Card Management v1', scenarios: 1, passed: 0, failed: 0, skipped: 1 },
    { interface: 'Card Management v2', scenarios: 2, passed: 1, failed: 1, skipped: 0 },
    { interface: 'E-commerce gateway', scenarios: 1, passed: 1, failed: 0, skipped: 0 },
  ]);
  const getCard = s.operations.find((o) => o.operation === 'v2.getCard');
  assert.deepEqual(getCard, { operation: 'v2.getCard', interface: 'Card Management v2', scenarios: 2, passed: 1, failed: 1, calls: 2, violations: 1 });
  assert.equal(s.scenarios.find((x) => x.name === 'Move the clock')?.message, 'emulator-only: needs the control API');
  assert.match(s.scenarios.find((x) => x.name === 'Read a card')?.message ?? '', /^Error: contract violations: +v2\.getCard/);
});

test('every violation names operation, field, expected and the received value', () => {
  const [v] = summarize(run).violations;
  assert.deepEqual(v, { operation: 'v2.getCard', field: 'status', expected: 'Invalid option: expected one of "active"|"blocked"', received: '42', httpStatus: 200, scenario: 'Read a card' });
  assert.equal(receivedAt({ a: { b: [1, { c: 'x' }] } }, 'a.b.1.c'), '"x"');
  assert.equal(receivedAt({ a: {} }, 'a.b'), '(absent)');
  assert.equal(receivedAt({ a: 1 }, '(body)'), '{"a":1}');
});

test('the report has a verdict, both tables, the violations and what was not called', () => {
  const meta = {
    target: { label: 'ACME', interfaces: [{ title: 'Card Management v2', url: 'http://acme' }] },
    date: '2026-01-02T03:04:05.000Z',
    suite: { name: 'cardlab', version: '0.1.0', commit: 'abc1234' },
    profile: 'certification',
    selection: [],
    catalogue: ['v2.createCard', 'v2.getCard', 'v2.listTransfers'],
  };
  const report = certificationReport(summarize(run), meta);
  assert.equal(report.verdict, 'failed');
  assert.equal(report.certified, false);
  // "Read a card" failed at its last step: nothing of v2 was left unreached.
  assert.deepEqual(report.neverCalled, ['v2.listTransfers']);
  assert.deepEqual(report.notReached, []);
  const md = toMarkdown(report);
  assert.match(md, /^# Certification summary: FAILED/);
  assert.match(md, /\| v2\.getCard \| status \| Invalid option: expected one of "active"\\\|"blocked" \| 42 \| 200 \| 1 \| Read a card \|/);
  assert.match(md, /\| Card Management v1 \| 1 \| 0 \| 0 \| 1 \|/);
  assert.match(md, /1 × emulator-only: needs the control API/);
  assert.match(md, /cardlab 0\.1\.0 \(abc1234\)/);
  const clean = certificationReport(summarize(run.filter((e) => !broken.includes(e))), meta);
  assert.equal(clean.verdict, 'passed');
  assert.equal(clean.certified, true);
  assert.equal(certificationReport(summarize([]), meta).verdict, 'failed', 'a run where nothing ran certifies nothing');
});

const meta = {
  target: { label: 'ACME', interfaces: [{ title: 'Card Management v2', url: 'http://acme' }] },
  date: '2026-01-02T03:04:05.000Z',
  suite: { name: 'cardlab', version: '0.1.0' },
  profile: 'certification',
  selection: [],
  catalogue: ['v1.getCardData', 'v2.createCard', 'v2.getCard', 'v2.listTransfers', 'v2.createTransfer'],
};

test('a run narrowed by tags passes only for the scenarios selected, and says so in its verdict: never a certification of the whole target', () => {
  const passing = run.filter((e) => !broken.includes(e));
  const narrowed = certificationReport(summarize(passing), { ...meta, selection: ['--tags @callbacks'] });
  assert.equal(narrowed.verdict, 'passed');
  assert.equal(narrowed.certified, false);
  assert.equal(verdictText(narrowed), 'PASSED for the scenarios selected by --tags @callbacks: not a certification of the whole target');
  assert.match(toMarkdown(narrowed), /^# Certification summary: PASSED for the scenarios selected by --tags @callbacks: not a certification of the whole target$/m);
  assert.equal(verdictText(certificationReport(summarize(passing), { ...meta, profile: 'remote' })), 'PASSED with the remote profile: not a certification of the whole target');
  assert.equal(verdictText(certificationReport(summarize(passing), meta)), 'PASSED');
});

test('failures carry their file:line and the step that failed, grouped by error; operations not reached are told apart from those never called', () => {
  const stopped = (id: string, name: string) => scenario(id, name, ['@v2'], [{ status: 'PASSED' }, { status: 'FAILED', message: 'Error: contract violations:\n  v2.getCard (HTTP 200) status: bad\n    at x (y.ts:1)' }, { status: 'SKIPPED' }], [exchange('v2.getCard', { status: 42 })]);
  const failing = [...issued, ...stopped('e', 'Transfer after a read'), ...stopped('f', 'Top up after a read')];
  const summary = summarize(failing);
  const e = summary.scenarios.find((s) => s.name === 'Transfer after a read')!;
  assert.equal(e.location, 'features/e.feature:3');
  assert.equal(e.failedAt, 'line 5: step 1');
  assert.equal(e.stoppedEarly, true);
  const report = certificationReport(summary, meta);
  // v2 scenarios stopped before their end: v2's uncalled operations may simply not have been reached; no v1 scenario stopped.
  assert.deepEqual(report.notReached, ['v2.listTransfers', 'v2.createTransfer']);
  assert.deepEqual(report.neverCalled, ['v1.getCardData']);
  const md = toMarkdown(report);
  assert.match(md, /^- 2 × Error: contract violations: +v2\.getCard \(HTTP 200\) status: bad$/m);
  assert.match(md, /^ {2}- features\/e\.feature:3 Transfer after a read \(failed at line 5: step 1\)$/m);
  assert.match(md, /## Operations not reached\n\nNot called in this run, while scenarios of their interface stopped at a failure[^\n]*\n\n- v2\.listTransfers \(Card Management v2\)\n- v2\.createTransfer/);
  assert.match(md, /## Operations no scenario called\n\n[^\n]*\n\n- v1\.getCardData \(Card Management v1\)\n/);
});

test('the summary says what a pass is worth when a mutation run recorded the suite’s strength, and that it is not measured yet otherwise', () => {
  const strength = { score: 81.25, scoreOfReached: 92.5, date: '2026-11-26T20:00:00.000Z', commit: 'abc1234' };
  const md = toMarkdown(certificationReport(summarize(run), { ...meta, suiteStrength: strength }));
  assert.match(md, /^- What a pass is worth: this suite fails on 92\.5 % of the mutants of the reference implementation it reaches \(81\.3 % of all of them; mutation run of 2026-11-26 at abc1234, docs\/quality\.md\)$/m);
  assert.match(toMarkdown(certificationReport(summarize(run), meta)), /^- What a pass is worth: not measured yet \(no full mutation run of this suite is recorded, docs\/quality\.md\)$/m);
});
