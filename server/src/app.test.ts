import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { healthSchema, readinessSchema } from '@chess-quest/protocol/health';
import { HttpError, errorHandler } from './http/errors';
import { createLogger } from './logger';
import { useTestServer } from './test/fixture';
import { expectJson, readJson } from './test/http-client';
import { TEST_REDIS_URL, redisAvailable } from './test/services';

/** A built script, long enough to be worth compressing. */
const SCRIPT = `export const pieces = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `piece-${i}`))};\n`;

const BROTLI_COPY = brotliCompressSync(SCRIPT);

describe('the assembled app', () => {
  let webDir: string | undefined;
  const server = useTestServer('pglite', () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'cq-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Chess Quest</title><div id="root"></div>');
    // As the web build leaves them (web/build-plugins/precompress.ts): one script with its
    // Brotli copy beside it, one without.
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'board-a1b2c3.js'), SCRIPT);
    writeFileSync(path.join(webDir, 'assets', 'board-a1b2c3.js.br'), BROTLI_COPY);
    writeFileSync(path.join(webDir, 'assets', 'lobby-d4e5f6.js'), SCRIPT);
    return { webDistDir: webDir };
  });
  afterAll(() => {
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    expect(await expectJson(await fetch(`${server.url}/healthz`), healthSchema)).toEqual({ status: 'ok' });
    const ready = await expectJson(await fetch(`${server.url}/readyz`), readinessSchema);
    expect(ready).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers JSON 404 for an unknown /api route', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ code: 'not_found', message: 'No API route for GET /no-such-thing' });
  });

  it('serves the web app with its security headers and an SPA fallback', async () => {
    for (const route of ['/', '/lessons', '/some/unknown/page']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it("sends a built script's Brotli copy to a browser that takes Brotli, gzip or the file itself to others", async () => {
    const board = `${server.url}/assets/board-a1b2c3.js`;
    const brotli = await fetch(board, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    // The copy itself, not one made on the fly (which would go out in chunks, of no set length).
    expect(brotli.headers.get('content-length')).toBe(String(BROTLI_COPY.length));
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await brotli.text()).toBe(SCRIPT);

    const gzip = await fetch(board, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await gzip.text()).toBe(SCRIPT);

    const plain = await fetch(board, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(SCRIPT);

    const head = await fetch(board, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');

    // A script without a copy goes out gzipped, made on the fly.
    const lobby = await fetch(`${server.url}/assets/lobby-d4e5f6.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(lobby.headers.get('content-encoding')).toBe('gzip');
    expect(await lobby.text()).toBe(SCRIPT);
  });

  it('answers 404 for a file under /assets/ that the build does not have, not the app page', async () => {
    const gone = await fetch(`${server.url}/assets/puzzles-page-0ld0ld.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await gone.text()).toBe("This file is not part of the app's current version.");
    // Pages outside /assets/ still get the app.
    expect((await fetch(`${server.url}/assets-and-more`)).status).toBe(200);
  });

  it('redirects /api/login to the built-in sign-in page when no OIDC provider is configured', async () => {
    const response = await fetch(`${server.url}/api/login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sign-in');
  });

  it('draws the avatar placeholder and validates its size', async () => {
    const ok = await fetch(`${server.url}/api/placeholder/40/40`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('image/svg+xml');
    const bad = await fetch(`${server.url}/api/placeholder/40/9999`);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toMatch(/^height/);
  });
});

describe('the error handler', () => {
  function appThatThrows(error: unknown) {
    const app = express();
    app.get('/boom', () => {
      throw error;
    });
    const logger = createLogger('silent');
    const logged = vi.spyOn(logger, 'error');
    app.use(errorHandler(logger));
    return { app, logged };
  }

  async function call(app: express.Express) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/boom`);
      return { status: response.status, body: await readJson(response) };
    } finally {
      server.close();
    }
  }

  it('hides the details of an unexpected error and logs them', async () => {
    const { app, logged } = appThatThrows(new Error('database password is hunter2'));
    const { status, body } = await call(app);
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('shows an HttpError and names the field of a zod error', async () => {
    expect(await call(appThatThrows(new HttpError(403, 'Not yours.')).app)).toEqual({
      status: 403,
      body: { code: 'forbidden', message: 'Not yours.' },
    });
    expect((await call(appThatThrows(new HttpError(403, 'Ask a parent.', 'parent_gate_required')).app)).body).toEqual({
      code: 'parent_gate_required',
      message: 'Ask a parent.',
    });
    const zodError = z.object({ age: z.number() }).safeParse({ age: 'x' }).error;
    const { status, body } = await call(appThatThrows(zodError).app);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^age: /);
    expect(body).toMatchObject({ code: 'invalid_input', field: 'age' });
  });
});

const withRedis = await redisAvailable();
describe.skipIf(!withRedis)('readiness with Redis configured', () => {
  const server = useTestServer('pglite', { redisUrl: TEST_REDIS_URL });

  it('reports Redis in /readyz', async () => {
    const ready = await expectJson(await fetch(`${server.url}/readyz`), readinessSchema);
    expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });
});
