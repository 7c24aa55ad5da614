import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_HEADER } from '@chess-quest/protocol/progress';
import { ApiError, apiJson, apiRequest, apiJsonOrNullOn401, errorMessageOf, hasErrorCode, isUnauthorizedError } from './api-client';

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
    expect(init?.headers).toEqual({});
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

describe('apiJsonOrNullOn401', () => {
  it('GETs the URL with credentials, no headers', async () => {
    const calls = stubFetch(Response.json({ id: 'u1' }));
    await expect(apiJsonOrNullOn401('/api/auth/user')).resolves.toEqual({ id: 'u1' });
    expect(calls[0]![0]).toBe('/api/auth/user');
    expect(calls[0]![1]?.credentials).toBe('include');
    expect(calls[0]![1]?.body).toBeUndefined();
    expect(calls[0]![1]?.headers).toEqual({});
  });

  it('answers null on 401', async () => {
    stubFetch(new Response('{"code":"not_signed_in","message":"You are not signed in."}', { status: 401 }));
    await expect(apiJsonOrNullOn401('/api/auth/user')).resolves.toBeNull();
  });

  it('throws any other error', async () => {
    stubFetch(new Response('{"code":"unavailable","message":"Try again soon."}', { status: 503 }));
    const error: unknown = await apiJsonOrNullOn401('/api/auth/user').catch((e: unknown) => e);
    expect(hasErrorCode(error, 'unavailable')).toBe(true);
    expect(isUnauthorizedError(error)).toBe(false);
  });
});

describe('ApiError', () => {
  it('reads code, message and field from the error body and keeps "<status>: <body>"', () => {
    const body = '{"code":"invalid_input","message":"parentPin must be exactly 4 digits","field":"parentPin"}';
    const error = new ApiError(400, body, 'Bad Request');
    expect(error.message).toBe(`400: ${body}`);
    expect(error.code).toBe('invalid_input');
    expect(error.field).toBe('parentPin');
    expect(errorMessageOf(error)).toBe('parentPin must be exactly 4 digits');
  });

  it('branches on the code, never the text', () => {
    const gate = new ApiError(403, '{"code":"parent_gate_required","message":"Ask a grown-up."}', 'Forbidden');
    const premium = new ApiError(403, '{"code":"premium_required","message":"This needs the parent PIN."}', 'Forbidden');
    expect(hasErrorCode(gate, 'parent_gate_required')).toBe(true);
    expect(hasErrorCode(premium, 'parent_gate_required')).toBe(false);
    expect(hasErrorCode(premium, 'premium_required')).toBe(true);
    expect(hasErrorCode(new Error('403: premium_required'), 'premium_required')).toBe(false);
  });

  it('falls back on the status when the body has no code', () => {
    expect(new ApiError(403, '{"message":"No."}', 'Forbidden').code).toBe('forbidden');
    expect(new ApiError(404, '', 'Not Found').code).toBe('not_found');
    expect(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').code).toBe('internal');
    expect(new ApiError(429, '[]', '').code).toBe('rate_limited');
    expect(new ApiError(400, '{"message":"x"}', '').field).toBeUndefined();
  });
});

describe('requestHeaders', () => {
  it("names the browser's IANA time zone on every call with a payload, asking the browser once a page", async () => {
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Europe/Paris',
    });
    spy.mockClear();
    // A fresh copy of the module: the zone is kept for the page's life once asked.
    vi.resetModules();
    const fresh = await import('./api-client');
    expect(fresh.requestHeaders(false)).toEqual({});
    expect(spy).not.toHaveBeenCalled();
    expect(fresh.requestHeaders(true)).toEqual({ 'Content-Type': 'application/json', [TIME_ZONE_HEADER]: 'Europe/Paris' });
    expect(fresh.requestHeaders(true)).toEqual({ 'Content-Type': 'application/json', [TIME_ZONE_HEADER]: 'Europe/Paris' });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('helpers', () => {
  it('recognises a 401 from a plain Error message too', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('4010: nope'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, '', 'Forbidden'))).toBe(false);
  });

  it('keeps the status line when the body is not JSON', () => {
    expect(errorMessageOf(new ApiError(500, 'oops', 'Internal Server Error'))).toBe('500: oops');
  });
});

describe('the time zone', () => {
  it('is worked out in a quiet moment after the first tap, not in the tap', async () => {
    vi.resetModules();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { prepareTimeZoneAfterFirstInput } = await import('./api-client');
    const listeners = new Map<string, () => void>();
    prepareTimeZoneAfterFirstInput({ addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) } as never);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    listeners.get('pointerdown')!();
    listeners.get('keydown')!();
    expect(made).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });
});
