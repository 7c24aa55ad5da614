/**
 * The API's error codes, in a module with no imports so the web client can use them
 * without bringing zod into the landing page's bundle (the schema is in ./errors.ts).
 */
export const ERROR_CODES = [
  /** 400: the input is not what the call accepts. */
  'invalid_input',
  /** 400: a chess move that is not legal or not the answer. */
  'illegal_move',
  /** 401: not signed in. */
  'not_signed_in',
  /** 403: the parent PIN is needed first (the parent gate). */
  'parent_gate_required',
  /** 403: a premium plan is needed. */
  'premium_required',
  /** 403: locked by progress (level, prerequisite, unlock condition). */
  'locked',
  /** 403: any other refusal. */
  'forbidden',
  /** 404 */
  'not_found',
  /** 409: the state changed or already exists (duplicate, version clash, already done). */
  'conflict',
  /** 429: too many tries; try again later. */
  'rate_limited',
  /** 402/4xx from the payment provider: the card or payment was refused. */
  'payment_failed',
  /** 503: a dependency (database, engine, Redis) is down or too slow; try again. */
  'unavailable',
  /** 500: our fault; details only in the log. */
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an answer without a more precise one gets, by status. */
export function defaultErrorCode(status: number): ErrorCode {
  if (status === 400) return 'invalid_input';
  if (status === 401) return 'not_signed_in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 402) return 'payment_failed';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'invalid_input';
}
