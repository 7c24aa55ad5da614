import { pieceRenderers, type PieceCode } from './piece-sets';

// A corner of a game: enough squares to see both colours and both piece colours.
const PREVIEW: (PieceCode | null)[][] = [
  ['bR', 'bN', 'bB', 'bQ'],
  ['bP', null, 'bP', null],
  [null, 'wN', null, 'wP'],
  ['wP', 'wK', 'wB', 'wR'],
];

/** A small still board in a set and board theme, for theme cards. Decorative: the card names it. */
export function ThemePreview({ pieceSet, light, dark }: { pieceSet: string; light: string; dark: string }) {
  const pieces = pieceRenderers(pieceSet);
  return (
    <div aria-hidden="true" className="grid aspect-square w-full grid-cols-4 overflow-hidden rounded-lg shadow-sm" data-preview-set={pieceSet}>
      {PREVIEW.flatMap((row, r) =>
        row.map((code, c) => (
          <div key={`${r}${c}`} className="aspect-square" style={{ backgroundColor: (r + c) % 2 === 0 ? light : dark }}>
            {code && pieces[code]?.()}
          </div>
        )),
      )}
    </div>
  );
}
