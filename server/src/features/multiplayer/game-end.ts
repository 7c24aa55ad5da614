import { and, eq, sql } from 'drizzle-orm';
import type { Color, Termination } from '@chess-quest/protocol/ai-games';
import type { GameResult } from '@chess-quest/protocol/multiplayer';
import { games } from '../../db/schema/multiplayer';
import { rateGame } from './ratings';
import type { GameRow, Tx } from './game-view';

export interface Ending {
  result: GameResult;
  termination: Termination;
  /** null for a draw. */
  winnerColor: Color | null;
}

export const winEnding = (winnerColor: Color, termination: Termination): Ending => ({
  result: winnerColor === 'white' ? 'white_wins' : 'black_wins',
  termination,
  winnerColor,
});

export const drawEnding = (termination: Termination): Ending => ({ result: 'draw', termination, winnerColor: null });

/**
 * Ends the game `row` (as read at its version) with `ending`, plus any other column changes
 * (the final position and clocks of a mating move), and rates both players, all in `tx`.
 * Returns null, changing nothing, when the game moved on since `row` was read.
 */
export async function finishGame(
  tx: Tx,
  row: GameRow,
  ending: Ending,
  now: Date,
  changes: Partial<typeof games.$inferInsert> = {},
): Promise<GameRow | null> {
  // The game row is locked first, then the ratings: every path takes them in this order.
  const [ended] = await tx
    .update(games)
    .set({
      ...changes,
      status: 'finished',
      result: ending.result,
      termination: ending.termination,
      winnerId: ending.winnerColor === null ? null : ending.winnerColor === 'white' ? row.whiteId : row.blackId,
      deadlineAt: null,
      drawOfferedBy: null,
      finishedAt: now,
      version: sql`${games.version} + 1`,
    })
    .where(and(eq(games.id, row.id), eq(games.version, row.version), eq(games.status, 'active')))
    .returning();
  if (!ended) return null;
  const whiteScore = ending.winnerColor === 'white' ? 1 : ending.winnerColor === 'black' ? 0 : 0.5;
  const { whiteAfter, blackAfter } = await rateGame(tx, row.whiteId, row.blackId, whiteScore);
  const [rated] = await tx
    .update(games)
    .set({ whiteRatingAfter: whiteAfter, blackRatingAfter: blackAfter })
    .where(eq(games.id, row.id))
    .returning();
  return rated ?? null;
}
