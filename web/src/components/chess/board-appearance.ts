import { create } from 'zustand';
import { DEFAULT_BOARD_THEME, type BoardTheme } from './board-theme';
import { DEFAULT_PIECE_SET } from './default-piece-set';

/**
 * How the child wants every board drawn: the chosen piece set and board colours and the
 * board settings. The customization feature writes it from the child's saved choice; the one
 * ChessBoard reads it, so lessons, story, puzzles, AI and live games, the watch view and
 * replays all look the same.
 *
 * Kept apart from the drawings (labelled-pieces.ts) so that a page without a board can hold
 * the child's choice without loading the board's code.
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

/**
 * The board's column: at most 560 px wide, and on a short screen (a phone turned sideways) no
 * taller than the window under the header, so the whole board can be seen at once; never so
 * small that a square is under 44 px (WCAG 2.5.5: 8 × 44 = 352 px). Shared by the board and its
 * placeholder, so the page does not move when the board arrives.
 */
export const BOARD_COLUMN = 'mx-auto grid w-full max-w-[max(352px,min(560px,calc(100dvh-6rem)))] gap-3';

/** The column's width limit when the board is also fitted to the first screen (board-fit.ts). */
export function boardColumnStyle(fitWidth: number | null): { maxWidth: string } | undefined {
  return fitWidth === null ? undefined : { maxWidth: `min(max(352px, min(560px, calc(100dvh - 6rem))), ${fitWidth}px)` };
}
