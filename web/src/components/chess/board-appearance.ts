import { create } from 'zustand';
import { DEFAULT_BOARD_THEME, type BoardTheme } from './board-theme';
import { labelPieces } from './board-squares';
import { DEFAULT_PIECE_SET, pieceRenderers } from './piece-sets';

/**
 * How the child wants every board drawn: the chosen piece set and board colours and the
 * board settings. The customization feature writes it from the child's saved choice; the one
 * ChessBoard reads it, so lessons, story, puzzles, AI and live games, the watch view and
 * replays all look the same.
 */
export interface BoardAppearance {
  pieceSet: string;
  board: BoardTheme;
  showCoordinates: boolean;
  showLegalMoves: boolean;
  /** Piece animation length; 0 = no animation. */
  animationMs: number;
}

export const DEFAULT_APPEARANCE: BoardAppearance = {
  pieceSet: DEFAULT_PIECE_SET,
  board: DEFAULT_BOARD_THEME,
  showCoordinates: true,
  showLegalMoves: true,
  animationMs: 200,
};

export const useBoardAppearance = create<BoardAppearance>(() => DEFAULT_APPEARANCE);

export function setBoardAppearance(appearance: Partial<BoardAppearance>): void {
  useBoardAppearance.setState(appearance);
}

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
