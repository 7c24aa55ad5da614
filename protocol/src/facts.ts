import { z } from 'zod';
import { AI_DIFFICULTIES } from './ai-chess';
import { PLANS, SUBSCRIPTION_STATES } from './subscription';
import { THEME_KINDS } from './customization';
import { COLORS, GAME_OUTCOMES } from './enums';
import { MINI_CHALLENGE_TYPES } from './mini-challenges';
import { GAME_ABORT_REASONS } from './multiplayer';
import { ACHIEVEMENT_CATEGORIES, RARITIES, TIERS } from './achievements';
import { ARENA_KINDS } from './arenas';
import { COORDINATES_MODES, COORDINATES_SIDES } from './coordinates';

/**
 * Facts: what a child (or a parent) did, said once by the service that made the change and
 * written to the outbox in the same transaction. Every reaction that changes data (rewards,
 * the learning journey, insights) and the parent's live view are subscribers of these;
 * nobody reacts to a route or to another feature's service. A fact is a past-tense record:
 * it carries everything a reaction needs, so a subscriber never has to guess from tables.
 *
 * Every child fact names the child and its account (the parent's room), and `at`, when it
 * happened (ISO 8601). `day` is the child's own calendar day (YYYY-MM-DD) where a reaction
 * counts days (streaks, the daily challenge).
 */

const childFact = {
  accountId: z.string().min(1),
  childId: z.string().min(1),
  at: z.iso.datetime({ offset: true }),
};
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const colour = z.enum(COLORS);
const outcome = z.enum(GAME_OUTCOMES);

export const lessonStepCompletedFact = z.object({
  type: z.literal('lesson.step.completed'),
  ...childFact,
  day,
  moduleId: z.string().min(1),
  stepIndex: z.number().int().min(0),
  stars: z.number().int().min(1).max(3),
  /** Stars the step had before this try (0 = first time finished). */
  previousStars: z.number().int().min(0).max(3),
});

export const lessonModuleCompletedFact = z.object({
  type: z.literal('lesson.module.completed'),
  ...childFact,
  moduleId: z.string().min(1),
  points: z.number().int().min(0),
  /** Steps finished with 3 stars when the module was completed. */
  threeStarSteps: z.number().int().min(0),
  steps: z.number().int().min(1),
});

export const storyPageCompletedFact = z.object({
  type: z.literal('story.page.completed'),
  ...childFact,
  day,
  chapterId: z.string().min(1),
  page: z.number().int().min(0),
  /** True when the page held a challenge the child solved. */
  challenge: z.boolean(),
});

export const storyChapterCompletedFact = z.object({
  type: z.literal('story.chapter.completed'),
  ...childFact,
  chapterId: z.string().min(1),
  chapterNumber: z.number().int().min(1),
  points: z.number().int().min(0),
});

export const puzzleAttemptedFact = z.object({
  type: z.literal('puzzle.attempted'),
  ...childFact,
  day,
  puzzleId: z.string().min(1),
  solved: z.boolean(),
  /** Solved on the child's first try at this puzzle. */
  firstTry: z.boolean(),
  themes: z.array(z.string()),
  puzzleRating: z.number().int(),
  daily: z.boolean(),
  /** The child's puzzle rating before and after (equal when it did not move). */
  ratingBefore: z.number().int(),
  ratingAfter: z.number().int(),
  points: z.number().int().min(0),
});

export const aiGameFinishedFact = z.object({
  type: z.literal('ai.game.finished'),
  ...childFact,
  day,
  gameId: z.string().min(1),
  level: z.enum(AI_DIFFICULTIES),
  colour,
  result: outcome,
  reason: z.string().min(1),
  /** The child's own moves in SAN, in order. */
  childMoves: z.array(z.string()),
  /** Every move of the game in SAN (both sides). */
  moves: z.array(z.string()),
});

export const multiplayerGameFinishedFact = z.object({
  type: z.literal('multiplayer.game.finished'),
  ...childFact,
  gameId: z.string().min(1),
  colour,
  result: outcome,
  reason: z.string().min(1),
  ratingBefore: z.number().int(),
  ratingAfter: z.number().int(),
  /** The opponent's generated username, never a real name. */
  opponentUsername: z.string().min(1),
  timeControl: z.string().min(1),
  childMoves: z.array(z.string()),
  moves: z.array(z.string()),
});

export const multiplayerGameStartedFact = z.object({
  type: z.literal('multiplayer.game.started'),
  ...childFact,
  gameId: z.string().min(1),
  colour,
  opponentUsername: z.string().min(1),
});

/**
 * A live game was called off before it really began: no result, no rating change, nothing
 * won or lost. `reason` says why: the side to move let its first-move timer run out
 * ('no_first_move'), or a player pressed Abort before making their own first move
 * ('called_off'). `by` is that side. One fact per player, from that player's side.
 */
export const multiplayerGameAbortedFact = z.object({
  type: z.literal('multiplayer.game.aborted'),
  ...childFact,
  gameId: z.string().min(1),
  colour,
  reason: z.enum(GAME_ABORT_REASONS),
  by: colour,
  opponentUsername: z.string().min(1),
});

export const streakExtendedFact = z.object({
  type: z.literal('streak.extended'),
  ...childFact,
  day,
  streakType: z.literal('daily_login'),
  current: z.number().int().min(1),
  longest: z.number().int().min(1),
});

/** A run of a mini challenge reached the challenge's goal score (issue 14); rewards pay once per challenge. */
export const miniChallengeCompletedFact = z.object({
  type: z.literal('mini_challenge.completed'),
  ...childFact,
  runId: z.string().min(1),
  challengeId: z.string().min(1),
  title: z.string().min(1),
  challengeType: z.enum(MINI_CHALLENGE_TYPES),
  difficulty: z.number().int().min(1).max(5),
  score: z.number().int().min(0),
  rewardPoints: z.number().int().min(0),
  rewardXp: z.number().int().min(0),
  rewardBadge: z.string().min(1).nullable(),
});

/** A live puzzle race ended (issue 14): one per child who raced, in the transaction that ended it. */
export const puzzleRaceFinishedFact = z.object({
  type: z.literal('puzzle_race.finished'),
  ...childFact,
  raceId: z.string().min(1),
  place: z.number().int().min(1).max(4),
  players: z.number().int().min(2).max(4),
  score: z.number().int().min(0),
  solved: z.number().int().min(0),
});

/**
 * An arena ended (issue 25): one per player who played at least one game in it, in the
 * transaction that finished it. `rank` among all its players; `onFire` when the player was
 * on fire (two wins in a row) at least once.
 */
export const arenaFinishedFact = z.object({
  type: z.literal('arena.finished'),
  ...childFact,
  arenaId: z.string().min(1),
  arenaName: z.string().min(1),
  kind: z.enum(ARENA_KINDS),
  rank: z.number().int().min(1),
  players: z.number().int().min(1),
  points: z.number().int().min(0),
  games: z.number().int().min(1),
  wins: z.number().int().min(0),
  onFire: z.boolean(),
});

/**
 * A coordinates round was scored (issue 26), once per round, in the transaction that scored it:
 * `score` right answers in time, `best` the child's best for this mode and side with it;
 * rewards pay `xp` from it once.
 */
export const coordinatesRoundFinishedFact = z.object({
  type: z.literal('coordinates.round.finished'),
  ...childFact,
  roundId: z.string().min(1),
  mode: z.enum(COORDINATES_MODES),
  side: z.enum(COORDINATES_SIDES),
  score: z.number().int().min(0),
  best: z.number().int().min(0),
  newBest: z.boolean(),
  xp: z.number().int().min(0),
});

/**
 * The child played the better move of its game's biggest mistake ("Try it again", issue 26),
 * once per game and child: the review's claim makes sure of it; rewards pay `points` from it.
 */
export const gameReviewRetrySolvedFact = z.object({
  type: z.literal('game_review.retry.solved'),
  ...childFact,
  gameId: z.string().min(1),
  ply: z.number().int().min(1),
  san: z.string().min(1),
  points: z.number().int().min(0),
});

/**
 * A Puzzle Streak run ended on a wrong move (issue 26, decision 043), in the transaction
 * that ended it. `bestBefore` is the child's best streak before this run: each length past it
 * pays its points once.
 */
export const puzzleStreakEndedFact = z.object({
  type: z.literal('puzzle_streak.ended'),
  ...childFact,
  runId: z.string().min(1),
  streak: z.number().int().min(0),
  bestBefore: z.number().int().min(0),
});

export const subscriptionChangedFact = z.object({
  type: z.literal('subscription.changed'),
  accountId: z.string().min(1),
  at: z.iso.datetime({ offset: true }),
  /** 'Basic' when no paid plan is held. */
  plan: z.enum(PLANS),
  status: z.enum(SUBSCRIPTION_STATES),
  /** Premium features are open for the account after this change. */
  premium: z.boolean(),
});

// Reward facts: recorded by the rewards subscriber in its delivery's transaction when a child
// earns something; the celebration push and the parent's live view react to them.

export const rewardCategory = z.enum(ACHIEVEMENT_CATEGORIES);

export const achievementUnlockedFact = z.object({
  type: z.literal('achievement.unlocked'),
  ...childFact,
  achievementId: z.string().min(1),
  title: z.string().min(1),
  icon: z.string().min(1),
  category: rewardCategory,
  rarity: z.enum(RARITIES),
  points: z.number().int().min(0),
  xp: z.number().int().min(0),
});

export const medalEarnedFact = z.object({
  type: z.literal('medal.earned'),
  ...childFact,
  medalId: z.string().min(1),
  name: z.string().min(1),
  icon: z.string().min(1),
  tier: z.enum(TIERS),
  points: z.number().int().min(0),
  xp: z.number().int().min(0),
});

export const badgeEarnedFact = z.object({
  type: z.literal('badge.earned'),
  ...childFact,
  badgeName: z.string().min(1),
  badgeIcon: z.string().min(1),
  badgeColor: z.string().min(1),
});

/**
 * The child's Level rose: the one level a child sees, 1000 points a level (spec §9, decision
 * 033). Facts recorded before 033 named an XP level and carried `totalXp`; it is not read.
 */
export const levelReachedFact = z.object({
  type: z.literal('level.reached'),
  ...childFact,
  level: z.number().int().min(2),
});

export const dailyChallengeCompletedFact = z.object({
  type: z.literal('daily_challenge.completed'),
  ...childFact,
  day,
  challengeId: z.string().min(1),
  title: z.string().min(1),
  points: z.number().int().min(0),
  xp: z.number().int().min(0),
});

/** A parent shared (or allowed sharing of) something the child earned. */
export const shareCreatedFact = z.object({
  type: z.literal('share.created'),
  ...childFact,
  shareId: z.string().min(1),
  shareableType: z.string().min(1),
  shareableId: z.string().min(1),
  platform: z.string().min(1),
});

/** A condition the child met (or points it spent) opened themes; the child hears "New theme unlocked!". */
export const themeUnlockedFact = z.object({
  type: z.literal('theme.unlocked'),
  ...childFact,
  themes: z.array(z.object({ id: z.string().min(1), kind: z.enum(THEME_KINDS), name: z.string().min(1) })).min(1),
});

export const factSchema = z.discriminatedUnion('type', [
  lessonStepCompletedFact,
  lessonModuleCompletedFact,
  storyPageCompletedFact,
  storyChapterCompletedFact,
  puzzleAttemptedFact,
  aiGameFinishedFact,
  multiplayerGameFinishedFact,
  multiplayerGameStartedFact,
  multiplayerGameAbortedFact,
  streakExtendedFact,
  miniChallengeCompletedFact,
  puzzleRaceFinishedFact,
  arenaFinishedFact,
  puzzleStreakEndedFact,
  gameReviewRetrySolvedFact,
  coordinatesRoundFinishedFact,
  subscriptionChangedFact,
  achievementUnlockedFact,
  medalEarnedFact,
  badgeEarnedFact,
  levelReachedFact,
  dailyChallengeCompletedFact,
  shareCreatedFact,
  themeUnlockedFact,
]);

export type Fact = z.infer<typeof factSchema>;
export type FactType = Fact['type'];
export type FactOf<T extends FactType> = Extract<Fact, { type: T }>;
export type ChildFact = Exclude<Fact, { type: 'subscription.changed' }>;

export const FACT_TYPES = factSchema.options.map((option) => option.shape.type.value) as FactType[];

export function isChildFact(fact: Fact): fact is ChildFact {
  return fact.type !== 'subscription.changed';
}
