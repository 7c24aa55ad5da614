import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './db/client';
import { games } from './db/schema/multiplayer';
import { outboxDeliveries, outboxFacts } from './db/schema/outbox';
import type { EnginePool } from './engine/engine-pool';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

/** The database is read at most this often for the gauges, whoever scrapes (two Prometheus, a curl). */
const DATABASE_READ_EVERY_MS = 5_000;
/** A scrape never waits long on a stalled database: the gauges keep their last values. */
const DATABASE_READ_WITHIN_MS = 2_000;

/** Seconds a request waited for a free engine. */
const ENGINE_WAIT_BUCKETS = [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface DatabaseFigures {
  outboxPending: number;
  outboxOldestSeconds: number;
  outboxSetAside: number;
  gamesInPlay: number;
}

/** The engine pool's wait for the node's metrics: handed to createEnginePool as `onQueueWait`. */
export function engineQueueWait(metrics: Metrics): (ms: number) => void {
  const wait = metrics.histogram({
    name: 'chessquest_engine_queue_wait_seconds',
    help: 'How long a chess engine request waited for a free engine worker on this node.',
    buckets: ENGINE_WAIT_BUCKETS,
  });
  return (ms) => wait.observe(ms / 1000);
}

/**
 * The node's gauges read from what the composition root holds (issue 28): the engine pool, the
 * PostgreSQL pool, and from the database the outbox and the games in play. The database
 * figures are the whole deployment's (every node reports the same; take max() across nodes).
 */
export function registerNodeMetrics({
  metrics,
  database,
  engine,
  logger,
}: {
  metrics: Metrics;
  database: DatabaseHandle;
  engine: EnginePool;
  logger: Logger;
}): void {
  metrics.gauge({
    name: 'chessquest_engine_queue_length',
    help: 'Chess engine requests waiting for a free worker on this node.',
    collect: (gauge) => gauge.set(engine.stats().queued),
  });
  metrics.gauge({
    name: 'chessquest_engine_workers',
    help: "This node's chess engine workers by state (busy, size); 0 until the node's first engine request starts them.",
    labelNames: ['state'],
    collect: (gauge) => {
      const stats = engine.stats();
      gauge.set({ state: 'busy' }, stats.busy);
      gauge.set({ state: 'size' }, stats.size);
    },
  });
  metrics.gauge({
    name: 'chessquest_db_pool_connections',
    help: "This node's PostgreSQL pool: connections by state (busy, idle, max) and requests waiting for one (waiting). Absent on PGlite.",
    labelNames: ['state'],
    collect: (gauge) => {
      const pool = database.poolStats();
      if (!pool) return;
      gauge.set({ state: 'busy' }, pool.total - pool.idle);
      gauge.set({ state: 'idle' }, pool.idle);
      gauge.set({ state: 'max' }, pool.max);
      gauge.set({ state: 'waiting' }, pool.waiting);
    },
  });

  let last: DatabaseFigures | null = null;
  let readAt = 0;
  let reading: Promise<DatabaseFigures | null> | null = null;
  const figures = (): Promise<DatabaseFigures | null> => {
    if (Date.now() - readAt < DATABASE_READ_EVERY_MS) return Promise.resolve(last);
    reading ??= withinMs(DATABASE_READ_WITHIN_MS, readDatabaseFigures(database))
      .then(
        (read) => {
          last = read;
          readAt = Date.now();
          return read;
        },
        (error: unknown) => {
          logger.warn({ err: error }, 'metrics: reading the outbox and games failed; the gauges keep their last values');
          return last;
        },
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const fromDatabase = (name: string, help: string, pick: (read: DatabaseFigures) => number) =>
    metrics.gauge({
      name,
      help,
      collect: async (gauge) => {
        const read = await figures();
        if (read) gauge.set(pick(read));
      },
    });
  fromDatabase(
    'chessquest_outbox_pending',
    'Outbox deliveries waiting to be made, due or in back-off (the whole deployment).',
    (r) => r.outboxPending,
  );
  fromDatabase(
    'chessquest_outbox_oldest_pending_age_seconds',
    'Age of the oldest fact with a delivery still waiting, 0 when none waits (the whole deployment).',
    (r) => r.outboxOldestSeconds,
  );
  fromDatabase(
    'chessquest_outbox_set_aside',
    'Outbox deliveries set aside after too many failed tries, kept for an operator (the whole deployment).',
    (r) => r.outboxSetAside,
  );
  fromDatabase('chessquest_games_in_play', 'Live games being played (the whole deployment).', (r) => r.gamesInPlay);
}

async function readDatabaseFigures({ db }: DatabaseHandle): Promise<DatabaseFigures> {
  const pending = and(isNull(outboxDeliveries.doneAt), isNull(outboxDeliveries.failedAt));
  const [[outbox], [setAside], [inPlay]] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*)::int`,
        // The database's clock: no skew between a node and the rows' timestamps.
        oldest: sql<number>`coalesce(extract(epoch from now() - min(${outboxFacts.createdAt})), 0)::float8`,
      })
      .from(outboxDeliveries)
      .innerJoin(outboxFacts, eq(outboxFacts.id, outboxDeliveries.factId))
      .where(pending),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxDeliveries)
      .where(isNotNull(outboxDeliveries.failedAt)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(games)
      .where(eq(games.status, 'active')),
  ]);
  return {
    outboxPending: Number(outbox?.pending ?? 0),
    outboxOldestSeconds: Math.max(0, Number(outbox?.oldest ?? 0)),
    outboxSetAside: Number(setAside?.count ?? 0),
    gamesInPlay: Number(inPlay?.count ?? 0),
  };
}

function withinMs<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
