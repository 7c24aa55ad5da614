import { z } from 'zod';
import { COLORS } from './enums';
import { seededRandom } from './random';

/**
 * The coordinates trainer (issue 26, "Small trainers"): 30-second rounds of "Find the square"
 * (the name is shown, the child taps the square) or "Name the square" (a square lights up, the
 * child picks its name among a few buttons), from White's or from Black's side.
 *
 * The server issues a round (a seed, so a sequence of squares, a round id and a start time);
 * the client sends all the answers with the time each was given, once; the server scores them
 * again (an answer after the round's time and a small grace does not count, a round is scored
 * once), keeps the child's best per mode and side, and records `coordinates.round.finished`,
 * from which rewards pay the round's XP once.
 *
 * - POST /coordinates/rounds                  child  coordinatesRoundBodySchema -> coordinatesRoundSchema (201)
 * - POST /coordinates/rounds/:roundId/answers child  coordinatesAnswersBodySchema -> coordinatesResultSchema
 * - GET  /coordinates/bests                   child  -> coordinatesBestsSchema
 */

export const COORDINATES_MODES = ['find', 'name'] as const;
export type CoordinatesMode = (typeof COORDINATES_MODES)[number];
export const COORDINATES_SIDES = COLORS;
export type CoordinatesSide = (typeof COORDINATES_SIDES)[number];

export const COORDINATES_MODE_NAMES: Record<CoordinatesMode, string> = { find: 'Find the square', name: 'Name the square' };
export const COORDINATES_SIDE_NAMES: Record<CoordinatesSide, string> = { white: "White's side", black: "Black's side" };

export const COORDINATES_RULES = {
  /** How long a round lasts. */
  roundMs: 30_000,
  /** An answer given up to this long after the round's end still counts (a tap as the clock runs out). */
  graceMs: 1_500,
  /** The answers must reach the server this long after the round's end at the latest (a slow network). */
  submitWithinMs: 30_000,
  /** Answers closer together than this are not a child's taps: the whole submission is refused. */
  minGapMs: 150,
  /** Squares in a round: more than anyone answers in 30 s (a record on Lichess is about 40). */
  prompts: 80,
  /** Buttons to choose from in "Name the square". */
  choices: 4,
  /** XP for a round: one for each right answer, at most this many. */
  maxXp: 10,
} as const;

const FILES = 'abcdefgh';
export const ALL_SQUARES: readonly string[] = [...FILES].flatMap((file) => [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => `${file}${rank}`));

export const coordinateSquareSchema = z.string().regex(/^[a-h][1-8]$/, 'must be a square such as e4');

export interface CoordinatesPrompt {
  square: string;
  /** "Name the square": the names to choose from, the right one among them. Empty for "Find the square". */
  choices: string[];
}

/**
 * The round's squares from its seed, the same on the server and the screen: no square twice in
 * a row; in "Name the square" the choices are the right name and squares near it (same file or
 * rank, so the child must read both letter and number), shuffled.
 */
export function coordinatesPrompts(seed: number, mode: CoordinatesMode, count: number = COORDINATES_RULES.prompts): CoordinatesPrompt[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const prompts: CoordinatesPrompt[] = [];
  let previous = '';
  for (let index = 0; index < count; index += 1) {
    let square = pick(ALL_SQUARES);
    while (square === previous) square = pick(ALL_SQUARES);
    previous = square;
    prompts.push({ square, choices: mode === 'name' ? nameChoices(square, random) : [] });
  }
  return prompts;
}

function nameChoices(square: string, random: () => number): string[] {
  const near = ALL_SQUARES.filter((other) => other !== square && (other[0] === square[0] || other[1] === square[1]));
  const choices = [square];
  while (choices.length < COORDINATES_RULES.choices) {
    const other = near[Math.floor(random() * near.length)]!;
    if (!choices.includes(other)) choices.push(other);
  }
  // Fisher-Yates, from the same generator.
  for (let index = choices.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [choices[index], choices[other]] = [choices[other]!, choices[index]!];
  }
  return choices;
}

/** XP a round of this score is worth (rewards pay it once, from the round's fact). */
export function coordinatesRoundXp(score: number): number {
  return Math.min(Math.max(0, score), COORDINATES_RULES.maxXp);
}

export const coordinatesRoundBodySchema = z.object({
  mode: z.enum(COORDINATES_MODES, { error: 'mode must be find or name' }),
  side: z.enum(COORDINATES_SIDES, { error: 'side must be white or black' }),
});
export type CoordinatesRoundBody = z.infer<typeof coordinatesRoundBodySchema>;

export const coordinatesRoundParamsSchema = z.object({ roundId: z.uuid('roundId must be a round id') });

/** A new round: the squares to ask, in order, and when its time runs. */
export const coordinatesRoundSchema = z.object({
  roundId: z.string(),
  mode: z.enum(COORDINATES_MODES),
  side: z.enum(COORDINATES_SIDES),
  startedAt: z.iso.datetime({ offset: true }),
  /** How long the round lasts, in milliseconds. */
  durationMs: z.number().int().positive(),
  prompts: z.array(z.object({ square: coordinateSquareSchema, choices: z.array(coordinateSquareSchema) })),
});
export type CoordinatesRound = z.infer<typeof coordinatesRoundSchema>;

/** One answer: the square the child tapped or chose for the prompt of the same index, and when (ms since the round began). */
export const coordinatesAnswerSchema = z.object({
  square: coordinateSquareSchema,
  ms: z.number({ error: 'ms must be a number of milliseconds' }).int('ms must be a whole number').min(0, 'ms must be 0 or more'),
});

export const coordinatesAnswersBodySchema = z.object({
  answers: z
    .array(coordinatesAnswerSchema, { error: 'answers must be a list' })
    .max(COORDINATES_RULES.prompts, `answers: at most ${COORDINATES_RULES.prompts}`),
});
export type CoordinatesAnswersBody = z.infer<typeof coordinatesAnswersBodySchema>;

/** The round as the server scored it. */
export const coordinatesResultSchema = z.object({
  roundId: z.string(),
  mode: z.enum(COORDINATES_MODES),
  side: z.enum(COORDINATES_SIDES),
  /** Right answers given in time. */
  score: z.number().int().min(0),
  /** For each answer: right, wrong, or given after the time (not counted). */
  marks: z.array(z.enum(['right', 'wrong', 'late'])),
  /** The child's best for this mode and side, this round counted. */
  best: z.number().int().min(0),
  /** This round beat the best before it. */
  newBest: z.boolean(),
  xp: z.number().int().min(0),
});
export type CoordinatesResult = z.infer<typeof coordinatesResultSchema>;

export const coordinatesBestSchema = z.object({
  mode: z.enum(COORDINATES_MODES),
  side: z.enum(COORDINATES_SIDES),
  /** Null until a round of this mode and side was scored. */
  best: z.number().int().min(0).nullable(),
  at: z.iso.datetime({ offset: true }).nullable(),
});
export type CoordinatesBest = z.infer<typeof coordinatesBestSchema>;

/** Always the four: find/name × white/black. */
export const coordinatesBestsSchema = z.array(coordinatesBestSchema);

/** The four best scores in a fixed order, nulls where nothing was played. */
export function fourBests(rows: readonly { mode: CoordinatesMode; side: CoordinatesSide; best: number; at: string }[]): CoordinatesBest[] {
  return COORDINATES_MODES.flatMap((mode) =>
    COORDINATES_SIDES.map((side) => {
      const row = rows.find((candidate) => candidate.mode === mode && candidate.side === side);
      return { mode, side, best: row?.best ?? null, at: row?.at ?? null };
    }),
  );
}

export const COORDINATES_MESSAGES = {
  roundNotFound: 'No such round of yours.',
  alreadyScored: 'This round was already scored.',
  tooLate: 'This round ended too long ago to be scored. Start a new one!',
} as const;
