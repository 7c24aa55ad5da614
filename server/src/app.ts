import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { RedisClientType } from 'redis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { crossSiteProtection } from './auth/cross-site';
import { createPassport, type AccountDirectory } from './auth/passport';
import { lockParentOnPageLoad } from './auth/parent-gate';
import { sessionUsers } from './auth/session-users';
import { DatabaseSessionStore } from './auth/session-store';
import { createSessionCache, processInvalidationBus, redisInvalidationBus, type InvalidationBus, type SessionCache } from './auth/session-cache';
import type { EnginePool } from './engine/engine-pool';
import type { DomainEvents } from './events/domain-events';
import type { Outbox } from './events/outbox';
import type { SubscriptionServices } from './features/subscription';
import { createPuzzleShelf } from './domain/puzzle-shelf';
import { sharePageRoutes, type AchievementsServices } from './features/achievements';
import { apiNotFound, errorHandler } from './http/errors';
import { createSessionSockets, type SessionSockets } from './realtime/session-sockets';
import { hasCookie, indexHtmlRenderer } from './http/index-html';
import { IMMUTABLE_CACHE, precompressedAssets } from './http/precompressed-assets';
import { inputGuard } from './http/input-guard';
import { resolveLocale } from './http/locale';
import { httpMetrics, metricsEndpoint } from './http/metrics';
import { opsBackupEndpoint } from './http/ops-backup';
import type { Logger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { composeFeatures, type ComposedFeatures } from './composition';
import { FEATURES } from './features';
import { openApiDocument } from './platform/openapi';
import type { AnyFeature } from './platform/feature';

export const SESSION_COOKIE = 'cq.sid';
const READY_CHECK_MS = 900;

function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  redis: RedisClientType | null;
  engine: EnginePool;
  /** Domain events of this node: services emit, the gateway pushes them. */
  events: DomainEvents;
  /** The event outbox: services write facts in their transactions (decision 010). */
  outbox: Outbox;
  /** The node's Prometheus metrics (decision 040); a registry of its own when not given. */
  metrics?: Metrics;
  /** The features to compose (features/index.ts unless a test adds one). */
  features?: readonly AnyFeature[];
}

export interface AppAssembly {
  app: Express;
  /** Shared with the Socket.IO gateway so a socket knows its child profile. */
  sessionMiddleware: RequestHandler;
  sessionStore: DatabaseSessionStore;
  /** Sessions and signed-in users this node read a moment ago (decision 022); its bus is closed at shutdown. */
  sessionCache: SessionCache;
  sessionCacheBus: InvalidationBus;
  /** Reads a session's account and child profile (the Socket.IO gateway's handshake). */
  accounts: Pick<AccountDirectory, 'loadSessionUser'>;
  /** Ends a session's or a child's sockets on every node (the gateway binds it). */
  sessionSockets: SessionSockets;
  /** Every feature of features/index.ts, built once: their subscribers and jobs start in server.ts. */
  features: ComposedFeatures;
}

export async function createApp({
  config,
  database,
  logger,
  redis,
  engine,
  events,
  outbox,
  metrics = createMetrics({ defaults: false }),
  features: featureList = FEATURES,
}: AppDeps): Promise<AppAssembly> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const facts = outbox;
  const sessionCacheBus = redis ? await redisInvalidationBus(redis, logger) : processInvalidationBus();
  const sessionCache = createSessionCache({ ttlMs: config.sessionCacheMs, bus: sessionCacheBus });
  const sessionStore = new DatabaseSessionStore(database.db, undefined, sessionCache);
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: SESSION_MAX_AGE_MS,
    },
  });

  // Who a session is: passport's user of every request, and the socket handshake's (auth/session-users.ts).
  const accounts = sessionUsers(database.db);
  const passport = await createPassport(config, accounts, sessionCache);
  const sessionSockets = createSessionSockets(logger);

  // The puzzle library in memory, one per node: the catalog's puzzle of the day and the puzzles feature read it.
  const shelf = createPuzzleShelf(database.db);
  const features = composeFeatures(featureList, {
    config,
    db: database.db,
    logger,
    redis,
    engine,
    facts,
    events,
    sessions: { passport, cache: sessionCache, sockets: sessionSockets },
    shelf,
  });
  // Stripe's sources in the CSP below and its webhook ahead of the API come from the subscription
  // feature: every feature is built before anything is mounted.
  const subscription = features.services.get('subscription') as SubscriptionServices;

  // Every answer timed by its route template (http/metrics.ts), the probes and /metrics too.
  app.use(httpMetrics(metrics));
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...subscription.csp.scriptSrc],
          // Radix primitives set inline styles for positioning.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...subscription.csp.connectSrc],
          frameSrc: ["'self'", ...subscription.csp.frameSrc],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.secureCookies,
    }),
  );

  // Prometheus: a token, or loopback only (decision 040).
  app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));
  // An operator's backup of the PGlite folder: this machine only (issue 28).
  app.post('/ops/backup', opsBackupEndpoint(database, config.database.kind === 'pglite' ? config.database.dataDir : null));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    try {
      // A stalled database must not stall the probe: "down" after a second (record 016).
      await withinMs(READY_CHECK_MS, database.ping());
      checks.database = 'ok';
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: database down');
      checks.database = 'down';
    }
    if (redis) {
      try {
        await withinMs(READY_CHECK_MS, redis.ping());
        checks.redis = 'ok';
      } catch (error) {
        req.log.warn({ err: error }, 'readiness: redis down');
        checks.redis = 'down';
      }
    }
    const ready = Object.values(checks).every((state) => state === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });

  // Stripe signs the raw body and is no browser (no Origin, no session): its webhook is
  // mounted ahead of the API's JSON parser and cross-site check.
  if (subscription.stripeWebhook) app.use('/api', subscription.stripeWebhook);

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(inputGuard);
  api.use(crossSiteProtection(config.publicUrl));
  // Answers depend on the session (or say there is none): never kept by a browser or a proxy.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(sessionMiddleware);
  api.use(passport.initialize());
  api.use(passport.session());
  // A write may change anything of its account (a child's points, the plan, a child
  // removed): once it is answered, no node keeps what it read of that account before.
  api.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.on('finish', () => {
        const accountId = req.user?.account.id;
        if (accountId) sessionCache.forgetAccount(accountId);
      });
    }
    next();
  });
  for (const router of features.routers) api.use(router);
  // The API's OpenAPI document, made from the route declarations (decision 034); docs/openapi.json
  // holds the same for production readers.
  if (config.env !== 'production') {
    const document = openApiDocument(featureList);
    api.get('/openapi.json', (_req, res) => {
      res.json(document);
    });
  }
  api.use(apiNotFound);
  app.use('/api', api);

  const indexHtml = path.join(config.webDistDir, 'index.html');
  // Every page a browser loads locks the parent area first (issue 22): a child who types an
  // address, reloads or opens a new tab never finds it open (auth/parent-gate.ts).
  const lockOnPageLoad = lockParentOnPageLoad(sessionMiddleware, (req) => hasCookie(req, SESSION_COOKIE));
  app.get('/share/:type/:id', lockOnPageLoad);
  // The public share pages use the sharing service the achievements feature built.
  const { sharing } = features.services.get('achievements') as AchievementsServices;
  app.use(sharePageRoutes({ sharing, indexHtml, publicUrl: config.publicUrl }));
  // The web app's files go out compressed: a phone on a slow line loads a third of the bytes,
  // Brotli copies made at build time where the browser takes them, else compressed here.
  app.use(precompressedAssets(config.webDistDir));
  app.use(compression());
  app.use(
    express.static(config.webDistDir, {
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', IMMUTABLE_CACHE);
        }
      },
    }),
  );
  // A file under assets/ this build does not have: a tab older than the newest version asking
  // for its old code. A 404, not the app's page (which the browser cannot run as a script and
  // the service worker would keep): the tab then reloads once (web/src/lib/reload-for-new-code.ts).
  app.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send("This file is not part of the app's current version.");
  });
  // index.html names the page's code for the browser to fetch at once (server/src/http/index-html.ts).
  const renderIndexHtml = indexHtmlRenderer(config.webDistDir);
  app.get('/{*path}', lockOnPageLoad, (req, res) => {
    const at = req.originalUrl.indexOf('?');
    const search = new URLSearchParams(at < 0 ? '' : req.originalUrl.slice(at + 1));
    const html = existsSync(indexHtml) ? renderIndexHtml(req.path, hasCookie(req, SESSION_COOKIE), search, resolveLocale(req)) : null;
    if (html === null) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // The page differs with the session cookie (signed-in pages preload their layout) and the
    // language (its texts are preloaded: the cq_locale cookie, else Accept-Language).
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.type('html').send(html);
  });

  app.use(errorHandler(logger));
  return { app, sessionMiddleware, sessionStore, sessionCache, sessionCacheBus, accounts, sessionSockets, features };
}
