import type { BoardPiece } from '@chess-quest/protocol/chess/free-move';
import { explainIllegalMove } from '@chess-quest/protocol/chess/move-explanations';
import type { MoveInputFailure } from '@chess-quest/protocol/chess/move-input';
import { PIECE_NAMES, type PromotionPiece, type Square } from '@chess-quest/protocol/chess/position';
import { colorName, pieceLabel } from './board-keyboard';

/** What the board says to a child, in one place so the wording stays kind and consistent. */
export const BOARD_MESSAGES = {
  cannotCheck: "This board can't check moves right now.",
  typedMalformed: "I don't know that move. Try something like e4 or Nf3.",
  typedMalformedFree: 'Type where the piece starts and where it goes, like e2e4.',
  typedIllegal: "That move isn't possible right now.",
  notYourPieces: (side: 'w' | 'b') => `You are playing the ${colorName(side)} pieces.`,
  pieceStuck: (piece: BoardPiece) => `This ${PIECE_NAMES[piece.type]} can't move right now.`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The board's kind reason for a typed move it could not play. */
export function typedMoveProblem(failure: MoveInputFailure, fen: string): string {
  switch (failure.reason) {
    case 'malformed':
      return BOARD_MESSAGES.typedMalformed;
    case 'invalid-position':
      return BOARD_MESSAGES.cannotCheck;
    case 'ambiguous': {
      const options = (failure.candidates ?? []).map((m) => m.san).sort();
      const where = failure.to ? `to ${failure.to}` : 'there';
      return options.length > 0
        ? `More than one piece can go ${where}. Type ${options.join(' or ')}.`
        : `More than one piece can go ${where}. Add the square it starts on.`;
    }
    case 'illegal':
      if (failure.from && failure.to) {
        return explainIllegalMove(fen, failure.from, failure.to) ?? BOARD_MESSAGES.typedIllegal;
      }
      return BOARD_MESSAGES.typedIllegal;
  }
}

/** Screen-reader sentence for a move just made: "White knight to f3." */
export function describeMove(piece: BoardPiece, to: Square, captured: boolean, promotion?: PromotionPiece): string {
  const becomes = promotion ? ` and becomes a ${PIECE_NAMES[promotion]}` : '';
  return `${capitalise(pieceLabel(piece))} ${captured ? 'takes on' : 'to'} ${to}${becomes}.`;
}

/** Screen-reader sentence for a piece being picked up. */
export function describePickUp(piece: BoardPiece, square: Square, moveCount: number | null): string {
  const stuck = moveCount === 0 ? ' It has no moves right now.' : '';
  return `${capitalise(pieceLabel(piece))} on ${square} picked up.${stuck}`;
}
