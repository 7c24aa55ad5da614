import { describe, expect, it } from 'vitest';
import { placeNoticeStack, type StackPlacementInput } from './notice-stack';

const phone: StackPlacementInput = {
  windowWidth: 390,
  windowHeight: 844,
  headerBottom: 61,
  stackHeight: 100,
  stackLeft: 16,
  stackRight: 374,
  boards: [],
  phone: true,
};

describe('placeNoticeStack', () => {
  it('puts the stack under the header on a phone', () => {
    expect(placeNoticeStack(phone)).toBe(69);
  });

  it('never covers a board on a phone: under it when the board is at the top', () => {
    const board = { top: 70, bottom: 444, left: 8, right: 382 };
    expect(placeNoticeStack({ ...phone, boards: [board] })).toBe(736);
  });

  it('keeps the spot under the header when the board is lower down', () => {
    const board = { top: 470, bottom: 844, left: 8, right: 382 };
    expect(placeNoticeStack({ ...phone, boards: [board] })).toBe(69);
  });

  it('goes to the other end of the screen for a tall stack', () => {
    const board = { top: 120, bottom: 494, left: 8, right: 382 };
    expect(placeNoticeStack({ ...phone, stackHeight: 300, boards: [board] })).toBe(536);
  });

  it('stays under the header when a board fills the whole screen', () => {
    const board = { top: 0, bottom: 844, left: 0, right: 390 };
    expect(placeNoticeStack({ ...phone, boards: [board] })).toBe(69);
  });

  it('uses the bottom corner on a wide screen, unless a board is there', () => {
    const wide = { ...phone, windowWidth: 1366, windowHeight: 900, stackLeft: 918, stackRight: 1366, phone: false };
    expect(placeNoticeStack(wide)).toBe(784);
    const board = { top: 300, bottom: 860, left: 700, right: 1260 };
    expect(placeNoticeStack({ ...wide, boards: [board] })).toBe(69);
    const boardOnTheLeft = { top: 300, bottom: 860, left: 40, right: 600 };
    expect(placeNoticeStack({ ...wide, boards: [boardOnTheLeft] })).toBe(784);
  });
});
