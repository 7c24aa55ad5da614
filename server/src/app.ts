import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { RedisClientType } from 'redis';
import { SIGN_IN_RATE_LIMIT } from '@chess-quest/protocol/constants';
import { INVITE_RATE_LIMIT } from '@chess-quest/protocol/multiplayer';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { crossSiteProtection } from './auth/cross-site';
import { createPassport } from './auth/passport';
import { memoryRateLimiter, redisRateLimiter } from './auth/rate-limit';
import { createParentPinLimiter } from './auth/parent-gate';
import { DatabaseSessionStore } from './auth/session-store';
import type { EnginePool } from './engine/engine-pool';
import type { DomainEvents } from './events/domain-events';
import { accountRoutes } from './features/accounts/routes';
import { aiGameRoutes } from './features/ai-games/routes';
import { createAiGamesService, naturalPause } from './features/ai-games/service';
import { createBilling } from './features/billing/assembly';
import type { BillingService } from './features/billing/service';
import { catalogRoutes } from './features/catalog/routes';
import { lessonRoutes } from './features/lessons/routes';
import { memoryPresence, redisPresence, type Presence } from './features/multiplayer/presence';
import { multiplayerRoutes } from './features/multiplayer/routes';
import { createMultiplayerService, type MultiplayerService } from './features/multiplayer/service';
import { parentDashboardRoutes } from './features/parent/dashboard-routes';
import { relayGameStartsToParents } from './features/parent/live-activity';
import { familyRoutes } from './features/parent/family-routes';
import { parentGateRoutes } from './features/parent/gate-routes';
import { progressRoutes } from './features/progress/routes';
import { puzzleRoutes } from './features/puzzles/routes';
import { storyRoutes } from './features/story/routes';
import { apiNotFound, errorHandler } from './http/errors';
import type { Logger } from './logger';

export const SESSION_COOKIE = 'cq.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  redis: RedisClientType | null;
  engine: EnginePool;
  /** Domain events of this node: services emit, the gateway and other reactions listen. */
  events: DomainEvents;
}

export interface AppAssembly {
  app: Express;
  /** Shared with the Socket.IO gateway so a socket knows its child profile. */
  sessionMiddleware: RequestHandler;
  sessionStore: DatabaseSessionStore;
  /** Live multiplayer (the Socket.IO gateway calls it too) and who is here. */
  multiplayer: MultiplayerService;
  presence: Presence;
  /** Stops the multiplayer sweeper and presence heartbeat; before Redis and the database close. */
  closeMultiplayer(): Promise<void>;
  /** Billing (demo periods are settled by a timer in server.ts). */
  billing: BillingService;
}

export async function createApp({ config, database, logger, redis, engine, events }: AppDeps): Promise<AppAssembly> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const billing = createBilling(config.stripe, database.db);

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...billing.csp.scriptSrc],
          // Radix primitives set inline styles for positioning.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...billing.csp.connectSrc],
          frameSrc: ["'self'", ...billing.csp.frameSrc],
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

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    try {
      await database.ping();
      checks.database = 'ok';
    } catch (error) {
      req.log.warn({ err: error }, 'readiness: database down');
      checks.database = 'down';
    }
    if (redis) {
      try {
        await redis.ping();
        checks.redis = 'ok';
      } catch (error) {
        req.log.warn({ err: error }, 'readiness: redis down');
        checks.redis = 'down';
      }
    }
    const ready = Object.values(checks).every((state) => state === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });

  const sessionStore = new DatabaseSessionStore(database.db);
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

  const passport = await createPassport(config, database.db);
  const signInLimiter = redis
    ? redisRateLimiter(redis, 'rl:sign-in', SIGN_IN_RATE_LIMIT.attempts, SIGN_IN_RATE_LIMIT.windowMs)
    : memoryRateLimiter(SIGN_IN_RATE_LIMIT.attempts, SIGN_IN_RATE_LIMIT.windowMs);

  // Stripe signs the raw body and is no browser (no Origin, no session): its webhook is
  // mounted ahead of the API's JSON parser and cross-site check.
  if (billing.webhook) app.use('/api', billing.webhook);

  const presence = redis
    ? redisPresence(redis, { onError: (error) => logger.warn({ err: error }, 'presence heartbeat failed') })
    : memoryPresence();
  const multiplayer = createMultiplayerService({
    db: database.db,
    events,
    presence,
    inviteLimiter: redis
      ? redisRateLimiter(redis, 'rl:invite', INVITE_RATE_LIMIT.invites, INVITE_RATE_LIMIT.windowMs)
      : undefined,
    onSweepError: (error) => logger.warn({ err: error }, 'multiplayer sweep failed'),
  });
  // Every node sweeps: row locks (SKIP LOCKED) make each time-out happen once.
  const stopSweeper = multiplayer.startSweeper();
  const closeMultiplayer = async () => {
    await stopSweeper();
    await presence.close();
  };

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(crossSiteProtection(config.publicUrl));
  api.use(sessionMiddleware);
  api.use(passport.initialize());
  api.use(passport.session());
  api.use(accountRoutes({ db: database.db, passport, oidcEnabled: config.oidc !== null, signInLimiter }));
  api.use(parentGateRoutes({ db: database.db, pinLimiter: createParentPinLimiter(redis) }));
  api.use(catalogRoutes({ db: database.db }));
  api.use(progressRoutes({ db: database.db }));
  api.use(lessonRoutes({ db: database.db, events }));
  api.use(storyRoutes({ db: database.db, events }));
  api.use(puzzleRoutes({ db: database.db, events }));
  api.use(familyRoutes({ db: database.db }));
  api.use(parentDashboardRoutes({ db: database.db }));
  relayGameStartsToParents({ db: database.db, events, logger });
  api.use(billing.routes);
  const pause = config.aiThinkingPauseMs;
  api.use(
    aiGameRoutes(
      createAiGamesService({
        db: database.db,
        engine,
        thinkingPauseMs: pause === null ? naturalPause : () => pause,
      }),
      events,
    ),
  );
  api.use(multiplayerRoutes(multiplayer, presence));
  api.use(apiNotFound);
  app.use('/api', api);

  const indexHtml = path.join(config.webDistDir, 'index.html');
  app.use(
    express.static(config.webDistDir, {
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it may be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    }),
  );
  app.get('/{*path}', (_req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });

  app.use(errorHandler(logger));
  return { app, sessionMiddleware, sessionStore, multiplayer, presence, closeMultiplayer, billing: billing.service };
}
