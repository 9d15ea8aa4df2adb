/**
 * Checks of a refusal or a decline against what its reason means on the answering interface
 * (support/reasons/). An unknown reason names the nearest known ones.
 */
import { expect } from 'chai';
import { nearest } from './closest.js';
import { type Expected, REASONS, refusalReasons } from './reasons/refusals.js';
import { V1_DECLINES } from './reasons/v1.js';
import { V2_DECLINES } from './reasons/v2.js';
import type { Api, Attempt } from './world.js';

/**
 * The gateways answer a format error with HTTP 200 and errorCode 4 (a parameter missing) or 5
 * (an invalid value), naming the field in `details`: a reason written for the REST convention
 * (400 naming a field) means that on a gateway.
 */
function gatewayConvention(expected: Expected | undefined, api: Api): Expected | undefined {
  if (!expected || (api !== 'ecom' && api !== 'p2p') || expected.status !== 400) return expected;
  return { ...expected, status: 200, errorCode: expected.rule === 'required' ? '4' : '5' };
}

/** Field-by-field details of a refusal: the emulator's error body, or the gateway's `details`; undefined when the target gave none. */
function detailsOf(answer: Attempt): { field: string; rule: string; message?: string }[] | undefined {
  if (answer.ok) return undefined;
  if ('error' in answer) return answer.error ? (answer.error.details ?? []) : undefined;
  const details = (answer.reply.body as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as { field: string; rule: string; message?: string }[]) : undefined;
}

/** errorMessage of a gateway's refusal; undefined for a success or another interface's answer. */
function gatewayMessageOf(answer: Attempt): unknown {
  if (answer.ok || 'error' in answer) return undefined;
  return (answer.reply.body as { errorMessage?: unknown } | undefined)?.errorMessage;
}

/**
 * `namesFields`: the target must name the field at fault in `details`. The reference emulator always
 * does (docs/emulator.md); another implementation may leave `details` out and passes on its codes.
 */
export function expectRefusal(answer: Attempt, reason: string, api: Api, namesFields = false): void {
  const entry = Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined;
  const expected = entry && gatewayConvention('status' in entry ? entry : entry[api], api);
  if (!expected) throw new Error(`${entry ? 'the refusal reason' : 'unknown refusal reason'} "${reason}" ${entry ? 'is not defined ' : ''}for ${api}; the nearest known: ${nearest(reason, refusalReasons(api))} (all of them: docs/steps.md)`);
  expect(answer.ok, `expected a refusal because ${reason}, but the request succeeded`).to.equal(false);
  expect(answer.status, `HTTP status of the refusal because ${reason}`).to.equal(expected.status);
  if (answer.ok) return;
  if (api === 'v2' && 'error' in answer) expectJsonError(answer.status, answer.error);
  if (expected.responseCode) expect('responseCode' in answer ? answer.responseCode : undefined, 'responseCode').to.equal(expected.responseCode);
  if (expected.errorCode) expect('errorCode' in answer ? answer.errorCode : undefined, 'errorCode').to.equal(expected.errorCode);
  const details = detailsOf(answer) ?? (namesFields && expected.field ? [] : undefined);
  if (!details) return;
  if (expected.field) {
    const named = details.filter((d) => d.field === expected.field || d.field.endsWith(`.${expected.field}`));
    expect(named.length, `the error should name the field ${expected.field}; it named: ${details.map((d) => d.field).join(', ')}`).to.be.above(0);
    if (expected.rule) expect(named.map((d) => d.rule), `rule broken by ${expected.field}`).to.include(expected.rule);
    // An error names the field and says the rule in words too (a detail with an empty message explains nothing).
    for (const d of named) expect(d.message, `the words of the error about ${d.field}`).to.be.a('string').and.not.equal('');
  } else if (expected.rule) {
    expect(details.map((d) => d.rule), 'rule broken').to.include(expected.rule);
  }
}

/** The code a JSON error (v2, the control API) gives for each HTTP status (src/contracts/errors.ts; the v2 spec shows no error format). */
const JSON_ERROR_CODES: Readonly<Record<number, string>> = { 400: 'validation_error', 401: 'unauthorized', 404: 'not_found', 409: 'conflict', 413: 'payload_too_large', 415: 'unsupported_media_type' };

/** A JSON error has the error body's shape, names its kind as its HTTP status says it, and explains itself in words. */
function expectJsonError(status: number, error: { readonly code: string; readonly message: string } | undefined): void {
  if (!error) return expect.fail(`the HTTP ${status} answer is not an error body of src/contracts/errors.ts`);
  expect(error.code, `the error code of an HTTP ${status}`).to.equal(JSON_ERROR_CODES[status]);
  expect(error.message, 'the words of the error').to.be.a('string').and.not.equal('');
}

/** A decline as the answering interface says it: v1 answers carry a responseCode, v2 ones a status. */
export function expectDecline(answer: Attempt, reason?: string): void {
  if ('responseCode' in answer) return expectV1Decline(answer, reason);
  expect(answer.ok, `expected an answer, got HTTP ${answer.status}`).to.equal(true);
  const value = (answer.ok ? answer.value : {}) as { status?: string; statusMessage?: string };
  expect(value.status, 'status of the operation').to.equal('declined');
  if (reason === undefined) return;
  const pattern = Object.hasOwn(V2_DECLINES, reason) ? V2_DECLINES[reason] : undefined;
  if (!pattern) throw new Error(`unknown decline reason "${reason}"; the nearest known: ${nearest(reason, Object.keys(V2_DECLINES))}`);
  expect(value.statusMessage, 'the reason given for the decline').to.match(pattern);
}

function expectV1Decline(answer: Attempt, reason?: string): void {
  expect(answer.ok, 'expected a decline, but the operation was approved').to.equal(false);
  expect(answer.status, 'HTTP status of a v1 decline').to.equal(200);
  if (reason === undefined) return;
  const code = Object.hasOwn(V1_DECLINES, reason) ? V1_DECLINES[reason] : undefined;
  if (!code) throw new Error(`unknown v1 decline reason "${reason}"; the nearest known: ${nearest(reason, Object.keys(V1_DECLINES))}`);
  expect('responseCode' in answer ? answer.responseCode : undefined, `responseCode of a decline because ${reason}`).to.equal(code);
}

/** The languages the gateways answer in, as the scenarios name them. */
export type Wording = 'Russian' | 'English';

/**
 * The language of a text by its letters, not its wording (spec 03: errorMessage's "language follows
 * the request, never hard-code its text"): Russian has Cyrillic letters (beside field names, which
 * stay as sent), English Latin letters and no Cyrillic.
 */
export function wordingOf(text: unknown): Wording | 'neither' {
  if (typeof text !== 'string') return 'neither';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'Russian';
  return /\p{Script=Latin}/u.test(text) ? 'English' : 'neither';
}

/** A gateway refusal worded in one language: its errorMessage and the words of every field error in `details`. */
export function expectWordedIn(answer: Attempt, language: Wording): void {
  expect(answer.ok, 'expected a refusal, but the request succeeded').to.equal(false);
  const message = gatewayMessageOf(answer);
  expect(wordingOf(message), `the language of errorMessage "${String(message)}"`).to.equal(language);
  // Its header too, not only the words after the colon: the message begins in the language.
  const firstWord = typeof message === 'string' ? /\p{L}+/u.exec(message)?.[0] : undefined;
  expect(wordingOf(firstWord), `the language of the first word of errorMessage "${String(message)}"`).to.equal(language);
  for (const d of detailsOf(answer) ?? []) expect(wordingOf(d.message), `the language of the error about ${d.field}: "${d.message}"`).to.equal(language);
}

/** A gateway refusal whose errorMessage names every field its `details` hold, so a client that shows only the message still says what to mend. */
export function expectMessageNamesFields(answer: Attempt): void {
  const details = detailsOf(answer) ?? [];
  expect(details.length, 'the refusal names the fields at fault in details').to.be.above(0);
  const message = String(gatewayMessageOf(answer));
  for (const d of details) expect(message, `errorMessage names the field ${d.field}`).to.include(d.field);
}

/** A v2 "not found" names what it looked for and which one: "card 1f0c… does not exist". */
export function expectNamesMissing(answer: Attempt, what: string): void {
  const message = !answer.ok && 'error' in answer ? answer.error?.message : undefined;
  expect(message, 'the words of the refusal').to.match(new RegExp(`^${what} \\S+ does not exist$`));
}

/**
 * A v1 format error whose message names every field its `details` hold, each as a word of its own
 * ("invalid request: institutionId, agentId"), so that a log line alone says what to mend.
 */
export function expectV1MessageNamesFields(answer: Attempt): void {
  const details = detailsOf(answer) ?? [];
  expect(details.length, 'the refusal names the fields at fault in details').to.be.above(0);
  const message = answer.ok || !('error' in answer) ? undefined : answer.error?.message;
  const words = String(message).split(/[^\w.]+/);
  for (const d of details) expect(words, `the message "${String(message)}" names the field ${d.field}`).to.include(d.field);
}
