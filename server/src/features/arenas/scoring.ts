import { ARENA_SCORE, isOnFire } from '@chess-quest/protocol/arenas';

/** How a game ended for one player, as the arena scores it. */
export type ArenaOutcome = 'win' | 'draw' | 'loss';

export interface ScoredGame {
  /** Points this game adds. */
  points: number;
  /** Wins in a row after this game. */
  streakAfter: number;
  /** The player was on fire for this game (its points doubled). */
  onFire: boolean;
  /** A draw too short to count (fewer than ARENA_SCORE.shortDrawPlies plies). */
  shortDraw: boolean;
}

/**
 * One player's points for one finished game (Lichess arena scoring, without berserk): win 2,
 * draw 1, loss 0; a player with ARENA_SCORE.fireAfterWins wins in a row before this game is on
 * fire and scores double; any game not won ends the streak; a draw in fewer than 10 moves (20
 * plies) scores nothing and ends the streak too.
 */
export function scoreGame(outcome: ArenaOutcome, plies: number, streakBefore: number): ScoredGame {
  const onFire = isOnFire(streakBefore);
  const shortDraw = outcome === 'draw' && plies < ARENA_SCORE.shortDrawPlies;
  const base = shortDraw ? 0 : ARENA_SCORE[outcome];
  return {
    points: onFire ? base * ARENA_SCORE.fireMultiplier : base,
    streakAfter: outcome === 'win' ? streakBefore + 1 : 0,
    onFire,
    shortDraw,
  };
}

/** A player's place in the standings: points first, then fewer games, then who joined first. */
export interface Standing {
  childId: string;
  points: number;
  games: number;
  joinedAt: Date;
}

export function compareStandings(a: Standing, b: Standing): number {
  return b.points - a.points || a.games - b.games || a.joinedAt.getTime() - b.joinedAt.getTime() || a.childId.localeCompare(b.childId);
}
