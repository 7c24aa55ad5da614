import { z } from 'zod';
import { raceSummarySchema } from './puzzle-races';

/**
 * The class race (issue 24, class-play): apart from protocol/src/class-play.ts so the socket
 * contract (multiplayer.ts) can name its push without a circle between the two files.
 */

export const CLASS_RACE_STATUSES = ['open', 'started', 'closed'] as const;

export const raceEntrantSchema = z.object({ childId: z.string(), username: z.string(), profileImageUrl: z.string().nullable() });
export type RaceEntrant = z.infer<typeof raceEntrantSchema>;

/** The class race: open (students join), started (the puzzle race runs; `race` has its standings) or closed. */
export const classRaceSchema = z.object({
  id: z.string(),
  status: z.enum(CLASS_RACE_STATUSES),
  entrants: z.array(raceEntrantSchema),
  /** The puzzle race once started (its id is where the students race: /multiplayer/race). */
  race: raceSummarySchema.nullable(),
  createdAt: z.string(),
});
export type ClassRace = z.infer<typeof classRaceSchema>;
