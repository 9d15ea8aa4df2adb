/** Turns schema failures into field-by-field errors a person can act on. */
import type { z } from 'zod';

export interface FieldError {
  /** Dotted path of the offending field (`billingAddress.country`); `(body)` for the whole body. */
  readonly field: string;
  /** The rule broken: required, type, format, min, max, enum, unknown, or a contract-specific one. */
  readonly rule: string;
  readonly message: string;
}

export function fieldErrors(error: z.ZodError): FieldError[] {
  return issuesToFields(error.issues);
}

function issuesToFields(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const path = [...prefix, ...issue.path];
    // A union names no field itself: report the branch that came closest (fewest issues; the first
    // branch on a tie — answers list their success shape first), so a broken field is named.
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      if (closest.length > 0) return issuesToFields(closest, path);
    }
    const base = path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, rule: 'unknown', message: 'is not a known field' }));
    }
    const field = base || '(body)';
    if (issue.code === 'invalid_type' && issue.input === undefined) return [{ field, rule: 'required', message: 'is required' }];
    return [{ field, rule: ruleOf(issue), message: issue.message }];
  });
}

function ruleOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'type';
    case 'too_small':
      return 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return 'format';
    case 'invalid_value':
      return 'enum';
    case 'custom':
      return typeof issue.params?.rule === 'string' ? issue.params.rule : 'invalid';
    default:
      return issue.code;
  }
}

export function describe(errors: readonly FieldError[]): string {
  return errors.map((e) => `${e.field}: ${e.message}`).join('; ');
}

/**
 * A member the input does not have is missing, whatever rule its schema broke first (a union of
 * a number and digits reports "invalid union", not "required"): forms and JSON bodies alike.
 */
export function asMissing(detail: FieldError, input: Record<string, unknown>): FieldError {
  if (detail.rule === 'required' || detail.field === '(body)') return detail;
  const value = detail.field.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), input);
  return value === undefined ? { field: detail.field, rule: 'required', message: 'is required' } : detail;
}
