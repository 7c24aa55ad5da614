import { isRedisUnavailable } from '../redis-client';

/** What a person reads when the database or Redis does not answer in time. */
export const UNAVAILABLE_MESSAGE = 'Chess Quest is taking a short break. Please try again in a minute.';

// PostgreSQL's codes for "not now": statement or lock time-out, shutting down or starting,
// too many connections, and every connection exception (class 08).
const POSTGRES_UNAVAILABLE = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53300', '53400']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
// node-postgres says these in words only.
const POOL_MESSAGES = [/timeout exceeded when trying to connect/i, /Connection terminated/i, /Client has encountered a connection error/i];

function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
  return typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error means a dependency is down or too slow rather than a bug: the
 * answer is then 503 with a kind message (decision record 015). Drizzle and
 * AggregateError wrap the driver's error, so causes are followed a few levels.
 */
export function isUnavailable(error: unknown): boolean {
  if (isRedisUnavailable(error)) return true;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (isDatabaseUnavailable(current)) return true;
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL's class 22 ("data exception": a value out of range, a bad time zone, a NUL in
 * text, a malformed number): the input was bad, whichever layer let it through.
 */
export function isBadValueForDatabase(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
