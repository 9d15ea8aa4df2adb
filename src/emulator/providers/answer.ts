/** What a provider answers: an HTTP status and a body, free of any HTTP library. */
import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '../../contracts/errors.js';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  /** The operation's response schema, set by its route on a success answer: the body leaves as the serializer compiled from it writes it (http/serializer.ts). */
  readonly contract?: z.ZodType | undefined;
}

/** Error answers carry no request id: the HTTP layer adds it to every error body and every header. */
export function errorAnswer(status: number, code: ErrorCode, message: string, details?: ErrorBody['error']['details']): Answer {
  return { status, body: { error: { code, message, ...(details ? { details } : {}) } } };
}

/** Whether a handler's intermediate result is already its answer (a refusal), not a domain object. */
export function isAnswer(value: unknown): value is Answer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}
