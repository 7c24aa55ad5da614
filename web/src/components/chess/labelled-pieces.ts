import { memo } from 'react';
import type { PieceRenderObject } from 'react-chessboard';
import { labelPieces } from './board-squares';
import { pieceRenderers } from './piece-sets';

const labelled = new Map<string, PieceRenderObject>();

/**
 * The named drawings of a set, made once per set. The board drawing (board-drawing.tsx) draws
 * each piece as a component (`<Drawing square="g1" />`): each drawing is memoised, so a piece
 * whose square is drawn again keeps its drawing (the default set's is an SVG of a dozen paths)
 * and React does not compare it again (issue 29).
 */
export function labelledPieceSet(setId: string): PieceRenderObject {
  let pieces = labelled.get(setId);
  if (!pieces) {
    pieces = Object.fromEntries(
      // The board only ever renders these as components, so a memoised one stands in.
      Object.entries(labelPieces(pieceRenderers(setId))).map(([code, draw]) => [code, memo(draw) as unknown as typeof draw]),
    );
    labelled.set(setId, pieces);
  }
  return pieces;
}
