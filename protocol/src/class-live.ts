import { z } from 'zod';

/**
 * What a class's teachers hear live (issue 24), apart from classes.ts and class-play.ts so the
 * socket contract (multiplayer.ts) names it without a circle. The push carries no name and no
 * figure: the teacher's pages read them again over REST, behind the PIN gate.
 */

/**
 * - `activity`: a student learned or played (a lesson, a puzzle, a game started or over): the
 *   progress table and the list of the class's live games;
 * - `race`: the class race was opened, joined, started, scored or called off.
 */
export const CLASS_CHANGES = ['activity', 'race'] as const;
export type ClassChange = (typeof CLASS_CHANGES)[number];

/** Socket `class:changed`, to the account room of each teacher of the class. */
export const classChangedPushSchema = z.object({ classId: z.string(), what: z.enum(CLASS_CHANGES) });
export type ClassChangedPush = z.infer<typeof classChangedPushSchema>;
