import type { Chess, Move } from 'chess.js';
import { explainIllegalMove } from '@chess-quest/protocol/chess/move-explanations';
import { parseMoveInput } from '@chess-quest/protocol/chess/move-input';
import { badRequest } from '../../http/errors';

/**
 * The child's move, given as SAN or UCI, applied to `chess` (which keeps the game's
 * history for repetition); otherwise a 400 that says kindly what is wrong.
 */
export function readPlayerMove(chess: Chess, text: string): Move {
  const fen = chess.fen();
  const parsed = parseMoveInput(fen, text);
  if (parsed.ok) return chess.move({ from: parsed.move.from, to: parsed.move.to, promotion: parsed.move.promotion });
  const input = text.trim();
  switch (parsed.reason) {
    case 'malformed':
      throw badRequest(`Invalid move: "${input}" is not a move. Write it like e4, Nf3 or g1f3.`);
    case 'ambiguous':
      throw badRequest(`Invalid move: more than one piece can play ${input}. Say which one, like Nbd2 or b1d2.`);
    default: {
      const reason = parsed.from && parsed.to ? explainIllegalMove(fen, parsed.from, parsed.to) : null;
      throw badRequest(`Invalid move: ${input} is not allowed here.${reason ? ` ${reason}` : ''}`);
    }
  }
}
