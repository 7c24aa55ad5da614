import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { messages as spanish } from '../../locales/family-class/es.po';
import type { MistakesPoint } from '@chess-quest/protocol/game-review';
import { halves, meanMistakes, mistakesSentence } from './mistakes-trend';

const point = (mistakes: number, i = 0): MistakesPoint => ({
  gameId: `g${i}`,
  kind: 'ai',
  finishedAt: `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00Z`,
  mistakes,
  inaccuracies: 1,
  childMoves: 20,
});
const series = (mistakes: number[]) => mistakes.map(point);

describe('mistakes per game, in words', () => {
  it('takes the mean to one decimal', () => {
    expect(meanMistakes([])).toBeNull();
    expect(meanMistakes(series([1, 2, 2]))).toBe(1.7);
  });

  it('splits the series in an older and a newer half, the newer taking the odd game', () => {
    const { older, newer } = halves(series([5, 4, 3, 2, 1]));
    expect(older.map((p) => p.mistakes)).toEqual([5, 4]);
    expect(newer.map((p) => p.mistakes)).toEqual([3, 2, 1]);
  });

  it('says when there is nothing yet, and when there is too little to tell', () => {
    expect(mistakesSentence({ points: [], trend: null }, 'Ruby')).toMatch(/^No reviewed games yet/);
    expect(mistakesSentence({ points: series([2, 1]), trend: null }, 'Ruby')).toBe(
      'Ruby has 2 games reviewed so far, with 1.5 mistakes a game. From 4 games on, you will see here whether mistakes go down.',
    );
  });

  it('says the trend with its figures', () => {
    expect(mistakesSentence({ points: series([4, 3, 1, 1]), trend: 'down' }, 'Ruby')).toBe(
      "Fewer mistakes: 1 mistake a game over the last 2 games, against 3.5 in the 2 games before. Ruby's games are teaching something!",
    );
    expect(mistakesSentence({ points: series([1, 1, 3, 3]), trend: 'up' }, 'Ruby')).toMatch(/^A few more mistakes lately: 3 mistakes a game/);
    expect(mistakesSentence({ points: series([2, 2, 2, 2]), trend: 'flat' }, 'Ruby')).toBe(
      'About the same: 2 mistakes a game over the last 2 games, against 2 in the 2 games before.',
    );
  });
});

describe('mistakes per game, in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('says the trend with Spanish plurals and decimal commas', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(mistakesSentence({ points: series([4, 3, 1, 1]), trend: 'down' }, 'Ruby')).toBe(
      'Menos errores: 1 error por partida en las últimas 2 partidas, frente a 3,5 en las 2 partidas anteriores. ¡Las partidas de Ruby le están enseñando algo!',
    );
    expect(mistakesSentence({ points: series([2, 1]), trend: null }, 'Ruby')).toMatch(
      /^Ruby tiene 2 partidas revisadas hasta ahora, con 1,5 errores por partida\./,
    );
  });
});
