import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_HEADER } from '@chess-quest/protocol/progress';
import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessageOf,
  getQueryFn,
  isUnauthorizedError,
  queryKeyToUrl,
  requestHeaders,
} from './api-client';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

type FetchArgs = [input: string, init?: RequestInit];

function stubFetch(response: Response) {
  const calls: FetchArgs[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    calls.push([input, init]);
    return response;
  });
  return calls;
}

function queryContext(queryKey: readonly unknown[]) {
  // Only queryKey and signal are read by getQueryFn.
  return { queryKey, signal: new AbortController().signal, meta: undefined, client: undefined } as never;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends no body and no content type when there is no payload', async () => {
    const calls = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/ai-games/7/resign');
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/ai-games/7/resign');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ [TIME_ZONE_HEADER]: zone });
  });

  it('sends JSON with a JSON content type when there is a payload', async () => {
    const calls = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('PATCH', '/api/customization/user', { selectedPieceTheme: 'classic' });
    const [, init] = calls[0]!;
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', [TIME_ZONE_HEADER]: zone });
    expect(init?.body).toBe('{"selectedPieceTheme":"classic"}');
    expect(init?.credentials).toBe('include');
  });

  it('throws "<status>: <body>" on a non-OK answer', async () => {
    stubFetch(new Response('{"message":"difficulty is required"}', { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('POST', '/api/ai-games/create', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"difficulty is required"}');
    expect((error as ApiError).status).toBe(400);
    expect(errorMessageOf(error)).toBe('difficulty is required');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/modules')).rejects.toThrow('503: Service Unavailable');
  });

  it('apiJson reads JSON and treats an empty body as null', async () => {
    stubFetch(new Response('{"level":2}', { status: 200 }));
    await expect(apiJson('GET', '/api/user/progress')).resolves.toEqual({ level: 2 });
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiJson('POST', '/api/x')).resolves.toBeNull();
  });
});

describe('getQueryFn', () => {
  it('GETs the query key as the URL with credentials', async () => {
    const calls = stubFetch(Response.json([{ id: 'm1' }]));
    const result = await getQueryFn<unknown[]>({ on401: 'throw' })(queryContext(['/api/modules']));
    expect(result).toEqual([{ id: 'm1' }]);
    expect(calls[0]![0]).toBe('/api/modules');
    expect(calls[0]![1]?.credentials).toBe('include');
    expect(calls[0]![1]?.body).toBeUndefined();
    expect(calls[0]![1]?.headers).toEqual({ [TIME_ZONE_HEADER]: zone });
  });

  it('answers null on 401 with on401 returnNull', async () => {
    stubFetch(new Response('{"message":"You are not signed in."}', { status: 401 }));
    const result = await getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']));
    expect(result).toBeNull();
  });

  it('throws a 401 error with on401 throw', async () => {
    stubFetch(new Response('{"message":"You are not signed in."}', { status: 401, statusText: 'Unauthorized' }));
    const queryFn = getQueryFn({ on401: 'throw' });
    const error: unknown = await (async () => queryFn(queryContext(['/api/user/progress'])))().catch((e: unknown) => e);
    expect((error as Error).message).toBe('401: {"message":"You are not signed in."}');
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('requestHeaders', () => {
  it("names the browser's IANA time zone on every call", () => {
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Europe/Paris',
    });
    expect(requestHeaders(false)).toEqual({ [TIME_ZONE_HEADER]: 'Europe/Paris' });
    expect(requestHeaders(true)).toEqual({ 'Content-Type': 'application/json', [TIME_ZONE_HEADER]: 'Europe/Paris' });
    spy.mockRestore();
  });
});

describe('helpers', () => {
  it('joins key parts into a URL', () => {
    expect(queryKeyToUrl(['/api/ai-games', 12, 'moves'])).toBe('/api/ai-games/12/moves');
  });

  it('recognises a 401 from a plain Error message too', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('4010: nope'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, '', 'Forbidden'))).toBe(false);
  });

  it('keeps the status line when the body is not JSON', () => {
    expect(errorMessageOf(new ApiError(500, 'oops', 'Internal Server Error'))).toBe('500: oops');
  });
});
