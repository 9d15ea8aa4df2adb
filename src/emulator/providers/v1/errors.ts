/**
 * v1's error answers: a request the card system cannot read is HTTP 400 with responseCode 30
 * (format error) beside the field-by-field error body; the emulator's own failure carries 96
 * (system malfunction). Business refusals are not here: they are HTTP 200 with a responseCode only.
 */
import type { FieldError } from '../../../contracts/issues.js';
import { type Answer, errorAnswer } from '../answer.js';
import { RC } from './context.js';

/** A 400 naming each field and the rule it breaks. */
export function formatError(details: FieldError[]): Answer {
  return inV1Convention(errorAnswer(400, 'validation_error', `invalid request: ${details.map((d) => d.field).join(', ')}`, details));
}

/** An error answer (a refused request, or a failure of the emulator) with v1's responseCode in front. */
export function inV1Convention(answer: Answer): Answer {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only the emulator's own failure is 5xx (a bug, or 503 while it stops), which no scenario can cause; errors.test.ts judges the 96
  return { ...answer, body: { responseCode: answer.status >= 500 ? RC.systemMalfunction : RC.formatError, ...(answer.body as object) } };
}
