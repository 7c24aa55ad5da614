import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export { defaultErrorCode, ERROR_CODES, type ErrorCode } from './error-codes';

/**
 * Every error answer of the API: `{ code, message }`. The message is a sentence a person can
 * read (shown as "<status>: <message>" where the spec says so); the code is what a client
 * branches on, so no client ever matches on the text. `field` names the input that was
 * wrong on a 400 when there is one.
 */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string().min(1),
  field: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
