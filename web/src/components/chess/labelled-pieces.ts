import { labelPieces } from './board-squares';
import { pieceRenderers } from './piece-sets';

const labelled = new Map<string, ReturnType<typeof labelPieces>>();

/** The named drawings of a set, made once per set. */
export function labelledPieceSet(setId: string) {
  let pieces = labelled.get(setId);
  if (!pieces) {
    pieces = labelPieces(pieceRenderers(setId));
    labelled.set(setId, pieces);
  }
  return pieces;
}
