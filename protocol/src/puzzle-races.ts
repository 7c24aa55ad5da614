import { z } from 'zod';
import { COLORS } from './enums';

/**
 * Live puzzle races (issue 14, beyond the spec): two to four children solve the same set of
 * quick puzzles at the same time and watch each other's progress bars. The server chooses
 * the set, keeps every score and ends the race on time; a client sends moves, never a score.
 * Invitations follow the same kid-safe rules as game challenges: only children who are
 * online and free can be asked, usernames only, no words of one's own.
 */

export const RACE_LIMITS = {
  /** Players in a race, the host included. */
  minPlayers: 2,
  maxPlayers: 4,
  /** Players in a class race a teacher starts (issue 24; a class has at most 40 students). */
  classMaxPlayers: 40,
  /** How long a race runs once started. */
  seconds: 90,
  /** Puzzles in a race's set: more than anyone solves in the time. */
  puzzles: 30,
  /** A waiting race nobody starts is called off after this. */
  waitingMs: 3 * 60_000,
  /** Network allowance after the deadline for an answer sent in time. */
  graceMs: 500,
  /** Races a child may open per minute. */
  perMinute: 5,
} as const;

export const RACE_POINTS_PER_PUZZLE = 100;

export const RACE_STATUSES = ['waiting', 'running', 'finished', 'cancelled'] as const;
export const raceStatusSchema = z.enum(RACE_STATUSES);
export type RaceStatus = z.infer<typeof raceStatusSchema>;

export const RACE_PLAYER_STATUSES = ['invited', 'joined', 'declined'] as const;
export const racePlayerStatusSchema = z.enum(RACE_PLAYER_STATUSES);
export type RacePlayerStatus = z.infer<typeof racePlayerStatusSchema>;

export const racePlayerSchema = z.object({
  childId: z.string(),
  /** The generated kid-safe name; never a real name. */
  username: z.string(),
  status: racePlayerStatusSchema,
  isHost: z.boolean(),
  score: z.number().int().min(0),
  solved: z.number().int().min(0),
  /** Puzzles tried (right or wrong): the progress bar. */
  tried: z.number().int().min(0),
  /** 1 for the winner; children with the same score share a place. Set once the race ends. */
  place: z.number().int().min(1).nullable(),
});
export type RacePlayer = z.infer<typeof racePlayerSchema>;

export const racePuzzleSchema = z.object({
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  fen: z.string(),
  prompt: z.string(),
  orientation: z.enum(COLORS),
});
export type RacePuzzle = z.infer<typeof racePuzzleSchema>;

/** What every player of a race sees (the `race:update` push and every answer). */
export const raceSummarySchema = z.object({
  raceId: z.string(),
  status: raceStatusSchema,
  hostId: z.string(),
  players: z.array(racePlayerSchema).min(1).max(RACE_LIMITS.classMaxPlayers),
  total: z.number().int().min(1),
  seconds: z.number().int().min(1),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  deadline: z.iso.datetime({ offset: true }).nullable(),
  /** The server's clock when it answered, so the countdown does not trust the device's clock. */
  serverNow: z.iso.datetime({ offset: true }),
});
export type RaceSummary = z.infer<typeof raceSummarySchema>;

/** A race as one player sees it: the summary and, while it runs, that player's own puzzle. */
export const raceViewSchema = raceSummarySchema.extend({
  puzzle: racePuzzleSchema.nullable(),
});
export type RaceView = z.infer<typeof raceViewSchema>;

/** GET /api/puzzle-races/current: the child's waiting or running race, or the last one that ended in the past few minutes. */
export const currentRaceSchema = z.object({ race: raceViewSchema.nullable() });

export const createRaceBodySchema = z
  .object({
    inviteeIds: z
      .array(z.string().uuid('must be a player id'))
      .min(RACE_LIMITS.minPlayers - 1, 'invite at least one player')
      .max(RACE_LIMITS.maxPlayers - 1, `a race has at most ${RACE_LIMITS.maxPlayers} players`)
      .refine((ids) => new Set(ids).size === ids.length, 'each player may be invited once'),
  })
  .strict();
export type CreateRaceBody = z.infer<typeof createRaceBodySchema>;

export const respondRaceBodySchema = z.object({ response: z.enum(['accept', 'decline']) }).strict();
export type RespondRaceBody = z.infer<typeof respondRaceBodySchema>;

export const raceAnswerBodySchema = z
  .object({
    /** The puzzle answered: an answer to a puzzle already answered (a double tap, a replay) is refused. */
    index: z.number().int().min(0).max(RACE_LIMITS.puzzles),
    move: z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a move such as e2e4'),
  })
  .strict();
export type RaceAnswerBody = z.infer<typeof raceAnswerBodySchema>;

export const raceAnswerResponseSchema = z.object({
  correct: z.boolean(),
  points: z.number().int().min(0),
  /** The puzzle's move, shown after a wrong answer. */
  solution: z.string(),
  race: raceViewSchema,
});
export type RaceAnswerResponse = z.infer<typeof raceAnswerResponseSchema>;

export const raceIdParamsSchema = z.object({ raceId: z.uuid('raceId must be a race id') });

export const RACE_MESSAGES = {
  notFound: 'That race does not exist.',
  selfInvite: 'You are already in your race.',
  notAvailable: (username: string) => `${username} cannot race right now.`,
  alreadyRacing: 'You are already in a race.',
  playerRacing: (username: string) => `${username} is already in a race.`,
  tooMany: 'That is a lot of races! Wait a minute before starting another.',
  onlyHost: 'Only the player who opened the race can start it.',
  notWaiting: 'This race has already started or ended.',
  notInvited: 'You were not invited to this race.',
  needPlayers: 'At least one more player has to join first.',
  notRunning: 'This race is not running.',
  timeUp: 'Time is up! The race has ended.',
  wrongPuzzle: 'That puzzle has already been answered.',
  notJoined: 'You have not joined this race.',
  illegalMove: 'That move is not possible here.',
} as const;

/** 1st, 2nd, 3rd, 4th. */
export function placeName(place: number): string {
  return ['1st', '2nd', '3rd', '4th'][place - 1] ?? `${place}th`;
}
