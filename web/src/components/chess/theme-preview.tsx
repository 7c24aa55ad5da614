import { useEffect, useRef, useState } from 'react';
import type { BoardTexture } from '@chess-quest/protocol/customization';
import { squareStyle } from './board-textures';
import { pieceRenderers, type PieceCode } from './piece-sets';

// A corner of a game: enough squares to see both colours and both piece colours.
const PREVIEW: (PieceCode | null)[][] = [
  ['bR', 'bN', 'bB', 'bQ'],
  ['bP', null, 'bP', null],
  [null, 'wN', null, 'wP'],
  ['wP', 'wK', 'wB', 'wR'],
];

/** How far outside the window a preview starts drawing its pieces, so they are there when scrolled to. */
const NEAR_MARGIN = '200px';

/**
 * Whether the element is on screen or near it, and stays true once it has been: a preview's
 * piece drawings (ten image files per set) are fetched only then, so a page of theme cards
 * loads the sets on screen and not all of them (95 requests on /customization before).
 */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/** A small still board in a set and board theme, for theme cards. Decorative: the card names it. */
export function ThemePreview({ pieceSet, light, dark, texture }: { pieceSet: string; light: string; dark: string; texture?: BoardTexture | null }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const pieces = pieceRenderers(pieceSet);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className="grid aspect-square w-full grid-cols-4 overflow-hidden rounded-lg shadow-sm"
      data-preview-set={pieceSet}
      data-preview-texture={texture ?? undefined}
      data-preview-drawn={near || undefined}
    >
      {PREVIEW.flatMap((row, r) =>
        row.map((code, c) => (
          <div
            key={`${r}${c}`}
            className="aspect-square"
            style={(r + c) % 2 === 0 ? squareStyle(light, texture, 'light') : squareStyle(dark, texture, 'dark')}
          >
            {near && code && pieces[code]?.()}
          </div>
        )),
      )}
    </div>
  );
}
