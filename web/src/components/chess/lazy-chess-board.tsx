import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
import { cn } from '../../lib/cn';
import { BOARD_COLUMN, boardColumnStyle, useBoardAppearance } from './board-appearance';
import { useBoardFit } from './board-fit';
import type { ChessBoardProps } from './chess-board';

export type { BoardMove, ChessBoardProps, MoveHandler, SquareMarker } from './chess-board';

// The board's code (its drawing, chess.js, the piece drawings: ~31 kB gzipped) starts
// loading as soon as a page with a board is opened, but the page does not wait for it: its
// title and text paint at once over an empty board of the child's colours, and the pieces
// appear when the code is in (docs/lighthouse.md). Later boards render at once.
const loadBoard = () => import('./chess-board').then((mod) => ({ default: mod.ChessBoard }));
const Board = lazy(loadBoard);

/** The chess board (chess-board.tsx), loaded apart from the page that shows it. */
export function ChessBoard(props: ChessBoardProps) {
  return (
    <Suspense fallback={<BoardPlaceholder {...props} />}>
      <Board {...props} />
    </Suspense>
  );
}

/**
 * The board's place while its code loads: the same size and squares in the child's colours,
 * with room for the message line and the "Type a move" box, so nothing moves when it arrives.
 */
function BoardPlaceholder({ className, boardTheme, showMoveEntry = true, ariaLabel, onMessage, fitToScreen = false }: ChessBoardProps) {
  const { t } = useLingui();
  const boardName = ariaLabel ?? t`Chess board`;
  const appearance = useBoardAppearance();
  const { light, dark } = boardTheme ?? appearance.board;
  const columnRef = useRef<HTMLDivElement>(null);
  const fitWidth = useBoardFit(columnRef, fitToScreen);
  return (
    <div
      ref={columnRef}
      className={cn(BOARD_COLUMN, className)}
      style={boardColumnStyle(fitWidth)}
      aria-busy="true"
      aria-label={t`${boardName} (loading)`}
      role="group"
    >
      <div
        className="aspect-square w-full rounded-xl"
        style={{
          background: `repeating-conic-gradient(${dark} 0 25%, ${light} 0 50%) 0 0 / 25% 25%`,
          boxShadow: '0 6px 18px rgba(42, 30, 20, 0.18)',
        }}
      />
      {!onMessage && <p className="min-h-8 text-base" />}
      {showMoveEntry && (
        <div aria-hidden="true" className="invisible flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-sm font-semibold">
              <Trans>Type a move</Trans>
            </span>
            <span className="min-h-11" />
          </div>
          <span className="min-h-11 w-16" />
          <span className="w-full text-xs">
            <Trans>For example e4.</Trans>
          </span>
        </div>
      )}
    </div>
  );
}
