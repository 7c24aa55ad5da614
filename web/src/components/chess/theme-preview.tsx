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

/** A small still board in a set and board theme, for theme cards. Decorative: the card names it. */
export function ThemePreview({ pieceSet, light, dark, texture }: { pieceSet: string; light: string; dark: string; texture?: BoardTexture | null }) {
  const pieces = pieceRenderers(pieceSet);
  return (
    <div aria-hidden="true" className="grid aspect-square w-full grid-cols-4 overflow-hidden rounded-lg shadow-sm" data-preview-set={pieceSet} data-preview-texture={texture ?? undefined}>
      {PREVIEW.flatMap((row, r) =>
        row.map((code, c) => (
          <div key={`${r}${c}`} className="aspect-square" style={(r + c) % 2 === 0 ? squareStyle(light, texture, 'light') : squareStyle(dark, texture, 'dark')}>
            {code && pieces[code]?.()}
          </div>
        )),
      )}
    </div>
  );
}
