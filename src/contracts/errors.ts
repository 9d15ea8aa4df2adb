/**
 * The error body of the emulator's JSON interfaces (v2 and the control API). The v2 spec shows no
 * error format; this one names every failing field and the rule it broke.
 */
import { z } from 'zod';

export const errorCode = z.enum(['validation_error', 'unauthorized', 'not_found', 'conflict', 'unsupported_media_type', 'payload_too_large', 'internal_error']);

export const errorBody = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    details: z.array(z.object({ field: z.string(), rule: z.string(), message: z.string() })).optional(),
  }),
  requestId: z.string(),
});

export type ErrorCode = z.infer<typeof errorCode>;
export type ErrorBody = z.infer<typeof errorBody>;
