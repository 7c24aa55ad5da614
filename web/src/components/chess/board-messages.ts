import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BoardPiece } from '@chess-quest/protocol/chess/free-move';
import { explainIllegalMove } from '@chess-quest/protocol/chess/move-explanations';
import type { MoveInputFailure } from '@chess-quest/protocol/chess/move-input';
import type { PromotionPiece, Square } from '@chess-quest/protocol/chess/position';
import { formatList } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { pieceLabel } from './board-keyboard';

/** What the board says to a child, in one place so the wording stays kind and consistent. */
export const BOARD_MESSAGES = {
  get cannotCheck() {
    return i18n._(msg`This board can't check moves right now.`);
  },
  get typedMalformed() {
    return i18n._(msg`I don't know that move. Try something like e4 or Nf3.`);
  },
  get typedMalformedFree() {
    return i18n._(msg`Type where the piece starts and where it goes, like e2e4.`);
  },
  get typedIllegal() {
    return i18n._(msg`That move isn't possible right now.`);
  },
  notYourPieces: (side: 'w' | 'b') =>
    side === 'w' ? i18n._(msg`You are playing the white pieces.`) : i18n._(msg`You are playing the black pieces.`),
  pieceStuck: (piece: BoardPiece) => i18n._(PIECE_STUCK[piece.type]),
};

const PIECE_STUCK: Record<BoardPiece['type'], MessageDescriptor> = {
  p: msg`This pawn can't move right now.`,
  n: msg`This knight can't move right now.`,
  b: msg`This bishop can't move right now.`,
  r: msg`This rook can't move right now.`,
  q: msg`This queen can't move right now.`,
  k: msg`This king can't move right now.`,
};

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
      const to = failure.to;
      const choices = formatList(options, { type: 'disjunction' });
      if (to) {
        return options.length > 0
          ? i18n._(msg`More than one piece can go to ${to}. Type ${choices}.`)
          : i18n._(msg`More than one piece can go to ${to}. Add the square it starts on.`);
      }
      return options.length > 0
        ? i18n._(msg`More than one piece can go there. Type ${choices}.`)
        : i18n._(msg`More than one piece can go there. Add the square it starts on.`);
    }
    case 'illegal':
      if (failure.from && failure.to) {
        return explainIllegalMove(fen, failure.from, failure.to) ?? BOARD_MESSAGES.typedIllegal;
      }
      return BOARD_MESSAGES.typedIllegal;
  }
}

/** The piece a pawn becomes, as the move's sentence says it. */
const PROMOTED: Record<PromotionPiece, MessageDescriptor> = {
  q: msg({ message: 'queen', context: 'promotion' }),
  r: msg({ message: 'rook', context: 'promotion' }),
  b: msg({ message: 'bishop', context: 'promotion' }),
  n: msg({ message: 'knight', context: 'promotion' }),
};

/** Screen-reader sentence for a move just made: "White knight to f3." */
export function describeMove(piece: BoardPiece, to: Square, captured: boolean, promotion?: PromotionPiece): string {
  const label = capitalise(pieceLabel(piece));
  if (promotion) {
    const promoted = i18n._(PROMOTED[promotion]);
    return captured ? i18n._(msg`${label} takes on ${to} and becomes a ${promoted}.`) : i18n._(msg`${label} to ${to} and becomes a ${promoted}.`);
  }
  return captured ? i18n._(msg`${label} takes on ${to}.`) : i18n._(msg`${label} to ${to}.`);
}

/** Screen-reader sentence for a piece being picked up. */
export function describePickUp(piece: BoardPiece, square: Square, moveCount: number | null): string {
  const label = capitalise(pieceLabel(piece));
  const pickedUp = i18n._(msg`${label} on ${square} picked up.`);
  return moveCount === 0 ? `${pickedUp} ${i18n._(msg`It has no moves right now.`)}` : pickedUp;
}
