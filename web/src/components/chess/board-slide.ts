import { fenStringToPositionObject, getPositionUpdates, getPromotionUpdates } from 'react-chessboard';
import type { BoardOrientation } from './board-keyboard';

/** A piece that slides from one square to another when a new position is drawn. */
export interface Slide {
  from: string;
  to: string;
  /** The piece code drawn on `to` once the new position is in ("wN"). */
  piece: string;
}

/**
 * The pieces that slide between two drawn placements, found the way react-chessboard finds
 * them for its own animation (the same helpers): a moved piece, both pieces of a castling, a
 * promoting pawn. `dropped` is the square a piece was dragged from: it is already where the
 * child let go and does not slide (a castling rook still does).
 */
export function slidesBetween(before: string, after: string, orientation: BoardOrientation, dropped: string | null = null): Slide[] {
  const old = fenStringToPositionObject(before, 8, 8);
  const next = fenStringToPositionObject(after, 8, 8);
  let updates = getPositionUpdates(old, next, 8, orientation);
  if (Object.keys(updates).length === 0) {
    const promotions = getPromotionUpdates(old, next, 8, 8);
    // As react-chessboard: only one promoting pawn is animated, never a jumble of them.
    updates = Object.keys(promotions).length === 1 ? promotions : {};
  }
  const slides: Slide[] = [];
  for (const [from, to] of Object.entries(updates)) {
    const piece = next[to]?.pieceType;
    if (piece && from !== dropped) slides.push({ from, to, piece });
  }
  return slides;
}

/** A piece of the old position that a move took off the board. */
export interface Captured {
  square: string;
  /** Its piece code ("bN"). */
  piece: string;
}

/**
 * The pieces a move took: on the board before, gone or replaced after, and not one of the
 * pieces that slid (nor the one the child dragged). Only when something slides: a position
 * drawn anew (a puzzle's next position, a game loaded) takes nothing.
 */
export function capturedBetween(before: string, after: string, slides: readonly Slide[], dropped: string | null = null): Captured[] {
  if (slides.length === 0) return [];
  const old = fenStringToPositionObject(before, 8, 8);
  const next = fenStringToPositionObject(after, 8, 8);
  const moved = new Set(slides.map((slide) => slide.from));
  if (dropped) moved.add(dropped);
  const taken: Captured[] = [];
  for (const [square, { pieceType }] of Object.entries(old)) {
    if (!moved.has(square) && next[square]?.pieceType !== pieceType) taken.push({ square, piece: pieceType });
  }
  return taken;
}

/**
 * Keeps a copy of each taken piece on its square until the piece that takes it has slid there:
 * the new position no longer draws it, and without the copy it vanished when the slide began,
 * a moment before it was taken. The copy is drawn under the sliding piece, hidden from
 * assistive technology and from the pointer, and removed when the slide ends (startSlides), or
 * a moment after its time when no slide started.
 */
export function keepCaptured(boardId: string, copies: readonly { square: string; copy: HTMLElement }[], durationMs: number): void {
  for (const { square, copy } of copies) {
    const host = document.getElementById(`${boardId}-square-${square}`);
    if (!host) continue;
    copy.removeAttribute('id');
    for (const inner of copy.querySelectorAll('[id]')) inner.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    copy.removeAttribute('role');
    copy.removeAttribute('aria-label');
    copy.dataset.captured = boardId;
    Object.assign(copy.style, { position: 'absolute', inset: '0', pointerEvents: 'none', zIndex: '0' });
    host.appendChild(copy);
    setTimeout(() => copy.remove(), durationMs + 100);
  }
}

/**
 * Where `to`'s piece must start to be drawn over `from`, in widths of a square: the piece is as
 * wide and as high as its square, so a CSS translate in % of the piece moves it by squares.
 */
export function slideOffset(from: string, to: string, orientation: BoardOrientation): { x: number; y: number } {
  const sign = orientation === 'black' ? -1 : 1;
  return {
    x: sign * (from.charCodeAt(0) - to.charCodeAt(0)),
    y: sign * (Number(to.slice(1)) - Number(from.slice(1))),
  };
}

/**
 * Starts the slides whose piece is already drawn on its new square and answers the others.
 * The piece is drawn where it lands and slides there from its old square with the Web
 * Animations API: the compositor moves it, and React draws nothing more for it (issue 29:
 * react-chessboard's own slide redrew the 64 squares and pieces three times more per move).
 * It stays above the other squares while it moves, as react-chessboard's own slide did
 * (board-drawing.tsx draws the board since decision 049).
 */
export function startSlides(boardId: string, slides: Slide[], durationMs: number, orientation: BoardOrientation): Slide[] {
  const waiting: Slide[] = [];
  for (const slide of slides) {
    const element = document.getElementById(`${boardId}-piece-${slide.piece}-${slide.to}`);
    if (!element) {
      waiting.push(slide);
      continue;
    }
    if (typeof element.animate !== 'function') continue;
    // In % of the piece, not measured px: measuring here made the browser lay the page out in the
    // middle of the move's commit, and once more for the frame (issue 29: 20-35 ms at 6x).
    const { x, y } = slideOffset(slide.from, slide.to, orientation);
    element.style.position = 'relative';
    element.style.zIndex = '10';
    const animation = element.animate([{ transform: `translate(${x * 100}%, ${y * 100}%)` }, { transform: 'translate(0%, 0%)' }], {
      duration: durationMs,
      easing: 'ease',
    });
    const done = () => {
      // The taken piece goes before the piece that took it drops back among the squares.
      for (const copy of document.querySelectorAll(`[data-captured="${boardId}"]`)) copy.remove();
      element.style.removeProperty('position');
      element.style.removeProperty('z-index');
    };
    animation.addEventListener('finish', done);
    animation.addEventListener('cancel', done);
  }
  return waiting;
}
