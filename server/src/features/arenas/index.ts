import { ARENA_CODE_RATE_LIMIT } from '@chess-quest/protocol/arenas';
import type { FactOf } from '@chess-quest/protocol/facts';
import { redisRateLimiter } from '../../auth/rate-limit';
import type { Tx } from '../../db/client';
import { everyInterval, runOnce } from '../../background';
import { defineFeature } from '../../platform/feature';
import { arenaRoutes } from './routes';
import { createArenaService } from './service';
import { arenaSocket } from './socket';
import { createArenaScoringSubscriber } from './subscriber';

declare module '../../platform/ports' {
  interface Ports {
    /**
     * Scores an arena game in the transaction that ends it (`ended`: one player's end fact), so
     * its players wait for the next game at once; answers the pushes to make once that
     * transaction committed, or null (no arena game, or scored already). Optional: without
     * arenas a game's end has nothing to do here.
     */
    arenaGameEnded?(tx: Tx, ended: FactOf<'multiplayer.game.finished'> | FactOf<'multiplayer.game.aborted'>): Promise<(() => Promise<void>) | null>;
  }
}

/** How often each node makes sure the daily open arenas of the next 24 hours exist. */
const SCHEDULE_EVERY_MS = 10 * 60_000;

/**
 * Issue 25, arenas: kid-safe tournaments (decision 039). The arenas' state lives in the
 * database and every node's background job moves it: the countdown, pairing waves (atomic,
 * any node), the end and the podium. Games are multiplayer's, made through its port in the
 * wave's transaction. A game is scored in the transaction that ends it (the `arenaGameEnded`
 * port multiplayer calls), and its end facts score it if that did not: exactly once either way.
 */
export const arenasFeature = defineFeature({
  name: 'arenas',
  create: ({ db, facts, config, logger, redis }, ports) => ({
    arenas: createArenaService({
      db,
      facts,
      config: config.arenas,
      logger,
      ...(redis ? { codeLimiter: redisRateLimiter(redis, 'rl:arena-code', ARENA_CODE_RATE_LIMIT.tries, ARENA_CODE_RATE_LIMIT.windowMs) } : {}),
      ports: {
        childrenInLiveGames: (tx, childIds) => ports.childrenInLiveGames(tx, childIds),
        startPairedGames: (tx, pairs) => ports.startPairedGames(tx, pairs),
      },
    }),
  }),
  routes: arenaRoutes,
  subscribers: ({ arenas }) => [createArenaScoringSubscriber(arenas)],
  provides: ({ arenas }) => ({ arenaGameEnded: arenas.scoreEnded }),
  jobs: ({ arenas }, { config, logger }) => {
    const report = (error: unknown, job: string) => logger.warn({ err: error, job }, 'arena job failed');
    const jobs = [everyInterval('arena-waves', config.arenas.waveIntervalMs, () => arenas.wave(), report)];
    if (config.arenas.schedule) {
      jobs.push(runOnce('arena-schedule-now', () => arenas.schedule(), report));
      jobs.push(everyInterval('arena-schedule', SCHEDULE_EVERY_MS, () => arenas.schedule(), report));
    }
    return jobs;
  },
  socket: ({ arenas }, ctx, { config }) => arenaSocket(arenas, ctx, config.arenas.graceMs),
});
