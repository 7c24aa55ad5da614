// Enumerations that belong to no one feature: the sides and endings of a chess game, which
// AI games, live games, analytics, the learning journey and the facts all speak of. Each is
// written once, as a readonly array (the database schema's CHECK lists and text enums read it)
// with its zod enum and type beside it. Enumerations of one feature live in that feature's
// protocol module (rewards.ts, billing.ts, journey.ts, ...).

import type { PieceSymbol } from 'chess.js';
import { z } from 'zod';

export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];

/** How a game ended, from the board's point of view. */
export const GAME_RESULTS = ['white_wins', 'black_wins', 'draw'] as const;
export const gameResultSchema = z.enum(GAME_RESULTS);
export type GameResult = z.infer<typeof gameResultSchema>;

export const TERMINATIONS = [
  'checkmate',
  'stalemate',
  'threefold',
  'fifty_moves',
  'insufficient_material',
  'resignation',
  'agreement',
  'timeout',
  'abandonment',
] as const;
export const terminationSchema = z.enum(TERMINATIONS);
export type Termination = z.infer<typeof terminationSchema>;

/** How a game ended for the child who played it (analytics, the facts). */
export const GAME_OUTCOMES = ['win', 'loss', 'draw'] as const;
export const gameOutcomeSchema = z.enum(GAME_OUTCOMES);
export type GameOutcome = z.infer<typeof gameOutcomeSchema>;

/** chess.js's piece letters: pawn, knight, bishop, rook, queen, king. */
export const PIECE_LETTERS = ['p', 'n', 'b', 'r', 'q', 'k'] as const satisfies readonly PieceSymbol[];
