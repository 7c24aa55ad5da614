import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type RedisClientType } from 'redis';
import { createApp, type AppAssembly } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DomainEvents } from './events/domain-events';
import { createEnginePool, type EnginePool } from './engine/engine-pool';
import { seedCatalogs } from './db/seed';
import { createLogger, type Logger } from './logger';
import { attachGateway } from './realtime/gateway';

export interface RunningServer {
  url: string;
  server: Server;
  database: DatabaseHandle;
  assembly: AppAssembly;
  events: DomainEvents;
  logger: Logger;
  /** Stops accepting, lets requests in flight finish, then closes Redis and the database. */
  close(): Promise<void>;
}

const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;
const BILLING_SETTLE_INTERVAL_MS = 5 * 60 * 1000;

/** Start-up order of the architecture: config → db (migrate, seed) → http. */
export async function startServer(
  config: Config,
  options: { database?: DatabaseHandle; logger?: Logger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config.database));
  await database.migrate();
  await seedCatalogs(database.db);

  let redis: RedisClientType | null = null;
  if (config.redisUrl) {
    redis = createClient({ url: config.redisUrl });
    redis.on('error', (error: unknown) => logger.warn({ err: error }, 'redis error'));
    await redis.connect();
  }

  const engine = lazyEnginePool(() => createEnginePool({ size: config.enginePoolSize }));
  const events = new DomainEvents();
  events.onListenerError((error) => logger.error({ err: error }, 'domain event listener failed'));
  const assembly = await createApp({ config, database, logger, redis, engine, events });
  const server = createServer(assembly.app);
  // Before listening: no request for /socket.io/ may reach the SPA fallback.
  const gateway = await attachGateway({
    httpServer: server,
    assembly,
    multiplayer: assembly.multiplayer,
    presence: assembly.presence,
    events,
    db: database.db,
    config,
    logger,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;

  const pruneTimer = setInterval(() => {
    assembly.sessionStore.prune().catch((error: unknown) => logger.warn({ err: error }, 'session prune failed'));
  }, SESSION_PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  const settleTimer = setInterval(() => {
    assembly.billing.settleDue().catch((error: unknown) => logger.warn({ err: error }, 'settling demo billing periods failed'));
  }, BILLING_SETTLE_INTERVAL_MS);
  settleTimer.unref();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(pruneTimer);
      clearInterval(settleTimer);
      // Sockets first: open WebSockets would hold server.close() until the force timeout.
      await gateway.close();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await assembly.closeMultiplayer();
      await engine.close();
      if (redis) await redis.quit().catch(() => undefined);
      if (!options.database) await database.close();
    })();
    return closing;
  };

  return { url, server, database, assembly, events, logger, close };
}

/** Starts the engine workers on first use, so a node that never plays pays nothing. */
function lazyEnginePool(create: () => EnginePool): EnginePool {
  let pool: EnginePool | null = null;
  const get = () => (pool ??= create());
  return {
    analyse: (fen, options) => get().analyse(fen, options),
    chooseMove: (fen, level, options) => get().chooseMove(fen, level, options),
    stats: () => pool?.stats() ?? { size: 0, busy: 0, queued: 0, completed: 0, failed: 0 },
    close: async () => {
      await pool?.close();
    },
  };
}
