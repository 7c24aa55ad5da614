import type { RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { everyInterval } from '../../background';
import { defineFeature } from '../../platform/feature';
import { wireRacePushes } from './pushes';
import { puzzleRaceRoutes } from './routes';
import { createPuzzleRacesService } from './service';

declare module '../../platform/ports' {
  interface Ports {
    /** Starts a class race at once with these children (class-play, issue 24: only a teacher starts it). */
    startClassRace(childIds: string[]): Promise<RaceSummary>;
    /** A race's standings for its class's teacher, who watches without playing. */
    raceSummary(raceId: string): Promise<RaceSummary>;
  }
}

/** How often a node looks for puzzle races whose time is up (a race ends within this of its deadline). */
const PUZZLE_RACE_SWEEP_MS = 500;

/** Issue 14: live puzzle races between children online (a child's lobby card comes from multiplayer's `playerCard`). */
export const puzzleRacesFeature = defineFeature({
  name: 'puzzle-races',
  create: ({ config, db, facts, events }, ports) => ({
    races: createPuzzleRacesService({
      db,
      facts,
      events,
      playerCard: (childId) => ports.playerCard(childId),
      ...(config.puzzleRaceSeconds ? { raceSeconds: config.puzzleRaceSeconds } : {}),
    }),
  }),
  routes: puzzleRaceRoutes,
  jobs: ({ races }, { logger }) => [
    // Every node ends due puzzle races: SKIP LOCKED gives each race to one node, so a race
    // ends on time even when the node that started it is gone.
    everyInterval(
      'puzzle-race-sweeper',
      PUZZLE_RACE_SWEEP_MS,
      () => races.sweep(),
      (error, job) => logger.warn({ err: error, job }, 'background job failed'),
    ),
  ],
  socket: (_services, ctx, { events }) => ({ pushes: () => wireRacePushes(ctx, events) }),
  provides: ({ races }) => ({
    startClassRace: (childIds: string[]) => races.startForClass(childIds),
    raceSummary: (raceId: string) => races.summary(raceId),
  }),
});
