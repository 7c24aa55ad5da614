import { createServer, type Server } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import type { RedisClientType } from 'redis';
import { createApp, type AppAssembly } from './app';
import type { AnyFeature } from './platform/feature';
import { BackgroundJobs, everyInterval } from './background';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createDispatcher, type Dispatcher } from './events/dispatcher';
import { DomainEvents } from './events/domain-events';
import { Outbox, type FactSubscriber } from './events/outbox';
import { createEnginePool, type EnginePool } from './engine/engine-pool';
import { pgliteSeedBlob, withPgliteSeed } from './db/pglite-seed';
import { seedCatalogs } from './db/seed';
import { createLogger, type Logger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import { engineQueueWait, registerNodeMetrics } from './node-metrics';
import { attachGateway } from './realtime/gateway';
import { closeRedisWithin, createResilientRedis } from './redis-client';
import { createSubscriptionCacheSubscriber } from './auth/session-cache';

export interface RunningServer {
  url: string;
  server: Server;
  database: DatabaseHandle;
  assembly: AppAssembly;
  events: DomainEvents;
  /** Facts and their subscribers; the dispatcher delivers them (tests drain it). */
  outbox: Outbox;
  dispatcher: Dispatcher;
  /** What this node runs in the background (names, for tests and the operator). */
  jobs: BackgroundJobs;
  logger: Logger;
  /** This node's Prometheus metrics, served on /metrics (decision 040). */
  metrics: Metrics;
  /** Drains (no new connection, calls under way finish, sockets told to reconnect elsewhere), then closes Redis and the database. */
  close(): Promise<void>;
}

const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a draining node leaves idle keep-alive connections to the proxy (longer than nginx's upstream keepalive_timeout, 2 s). */
const PROXY_IDLE_MS = 3_000;
const netServerClose = NetServer.prototype.close;
/** Longer than any proxy keeps an idle upstream connection (nginx: 2 s, infra/nginx.conf; 60 s by default). */
export const KEEP_ALIVE_MS = 65_000;

/** Start-up order of the architecture: config → db (migrate, seed) → http. */
export async function startServer(
  config: Config,
  options: {
    database?: DatabaseHandle;
    logger?: Logger;
    /** Subscribers of other features, registered before the first request (tests add their own). */
    subscribers?: readonly FactSubscriber[];
    /** The features this node runs (features/index.ts unless a test adds one of its own). */
    features?: readonly AnyFeature[];
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(databaseToOpen(config.database)));
  await database.migrate();
  await seedCatalogs(database.db);

  let redis: RedisClientType | null = null;
  if (config.redisUrl) {
    redis = createResilientRedis(config.redisUrl) as RedisClientType;
    redis.on('error', (error: unknown) => logger.warn({ err: error }, 'redis error'));
    await redis.connect();
  }

  const metrics = createMetrics();
  // Registered now, so that /metrics names it before the node's first engine request.
  const onQueueWait = engineQueueWait(metrics);
  const engine = lazyEnginePool(() => createEnginePool({ size: config.enginePoolSize, onQueueWait }));
  const events = new DomainEvents();
  events.onListenerError((error) => logger.error({ err: error }, 'domain event listener failed'));
  const outbox = new Outbox();
  const assembly = await createApp({ config, database, logger, redis, engine, events, outbox, metrics, features: options.features });
  // From the first SIGTERM on, the node is draining (issue 28): /readyz says so (a health check
  // or an orchestrator takes the node out), and every answer closes its connection, so that a
  // proxy keeps no connection to a node about to go.
  let draining = false;
  const server = createServer((req, res) => {
    if (draining) {
      res.setHeader('Connection', 'close');
      if (req.url === '/readyz') {
        res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'draining' }));
        return;
      }
    }
    assembly.app(req, res);
  });
  // An idle keep-alive connection is closed by the proxy in front (nginx keeps upstream ones
  // 2 s, infra/nginx.conf), never by this node first: with Node's 5 s default, a client or nginx that sent a
  // request on a connection at the moment the node closed it got a reset (a 502 through nginx).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // Before listening: no request for /socket.io/ may reach the SPA fallback.
  const gateway = await attachGateway({
    httpServer: server,
    assembly,
    accounts: assembly.accounts,
    sockets: assembly.features.sockets,
    config,
    logger,
    metrics,
  });
  registerNodeMetrics({ metrics, database, engine, logger });
  // Every subscriber is known before the first request, so every fact gets its deliveries.
  for (const subscriber of assembly.features.subscribers) outbox.subscribe(subscriber);
  // The features' pushes of facts emit through the gateway's server, so they come from it.
  for (const push of gateway.factPushes) outbox.subscribe(push);
  outbox.onRecord((facts) => {
    for (const accountId of new Set(facts.map((fact) => fact.accountId))) assembly.sessionCache.forgetAccount(accountId);
  });
  // A plan changed by a webhook or the settlement job (no request of the account): every
  // node forgets the account when the fact is delivered (afterDelivery below).
  outbox.subscribe(createSubscriptionCacheSubscriber());
  for (const subscriber of options.subscribers ?? []) outbox.subscribe(subscriber);

  const reportJobError = (error: unknown, job: string) => logger.warn({ err: error, job }, 'background job failed');
  const dispatcher = createDispatcher(database, outbox, {
    onError: (error, delivery) =>
      logger.warn({ err: error, factId: delivery.factId, subscriber: delivery.subscriber }, 'fact delivery failed; it will be retried'),
    afterDelivery: (fact) => assembly.sessionCache.forgetAccount(fact.accountId),
  });
  const jobs = new BackgroundJobs()
    // Every node delivers: row locks (SKIP LOCKED) give each delivery to one node.
    .add({ name: 'outbox-dispatcher', start: () => dispatcher.start(), stop: () => dispatcher.stop() })
    .add(everyInterval('session-prune', SESSION_PRUNE_INTERVAL_MS, () => assembly.sessionStore.prune(), reportJobError));
  for (const job of assembly.features.jobs) jobs.add(job);
  await jobs.startAll();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      // A deploy that loses nothing (issue 28, docs/deployment.md "Deploying"): first no new
      // connection (the proxy gets "refused" and sends the request and the sockets' reconnects
      // to another node), requests and socket calls under way finish, then the sockets are
      // closed so that their clients reconnect elsewhere at once.
      draining = true;
      const httpClosed = new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        force.unref();
        // Stops accepting only (net.Server's close; http.Server's also drops the idle keep-alive
        // connections at once, and a proxy that sends a request on one at that moment gets a
        // reset it may not retry: a 502 for a POST). The proxy closes its idle connections
        // itself (nginx: upstream keepalive_timeout 2 s); any still idle after PROXY_IDLE_MS go.
        // Without a proxy in front (TRUST_PROXY=0: one process, tests) they go at once.
        netServerClose.call(server, () => {
          clearTimeout(force);
          resolve();
        });
        setTimeout(() => server.closeIdleConnections(), config.trustProxy > 0 ? PROXY_IDLE_MS : 0).unref();
      });
      await gateway.close();
      await httpClosed;
      // The dispatcher finishes the delivery under way; what is still due is another node's.
      await jobs.stopAll(SHUTDOWN_GRACE_MS).catch((error: unknown) => logger.warn({ err: error }, 'stopping background jobs failed'));
      await engine.close();
      assembly.sessionCache.close();
      await assembly.sessionCacheBus.close();
      // Bounded: during a Redis outage QUIT would wait for a connection that is not coming back.
      if (redis) await closeRedisWithin(redis);
      if (!options.database) await database.close();
    })();
    return closing;
  };

  return { url, server, database, assembly, events, outbox, dispatcher, jobs, logger, metrics, close };
}

/** Starts the engine workers on first use, so a node that never plays pays nothing. */
function lazyEnginePool(create: () => EnginePool): EnginePool {
  let pool: EnginePool | null = null;
  const get = () => (pool ??= create());
  return {
    analyse: (fen, options) => get().analyse(fen, options),
    chooseMove: (fen, level, options) => get().chooseMove(fen, level, options),
    chooseBuddyMove: (fen, options) => get().chooseBuddyMove(fen, options),
    stats: () => pool?.stats() ?? { size: 0, busy: 0, queued: 0, completed: 0, failed: 0 },
    close: async () => {
      await pool?.close();
    },
  };
}

/**
 * The database a node opens: a new PGlite folder starts from the packed one made at build time
 * (withPgliteSeed, decision 030), and so does an in-memory one when packed starts are asked for
 * (PGLITE_PACKED_START=on in a test run: the journeys' two servers skip initdb, the migrations
 * and the catalog seed). Without a packed file (no build yet) it starts empty as before.
 */
export function databaseToOpen(database: Config['database'], seedFile?: string): Config['database'] & { seed?: Blob } {
  if (database.kind === 'pglite' && database.dataDir === null && database.packedStart) {
    const seed = pgliteSeedBlob(seedFile);
    return seed ? { ...database, seed } : database;
  }
  return withPgliteSeed(database);
}
