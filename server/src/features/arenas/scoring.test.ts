import { describe, expect, it } from 'vitest';
import { ARENA_SCORE, arenaThanks, isOnFire } from '@chess-quest/protocol/arenas';
import { compareStandings, scoreGame } from './scoring';

describe('arena scoring', () => {
  it('scores a win 2, a draw 1 and a loss 0', () => {
    expect(scoreGame('win', 40, 0)).toEqual({ points: 2, streakAfter: 1, onFire: false, shortDraw: false });
    expect(scoreGame('draw', 40, 0)).toEqual({ points: 1, streakAfter: 0, onFire: false, shortDraw: false });
    expect(scoreGame('loss', 40, 0)).toEqual({ points: 0, streakAfter: 0, onFire: false, shortDraw: false });
  });

  it('sets a player on fire after two wins in a row: the next games score double until one is not won', () => {
    let streak = 0;
    const points: number[] = [];
    for (const outcome of ['win', 'win', 'win', 'win', 'draw', 'win', 'win', 'loss', 'win'] as const) {
      const scored = scoreGame(outcome, 40, streak);
      points.push(scored.points);
      streak = scored.streakAfter;
    }
    expect(points).toEqual([2, 2, 4, 4, 2, 2, 2, 0, 2]);
    expect(isOnFire(1)).toBe(false);
    expect(isOnFire(ARENA_SCORE.fireAfterWins)).toBe(true);
  });

  it('gives nothing for a draw in fewer than 10 moves, and the draw ends the streak', () => {
    expect(scoreGame('draw', 19, 0)).toMatchObject({ points: 0, shortDraw: true, streakAfter: 0 });
    expect(scoreGame('draw', 20, 0)).toMatchObject({ points: 1, shortDraw: false });
    expect(scoreGame('draw', 5, 3)).toMatchObject({ points: 0, onFire: true, streakAfter: 0 });
    // A short win still counts (a quick mate is a real win).
    expect(scoreGame('win', 7, 0)).toMatchObject({ points: 2 });
  });

  it('doubles a draw on fire', () => {
    expect(scoreGame('draw', 30, 2)).toMatchObject({ points: 2, onFire: true, streakAfter: 0 });
  });

  it('orders the standings by points, then fewer games, then who joined first', () => {
    const at = (s: number) => new Date(s * 1000);
    const rows = [
      { childId: 'c', points: 4, games: 3, joinedAt: at(1) },
      { childId: 'a', points: 6, games: 4, joinedAt: at(3) },
      { childId: 'b', points: 4, games: 2, joinedAt: at(2) },
      { childId: 'd', points: 4, games: 3, joinedAt: at(0) },
    ];
    expect(rows.sort(compareStandings).map((r) => r.childId)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('thanks everyone in words a child reads', () => {
    expect(arenaThanks(3, 7)).toBe('You played 3 games and scored 7 points!');
    expect(arenaThanks(1, 1)).toBe('You played 1 game and scored 1 point!');
    expect(arenaThanks(0, 0)).toContain('Thanks for joining');
  });
});
