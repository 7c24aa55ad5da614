import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test' } as const;

describe('configuration from the environment', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({ ...base });
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: null, packedStart: false });
    expect(config.redisUrl).toBeNull();
    expect(config.oidc).toBeNull();
    expect(config.stripe).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.secureCookies).toBe(false);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('switches to PostgreSQL, Redis and OIDC when they are configured', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://u@db:5432/cq',
      REDIS_URL: 'redis://cache:6379',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'cq',
      OIDC_CLIENT_SECRET: 's3cret',
      PUBLIC_URL: 'https://chess.example.com/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/cq' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.oidc).toEqual({ issuer: 'https://id.example.com', clientId: 'cq', clientSecret: 's3cret' });
    expect(config.publicUrl).toBe('https://chess.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('treats an empty variable as unset, as .env files write them', () => {
    const config = loadConfig({ ...base, PORT: '', ENGINE_POOL_SIZE: '', DATABASE_URL: '', LOG_LEVEL: '' });
    expect(config.port).toBe(5000);
    expect(config.enginePoolSize).toBeGreaterThanOrEqual(1);
    expect(config.database.kind).toBe('pglite');
    expect(config.logLevel).toBe('info');
  });

  it('starts a new PGlite folder from the packed one unless told not to (decision 030), a test run in memory only when told to', () => {
    const folder = { NODE_ENV: 'development', PGLITE_DATA_DIR: '/tmp/cq-config-test', SESSION_SECRET: 'x'.repeat(32) } as const;
    expect(loadConfig({ ...folder }).database).toMatchObject({ kind: 'pglite', packedStart: true });
    expect(loadConfig({ ...folder, PGLITE_PACKED_START: '' }).database).toMatchObject({ kind: 'pglite', packedStart: true });
    expect(loadConfig({ ...folder, PGLITE_PACKED_START: 'off' }).database).toMatchObject({ kind: 'pglite', packedStart: false });
    expect(loadConfig({ ...base, PGLITE_PACKED_START: '' }).database).toMatchObject({ kind: 'pglite', dataDir: null, packedStart: false });
    expect(loadConfig({ ...base, PGLITE_PACKED_START: 'on' }).database).toMatchObject({ kind: 'pglite', dataDir: null, packedStart: true });
  });

  it('takes the metrics token Prometheus must send, and refuses a short one or one with a space (decision 040)', () => {
    expect(loadConfig({ ...base }).metricsToken).toBeNull();
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a1'.repeat(16) }).metricsToken).toBe('a1'.repeat(16));
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(/METRICS_TOKEN: must be printable ASCII without spaces/);
  });

  it('shortens a puzzle race only when told, and never in production', () => {
    expect(loadConfig({ ...base }).puzzleRaceSeconds).toBeNull();
    expect(loadConfig({ ...base, PUZZLE_RACE_SECONDS: '20' }).puzzleRaceSeconds).toBe(20);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUZZLE_RACE_SECONDS: '20' })).toThrow(
      /PUZZLE_RACE_SECONDS: is for test runs only/,
    );
  });

  it('runs arenas on their defaults, and takes the test and benchmark settings (issue 25)', () => {
    const production = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).arenas;
    expect(production).toEqual({
      waveIntervalMs: 2000,
      waveHoldMs: 0,
      countdownMs: 60_000,
      durationMs: null,
      graceMs: 15_000,
      pairAfterMs: 2000,
      rematchAfterMs: 10_000,
      schedule: true,
    });
    // Test runs make no daily open arenas unless asked.
    expect(loadConfig({ ...base }).arenas.schedule).toBe(false);
    const fast = loadConfig({
      ...base,
      ARENA_WAVE_INTERVAL_MS: '200',
      ARENA_WAVE_HOLD_MS: '4000',
      ARENA_COUNTDOWN_MS: '0',
      ARENA_DURATION_MS: '90000',
      ARENA_GRACE_MS: '600000',
      ARENA_PAIR_AFTER_MS: '0',
      ARENA_REMATCH_AFTER_MS: '0',
      ARENA_SCHEDULE: 'on',
    }).arenas;
    expect(fast).toEqual({
      waveIntervalMs: 200,
      waveHoldMs: 4000,
      countdownMs: 0,
      durationMs: 90_000,
      graceMs: 600_000,
      pairAfterMs: 0,
      rematchAfterMs: 0,
      schedule: true,
    });
    expect(() => loadConfig({ NODE_ENV: 'development', ARENA_WAVE_HOLD_MS: '10' })).toThrow(/ARENA_WAVE_HOLD_MS: is for test runs only/);
  });

  it.each([
    [{ ARENA_WAVE_INTERVAL_MS: '10' }, /ARENA_WAVE_INTERVAL_MS/],
    [{ ARENA_DURATION_MS: 'soon' }, /ARENA_DURATION_MS/],
    [{ ARENA_SCHEDULE: 'yes' }, /ARENA_SCHEDULE/],
    [{ PUZZLE_RACE_SECONDS: '2' }, /PUZZLE_RACE_SECONDS/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL/],
    [{ PGLITE_PACKED_START: 'yes' }, /PGLITE_PACKED_START/],
    [{ OIDC_ISSUER: 'https://id.example.com' }, /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: must be at least 32 characters/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET: is required in production/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('stops with one clear line for %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
