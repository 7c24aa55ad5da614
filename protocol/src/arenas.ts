import { z } from 'zod';

/**
 * Arenas (issue 25, decision 039): kid-safe tournaments in the Lichess arena style. Players
 * join, are paired again and again with someone near them in the standings for the arena's
 * length, and score points for each game; the top 3 stand on the podium.
 *
 * Three kinds: `open` arenas on a daily schedule by rating band (the Pawn Arena under 800,
 * the Knight Arena 800-1200), `class` arenas a teacher of a class starts for its students, and
 * `family` arenas a parent starts for siblings and friends, joined with a code.
 *
 * REST (clients without a socket poll at ARENA_POLL_MS):
 * - GET  /arenas                              child    -> arenaListSchema (arenas the child may join or is in)
 * - GET  /arenas/:arenaId                     child    -> arenaViewSchema (the arena, my state, the standings page I am on)
 * - GET  /arenas/:arenaId/standings?page=N    child    -> standingsPageSchema
 * - POST /arenas/:arenaId/join                child    -> arenaViewSchema (open arenas of my band, my class's, my family's)
 * - POST /arenas/join-code  {code}            child    -> arenaViewSchema (a family arena by its code)
 * - POST /arenas/:arenaId/pause               child    -> arenaMeSchema (no new pairings; a game in play goes on)
 * - POST /arenas/:arenaId/resume              child    -> arenaMeSchema
 * - POST /arenas/:arenaId/leave               child    -> arenaMeSchema (no more pairings; the points stay on the table)
 * - GET  /classes/:classId/arenas             teacher  -> arenaSummarySchema[] (the class's arenas)
 * - POST /classes/:classId/arenas  {..}       teacher  newArenaBodySchema -> arenaSummarySchema (201)
 * - GET  /classes/:classId/arenas/:arenaId/standings?page=N  teacher  -> standingsPageSchema (a class arena's standings)
 * - POST /classes/:classId/arenas/:arenaId/cancel  teacher  -> arenaSummarySchema (called off during its countdown)
 * - POST /classes/:classId/arenas/:arenaId/end     teacher  -> arenaSummarySchema (a running arena ends now: ending, then finished)
 * - GET  /parent/arenas                       parent   -> familyArenaSchema[] (the family's arenas, with their codes)
 * - POST /parent/arenas/:arenaId/cancel       parent   -> familyArenaSchema (called off during its countdown)
 * - POST /parent/arenas/:arenaId/end          parent   -> familyArenaSchema (a running arena ends now: ending, then finished)
 * - POST /parent/arenas  {..}                 parent   newArenaBodySchema -> familyArenaSchema (201)
 *
 * Socket (names in ServerToClientEvents / ClientToServerEvents, protocol/src/multiplayer.ts):
 * - client `arena:watch` {arenaId} -> ack ArenaView; the socket joins the arena's room and the
 *   child counts as here (paired) while a socket watches; `arena:unwatch` {arenaId}.
 * - `arena:standings` (arena room): only the rows that changed (a score, a pause, a leave, a join).
 *   A client keeps the rows it shows, replaces those pushed and sorts; a client that missed
 *   pushes (reconnected) or sees a pushed row cross its page reads the page again.
 * - `arena:update` (arena room): the arena's summary when its status changes (countdown ->
 *   running -> ending -> finished, with the podium).
 * - `arena:me` (the child's own room): my state changed (paired with the game to open, scored,
 *   paused, finished).
 */

// ---- Constants ------------------------------------------------------------------------------

export const ARENA_KINDS = ['open', 'class', 'family'] as const;
export type ArenaKind = (typeof ARENA_KINDS)[number];

/**
 * scheduled: the countdown runs, children may join; running: pairing; ending: time is up (or its
 * organiser ended it early), no new pairings, games in play finish; finished: the podium;
 * cancelled: called off before it began.
 */
export const ARENA_STATUSES = ['scheduled', 'running', 'ending', 'finished', 'cancelled'] as const;
export type ArenaStatus = (typeof ARENA_STATUSES)[number];

/** A player in an arena: waiting to be paired, playing a game, paused (no new pairings) or left. */
export const ARENA_PLAYER_STATUSES = ['waiting', 'playing', 'paused', 'left'] as const;
export type ArenaPlayerStatus = (typeof ARENA_PLAYER_STATUSES)[number];

/** One player's side of an arena game: in play, scored, or called off (no score). */
export const ARENA_PAIRING_STATUSES = ['playing', 'scored', 'cancelled'] as const;

/** Time controls of arena games: minutes + seconds added per move. */
export const ARENA_TIME_CONTROLS = {
  '5+0': { baseSeconds: 300, incrementSeconds: 0 },
  '3+2': { baseSeconds: 180, incrementSeconds: 2 },
} as const;
export const ARENA_TIME_CONTROL_KEYS = ['5+0', '3+2'] as const;
export type ArenaTimeControl = (typeof ARENA_TIME_CONTROL_KEYS)[number];

/** How long a class or family arena lasts, minutes. */
export const ARENA_MINUTES = [10, 15, 20, 30] as const;

/** Scoring (Lichess arena, without berserk). */
export const ARENA_SCORE = {
  win: 2,
  draw: 1,
  loss: 0,
  /** After this many wins in a row a player is on fire: every game scores double until one is not won. */
  fireAfterWins: 2,
  fireMultiplier: 2,
  /** A draw before this many plies (10 moves each) scores nothing. */
  shortDrawPlies: 20,
} as const;

/**
 * Timings. Waves pair waiting players every `waveMs` (ARENA_WAVE_MS on the server); a player
 * waits at least `pairAfterMs` after joining or finishing a game (time to see the result), and
 * two players who just met are paired again only when both waited `rematchAfterMs`.
 */
export const ARENA_TIMINGS = {
  waveMs: 2_000,
  pairAfterMs: 2_000,
  rematchAfterMs: 10_000,
  /** The countdown of a class or family arena before it starts. */
  countdownMs: 60_000,
  /** A child whose arena page has gone this long (no socket watching, no poll) is not paired. */
  graceMs: 15_000,
} as const;

/** Polling rhythm for a client without a socket (the spec's 5/3/2 s): the list, the arena and standings, a game. */
export const ARENA_POLL_MS = { list: 5_000, arena: 3_000, game: 2_000 } as const;

export const STANDINGS_PAGE_SIZE = 20;

/** A family arena's code: 6 characters from the class code's alphabet (no 0/O, 1/I/L). */
export const ARENA_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ARENA_CODE_LENGTH = 6;

/**
 * The daily open arenas (UTC start hours). Rating bands read the online rating; a child still
 * finding its level (provisional, decision 017) may join either band.
 */
export const OPEN_ARENA_SCHEDULE = [
  { key: 'pawn', name: 'Pawn Arena', minRating: null, maxRating: 800, timeControl: '5+0', minutes: 20, hoursUtc: [15, 17] },
  { key: 'knight', name: 'Knight Arena', minRating: 800, maxRating: 1200, timeControl: '3+2', minutes: 30, hoursUtc: [16, 18] },
] as const satisfies readonly {
  key: string;
  name: string;
  minRating: number | null;
  maxRating: number | null;
  timeControl: ArenaTimeControl;
  minutes: number;
  hoursUtc: readonly number[];
}[];

export const ARENA_MESSAGES = {
  notFound: 'We could not find that arena.',
  wrongCode: 'That code is not right. Check each letter, or ask the grown-up who made the arena.',
  notForYou: 'This arena is for another group of players.',
  wrongBand: 'This arena is for players of another level. Look for the arena of your level!',
  over: 'This arena is over. Look out for the next one!',
  notIn: 'You have not joined this arena.',
  left: 'You left this arena.',
  classNotFound: 'We could not find that class.',
  needChild: 'Add a child to your family first.',
  alreadyStarted: 'This arena has already started: end it now instead, or let it end on its own time.',
  notStartedYet: 'This arena has not started yet: call it off instead.',
  alreadyEnded: 'This arena has already ended.',
  tooManyCodes: 'Too many codes tried. Please wait a few minutes, or ask the grown-up who made the arena.',
} as const;

/** Codes one child may try in a window (a family arena is found by its code only). */
export const ARENA_CODE_RATE_LIMIT = { tries: 10, windowMs: 10 * 60_000 } as const;

// ---- Schemas --------------------------------------------------------------------------------

const isoDate = z.string();

export const arenaTimeControlSchema = z.enum(ARENA_TIME_CONTROL_KEYS, {
  error: `timeControl must be one of ${ARENA_TIME_CONTROL_KEYS.join(', ')}`,
});

/** One row of the standings. Never a real name: the generated username. */
export const standingRowSchema = z.object({
  rank: z.number().int().min(1),
  childId: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  points: z.number().int().min(0),
  games: z.number().int().min(0),
  wins: z.number().int().min(0),
  /** Wins in a row; from ARENA_SCORE.fireAfterWins the player is on fire (show the flame). */
  streak: z.number().int().min(0),
  onFire: z.boolean(),
  status: z.enum(ARENA_PLAYER_STATUSES),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsPageSchema = z.object({
  arenaId: z.string(),
  /** 1-based. */
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Players in the arena (those who left included: their points stay). */
  total: z.number().int().min(0),
  rows: z.array(standingRowSchema),
});
export type StandingsPage = z.infer<typeof standingsPageSchema>;

export const arenaSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ARENA_KINDS),
  name: z.string(),
  status: z.enum(ARENA_STATUSES),
  timeControl: arenaTimeControlSchema,
  minutes: z.number().int().min(1),
  startsAt: isoDate,
  endsAt: isoDate,
  /** The rating band of an open arena (null: no bound). */
  minRating: z.number().int().nullable(),
  maxRating: z.number().int().nullable(),
  players: z.number().int().min(0),
  /** The top 3 once the arena has finished, else null. */
  podium: z.array(standingRowSchema).max(3).nullable(),
  /** The server's clock when this was read (ISO): a client counts down from it. */
  serverNow: isoDate,
});
export type ArenaSummary = z.infer<typeof arenaSummarySchema>;

/** A family arena as the parent who made it sees it: with the code friends join with. */
export const familyArenaSchema = arenaSummarySchema.extend({ code: z.string() });
export type FamilyArena = z.infer<typeof familyArenaSchema>;

/** My place in an arena. `gameId` is the game to open while I play (a multiplayer game). */
export const arenaMeSchema = z.object({
  arenaId: z.string(),
  status: z.enum(ARENA_PLAYER_STATUSES),
  rank: z.number().int().min(1),
  points: z.number().int().min(0),
  games: z.number().int().min(0),
  wins: z.number().int().min(0),
  streak: z.number().int().min(0),
  onFire: z.boolean(),
  gameId: z.string().nullable(),
  color: z.enum(['white', 'black']).nullable(),
  /** The opponent's username while I play. */
  opponent: z.string().nullable(),
});
export type ArenaMe = z.infer<typeof arenaMeSchema>;

export const arenaListSchema = z.object({ arenas: z.array(arenaSummarySchema.extend({ joined: z.boolean() })) });
export type ArenaList = z.infer<typeof arenaListSchema>;

export const arenaViewSchema = z.object({
  arena: arenaSummarySchema,
  /** Null when the child has not joined. */
  me: arenaMeSchema.nullable(),
  /** The standings page the child is on (the first page when not joined). */
  standings: standingsPageSchema,
});
export type ArenaView = z.infer<typeof arenaViewSchema>;

// ---- Requests -------------------------------------------------------------------------------

export const arenaParamsSchema = z.object({ arenaId: z.uuid({ error: 'arenaId must be an arena id' }) });
export const classArenaParamsSchema = z.object({ classId: z.uuid({ error: 'classId must be a class id' }) });
export const classArenaStandingsParamsSchema = classArenaParamsSchema.extend({ arenaId: z.uuid({ error: 'arenaId must be an arena id' }) });
export const standingsQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(10_000).default(1),
});

/** A family arena's code as typed: spaces and dashes dropped, upper-cased, then checked. */
export const arenaCodeSchema = z
  .string({ error: 'code is required' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[${ARENA_CODE_ALPHABET}]{${ARENA_CODE_LENGTH}}$`),
        `code must be the ${ARENA_CODE_LENGTH} letters and digits of the arena's code`,
      ),
  );
export const joinCodeBodySchema = z.object({ code: arenaCodeSchema });

/** A class or family arena: its time control and length; it starts after ARENA_TIMINGS.countdownMs. */
export const newArenaBodySchema = z.object({
  timeControl: arenaTimeControlSchema.default('5+0'),
  minutes: z
    .number({ error: `minutes must be one of ${ARENA_MINUTES.join(', ')}` })
    .int()
    .refine((m) => (ARENA_MINUTES as readonly number[]).includes(m), `minutes must be one of ${ARENA_MINUTES.join(', ')}`)
    .default(20),
});
export type NewArenaBody = z.infer<typeof newArenaBodySchema>;

// ---- Socket ---------------------------------------------------------------------------------

export const arenaWatchSchema = z.object({ arenaId: z.uuid({ error: 'arenaId must be an arena id' }) });

/** `arena:standings`: the rows that changed, with their new ranks. */
export const arenaStandingsPushSchema = z.object({
  arenaId: z.string(),
  total: z.number().int().min(0),
  rows: z.array(standingRowSchema),
});
export type ArenaStandingsPush = z.infer<typeof arenaStandingsPushSchema>;

/** `arena:update`: the arena's summary after its status changed. */
export const arenaUpdatePushSchema = arenaSummarySchema;
export type ArenaUpdatePush = z.infer<typeof arenaUpdatePushSchema>;

/** `arena:me`: my state after it changed. */
export const arenaMePushSchema = arenaMeSchema;
export type ArenaMePush = z.infer<typeof arenaMePushSchema>;

// ---- Rules shared by server and web ---------------------------------------------------------

/** True when a player with `streak` wins in a row is on fire (scores double). */
export const isOnFire = (streak: number) => streak >= ARENA_SCORE.fireAfterWins;

/** "You played N games and scored M points!" for everyone at the end. */
export function arenaThanks(games: number, points: number): string {
  if (games === 0) return 'Thanks for joining the arena! Join the next one to play.';
  return `You played ${games} ${games === 1 ? 'game' : 'games'} and scored ${points} ${points === 1 ? 'point' : 'points'}!`;
}
