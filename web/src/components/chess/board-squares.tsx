import { useCallback, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { defaultPieces, type PieceRenderObject } from 'react-chessboard';
import { BOARD_COLORS } from './board-theme';
import { pieceFromCode, pieceLabel } from './board-keyboard';

/** Lesson and puzzle marks a screen can put on squares. */
export type SquareMarker = 'target' | 'hint' | 'star' | 'correct' | 'wrong';

export interface SquareDecoration {
  /** Colour washes under the piece, first on top (check, selection, last move). */
  washes: string[];
  legal?: 'move' | 'capture';
  cursor?: boolean;
  marker?: SquareMarker;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A piece set's drawings, each wrapped in a named image ("White knight on g1"): the board
 * drawing (board-drawing.tsx) draws each piece with its square, and the journeys and a
 * screen reader's review find the pieces by these names.
 */
export function labelPieces(pieces: PieceRenderObject): PieceRenderObject {
  return Object.fromEntries(
    Object.entries(pieces).map(([code, render]) => {
      const piece = pieceFromCode(code);
      const name = capitalise(piece ? pieceLabel(piece) : code);
      const labelled = (props?: Parameters<typeof render>[0]) => (
        <div role="img" aria-label={props?.square ? `${name} on ${props.square}` : name} style={{ width: '100%', height: '100%' }}>
          {render(props)}
        </div>
      );
      return [code, labelled];
    }),
  );
}

export const LABELLED_PIECES: PieceRenderObject = labelPieces(defaultPieces);

const overlay: CSSProperties = { position: 'absolute', pointerEvents: 'none' };

const markerStyles: Record<Exclude<SquareMarker, 'star'>, CSSProperties> = {
  target: { ...overlay, inset: '8%', borderRadius: '9999px', border: `4px dashed ${BOARD_COLORS.target}` },
  hint: { ...overlay, inset: 0, boxShadow: `inset 0 0 0 5px ${BOARD_COLORS.hint}`, background: 'rgba(254, 243, 199, 0.45)' },
  correct: { ...overlay, inset: 0, boxShadow: `inset 0 0 0 5px ${BOARD_COLORS.correct}` },
  wrong: { ...overlay, inset: 0, boxShadow: `inset 0 0 0 5px ${BOARD_COLORS.wrong}` },
};

function Marker({ marker }: { marker: SquareMarker }) {
  if (marker === 'star') {
    return (
      <span
        aria-hidden="true"
        style={{
          ...overlay,
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 'min(9cqw, 3.5rem)',
          lineHeight: 1,
          color: BOARD_COLORS.star,
          textShadow: '0 0 3px #fff, 0 0 6px #fff',
        }}
      >
        ★
      </span>
    );
  }
  // Right and wrong also differ in shape, not only in colour.
  const glyph = marker === 'correct' ? '✓' : marker === 'wrong' ? '✗' : null;
  return (
    <span aria-hidden="true" style={markerStyles[marker]}>
      {glyph && (
        <span
          style={{
            position: 'absolute',
            top: 2,
            right: 4,
            fontSize: 'min(4cqw, 1.25rem)',
            fontWeight: 800,
            lineHeight: 1,
            color: BOARD_COLORS[marker],
            textShadow: '0 0 2px #fff, 0 0 3px #fff',
          }}
        >
          {glyph}
        </span>
      )}
    </span>
  );
}

/**
 * The inside of a square, under its coordinates (board-drawing.tsx): washes as background layers,
 * then the piece, then the marks. It stays unpositioned on purpose: the coordinate labels are
 * positioned, so they paint above the washes and keep their contrast; the marks are positioned
 * against the library's square and paint above the piece.
 */
export function DecoratedSquare({ decoration, children }: { decoration: SquareDecoration | undefined; children?: ReactNode }) {
  return decoratedSquare(decoration, children);
}

/** DecoratedSquare's drawing, called as a function where one more component per square would cost. */
function decoratedSquare(decoration: SquareDecoration | undefined, children: ReactNode) {
  const washes = decoration?.washes ?? [];
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        backgroundImage: washes.length > 0 ? washes.map((w) => (w.includes('gradient(') ? w : `linear-gradient(${w}, ${w})`)).join(', ') : undefined,
      }}
    >
      {children}
      {decoration?.legal === 'move' && (
        <span aria-hidden="true" style={{ ...overlay, inset: '36%', borderRadius: '9999px', background: BOARD_COLORS.legalDot }} />
      )}
      {decoration?.legal === 'capture' && (
        <span aria-hidden="true" style={{ ...overlay, inset: '4%', borderRadius: '9999px', border: `5px solid ${BOARD_COLORS.legalRing}` }} />
      )}
      {decoration?.marker && <Marker marker={decoration.marker} />}
      {decoration?.cursor && (
        <span
          aria-hidden="true"
          data-board-cursor=""
          style={{ ...overlay, inset: 0, boxShadow: `inset 0 0 0 3px #ffffff, inset 0 0 0 7px ${BOARD_COLORS.cursor}` }}
        />
      )}
    </div>
  );
}

export interface DecorationInput {
  checkSquare: string | null;
  selected: string | null;
  lastMove: { from: string; to: string } | null;
  /** Squares the selected piece may go to, and whether a piece stands there. */
  targets: { square: string; capture: boolean }[];
  markers: Partial<Record<string, SquareMarker>> | undefined;
  cursor: string | null;
}

/** What each square shows; washes are listed top layer first (check over selection over last move). */
export function buildDecorations({ checkSquare, selected, lastMove, targets, markers, cursor }: DecorationInput) {
  const decorations = new Map<string, SquareDecoration>();
  const decorate = (square: string) => {
    let decoration = decorations.get(square);
    if (!decoration) {
      decoration = { washes: [] };
      decorations.set(square, decoration);
    }
    return decoration;
  };
  if (checkSquare) decorate(checkSquare).washes.push(BOARD_COLORS.check);
  if (selected) decorate(selected).washes.push(BOARD_COLORS.selected);
  if (lastMove) {
    decorate(lastMove.from).washes.push(BOARD_COLORS.lastMove);
    decorate(lastMove.to).washes.push(BOARD_COLORS.lastMove);
  }
  for (const { square, capture } of targets) decorate(square).legal = capture ? 'capture' : 'move';
  for (const [square, marker] of Object.entries(markers ?? {})) if (marker) decorate(square).marker = marker;
  if (cursor) decorate(cursor).cursor = true;
  return decorations;
}

/** The same text for a square's decoration that draws the same. */
function decorationKey(d: SquareDecoration): string {
  return `${d.washes.join('+')}:${d.legal ?? ''}:${d.cursor ? 'c' : ''}:${d.marker ?? ''}`;
}

/**
 * What each square of one board shows, held apart from the drawing's props: a change (a piece
 * picked up, its legal moves, the last move, a mark) draws again only the squares it touches,
 * not the 64 squares and pieces (issue 29). Each square reads its own entry.
 */
export interface DecorationStore {
  /** Takes the board's decorations and tells the squares whose decoration changed. */
  set(decorations: Map<string, SquareDecoration>): void;
  get(square: string): SquareDecoration | undefined;
  subscribe(square: string, listener: () => void): () => void;
}

export function createDecorationStore(): DecorationStore {
  let current = new Map<string, { key: string; decoration: SquareDecoration }>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    set(decorations) {
      const next = new Map<string, { key: string; decoration: SquareDecoration }>();
      const changed = new Set<string>();
      for (const [square, decoration] of decorations) {
        const key = decorationKey(decoration);
        const before = current.get(square);
        if (before && before.key === key) next.set(square, before);
        else {
          next.set(square, { key, decoration });
          changed.add(square);
        }
      }
      for (const square of current.keys()) if (!next.has(square)) changed.add(square);
      current = next;
      for (const square of changed) listeners.get(square)?.forEach((listener) => listener());
    },
    get: (square) => current.get(square)?.decoration,
    subscribe(square, listener) {
      let set = listeners.get(square);
      if (!set) {
        set = new Set();
        listeners.set(square, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** A square drawn from a board's decoration store: it alone draws again when its decoration changes. */
export function StoredSquare({ store, square, children }: { store: DecorationStore; square: string; children?: ReactNode }) {
  // The same subscribe function from one draw to the next: a new one would make React
  // unsubscribe and subscribe the square again each time its square is drawn.
  const subscribe = useCallback((listener: () => void) => store.subscribe(square, listener), [store, square]);
  const decoration = useSyncExternalStore(subscribe, () => store.get(square));
  return decoratedSquare(decoration, children);
}
