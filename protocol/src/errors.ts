import { z } from 'zod';
import { ERROR_CODES, ERROR_REASONS } from './error-codes';

export {
  defaultErrorCode,
  ERROR_CODES,
  ERROR_REASONS,
  isErrorReason,
  type ErrorCode,
  type ErrorReason,
  type ErrorReasonValues,
  type ErrorValues,
} from './error-codes';

/**
 * Every error answer of the API: `{ code, message }`. The message is a sentence a person can
 * read (shown as "<status>: <message>" where the spec says so); the code is what a client
 * branches on, so no client ever matches on the text. `field` names the input that was
 * wrong on a 400 when there is one. A refusal a person meets also carries its `reason` and the
 * `values` of its sentence (error-codes.ts, ErrorReasonValues), so a client says it in the
 * reader's language; the `message` stays English.
 */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string().min(1),
  field: z.string().optional(),
  reason: z.enum(ERROR_REASONS).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
