import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openPglite, type DatabaseHandle } from './db/client';
import { HttpError, errorHandler } from './http/errors';
import { createLogger } from './logger';
import { startTestServer } from './test/app';
import { readJson } from './test/http-client';
import { TEST_REDIS_URL, redisAvailable } from './test/services';

describe('the assembled app', () => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'cq-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Chess Quest</title><div id="root"></div>');
    database = await openPglite(null);
    server = await startTestServer(database, { webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await readJson(health)).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await readJson(ready)).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('answers JSON 404 for an unknown /api route', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({ message: 'No API route for GET /no-such-thing' });
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
    expect(body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledOnce();
  });

  it('shows an HttpError and names the field of a zod error', async () => {
    expect(await call(appThatThrows(new HttpError(403, 'Not yours.')).app)).toEqual({
      status: 403,
      body: { message: 'Not yours.' },
    });
    const zodError = z.object({ age: z.number() }).safeParse({ age: 'x' }).error;
    const { status, body } = await call(appThatThrows(zodError).app);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^age: /);
  });
});

const withRedis = await redisAvailable();
describe.skipIf(!withRedis)('readiness with Redis configured', () => {
  it('reports Redis in /readyz', async () => {
    const database = await openPglite(null);
    const server = await startTestServer(database, { redisUrl: TEST_REDIS_URL });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(await readJson(ready)).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    } finally {
      await server.close();
      await database.close();
    }
  });
});
