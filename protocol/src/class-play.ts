import { z } from 'zod';
import { inviteBodySchema, presenceStatusSchema } from './multiplayer';
import { classRaceSchema } from './class-race';

/**
 * Class play (issue 24): a class's own lobby, a class puzzle race only a teacher starts
 * (lila#9276) and a teacher watching a game between two of the class's students, read-only.
 *
 * Routes:
 * - student (role child): GET /api/class-play (the lobby: classmates with presence, the class race),
 *   POST /api/class-play/challenge (a classmate only, else 403), POST /api/class-play/race/join.
 * - teacher (role teacher, a teacher of the class, else 404):
 *   GET /api/classes/:classId/play (the race and the live games of the class),
 *   POST /api/classes/:classId/play/race (open a race for the class, 201),
 *   POST /api/classes/:classId/play/race/start, POST /api/classes/:classId/play/race/cancel,
 *   GET /api/classes/:classId/play/games/:gameId (a game between two students of the class, read-only).
 * A student sees usernames and avatars only, never a real name. The teacher's GET
 * /api/classes/:classId/play also names each student of the class by first name (`firstNames`):
 * the teacher made those students, or their parents said yes to it (decision 037).
 */

export { CLASS_RACE_STATUSES, classRaceSchema, raceEntrantSchema, type ClassRace, type RaceEntrant } from './class-race';

const uuidField = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be an id`);

/** A classmate on the class lobby: username, avatar and presence (never a real name). */
export const classmateSchema = z.object({
  userId: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  status: presenceStatusSchema,
});
export type Classmate = z.infer<typeof classmateSchema>;

/** GET /api/class-play: the student's class lobby. */
export const classLobbySchema = z.object({
  className: z.string(),
  me: z.object({ userId: z.string(), joinedRace: z.boolean() }),
  classmates: z.array(classmateSchema),
  race: classRaceSchema.nullable(),
});
export type ClassLobby = z.infer<typeof classLobbySchema>;

/** POST /api/class-play/challenge: the lobby's challenge, to a classmate only. */
export const classChallengeBodySchema = inviteBodySchema;

export const liveClassGameSchema = z.object({
  gameId: z.string(),
  /** The players' usernames, and their ids (for the first names of `firstNames`). */
  white: z.string(),
  black: z.string(),
  whiteId: z.string(),
  blackId: z.string(),
  startedAt: z.string(),
});
export type LiveClassGame = z.infer<typeof liveClassGameSchema>;

/** GET /api/classes/:classId/play: what the teacher sees of the class's play. */
export const classPlaySchema = z.object({
  classId: z.string(),
  className: z.string(),
  archived: z.boolean(),
  race: classRaceSchema.nullable(),
  liveGames: z.array(liveClassGameSchema),
  /** Each student of the class's first name, by child id: for the teacher's eyes only (this route is the teacher's). */
  firstNames: z.record(z.string(), z.string()),
});
export type ClassPlay = z.infer<typeof classPlaySchema>;

export const classPlayParamsSchema = z.object({ classId: uuidField('classId') });
export const classGameParamsSchema = z.object({ classId: uuidField('classId'), gameId: uuidField('gameId') });

export const CLASS_PLAY_MESSAGES = {
  notInClass: 'You are not in a class.',
  classNotFound: 'That class does not exist.',
  notClassmate: 'You can only challenge children from your class here.',
  archived: 'This class is archived: open it again to play.',
  raceAlreadyOpen: 'Your class already has a race. Start it or call it off first.',
  noRace: 'There is no class race to join right now.',
  raceStarted: 'The class race has already started.',
  needRacers: 'At least two students have to join the race first.',
  gameNotFound: 'That game is not a game of your class.',
} as const;
