import { defaultPieces, type PieceRenderObject } from 'react-chessboard';
// Lichess's piece sets as shipped by the chessground npm package (licences in ASSET-LICENSES.md).
import cburnettBB from 'chessground/assets/images/pieces/cburnett/bB.svg?url';
import cburnettBK from 'chessground/assets/images/pieces/cburnett/bK.svg?url';
import cburnettBN from 'chessground/assets/images/pieces/cburnett/bN.svg?url';
import cburnettBP from 'chessground/assets/images/pieces/cburnett/bP.svg?url';
import cburnettBQ from 'chessground/assets/images/pieces/cburnett/bQ.svg?url';
import cburnettBR from 'chessground/assets/images/pieces/cburnett/bR.svg?url';
import cburnettWB from 'chessground/assets/images/pieces/cburnett/wB.svg?url';
import cburnettWK from 'chessground/assets/images/pieces/cburnett/wK.svg?url';
import cburnettWN from 'chessground/assets/images/pieces/cburnett/wN.svg?url';
import cburnettWP from 'chessground/assets/images/pieces/cburnett/wP.svg?url';
import cburnettWQ from 'chessground/assets/images/pieces/cburnett/wQ.svg?url';
import cburnettWR from 'chessground/assets/images/pieces/cburnett/wR.svg?url';
import meridaBB from 'chessground/assets/images/pieces/merida/bB.svg?url';
import meridaBK from 'chessground/assets/images/pieces/merida/bK.svg?url';
import meridaBN from 'chessground/assets/images/pieces/merida/bN.svg?url';
import meridaBP from 'chessground/assets/images/pieces/merida/bP.svg?url';
import meridaBQ from 'chessground/assets/images/pieces/merida/bQ.svg?url';
import meridaBR from 'chessground/assets/images/pieces/merida/bR.svg?url';
import meridaWB from 'chessground/assets/images/pieces/merida/wB.svg?url';
import meridaWK from 'chessground/assets/images/pieces/merida/wK.svg?url';
import meridaWN from 'chessground/assets/images/pieces/merida/wN.svg?url';
import meridaWP from 'chessground/assets/images/pieces/merida/wP.svg?url';
import meridaWQ from 'chessground/assets/images/pieces/merida/wQ.svg?url';
import meridaWR from 'chessground/assets/images/pieces/merida/wR.svg?url';
import pirouettiBB from 'chessground/assets/images/pieces/pirouetti/bB.svg?url';
import pirouettiBK from 'chessground/assets/images/pieces/pirouetti/bK.svg?url';
import pirouettiBN from 'chessground/assets/images/pieces/pirouetti/bN.svg?url';
import pirouettiBP from 'chessground/assets/images/pieces/pirouetti/bP.svg?url';
import pirouettiBQ from 'chessground/assets/images/pieces/pirouetti/bQ.svg?url';
import pirouettiBR from 'chessground/assets/images/pieces/pirouetti/bR.svg?url';
import pirouettiWB from 'chessground/assets/images/pieces/pirouetti/wB.svg?url';
import pirouettiWK from 'chessground/assets/images/pieces/pirouetti/wK.svg?url';
import pirouettiWN from 'chessground/assets/images/pieces/pirouetti/wN.svg?url';
import pirouettiWP from 'chessground/assets/images/pieces/pirouetti/wP.svg?url';
import pirouettiWQ from 'chessground/assets/images/pieces/pirouetti/wQ.svg?url';
import pirouettiWR from 'chessground/assets/images/pieces/pirouetti/wR.svg?url';
import { DEFAULT_PIECE_SET } from './default-piece-set';

export type PieceCode = 'wK' | 'wQ' | 'wR' | 'wB' | 'wN' | 'wP' | 'bK' | 'bQ' | 'bR' | 'bB' | 'bN' | 'bP';

// The sets made by web/scripts/make-piece-sets.mjs (Ocean, Royal, Blocks, Buddies): one
// folder per set id, one file per piece code. Licences in ASSET-LICENSES.md.
const madeFiles = import.meta.glob<string>('./pieces/*/*.svg', { eager: true, query: '?url', import: 'default' });
const madeSets: Record<string, Record<PieceCode, string>> = {};
for (const [file, url] of Object.entries(madeFiles)) {
  const [, setId, code] = /\/pieces\/([a-z0-9-]+)\/([wb][KQRBNP])\.svg$/.exec(file) ?? [];
  if (!setId || !code) continue;
  (madeSets[setId] ??= {} as Record<PieceCode, string>)[code as PieceCode] = url;
}

const imageSets: Record<string, Record<PieceCode, string>> = {
  ...madeSets,
  cburnett: {
    wK: cburnettWK,
    wQ: cburnettWQ,
    wR: cburnettWR,
    wB: cburnettWB,
    wN: cburnettWN,
    wP: cburnettWP,
    bK: cburnettBK,
    bQ: cburnettBQ,
    bR: cburnettBR,
    bB: cburnettBB,
    bN: cburnettBN,
    bP: cburnettBP,
  },
  merida: {
    wK: meridaWK,
    wQ: meridaWQ,
    wR: meridaWR,
    wB: meridaWB,
    wN: meridaWN,
    wP: meridaWP,
    bK: meridaBK,
    bQ: meridaBQ,
    bR: meridaBR,
    bB: meridaBB,
    bN: meridaBN,
    bP: meridaBP,
  },
  pirouetti: {
    wK: pirouettiWK,
    wQ: pirouettiWQ,
    wR: pirouettiWR,
    wB: pirouettiWB,
    wN: pirouettiWN,
    wP: pirouettiWP,
    bK: pirouettiBK,
    bQ: pirouettiBQ,
    bR: pirouettiBR,
    bB: pirouettiBB,
    bN: pirouettiBN,
    bP: pirouettiBP,
  },
};

/** The set every child starts with: react-chessboard's own drawings (server catalog id 'classic'). */
export { DEFAULT_PIECE_SET };

/** Piece set ids the app can draw; a catalog id missing here is drawn with the default set. */
export const PIECE_SET_IDS = [DEFAULT_PIECE_SET, ...Object.keys(imageSets)];

/** The drawing of each piece of a set, as react-chessboard's `pieces` option takes them. */
export function pieceRenderers(setId: string): PieceRenderObject {
  const images = imageSets[setId];
  if (!images) return defaultPieces;
  return Object.fromEntries(
    Object.entries(images).map(([code, src]) => [
      code,
      () => (
        <img
          src={src}
          alt=""
          draggable={false}
          data-piece-set={setId}
          style={{ width: '100%', height: '100%', display: 'block', pointerEvents: 'none' }}
        />
      ),
    ]),
  );
}
