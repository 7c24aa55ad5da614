import { describe, expect, it } from 'vitest';
import { endCheer, endTitle, sanOf, streakSide } from './streak-words';

describe('the streak’s words', () => {
  it('names the end of a run kindly, the best included', () => {
    expect(endTitle(7, 9)).toBe('Your streak: 7! Best: 9');
    expect(endCheer(0, 3)).toMatch(/starts with one puzzle/);
    expect(endCheer(9, 9)).toMatch(/best streak ever/);
    expect(endCheer(8, 9)).toMatch(/Just 1 more/);
    expect(endCheer(2, 9)).toMatch(/Well played/);
  });

  it('reads the side to move and writes a move as the child knows it', () => {
    expect(streakSide('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1')).toBe('white');
    expect(streakSide('6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1')).toBe('black');
    expect(sanOf('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'd1d8')).toBe('Rd8#');
    expect(sanOf('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'a1a2')).toBe('a1a2');
  });
});
