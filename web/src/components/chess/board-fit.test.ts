import { describe, expect, it } from 'vitest';
import { boardFitWidth, MIN_BOARD_PX } from './board-fit';

describe('boardFitWidth', () => {
  it('leaves the board the height under its top edge on the first screen', () => {
    // 1366×900 with the puzzle board starting 345 px down: 547 px, not the 560 px that ran past the fold.
    expect(boardFitWidth(900, 345)).toBe(547);
  });
  it('never makes a square smaller than 44 px', () => {
    expect(boardFitWidth(844, 600)).toBe(MIN_BOARD_PX);
    expect(MIN_BOARD_PX / 8).toBe(44);
  });
});
