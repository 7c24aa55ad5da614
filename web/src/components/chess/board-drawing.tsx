import {
  createElement,
  memo,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { fenStringToPositionObject, type PieceRenderObject } from 'react-chessboard';
import type { BoardTexture } from '@chess-quest/protocol/customization';
import type { BoardOrientation } from './board-keyboard';
import { squareStyle } from './board-textures';
import { BOARD_COLORS, notationColor } from './board-theme';

/** What the board does with the child's pointer; read through a ref, so the squares never hold a handler. */
export interface DrawingHandlers {
  /** A tap or a click on a square (once per tap). */
  click(square: string): void;
  /** A piece picked up by dragging (after DRAG_START_PX of movement). */
  drag(args: { square: string; piece: string }): void;
  /** A piece let go over a square; false puts it back. */
  drop(args: { sourceSquare: string; targetSquare: string; piece: string }): boolean;
  /** Whether this piece may be dragged now. */
  canDrag(args: { square: string; piece: string }): boolean;
}

/** Draws the inside of a square around its piece (the decorations: board-squares.tsx StoredSquare). */
export type SquareContent = (square: string, children: ReactNode) => ReactNode;

export interface BoardDrawingProps {
  /** DOM id prefix: `${id}-board`, `${id}-square-e4`, `${id}-piece-wP-e4` (board-slide.ts finds pieces by them). */
  id: string;
  /** A FEN, or only its placement. */
  position: string;
  orientation: BoardOrientation;
  /** The piece set's drawings (labelled-pieces.ts), each drawn as a component with a `square` prop. */
  pieces: PieceRenderObject;
  showNotation: boolean;
  /** False: nothing can be dragged (taps still reach `handlers.click`). */
  draggable: boolean;
  /** The piece colours the child may pick up now ('w', 'b', 'wb' or ''): only for the cursor. */
  dragColors: string;
  light: string;
  dark: string;
  texture?: BoardTexture | null;
  handlers: RefObject<DrawingHandlers>;
  /** Stable across renders (each square draws it), or every square draws again. */
  squareContent?: SquareContent;
}

/** How far a pressed piece moves before it is dragged (react-chessboard's dragActivationDistance as the app set it). */
export const DRAG_START_PX = 6;
/**
 * The click event the browser sends after a pointer sequence the board already answered is
 * stamped within this time of it (event time stamps are the input's own time, not when a
 * slow main thread gets to it).
 */
const CLICK_ECHO_MS = 2000;
const FILES = 'abcdefgh';

// The look react-chessboard gave the board (its defaults merged with the app's options), kept
// so that the board looks the same as before it was drawn here (decision 049).
const BOARD_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 1fr)',
  overflow: 'hidden',
  width: '100%',
  height: '100%',
  position: 'relative',
  borderRadius: '0.75rem',
  boxShadow: '0 6px 18px rgba(42, 30, 20, 0.18)',
};
const SQUARE_STYLE: CSSProperties = { aspectRatio: '1/1', display: 'flex', justifyContent: 'center', alignItems: 'center', position: 'relative' };
const DROP_SQUARE: CSSProperties = { boxShadow: `inset 0 0 0 4px ${BOARD_COLORS.dropTarget}` };
const NOTATION = {
  fontSize: 'clamp(11px, 2.6cqw, 15px)',
  fontWeight: 700,
  lineHeight: 1.1,
  position: 'absolute',
  userSelect: 'none',
  pointerEvents: 'none',
  zIndex: 1,
} as const;
const ALPHA_NOTATION: CSSProperties = { ...NOTATION, bottom: 2, right: 4 };
const NUMERIC_NOTATION: CSSProperties = { ...NOTATION, top: 2, left: 4 };
// touch-action: a finger on a piece drags it instead of scrolling the page.
const PIECE_STYLE: CSSProperties = { width: '100%', height: '100%', touchAction: 'none' };
/** The piece left on its square while a copy of it is dragged. */
const GHOST_STYLE: CSSProperties = { ...PIECE_STYLE, opacity: 0.5 };
const DRAGGED_SCALE = 1.2;

/** A halo in the square's own colour keeps a coordinate readable where it overlaps a piece. */
function halo(color: string): string {
  return `0 0 2px ${color}, 0 0 2px ${color}, 0 0 3px ${color}`;
}

/** One square's place on the drawn board. */
export interface SquareSpot {
  square: string;
  shade: 'light' | 'dark';
  /** The file letter drawn in its corner (bottom row only), or null. */
  file: string | null;
  /** The rank number drawn in its corner (left column only), or null. */
  rank: string | null;
}

const layouts = new Map<BoardOrientation, SquareSpot[]>();

/** The 64 squares in the order they are drawn (row by row from the top left), the same objects every time. */
export function boardLayout(orientation: BoardOrientation): SquareSpot[] {
  let spots = layouts.get(orientation);
  if (!spots) {
    spots = [];
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const fileIndex = orientation === 'white' ? col : 7 - col;
        const rank = orientation === 'white' ? 8 - row : row + 1;
        spots.push({
          square: `${FILES[fileIndex]}${rank}`,
          // a1 is dark.
          shade: (fileIndex + rank) % 2 === 0 ? 'light' : 'dark',
          file: row === 7 ? (FILES[fileIndex] ?? null) : null,
          rank: col === 0 ? String(rank) : null,
        });
      }
    }
    layouts.set(orientation, spots);
  }
  return spots;
}

/** The square under a point given in px from the board's top left corner, or null off the board. */
export function squareAtPoint(x: number, y: number, width: number, height: number, orientation: BoardOrientation): string | null {
  if (!(width > 0 && height > 0) || x < 0 || y < 0 || x >= width || y >= height) return null;
  const col = Math.floor((x / width) * 8);
  const row = Math.floor((y / height) * 8);
  const fileIndex = orientation === 'white' ? col : 7 - col;
  const rank = orientation === 'white' ? 8 - row : row + 1;
  return `${FILES[fileIndex]}${rank}`;
}

/** A dragged piece's centre, kept on the board (it may stick out by half a square, as before). */
export function clampToBoard(x: number, y: number, width: number, height: number): { x: number; y: number } {
  return { x: Math.min(Math.max(x, 0), width), y: Math.min(Math.max(y, 0), height) };
}

/** The cursor rules of one board: a hand over the pieces the child may pick up, a pointer over the others. */
export function cursorCss(boardId: string, dragColors: string): string {
  const root = `#${boardId.replace(/[^a-zA-Z0-9_-]/g, '')}-board`;
  const grab = [...new Set(dragColors.replace(/[^wb]/g, ''))].map((color) => `${root} [data-piece^="${color}"]{cursor:grab}`);
  return [`${root} [data-piece]{cursor:pointer}`, ...grab].join('\n');
}

/** What every square of one board draws alike: made again only when the theme, set or notation changes. */
interface SquareLook {
  boardId: string;
  light: CSSProperties;
  dark: CSSProperties;
  lightNotation: CSSProperties;
  darkNotation: CSSProperties;
  pieces: PieceRenderObject;
  content: SquareContent | undefined;
}

interface BoardSquareProps {
  look: SquareLook;
  square: string;
  shade: 'light' | 'dark';
  file: string | null;
  rank: string | null;
  /** The piece code drawn here ("wN"), or null. */
  piece: string | null;
  /** This square's piece is being dragged: it stays faded here. */
  ghost: boolean;
  /** The dragged piece is over this square. */
  over: boolean;
}

/**
 * One square: only what it shows is in its props, so a move draws again the 2 to 4 squares it
 * changes and no other (issue 29). No handler either: the board listens for all of them.
 */
const BoardSquare = memo(function BoardSquare({ look, square, shade, file, rank, piece, ghost, over }: BoardSquareProps) {
  const { boardId, content } = look;
  const light = shade === 'light';
  const drawing = piece ? (look.pieces[piece] as ComponentType<{ square: string }> | undefined) : undefined;
  const pieceElement =
    piece && drawing ? (
      <div id={`${boardId}-piece-${piece}-${square}`} data-piece={piece} style={ghost ? GHOST_STYLE : PIECE_STYLE}>
        {createElement(drawing, { square })}
      </div>
    ) : null;
  return (
    <div
      id={`${boardId}-square-${square}`}
      style={over ? { ...(light ? look.light : look.dark), ...DROP_SQUARE } : light ? look.light : look.dark}
      data-column={square[0]}
      data-row={square.slice(1)}
      data-square={square}
    >
      {(file || rank) && (
        <span style={light ? look.lightNotation : look.darkNotation}>
          {file && <span style={ALPHA_NOTATION}>{file}</span>}
          {rank && <span style={NUMERIC_NOTATION}>{rank}</span>}
        </span>
      )}
      {content ? content(square, pieceElement) : <div style={{ width: '100%', height: '100%' }}>{pieceElement}</div>}
    </div>
  );
});

/** The copy of the dragged piece that follows the pointer; moved by its style, not by React. */
const DraggedPiece = memo(function DraggedPiece({
  look,
  piece,
  square,
  size,
  start,
  ref,
}: {
  look: SquareLook;
  piece: string;
  square: string;
  size: number;
  start: { x: number; y: number };
  ref: RefObject<HTMLDivElement | null>;
}) {
  const drawing = look.pieces[piece] as ComponentType<{ square: string }> | undefined;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-dragged-piece={piece}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: size,
        height: size,
        zIndex: 20,
        pointerEvents: 'none',
        cursor: 'grabbing',
        transform: draggedTransform(start.x, start.y, size),
      }}
    >
      {drawing && createElement(drawing, { square })}
    </div>
  );
});

function draggedTransform(x: number, y: number, size: number): string {
  return `translate(${x - size / 2}px, ${y - size / 2}px) scale(${DRAGGED_SCALE})`;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  square: string;
  piece: string | null;
  dragging: boolean;
  /** The board's box when the drag started. */
  box: DOMRect | null;
}

interface Drag {
  from: string;
  piece: string;
  over: string | null;
  size: number;
  start: { x: number; y: number };
}

/**
 * The chess board's drawing (decision 049): 64 squares in a CSS grid, each a memoised component,
 * and the pointer input (taps, drags with pointer capture). The rules, the selection and the
 * keyboard are chess-board.tsx's; it keeps react-chessboard's DOM (ids, data attributes, styles).
 */
export const BoardDrawing = memo(function BoardDrawing({
  id,
  position,
  orientation,
  pieces,
  showNotation,
  draggable,
  dragColors,
  light,
  dark,
  texture,
  handlers,
  squareContent,
}: BoardDrawingProps) {
  const placement = useMemo(() => fenStringToPositionObject(position, 8, 8), [position]);
  const look = useMemo<SquareLook>(
    () => ({
      boardId: id,
      light: { ...SQUARE_STYLE, ...squareStyle(light, texture, 'light') },
      dark: { ...SQUARE_STYLE, ...squareStyle(dark, texture, 'dark') },
      lightNotation: { color: notationColor(light), textShadow: halo(light) },
      darkNotation: { color: notationColor(dark), textShadow: halo(dark) },
      pieces,
      content: squareContent,
    }),
    [id, light, dark, texture, pieces, squareContent],
  );
  const [drag, setDrag] = useState<Drag | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const draggedRef = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  /** When the board last answered a pointer sequence itself: the click event after it is its echo. */
  const answeredAt = useRef<number | null>(null);
  // The pointer handlers read the latest props here, whatever render made them.
  const latest = useRef({ placement, orientation, draggable });
  useLayoutEffect(() => {
    latest.current = { placement, orientation, draggable };
  });

  function pieceAt(square: string): string | null {
    return latest.current.placement[square]?.pieceType ?? null;
  }

  function endPress(pointerId: number, timeStamp: number) {
    press.current = null;
    answeredAt.current = timeStamp;
    const root = rootRef.current;
    if (root?.hasPointerCapture?.(pointerId)) root.releasePointerCapture(pointerId);
  }

  function cancelDrag(event: { timeStamp: number }) {
    const current = press.current;
    if (!current) return;
    endPress(current.pointerId, event.timeStamp);
    setDrag(null);
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    // A press whose end never came here (a mouse let go outside the window) gives way to this one.
    if (!event.isPrimary || event.button !== 0 || press.current?.dragging) return;
    const square = (event.target as Element).closest?.('[data-square]')?.getAttribute('data-square');
    if (!square) return;
    answeredAt.current = null;
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, square, piece: pieceAt(square), dragging: false, box: null };
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    if (!current.dragging) {
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_START_PX) return;
      const { piece, square } = current;
      if (!piece || !latest.current.draggable || !handlers.current.canDrag({ square, piece })) return;
      const box = boardRef.current?.getBoundingClientRect();
      if (!box || box.width <= 0) return;
      current.dragging = true;
      current.box = box;
      // Moves and the release off the board still come here.
      rootRef.current?.setPointerCapture?.(event.pointerId);
      handlers.current.drag({ square, piece });
      const centre = clampToBoard(event.clientX - box.left, event.clientY - box.top, box.width, box.height);
      setDrag({
        from: square,
        piece,
        over: squareAtPoint(event.clientX - box.left, event.clientY - box.top, box.width, box.height, latest.current.orientation),
        size: box.width / 8,
        start: centre,
      });
      return;
    }
    const box = current.box;
    if (!box) return;
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const centre = clampToBoard(x, y, box.width, box.height);
    if (draggedRef.current) draggedRef.current.style.transform = draggedTransform(centre.x, centre.y, box.width / 8);
    const over = squareAtPoint(x, y, box.width, box.height, latest.current.orientation);
    setDrag((before) => (before && before.over !== over ? { ...before, over } : before));
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    endPress(event.pointerId, event.timeStamp);
    if (current.dragging && current.box && current.piece) {
      const { box } = current;
      const target = squareAtPoint(event.clientX - box.left, event.clientY - box.top, box.width, box.height, latest.current.orientation);
      // One render: the copy goes and, when the move is taken, the piece is drawn on its new square.
      setDrag(null);
      if (target) handlers.current.drop({ sourceSquare: current.square, targetSquare: target, piece: current.piece });
      return;
    }
    // A tap: answered at once (a touch's click event comes later), when it ends on the square it began on.
    const square = document.getElementById(`${id}-square-${current.square}`)?.getBoundingClientRect();
    if (square && event.clientX >= square.left && event.clientX <= square.right && event.clientY >= square.top && event.clientY <= square.bottom) {
      handlers.current.click(current.square);
    }
  }

  function onClick(event: ReactMouseEvent<HTMLDivElement>) {
    const answered = answeredAt.current;
    answeredAt.current = null;
    if (answered !== null && event.timeStamp - answered < CLICK_ECHO_MS) return;
    // A click with no pointer before it (assistive technology, a script): a tap all the same.
    const square = (event.target as Element).closest?.('[data-square]')?.getAttribute('data-square');
    if (square) handlers.current.click(square);
  }

  const dragging = drag !== null;
  const onEscape = useEffectEvent(cancelDrag);
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape(event);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [dragging]);

  const layout = boardLayout(orientation);
  return (
    <div
      ref={rootRef}
      style={{ position: 'relative', cursor: dragging ? 'grabbing' : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={cancelDrag}
      onLostPointerCapture={(event) => {
        // Only the board's own capture: a finger's first target gives its capture up when the drag begins.
        if (event.target === rootRef.current && press.current?.dragging && event.pointerId === press.current.pointerId) cancelDrag(event);
      }}
      onClick={onClick}
      onContextMenu={(event) => event.preventDefault()}
    >
      <style>{cursorCss(id, draggable ? dragColors : '')}</style>
      <div id={`${id}-board`} ref={boardRef} style={BOARD_STYLE}>
        {layout.map(({ square, shade, file, rank }) => (
          <BoardSquare
            key={square}
            look={look}
            square={square}
            shade={shade}
            file={showNotation ? file : null}
            rank={showNotation ? rank : null}
            piece={placement[square]?.pieceType ?? null}
            ghost={drag?.from === square}
            over={drag?.over === square}
          />
        ))}
      </div>
      {drag && <DraggedPiece ref={draggedRef} look={look} piece={drag.piece} square={drag.from} size={drag.size} start={drag.start} />}
    </div>
  );
});
