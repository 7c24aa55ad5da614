import { describe, expect, it } from 'vitest';
import { GENTLE_MAX_CHANGE, PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';
import { gentleRating, glicko2, NEW_PLAYER } from './ratings';

describe('Glicko-2', () => {
  it('matches the worked example of Glickman’s paper', () => {
    const after = glicko2({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its intermediate steps and prints 1464.06; unrounded it is 1464.0507.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rating).toBeCloseTo(1464.05, 2);
    expect(after.deviation).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
    expect(after.volatility).toBeLessThan(0.06);
  });

  it('moves two new players apart symmetrically after one game, and a draw keeps them level', () => {
    const winner = glicko2(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 1 }]);
    const loser = glicko2(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0 }]);
    expect(winner.rating).toBeGreaterThan(1100);
    expect(winner.rating - 1000).toBeCloseTo(1000 - loser.rating, 6);
    expect(winner.deviation).toBeLessThan(350);
    const draw = glicko2(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0.5 }]);
    expect(draw.rating).toBeCloseTo(1000, 6);
  });

  it('lets an unplayed period widen the deviation, never past a new player’s', () => {
    expect(glicko2({ rating: 1200, deviation: 50, volatility: 0.06 }, []).deviation).toBeCloseTo(Math.sqrt(50 ** 2 + (0.06 * 173.7178) ** 2), 6);
    expect(glicko2({ rating: 1200, deviation: 349.9, volatility: 0.06 }, []).deviation).toBe(350);
  });
});

describe('gentle ratings for children', () => {
  const firstLoss = glicko2(NEW_PLAYER, [{ opponent: NEW_PLAYER, score: 0 }]).rating;

  it('lets a provisional rating (not shown) move freely to find the child’s level', () => {
    // Glicko-2 at RD 350: the first loss between two new players is worth about 162 points.
    expect(1000 - firstLoss).toBeGreaterThan(150);
    expect(gentleRating(1000, firstLoss, 0)).toBe(Math.round(firstLoss));
    expect(gentleRating(1000, firstLoss, PROVISIONAL_GAMES - 1)).toBe(Math.round(firstLoss));
  });

  it(`moves a settled rating by at most ${GENTLE_MAX_CHANGE} points a game, either way`, () => {
    expect(gentleRating(1000, firstLoss, PROVISIONAL_GAMES)).toBe(1000 - GENTLE_MAX_CHANGE);
    expect(gentleRating(1000, 2000 - firstLoss, PROVISIONAL_GAMES)).toBe(1000 + GENTLE_MAX_CHANGE);
    expect(gentleRating(1000, 1007.4, 40)).toBe(1007);
    expect(gentleRating(1000, 1000, 40)).toBe(1000);
  });

  it('never goes below the floor', () => {
    expect(gentleRating(105, 60, 10)).toBe(100);
    expect(gentleRating(300, 20, 0)).toBe(100);
  });
});
