import type { Color, Termination } from '@chess-quest/protocol/ai-chess';
import type { GameAbortReason, GameResult } from '@chess-quest/protocol/multiplayer';
import type { Database, Tx } from '../../db/client';
import type { games, invitations } from '../../db/schema/multiplayer';

// The multiplayer feature's row and value types, in a module of their own that imports no
// other multiplayer module: clocks, endings, views and invitations all read them, and
// keeping them here is what keeps those modules free of import circles.

/** The database or a transaction: reads join the caller's transaction when there is one. */
export type Executor = Database | Tx;
export type GameRow = typeof games.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

export interface PlayerProfile {
  id: string;
  accountId: string;
  /** The generated kid-safe name: the only name other children ever see. */
  username: string;
  profileImageUrl: string | null;
  level: number;
  /** Rated games played: fewer than PROVISIONAL_GAMES and the rating is not shown as a number. */
  gamesPlayed: number;
}

/** How a game ended. */
export interface Ending {
  result: GameResult;
  termination: Termination;
  /** null for a draw. */
  winnerColor: Color | null;
}

/** Why a game was called off, and by which side: see the `multiplayer.game.aborted` fact. */
export interface CallOff {
  reason: GameAbortReason;
  by: Color;
}
