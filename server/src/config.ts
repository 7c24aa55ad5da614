import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url(`must be a URL`)
      .refine((v) => protocols.test(v), `must be a ${what} URL`)
      .optional(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url('must be a URL').optional()),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
    PGLITE_DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data/pglite')),
    /**
     * A new PGlite folder starts from the packed one made at build time (decision 030); off: initdb,
     * migrations and seed as before. A test run's in-memory database does only when set to on
     * (the journeys' servers, playwright.config.ts).
     */
    PGLITE_PACKED_START: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
    REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://'),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    OIDC_ISSUER: optionalUrl(/^https?:\/\//, 'http(s)://'),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    /** A Stripe-compatible API server instead of api.stripe.com (stripe-mock, tests). */
    STRIPE_API_BASE: optionalUrl(/^https?:\/\//, 'http(s)://'),
    /** Where the built web app is served from (default web/dist); lets parallel builds not clobber each other. */
    WEB_DIST_DIR: optionalString,
    /**
     * Per-address sign-in and sign-up limits. `off` only for test runs where every client
     * is 127.0.0.1 (the end-to-end suite); never in a deployment.
     */
    ADDRESS_RATE_LIMITS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    /**
     * The bearer token Prometheus sends for /metrics (decision 040). Unset: /metrics answers
     * only direct requests from this machine (loopback).
     */
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(32, 'must be at least 32 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in an HTTP header)')
        .optional(),
    ),
    /**
     * How long a puzzle race runs, seconds (default RACE_LIMITS.seconds, 90). Not in production:
     * the journeys' servers set a short race so that a journey waits less for its end.
     */
    PUZZLE_RACE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(600).optional()),
    /** How long a node keeps a session and its signed-in user in memory, ms (0: not at all; decision 022). */
    SESSION_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(10_000)),
    /** Arenas (issue 25): how often each node runs a pairing wave, ms. */
    ARENA_WAVE_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(60000).default(2000)),
    /** Test runs only (NODE_ENV=test): a pairing wave waits this long before its commit (the kill test's window). */
    ARENA_WAVE_HOLD_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600000).default(0)),
    /** The countdown of a new class or family arena before it starts, ms. */
    ARENA_COUNTDOWN_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3600000).default(60000)),
    /** Every new class or family arena lasts this long instead of its minutes, ms (journeys and benchmarks). */
    ARENA_DURATION_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(7_200_000).optional()),
    /** A child whose arena page has gone this long (no socket watching, no read) is not paired, ms. */
    ARENA_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(3600000).default(15000)),
    /** A child waits at least this long after joining or finishing a game before it is paired, ms. */
    ARENA_PAIR_AFTER_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60000).default(2000)),
    /** Two players who just met in an arena are paired again only once both have waited this long, ms. */
    ARENA_REMATCH_AFTER_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(10_000)),
    /** The daily open arenas (Pawn, Knight): `off` leaves them out (test runs default to off). */
    ARENA_SCHEDULE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).optional()),
    /** Engine workers per node (1-64); unset: defaultEnginePoolSize. */
    ENGINE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
      });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PUBLISHABLE_KEY];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && env.PUZZLE_RACE_SECONDS !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['PUZZLE_RACE_SECONDS'], message: 'is for test runs only: a race lasts 90 seconds in production' });
    }
    if (env.NODE_ENV !== 'test' && env.ARENA_WAVE_HOLD_MS > 0) {
      ctx.addIssue({ code: 'custom', path: ['ARENA_WAVE_HOLD_MS'], message: 'is for test runs only: a pairing wave never waits in its transaction' });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 characters)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Relative paths in settings are taken from here, whichever folder npm starts in. */
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  /** Cookies get the Secure flag when the public address is HTTPS. */
  secureCookies: boolean;
  sessionSecret: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null; packedStart?: boolean };
  redisUrl: string | null;
  trustProxy: number;
  logLevel: Env['LOG_LEVEL'];
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  stripe: { secretKey: string; webhookSecret: string; publishableKey: string; apiBase?: string | null } | null;
  enginePoolSize: number;
  /** SESSION_CACHE_MS: a node's memory of sessions and signed-in users (decision 022). */
  sessionCacheMs: number;
  /** How long the AI seems to think at least; null = a natural 150-400 ms. Tests set 0. */
  aiThinkingPauseMs: number | null;
  /** Sign-in and sign-up limits per client address (ADDRESS_RATE_LIMITS). */
  addressRateLimits: boolean;
  /** PUZZLE_RACE_SECONDS: how long a puzzle race runs (null: RACE_LIMITS.seconds). */
  puzzleRaceSeconds: number | null;
  /** METRICS_TOKEN: what /metrics asks of a scraper; null = loopback only (decision 040). */
  metricsToken: string | null;
  webDistDir: string;
  /** Arenas (issue 25, decision 039): the pairing waves and the arenas' timings. */
  arenas: ArenaConfig;
}

export interface ArenaConfig {
  waveIntervalMs: number;
  /** Only in test runs: a wave holds its transaction open this long before its commit (0: not at all). */
  waveHoldMs: number;
  countdownMs: number;
  /** Overrides the length of every new class and family arena (null: their minutes). */
  durationMs: number | null;
  graceMs: number;
  pairAfterMs: number;
  rematchAfterMs: number;
  /** The daily open arenas are created by a job. */
  schedule: boolean;
}

export class ConfigError extends Error {}

/** One line per bad variable, e.g. "PORT: Too big: expected number to be <=65535". */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`).join('; ');
}

/**
 * Development keeps its generated session secret beside the embedded database, so that
 * sessions survive a restart without any setup; production must set SESSION_SECRET.
 */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Engine workers when ENGINE_POOL_SIZE is unset: a core for the rest of the node, the others for
 * the engine — except in production on one or two cores, where every core runs an engine, so one
 * engine answers the AI games while the other reviews finished games within their 5-s budget
 * (decision 044, second amendment; the engine threads leave the node responsive, docs/ai-levels.md).
 * Test runs and development keep cores − 1: a test server does not need a second engine.
 */
export function defaultEnginePoolSize(nodeEnv: 'development' | 'production' | 'test', cores: number): number {
  if (nodeEnv === 'production' && cores <= 2) return Math.max(1, cores);
  return Math.max(1, cores - 1);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 5000}`).replace(/\/$/, '');
  const pgliteDir = env.NODE_ENV === 'test' ? null : path.resolve(repositoryRoot, env.PGLITE_DATA_DIR);
  const sessionSecret = env.SESSION_SECRET ?? (pgliteDir ? developmentSessionSecret(path.dirname(pgliteDir)) : randomBytes(32).toString('hex'));
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sessionSecret,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: pgliteDir, packedStart: (env.PGLITE_PACKED_START ?? (pgliteDir ? 'on' : 'off')) === 'on' },
    redisUrl: env.REDIS_URL ?? null,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiBase: env.STRIPE_API_BASE ?? null,
          }
        : null,
    enginePoolSize: env.ENGINE_POOL_SIZE ?? defaultEnginePoolSize(env.NODE_ENV, cpus().length),
    sessionCacheMs: env.SESSION_CACHE_MS,
    aiThinkingPauseMs: null,
    addressRateLimits: env.ADDRESS_RATE_LIMITS === 'on',
    puzzleRaceSeconds: env.PUZZLE_RACE_SECONDS ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    webDistDir: path.resolve(repositoryRoot, env.WEB_DIST_DIR ?? 'web/dist'),
    arenas: {
      waveIntervalMs: env.ARENA_WAVE_INTERVAL_MS,
      waveHoldMs: env.NODE_ENV === 'test' ? env.ARENA_WAVE_HOLD_MS : 0,
      countdownMs: env.ARENA_COUNTDOWN_MS,
      durationMs: env.ARENA_DURATION_MS ?? null,
      graceMs: env.ARENA_GRACE_MS,
      pairAfterMs: env.ARENA_PAIR_AFTER_MS,
      rematchAfterMs: env.ARENA_REMATCH_AFTER_MS,
      schedule: (env.ARENA_SCHEDULE ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    },
    ...overrides,
  };
}
