import { z } from 'zod';
import { COLORS, GAME_OUTCOMES } from './enums';
import type { Locale } from './locales';

// "A coach after every game" (issue 26): every finished game of a child (a game against the
// computer, a live game, an arena game) is reviewed by the engine in the background and kept,
// one review per game and child. Each of the child's moves gets a label and one short
// sentence a seven-year-old can read; the biggest mistake can be tried again like a puzzle.
//
// Routes (server/src/features/game-review/routes.ts):
// - GET  /game-reviews                        child    -> gameReviewListSchema (the child's reviewed games, newest first)
// - GET  /game-reviews/:gameId                child    -> gameReviewSchema (404 when the child did not play that game)
// - POST /game-reviews/:gameId/retry          child    retryBodySchema -> retryAnswerSchema
//        (409 when the review is not ready, locked, or has no biggest mistake)
// - GET  /parent/children/:childId/mistakes-per-game                 parent  -> mistakesSeriesSchema
// - GET  /classes/:classId/students/:studentId/mistakes-per-game     teacher -> mistakesSeriesSchema
//
// Plans: a free child sees the review of its latest finished game only; older ones answer with
// `locked: true` and nothing of the review itself (no moves, no labels, no mistake). Premium
// keeps all of them. The grown-ups' "mistakes per game" series is shown for every plan.

/** Where the game was played: against the computer, a live game, or a live game in an arena. */
export const REVIEW_GAME_KINDS = ['ai', 'live', 'arena'] as const;
export type ReviewGameKind = (typeof REVIEW_GAME_KINDS)[number];

/** A review is computed in the background: `pending` until the engine has been through the game. */
export const REVIEW_STATUSES = ['pending', 'ready'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The label of one of the child's moves, best first:
 * - `great`: the engine's best move (or within REVIEW_BEST_MOVE_CP of it) that wins material
 *   or plays a tactic (a fork, a check that wins something, a checkmate);
 * - `good`: loses less than REVIEW_THRESHOLDS_CP.inaccuracy;
 * - `inaccuracy`, `mistake`, `blunder`: loses at least that threshold, see below;
 * - `missed-win`: the child had a checkmate or a decisive win (REVIEW_WINNING_CP) before the
 *   move and not after it (it wins over mistake/blunder: the child hears what it missed).
 */
export const REVIEW_LABELS = ['great', 'good', 'inaccuracy', 'mistake', 'blunder', 'missed-win'] as const;
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

/**
 * Centipawn loss of a move: the engine's score of its best move minus its score of the move
 * played, from the child's side, a mate counting 10 000 cp. A move losing at least
 * `inaccuracy` is an inaccuracy, at least `mistake` a mistake, at least `blunder` a blunder.
 * (The usual engine-review bands, a little wider for beginners: half a pawn, a pawn and a
 * half, three pawns.)
 */
export const REVIEW_THRESHOLDS_CP = { inaccuracy: 50, mistake: 150, blunder: 300 } as const;
/** A move within this of the engine's best counts as the best (for `great` and for "Try it again"). */
export const REVIEW_BEST_MOVE_CP = 20;
/** A position this good for the child (or a mate) is a decisive win; losing it is `missed-win`. */
export const REVIEW_WINNING_CP = 400;
/** After a missed win the child is at most this well off (else it is only an inaccuracy or good). */
export const REVIEW_MISSED_WIN_AFTER_CP = 150;
/** The labels a grown-up's "mistakes per game" counts. */
export const REVIEW_MISTAKE_LABELS = ['mistake', 'blunder', 'missed-win'] as const satisfies readonly ReviewLabel[];

/** Points for playing the better move of the biggest mistake ("Try it again"), paid once per game. */
export const REVIEW_RETRY_POINTS = 15;

const square = z.string().regex(/^[a-h][1-8]$/);

/** One move of the game (both sides). The child's own moves carry a label and a sentence. */
export const reviewMoveSchema = z.object({
  /** 1 = White's first move. */
  ply: z.number().int().min(1),
  /** "3." for ply 5 and 6: the move number as a score sheet shows it. */
  moveNumber: z.number().int().min(1),
  colour: z.enum(COLORS),
  san: z.string(),
  uci: z.string(),
  from: square,
  to: square,
  fenBefore: z.string(),
  fenAfter: z.string(),
  byChild: z.boolean(),
  /** The child's moves only; null for the opponent's. */
  label: z.enum(REVIEW_LABELS).nullable(),
  /** One short sentence about the child's move (null for the opponent's). */
  sentence: z.string().nullable(),
  /** The engine's better move, in SAN, when the child's move was an inaccuracy or worse. */
  betterSan: z.string().nullable(),
});
export type ReviewMove = z.infer<typeof reviewMoveSchema>;

/** How many of the child's moves got each label. */
export const labelCountsSchema = z.object(
  Object.fromEntries(REVIEW_LABELS.map((label) => [label, z.number().int().min(0)])) as Record<ReviewLabel, z.ZodNumber>,
);
export type LabelCounts = z.infer<typeof labelCountsSchema>;

/** The child's biggest mistake of the game: "Try it again" starts from `fen`, the child to move. */
export const biggestMistakeSchema = z.object({
  ply: z.number().int().min(1),
  /** The position before the mistake. */
  fen: z.string(),
  label: z.enum(REVIEW_LABELS),
  played: z.object({ san: z.string(), uci: z.string() }),
  /** The sentence of the move, as in the move list. */
  sentence: z.string(),
  /**
   * Hints, shown one at a time: the piece to move first ("Look at your queen."), then where
   * it goes ("Your queen can go to h7."). The better move itself is never in the answer
   * before the child solved it.
   */
  hints: z.array(z.string()).min(1),
  /** Whether the child has already played the better move (the points were paid then). */
  solved: z.boolean(),
  /** The better move in SAN, once solved; null before. */
  betterSan: z.string().nullable(),
});
export type BiggestMistake = z.infer<typeof biggestMistakeSchema>;

/**
 * GET /game-reviews/:gameId. When `status` is 'pending' or `locked` is true, `moves` is empty
 * and `counts`, `biggestMistake` are null; `message` says why, for the child.
 */
export const gameReviewSchema = z.object({
  gameId: z.string(),
  kind: z.enum(REVIEW_GAME_KINDS),
  colour: z.enum(COLORS),
  result: z.enum(GAME_OUTCOMES),
  /** "Easy computer" or the other child's generated name (never a real name). */
  opponent: z.string(),
  finishedAt: z.string(),
  status: z.enum(REVIEW_STATUSES),
  locked: z.boolean(),
  message: z.string().nullable(),
  moves: z.array(reviewMoveSchema),
  counts: labelCountsSchema.nullable(),
  biggestMistake: biggestMistakeSchema.nullable(),
});
export type GameReview = z.infer<typeof gameReviewSchema>;

/** One line of the child's list of reviewed games. `mistakes` is null when pending or locked. */
export const gameReviewSummarySchema = gameReviewSchema
  .pick({ gameId: true, kind: true, colour: true, result: true, opponent: true, finishedAt: true, status: true, locked: true })
  .extend({ mistakes: z.number().int().min(0).nullable(), moveCount: z.number().int().min(0) });
export type GameReviewSummary = z.infer<typeof gameReviewSummarySchema>;

/** GET /game-reviews: the child's reviews, newest first (at most GAME_REVIEW_LIST_LIMIT). */
export const gameReviewListSchema = z.object({ reviews: z.array(gameReviewSummarySchema) });
export type GameReviewList = z.infer<typeof gameReviewListSchema>;
export const GAME_REVIEW_LIST_LIMIT = 30;

export const gameReviewParamsSchema = z.object({
  gameId: z.string({ error: 'gameId is required' }).uuid('gameId must be a game id'),
});

/** POST /game-reviews/:gameId/retry — the child's move in the biggest-mistake position: SAN ("Qh7") or UCI ("d3h7"). */
export const retryBodySchema = z.object({
  move: z
    .string({ error: 'move is required' })
    .trim()
    .min(2, 'move must be a move such as e4, Nf3 or g1f3')
    .max(10, 'move must be a move such as e4, Nf3 or g1f3'),
});
export type RetryBody = z.infer<typeof retryBodySchema>;

export const retryAnswerSchema = z.object({
  /** The engine's better move, or one it rates as good (within REVIEW_BEST_MOVE_CP). */
  correct: z.boolean(),
  /** For the child: "Yes! Qh7 is checkmate." or a kind "Not quite…" with the next hint. */
  message: z.string(),
  /** The move as played, in SAN (null when it was not a legal move). */
  san: z.string().nullable(),
  /** The better move, once correct; null otherwise. */
  betterSan: z.string().nullable(),
  /** Points this answer pays: REVIEW_RETRY_POINTS the first time it is solved, else 0. */
  points: z.number().int().min(0),
});
export type RetryAnswer = z.infer<typeof retryAnswerSchema>;

/** One reviewed game in the grown-ups' series, oldest first. */
export const mistakesPointSchema = z.object({
  gameId: z.string(),
  kind: z.enum(REVIEW_GAME_KINDS),
  finishedAt: z.string(),
  /** Moves labelled mistake, blunder or missed-win (REVIEW_MISTAKE_LABELS). */
  mistakes: z.number().int().min(0),
  inaccuracies: z.number().int().min(0),
  childMoves: z.number().int().min(0),
});
export type MistakesPoint = z.infer<typeof mistakesPointSchema>;

/**
 * "Mistakes per game" for the parent dashboard and the teacher's student view: the last
 * MISTAKES_SERIES_GAMES reviewed games, oldest first; `trend` compares the mean of the newer
 * half with the older half ('down' = fewer mistakes now; null under 4 games).
 */
export const mistakesSeriesSchema = z.object({
  childId: z.string(),
  points: z.array(mistakesPointSchema),
  trend: z.enum(['down', 'flat', 'up']).nullable(),
});
export type MistakesSeries = z.infer<typeof mistakesSeriesSchema>;
export const MISTAKES_SERIES_GAMES = 20;

export const GAME_REVIEW_MESSAGES = {
  pending: 'Your coach is looking at this game. It takes a few seconds.',
  locked: 'Your latest game has a free review. Reviews of older games are part of Premium, which grown-ups choose.',
  notFound: 'No such game.',
  notReady: 'This review is not ready yet.',
  noMistake: 'There is no big mistake to try again in this game. Well played!',
  retryCorrect: (san: string) => `Yes! ${san} is the better move.`,
  retryWrong: 'Not quite. Look again and try another move.',
  alreadySolved: 'You already found it. Well done!',
} as const;

/** What a review answer says to the child (not the errors), in each language the product speaks (issue 27). */
export interface ReviewAnswerMessages {
  pending: string;
  locked: string;
  retryCorrect: (san: string) => string;
  retryWrong: string;
  alreadySolved: string;
}

export const GAME_REVIEW_ANSWER_MESSAGES: Readonly<Record<Locale, ReviewAnswerMessages>> = {
  en: {
    pending: GAME_REVIEW_MESSAGES.pending,
    locked: GAME_REVIEW_MESSAGES.locked,
    retryCorrect: GAME_REVIEW_MESSAGES.retryCorrect,
    retryWrong: GAME_REVIEW_MESSAGES.retryWrong,
    alreadySolved: GAME_REVIEW_MESSAGES.alreadySolved,
  },
  es: {
    pending: 'Tu entrenador está mirando esta partida. Tarda unos segundos.',
    locked: 'El repaso de tu última partida es gratis. Los repasos de partidas anteriores son parte de Premium, que eligen los adultos.',
    retryCorrect: (san) => `¡Sí! ${san} es la mejor jugada.`,
    retryWrong: 'Casi. Mira otra vez y prueba otra jugada.',
    alreadySolved: '¡Ya la encontraste! ¡Bien hecho!',
  },
};
