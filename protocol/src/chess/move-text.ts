/** The fields of a chess.js Move that the simplified text needs (piece letters p n b r q k). */
export interface SimpleMoveFields {
  piece: string;
  from: string;
  to: string;
  captured?: string | null | undefined;
  promotion?: string | null | undefined;
}

/**
 * Spec §4 move text: piece letter (none for pawns), 'x' when something was captured, then
 * the target square; a king going from e1/e8 to the g or c file of the same rank is written
 * O-O / O-O-O. Beyond the spec, a promotion adds "=Q" so a child sees what the pawn became.
 * Works on any move, legal or not, so the free-move lesson board can use it too.
 */
export function simplifiedMoveText(move: SimpleMoveFields): string {
  const piece = move.piece.toLowerCase();
  const from = move.from.toLowerCase();
  const to = move.to.toLowerCase();

  if (piece === 'k' && (from === 'e1' || from === 'e8') && to[1] === from[1]) {
    if (to[0] === 'g') return 'O-O';
    if (to[0] === 'c') return 'O-O-O';
  }

  const letter = piece === 'p' ? '' : piece.toUpperCase();
  const capture = move.captured ? 'x' : '';
  const promotion = move.promotion ? `=${move.promotion.toUpperCase()}` : '';
  return `${letter}${capture}${to}${promotion}`;
}
