import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardThemeSchema, pieceThemeSchema } from '@chess-quest/protocol/customization';
import { contrastRatio } from './contrast';
import { boardTextureOf, boardThemeCatalog, DEFAULT_BOARD_THEME, DEFAULT_PIECE_THEME, pieceThemeCatalog } from './index';

describe('theme catalogs', () => {
  it('hold valid themes with ids unique across pieces and boards', () => {
    for (const theme of pieceThemeCatalog) pieceThemeSchema.parse(theme);
    for (const theme of boardThemeCatalog) boardThemeSchema.parse(theme);
    const ids = [...pieceThemeCatalog, ...boardThemeCatalog].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(boardThemeCatalog.length).toBeGreaterThanOrEqual(10);
  });

  it('start every child on a free default, with most themes still to earn', () => {
    expect(pieceThemeCatalog.find((t) => t.id === DEFAULT_PIECE_THEME)?.unlockCondition).toBe('free');
    expect(boardThemeCatalog.find((t) => t.id === DEFAULT_BOARD_THEME)?.unlockCondition).toBe('free');
    const all = [...pieceThemeCatalog, ...boardThemeCatalog];
    expect(all.filter((t) => t.unlockCondition === 'free').length * 2).toBeLessThan(all.length);
  });

  it('name piece sets the web app ships: 12 SVG drawings each (web/src/components/chess/piece-sets.tsx)', () => {
    // 'classic' is react-chessboard's own set; cburnett, merida and pirouetti come from the
    // chessground package, the others are files made by web/scripts/make-piece-sets.mjs.
    const chessground = path.join(path.dirname(createRequire(import.meta.url).resolve('chessground/package.json')), 'assets/images/pieces');
    const own = path.resolve(import.meta.dirname, '../../../../web/src/components/chess/pieces');
    expect(pieceThemeCatalog.length).toBeGreaterThanOrEqual(8);
    for (const theme of pieceThemeCatalog.filter((t) => t.id !== 'classic')) {
      for (const colour of ['w', 'b']) {
        for (const piece of ['K', 'Q', 'R', 'B', 'N', 'P']) {
          const file = `${colour}${piece}.svg`;
          const shipped = existsSync(path.join(chessground, theme.id, file)) || existsSync(path.join(own, theme.id, file));
          expect(shipped, `${theme.id} ${colour}${piece}`).toBe(true);
        }
      }
    }
  });

  it('give a texture to a few boards only, each one of the textures the web app draws', () => {
    const textured = boardThemeCatalog.filter((b) => b.texture !== null);
    expect(textured.map((b) => b.id).sort()).toEqual(['ice-castle', 'marble', 'midnight', 'oak']);
    for (const board of boardThemeCatalog) expect(boardTextureOf(board.id)).toBe(board.texture);
    expect(boardTextureOf('no-such-board')).toBeNull();
  });

  it('price exactly the points themes', () => {
    for (const theme of [...pieceThemeCatalog, ...boardThemeCatalog]) {
      expect(theme.unlockCondition === 'points').toBe(theme.unlockCost !== null);
    }
  });

  it('keep light and dark squares apart so a child can tell them from each other', () => {
    for (const board of boardThemeCatalog) {
      expect(contrastRatio(board.lightSquareColor, board.darkSquareColor), board.id).toBeGreaterThan(1.5);
    }
  });
});
