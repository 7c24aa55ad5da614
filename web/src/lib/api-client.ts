import { defaultErrorCode, type ErrorCode, type ErrorReason, type ErrorReasonValues, type ErrorValues } from '@chess-quest/protocol/error-codes';
import type * as Progress from '@chess-quest/protocol/progress';

/**
 * The protocol's TIME_ZONE_HEADER. Only its type is imported (and checked): the module also
 * holds zod schemas, and a value import would put zod into the landing page's bundle.
 */
export const TIME_ZONE_HEADER: typeof Progress.TIME_ZONE_HEADER = 'x-time-zone';

/**
 * The one HTTP client of the web app (spec §7, §8).
 * - every call carries the session cookie (credentials 'include');
 * - a JSON content type and body are sent only when there is a payload;
 * - every call names the browser's time zone, so a daily streak follows the child's own days;
 * - any non-OK answer throws an ApiError whose message is `${status}: ${body or statusText}`,
 *   and which carries the error body's `code` (what the screens branch on) and `field`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The raw response body (the server's `{ code, message, field? }` JSON). */
  readonly body: string;
  /** What went wrong, for the code to branch on; never match on the message text. */
  readonly code: ErrorCode;
  /** The server's sentence for a person, without the status. */
  readonly serverMessage: string | undefined;
  /** The input a 400 is about, when the server names one. */
  readonly field: string | undefined;
  /** A refusal's precise reason and its sentence's values, when the server names one (said in the reader's language). */
  readonly reason: ErrorReason | undefined;
  readonly values: ErrorValues;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.code = parsed.code ?? defaultErrorCode(status);
    this.serverMessage = parsed.message;
    this.field = parsed.field;
    this.reason = parsed.reason;
    this.values = parsed.values ?? {};
  }
}

/**
 * The values of a refusal with this reason (protocol error-codes.ts), or null for any other
 * error: a page says the refusal in the reader's language from them, never from the English.
 */
export function refusalOf<R extends ErrorReason>(error: unknown, reason: R): ErrorReasonValues[R] | null {
  return error instanceof ApiError && error.reason === reason ? (error.values as ErrorReasonValues[R]) : null;
}

/** True when the error is an API answer with this code. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

interface ParsedErrorBody {
  code?: ErrorCode;
  message?: string;
  field?: string;
  reason?: ErrorReason;
  values?: ErrorValues;
}

/** Only numbers and texts: a value is put into a sentence. */
function valuesOf(input: unknown): ErrorValues | undefined {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return undefined;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) values[key] = value;
  }
  return values;
}

/**
 * Reads `{ code, message, field? }` leniently: an older server, a proxy's HTML page or an
 * empty body must still give an error the screens can show.
 */
function parseErrorBody(body: string): ParsedErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const record = parsed as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' && record[key] ? (record[key] as string) : undefined);
  // An unknown reason (a newer server) finds no text and falls back to the code's meaning.
  const reason = text('reason') as ErrorReason | undefined;
  return { code: text('code') as ErrorCode | undefined, message: text('message'), field: text('field'), reason, values: valuesOf(record.values) };
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new ApiError(res.status, body, res.statusText);
}

let knownTimeZone: string | null | undefined;

/**
 * The browser's IANA time zone ("Europe/Paris"), or null when it cannot tell. Asked once a
 * page: the first `Intl.DateTimeFormat` loads the locale data, ~35 ms of a phone's main
 * thread, and every call used to pay for a new one.
 */
export function browserTimeZone(): string | null {
  if (knownTimeZone === undefined) {
    try {
      knownTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch {
      knownTimeZone = null;
    }
  }
  return knownTimeZone;
}

/**
 * The zone is worked out in a quiet moment after the child's first tap or key: the first call
 * with a payload is often that tap's own (a move, a solved puzzle) and would otherwise wait for
 * `Intl.DateTimeFormat` (165 ms at a 6× slower CPU, issue 29). Not at load: a page that only
 * reads never pays for it.
 */
export function prepareTimeZoneAfterFirstInput(target: Pick<Window, 'addEventListener'> | undefined = globalThis.window): void {
  if (!target || typeof target.addEventListener !== 'function') return;
  let scheduled = false;
  const prepare = () => {
    if (scheduled) return;
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => browserTimeZone(), { timeout: 1000 });
    else setTimeout(browserTimeZone, 0);
  };
  target.addEventListener('pointerdown', prepare, { once: true, capture: true, passive: true });
  target.addEventListener('keydown', prepare, { once: true, capture: true, passive: true });
}
prepareTimeZoneAfterFirstInput();

/**
 * A call with a payload says it is JSON and names the browser's time zone: the server reads
 * the zone only when a request makes a child profile (sign-up, a first or an added child),
 * and all of those send a body. A read sends neither, so a page that only reads never pays
 * for `Intl.DateTimeFormat` (~35 ms of a phone's main thread on its first use).
 */
export function requestHeaders(hasPayload: boolean): Record<string, string> {
  if (!hasPayload) return {};
  const zone = browserTimeZone();
  return { 'Content-Type': 'application/json', ...(zone ? { [TIME_ZONE_HEADER]: zone } : {}) };
}

export function buildRequestInit(method: string, data?: unknown): RequestInit {
  const hasPayload = data !== undefined;
  return {
    method,
    credentials: 'include',
    headers: requestHeaders(hasPayload),
    body: hasPayload ? JSON.stringify(data) : undefined,
  };
}

export interface RequestOptions {
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
}

/** Sends a request and returns the OK response; throws ApiError otherwise. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const res = await fetch(url, { ...buildRequestInit(method, data), signal: options.signal });
  await throwIfResNotOk(res);
  return res;
}

/** Like apiRequest, then reads the JSON answer (`null` for an empty body such as a 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * GETs a JSON answer, or null when the server answers 401 (used for "who am I?", where
 * signed out is an answer, not an error).
 */
export async function apiJsonOrNullOn401<T>(url: string, options: RequestOptions = {}): Promise<T | null> {
  const res = await fetch(url, { ...buildRequestInit('GET'), signal: options.signal });
  if (res.status === 401) {
    // Read the body anyway: an unread no-store answer keeps its connection (and the
    // browser's "network busy" state) until it is collected.
    await res.text().catch(() => undefined);
    return null;
  }
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && error.message.startsWith('401: ');
}

/**
 * The human sentence inside an error: the server's `message` when the body has one, else
 * the error's own message.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
