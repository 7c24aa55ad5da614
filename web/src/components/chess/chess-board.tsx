import { useLingui } from '@lingui/react/macro';
import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import {
  Component,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { readPlacement } from '@chess-quest/protocol/chess/free-move';
import { isSquare, type Square } from '@chess-quest/protocol/chess/position';
import { cn } from '../../lib/cn';
import { playSound } from '../../lib/sounds';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { describeSquare, moveCursor, pieceFromCode, type BoardOrientation } from './board-keyboard';
import { BOARD_COLUMN, boardColumnStyle, useBoardAppearance } from './board-appearance';
import { useBoardFit } from './board-fit';
import { BoardDrawing, type DrawingHandlers } from './board-drawing';
import { capturedBetween, keepCaptured, slidesBetween, startSlides } from './board-slide';
import { StoredSquare, buildDecorations, createDecorationStore, type SquareMarker } from './board-squares';
import type { BoardTheme } from './board-theme';
import { MoveEntry } from './move-entry';
import { labelledPieceSet } from './labelled-pieces';
import { PromotionPicker } from './promotion-picker';
import { useBoardMoves, type MoveHandler } from './use-board-moves';

/**
 * framer-motion's animation engine (~40 kB gzipped) is not on the board's critical path: the
 * board's `m` elements render at once and animate once the features have loaded (docs/lighthouse.md).
 */
const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.default);

export type { BoardTheme } from './board-theme';
export type { SquareMarker } from './board-squares';
export type { BoardMove, MoveHandler } from './use-board-moves';

export interface ChessBoardProps {
  fen: string;
  orientation?: BoardOrientation;
  /**
   * Called for every move the child makes. Return false (or a promise of false, or a rejected
   * promise) to refuse it and put the piece back; anything else keeps the new position on the
   * board until `fen` changes. While a promise is pending the board takes no other move.
   */
  onMove?: MoveHandler;
  disabled?: boolean;
  /** False gives the spec's free-move board (§4): any piece anywhere, no rules, for lessons that ask for it. */
  legalOnly?: boolean;
  lastMove?: { from: string; to: string } | null;
  highlightSquares?: Partial<Record<string, SquareMarker>>;
  /** Board colours; the child's chosen board (board-appearance.ts) when left out. */
  boardTheme?: BoardTheme;
  /** Piece set id; the child's chosen set when left out (theme previews pass their own). */
  pieceSet?: string;
  ariaLabel?: string;
  /** Only these pieces may be moved. */
  playerColor?: 'white' | 'black';
  /** Show the "Type a move" box (default true). */
  showMoveEntry?: boolean;
  /** DOM id prefix of the board; generated when left out. Letters and digits only. */
  id?: string;
  className?: string;
  /** How long a move slides, when the screen fixes it (a replay uses the spec's 500 ms); else the child's setting. None with reduced motion. */
  animationMs?: number;
  /**
   * Square-picking mode (mini challenges): a click, a tap or Enter/Space on the keyboard
   * cursor picks a square instead of moving a piece; nothing is dragged.
   */
  onSquarePick?: (square: Square) => void;
  /** Shows or hides the coordinates whatever the child's setting (a coordinates trainer hides them). */
  showCoordinates?: boolean;
  /**
   * Takes the board's sentences (why a move was refused) to show them where the child is
   * looking, by the task: the board then shows no message line of its own.
   */
  onMessage?: (text: string) => void;
  /** Said when a piece is tapped while the board is disabled ("Nothing to move here..."). */
  lockedMessage?: string;
  /** Sizes the board so that all of it is on the first screen (board-fit.ts). */
  fitToScreen?: boolean;
}

const EMPTY_BOARD = '8/8/8/8/8/8/8/8 w - - 0 1';

/**
 * The one chess board of the app (architecture "Chess"): its own drawing (board-drawing.tsx), chess.js rules.
 * Click or tap a piece and then a square, or drag; arrow keys and Enter/Space on the focused
 * board; or type a move. Illegal moves are refused with a kind reason in a live message.
 */
export function ChessBoard({
  fen,
  orientation = 'white',
  onMove,
  disabled = false,
  legalOnly = true,
  lastMove = null,
  highlightSquares,
  boardTheme: boardThemeProp,
  pieceSet: pieceSetProp,
  ariaLabel: givenAriaLabel,
  playerColor,
  showMoveEntry = true,
  id,
  className,
  animationMs: animationMsProp,
  onSquarePick,
  showCoordinates,
  onMessage,
  lockedMessage,
  fitToScreen = false,
}: ChessBoardProps) {
  const { t } = useLingui();
  const ariaLabel = givenAriaLabel ?? t`Chess board`;
  const reactId = useId();
  const boardId = id ?? `chessboard${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const instructionsId = `${boardId}-instructions`;
  const reducedMotion = useReducedMotion() ?? false;
  const appearance = useBoardAppearance();
  const boardTheme = boardThemeProp ?? appearance.board;
  const animationMs = reducedMotion ? 0 : (animationMsProp ?? appearance.animationMs);
  const boardRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState<Square | null>(null);
  const [focused, setFocused] = useState(false);
  const [keyboardMode, setKeyboardMode] = useState(false);

  const columnRef = useRef<HTMLDivElement>(null);
  const fitWidth = useBoardFit(columnRef, fitToScreen);
  const board = useBoardMoves({ fen, lastMove, onMove, disabled, legalOnly, playerColor, onMessage, lockedMessage });
  const { displayFen, game, pieces, selected, legalMoves, locked, message, announcement, promotion } = board;
  // The same function on every render: the memoised "Type a move" box is not drawn again for a tap.
  const typedMove = useLatestCallback(board.handleTypedMove);

  // A sound for each new position (a move, a capture, a check); none for the first one shown.
  const soundFrom = useRef({ fen: displayFen, count: pieces.size });
  useEffect(() => {
    const before = soundFrom.current;
    if (before.fen === displayFen) return;
    soundFrom.current = { fen: displayFen, count: pieces.size };
    playSound(game?.inCheck() ? 'check' : pieces.size < before.count ? 'capture' : 'move');
  }, [displayFen, pieces, game]);

  // The drawn board is only made again when what it shows changes, and its squares hold no
  // callback: it reads ours through this ref, so a tap or a drop always sees the current
  // position and props.
  const handlers = useRef<DrawingHandlers>({
    drag: () => undefined,
    drop: () => false,
    click: () => undefined,
    canDrag: () => false,
  });
  const droppedFrom = useRef<string | null>(null);
  useLayoutEffect(() => {
    handlers.current = {
      drag: ({ square }) => {
        if (locked || !square || !isSquare(square)) return;
        const piece = pieces.get(square);
        if (piece && !board.refusal(piece)) board.select(square, piece);
      },
      drop: ({ sourceSquare, targetSquare }) => {
        if (locked || !targetSquare || !isSquare(sourceSquare) || !isSquare(targetSquare)) return false;
        if (sourceSquare === targetSquare) return false;
        // The dropped piece is already where the child let go: it does not slide there.
        droppedFrom.current = sourceSquare;
        const moved = board.attemptMove(sourceSquare, targetSquare, undefined, 'board') === 'moved';
        if (!moved) droppedFrom.current = null;
        return moved;
      },
      click: (square) => {
        if (!isSquare(square)) return;
        if (onSquarePick) {
          if (!disabled) onSquarePick(square);
        } else board.handleSquare(square);
      },
      canDrag: ({ piece }) => {
        const boardPiece = pieceFromCode(piece);
        return !locked && boardPiece !== null && board.refusal(boardPiece) === null;
      },
    };
  });

  const cursorSquare: Square = cursor ?? selected ?? (orientation === 'white' ? 'e2' : 'e7');

  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = moveCursor(cursorSquare, event.key, orientation);
    if (next) {
      setCursor(next);
      const target = legalMoves.some((m) => m.to === next);
      const note = next === selected ? ', picked up' : target ? (pieces.has(next) ? ', you can capture here' : ', you can move here') : '';
      board.announce(`${describeSquare(next, pieces.get(next))}${note}`);
    } else if (event.key === 'Enter' || event.key === ' ') {
      setCursor(cursorSquare);
      if (onSquarePick) {
        if (!disabled) onSquarePick(cursorSquare);
      } else board.handleSquare(cursorSquare);
    } else if (event.key === 'Escape' && selected) {
      board.deselect();
    } else {
      return;
    }
    setKeyboardMode(true);
    // Keep these keys from scrolling the page.
    event.preventDefault();
    event.stopPropagation();
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    setFocused(true);
    if (event.target === boardRef.current && event.target.matches(':focus-visible')) setKeyboardMode(true);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!boardRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const checkSquare = useMemo(() => (game?.inCheck() ? (game.findPiece({ type: 'k', color: game.turn() })[0] ?? null) : null), [game]);
  const decorations = buildDecorations({
    checkSquare,
    selected,
    lastMove: board.pendingMove ?? lastMove,
    targets: appearance.showLegalMoves ? legalMoves.map((m) => ({ square: m.to, capture: pieces.has(m.to) })) : [],
    markers: highlightSquares,
    cursor: focused && keyboardMode ? cursorSquare : null,
  });
  // The squares read their decorations from here (board-squares.tsx): a piece picked up draws
  // its square and its targets again, in the same frame (a layout effect), and nothing else.
  const [store] = useState(() => {
    const made = createDecorationStore();
    made.set(decorations);
    return made;
  });
  useLayoutEffect(() => store.set(decorations));

  // The drawing (board-drawing.tsx) is memoised on what it shows, and each of its squares on its
  // own piece and marks: a parent's render for anything else (the page's status line, a request
  // in flight, the message under the board) draws no square, and a move only the squares it
  // changes (issue 29).
  // A placement that cannot be read shows an empty board.
  const position = readPlacement(displayFen) ? displayFen : EMPTY_BOARD;
  const pieceSet = pieceSetProp ?? appearance.pieceSet;
  const notation = showCoordinates ?? appearance.showCoordinates;
  const draggable = !locked && !onSquarePick;
  const { light, dark, texture } = boardTheme;
  // Which colours the child may pick up now, for the cursor only (a refusal depends on the colour alone).
  const dragColors = draggable ? (['w', 'b'] as const).filter((color) => board.refusal({ color, type: 'p' }) === null).join('') : '';
  // A move slides its piece (board-slide.ts): the drawing has already put it on its new square
  // in this commit, so it starts sliding there from its old square before the frame is painted.
  const drawn = useRef({ position, orientation });
  useLayoutEffect(() => {
    const before = drawn.current;
    const dropped = droppedFrom.current;
    droppedFrom.current = null;
    if (before.position === position && before.orientation === orientation) return;
    drawn.current = { position, orientation };
    const moved = before.orientation === orientation && animationMs > 0 ? slidesBetween(before.position, position, orientation, dropped) : [];
    if (moved.length > 0) startSlides(boardId, moved, animationMs, orientation);
  }, [position, orientation, animationMs, boardId]);
  const squareContent = useCallback(
    (square: string, children: ReactNode) => (
      <StoredSquare store={store} square={square}>
        {children}
      </StoredSquare>
    ),
    [store],
  );

  const instructions = onSquarePick
    ? t`Use the arrow keys to move around the board. Press Enter or Space to pick the square you are on.`
    : legalOnly
      ? t`Use the arrow keys to move around the board. Press Enter or Space to pick up a piece, then again on the square where it should go. You can also type a move below the board.`
      : t`Use the arrow keys to move around the board. Press Enter or Space to pick up a piece, then again on any square to put it there. You can also type a move below the board.`;

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div ref={columnRef} className={cn(BOARD_COLUMN, className)} style={boardColumnStyle(fitWidth)}>
        <div className="relative [container-type:inline-size]">
          <div
            ref={boardRef}
            role="application"
            aria-label={ariaLabel}
            aria-describedby={instructionsId}
            aria-disabled={disabled || undefined}
            tabIndex={0}
            onKeyDownCapture={onKeyDownCapture}
            onFocus={onFocus}
            onBlur={onBlur}
            onPointerDownCapture={() => setKeyboardMode(false)}
            className={cn('touch-manipulation rounded-xl select-none', disabled && 'cursor-not-allowed')}
            data-board-id={boardId}
          >
            <KeepCaptured boardId={boardId} position={position} orientation={orientation} animationMs={animationMs} dropped={droppedFrom}>
              <BoardDrawing
                id={boardId}
                position={position}
                orientation={orientation}
                pieces={labelledPieceSet(pieceSet)}
                showNotation={notation}
                draggable={draggable}
                dragColors={dragColors}
                light={light}
                dark={dark}
                texture={texture}
                handlers={handlers}
                squareContent={squareContent}
              />
            </KeepCaptured>
          </div>
          <PromotionPicker
            open={promotion !== null}
            color={promotion?.color ?? 'w'}
            onChoose={board.choosePromotion}
            onCancel={board.cancelPromotion}
            onCloseFocus={() => (board.promotionSource.current === 'text' ? inputRef.current : boardRef.current)?.focus()}
          />
        </div>
        <p id={instructionsId} className="sr-only">
          {instructions}
        </p>
        {!onMessage && (
          <p role="status" className="min-h-8 text-base">
            {message && (
              <m.span
                key={message.id}
                // Movement only, no fade: a half-transparent message would fail contrast while it shows.
                initial={reducedMotion ? false : { y: 6, scale: 0.97 }}
                animate={{ y: 0, scale: 1 }}
                transition={{ duration: reducedMotion ? 0 : 0.2 }}
                className="inline-block rounded-xl bg-sun-soft px-3 py-1 font-semibold text-ink"
                data-board-message=""
              >
                {message.text}
              </m.span>
            )}
          </p>
        )}
        <div aria-live="polite" className="sr-only">
          {announcement && <span key={announcement.id}>{announcement.text}</span>}
        </div>
        {showMoveEntry && (
          <MoveEntry onSubmit={typedMove} unavailable={locked} example={legalOnly ? t`e4, Nf3 or e2e4` : 'e2e4'} inputRef={inputRef} />
        )}
      </div>
    </LazyMotion>
  );
}

interface KeepCapturedProps {
  boardId: string;
  position: string;
  orientation: BoardOrientation;
  animationMs: number;
  /** The square a piece was dragged from, for the move being drawn (it does not slide). */
  dropped: RefObject<string | null>;
  children: ReactNode;
}

/**
 * Copies a taken piece's drawing just before React draws the new position (the one moment it
 * is still on the board: getSnapshotBeforeUpdate), and keeps the copy on its square while the
 * taking piece slides there (board-slide.ts keepCaptured).
 */
class KeepCaptured extends Component<KeepCapturedProps> {
  override getSnapshotBeforeUpdate(before: KeepCapturedProps): { square: string; copy: HTMLElement }[] | null {
    const { boardId, position, orientation, animationMs, dropped } = this.props;
    if (before.position === position || before.orientation !== orientation || animationMs <= 0) return null;
    const slides = slidesBetween(before.position, position, orientation, dropped.current);
    const copies: { square: string; copy: HTMLElement }[] = [];
    for (const { square, piece } of capturedBetween(before.position, position, slides, dropped.current)) {
      const drawn = document.getElementById(`${boardId}-piece-${piece}-${square}`);
      if (drawn) copies.push({ square, copy: drawn.cloneNode(true) as HTMLElement });
    }
    return copies.length > 0 ? copies : null;
  }

  override componentDidUpdate(_before: KeepCapturedProps, _state: unknown, copies: { square: string; copy: HTMLElement }[] | null): void {
    if (copies) keepCaptured(this.props.boardId, copies, this.props.animationMs);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
