import { useLayoutEffect, useState, type RefObject } from 'react';

/** WCAG 2.5.5: a square is never under 44 px, so a board is never under 8 × 44 px. */
export const MIN_BOARD_PX = 352;
/** Room left under the board's bottom edge on the first screen. */
const BOTTOM_GAP_PX = 8;

/**
 * The widest the board may be so that, with the page at its top, its bottom edge stays inside
 * the window: the window's height less where the board starts in the page. Never under
 * {@link MIN_BOARD_PX}; null when there is room for any size (the column's own limit holds).
 */
export function boardFitWidth(windowHeight: number, boardTopInPage: number): number | null {
  const room = Math.floor(windowHeight - boardTopInPage - BOTTOM_GAP_PX);
  if (!Number.isFinite(room)) return null;
  return Math.max(MIN_BOARD_PX, room);
}

/**
 * Sizes a board by the height the first screen has under what stands above it (a phone at
 * 390×844 with the task above the board, a laptop at 1366×900 with the puzzle's title and
 * notice), so the whole board is seen without scrolling. Measured before paint, again when the
 * window changes size and when the page above it changes height (a notice arriving): no work
 * while nothing moves.
 */
export function useBoardFit(ref: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setWidth(null);
      return;
    }
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setWidth(boardFitWidth(window.innerHeight, top));
    };
    measure();
    window.addEventListener('resize', measure);
    // The board's own height does not move its top edge, so this settles after one pass.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, enabled]);
  return width;
}
