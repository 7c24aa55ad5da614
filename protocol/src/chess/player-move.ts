import type { Chess, Move } from 'chess.js';
import { parseMoveInput, type MoveInputFailure } from './move-input';
import { explainIllegalMove } from './move-explanations';

/**
 * Why a child's move (SAN or UCI, as typed) cannot be played at `fen`, said kindly: the
 * message the AI and multiplayer games answer with (error code `illegal_move`).
 */
export function moveRefusalMessage(fen: string, text: string, failure: MoveInputFailure): string {
  const input = text.trim();
  switch (failure.reason) {
    case 'malformed':
      return `Invalid move: "${input}" is not a move. Write it like e4, Nf3 or g1f3.`;
    case 'ambiguous':
      return `Invalid move: more than one piece can play ${input}. Say which one, like Nbd2 or b1d2.`;
    default: {
      const reason = failure.from && failure.to ? explainIllegalMove(fen, failure.from, failure.to) : null;
      return `Invalid move: ${input} is not allowed here.${reason ? ` ${reason}` : ''}`;
    }
  }
}

/**
 * Plays the child's move on `chess` (which keeps the game's history, for repetition), or
 * says why it cannot be played.
 */
export function playPlayerMove(chess: Chess, text: string): { ok: true; move: Move } | { ok: false; message: string } {
  const fen = chess.fen();
  const parsed = parseMoveInput(fen, text);
  if (!parsed.ok) return { ok: false, message: moveRefusalMessage(fen, text, parsed) };
  return { ok: true, move: chess.move({ from: parsed.move.from, to: parsed.move.to, promotion: parsed.move.promotion }) };
}
