import { describe, expect, it } from 'vitest';
import { defaultPieces } from 'react-chessboard';
import { PIECE_SET_IDS, pieceRenderers } from './piece-sets';

const CODES = ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP'];

describe('piece sets', () => {
  it('draw all twelve pieces in every set the app ships', () => {
    expect([...PIECE_SET_IDS].sort()).toEqual(['blocks', 'buddies', 'cburnett', 'classic', 'merida', 'ocean', 'pirouetti', 'royal']);
    for (const id of PIECE_SET_IDS) expect(Object.keys(pieceRenderers(id)).sort(), id).toEqual([...CODES].sort());
  });

  it('fall back to the classic set for an id the app cannot draw', () => {
    expect(pieceRenderers('no-such-set')).toBe(defaultPieces);
  });
});
