import type { QueryFunction } from '@tanstack/react-query';
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
 * - any non-OK answer throws an ApiError whose message is `${status}: ${body or statusText}`.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The raw response body (usually the server's `{ "message": "…" }` JSON). */
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new ApiError(res.status, body, res.statusText);
}

/** The browser's IANA time zone ("Europe/Paris"), or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The headers every call carries: the time zone, and a JSON content type with a payload. */
export function requestHeaders(hasPayload: boolean): Record<string, string> {
  const zone = browserTimeZone();
  return {
    ...(hasPayload ? { 'Content-Type': 'application/json' } : {}),
    ...(zone ? { [TIME_ZONE_HEADER]: zone } : {}),
  };
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
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const res = await fetch(url, { ...buildRequestInit(method, data), signal: options.signal });
  await throwIfResNotOk(res);
  return res;
}

/** Like apiRequest, then reads the JSON answer (`null` for an empty body such as a 204). */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The URL a query key stands for: its string and number parts joined by '/'. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .join('/');
}

/**
 * A query function that GETs the query key as a URL, e.g. ['/api/auth/user'].
 * With on401 'returnNull' a 401 answers `null` (used for "who am I?"); with 'throw' it
 * throws like any other error, and the query cache turns it into the login redirect.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', headers: requestHeaders(false), signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && error.message.startsWith('401: ');
}

/**
 * The human sentence inside an error: the server's `{ message }` when the body is that
 * JSON shape, else the error's own message.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: fall through to the status line
    }
  }
  return error instanceof Error ? error.message : String(error);
}
