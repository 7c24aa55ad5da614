import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fourBests } from '@chess-quest/protocol/coordinates';
import { pseudoText } from '../../../lib/pseudo-locale';
import { messages as spanish } from '../locales/es.po';
import { coordinatesBestLine, streakBestLine } from './trainers-card';

afterEach(() => i18n.activate('en'));

describe("the journey's Trainers card", () => {
  it('says nothing before the first coordinates round, then the top round with its game and side', () => {
    expect(coordinatesBestLine(fourBests([]))).toBeNull();
    const bests = fourBests([
      { mode: 'find', side: 'white', best: 9, at: '2026-11-27T10:00:00Z' },
      { mode: 'name', side: 'black', best: 14, at: '2026-11-27T11:00:00Z' },
    ]);
    expect(coordinatesBestLine(bests)).toBe("14 squares in 30 s (Name the square, Black's side)");
    expect(coordinatesBestLine(fourBests([{ mode: 'find', side: 'black', best: 1, at: '2026-11-27T10:00:00Z' }]))).toBe(
      "1 square in 30 s (Find the square, Black's side)",
    );
  });

  it('says the best Puzzle Streak once a run was played, even a run of none', () => {
    expect(streakBestLine(undefined)).toBeNull();
    expect(streakBestLine({ best: 0, run: null })).toBeNull();
    expect(streakBestLine({ best: 0, run: {} })).toBe('0 puzzles in a row');
    expect(streakBestLine({ best: 1, run: {} })).toBe('1 puzzle in a row');
    expect(streakBestLine({ best: 7, run: {} })).toBe('7 puzzles in a row');
  });

  it("says the bests in Spanish, with the protocol's Spanish game and side names and Spanish plurals", () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const bests = fourBests([{ mode: 'name', side: 'black', best: 14, at: '2026-11-27T11:00:00Z' }]);
    expect(coordinatesBestLine(bests)).toBe('14 casillas en 30 s (Nombra la casilla, Lado de las negras)');
    expect(coordinatesBestLine(fourBests([{ mode: 'find', side: 'white', best: 1, at: '2026-11-27T10:00:00Z' }]))).toBe(
      '1 casilla en 30 s (Encuentra la casilla, Lado de las blancas)',
    );
    expect(streakBestLine({ best: 1, run: {} })).toBe('1 problema seguido');
    expect(streakBestLine({ best: 7, run: {} })).toBe('7 problemas seguidos');
  });

  it("shows the protocol's game and side names accented in the pseudo-locale, as the catalogue's texts", () => {
    i18n.loadAndActivate({ locale: 'pseudo', messages: {} });
    const line = coordinatesBestLine(fourBests([{ mode: 'name', side: 'black', best: 14, at: '2026-11-27T11:00:00Z' }]));
    expect(line).toContain(pseudoText('Name the square'));
    expect(line).toContain(pseudoText("Black's side"));
  });
});
