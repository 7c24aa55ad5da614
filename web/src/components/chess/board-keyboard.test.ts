import { describe, expect, it } from 'vitest';
import { describeSquare, moveCursor, pieceFromCode, pieceLabel } from './board-keyboard';

describe('moveCursor', () => {
  it.each([
    ['e2', 'ArrowUp', 'white', 'e3'],
    ['e2', 'ArrowDown', 'white', 'e1'],
    ['e2', 'ArrowLeft', 'white', 'd2'],
    ['e2', 'ArrowRight', 'white', 'f2'],
    // Black at the bottom: up on the screen is down the ranks, left is towards the h-file.
    ['e7', 'ArrowUp', 'black', 'e6'],
    ['e7', 'ArrowLeft', 'black', 'f7'],
    // Edges hold the cursor instead of wrapping.
    ['a1', 'ArrowLeft', 'white', 'a1'],
    ['h8', 'ArrowUp', 'white', 'h8'],
    ['a1', 'ArrowUp', 'black', 'a1'],
  ] as const)('%s + %s (%s) → %s', (from, key, orientation, to) => {
    expect(moveCursor(from, key, orientation)).toBe(to);
  });

  it('ignores other keys', () => {
    expect(moveCursor('e2', 'Enter', 'white')).toBeNull();
  });
});

describe('square and piece names', () => {
  it('reads pieces and squares for a screen reader', () => {
    expect(pieceFromCode('wN')).toEqual({ color: 'w', type: 'n' });
    expect(pieceFromCode('xZ')).toBeNull();
    expect(pieceLabel({ color: 'b', type: 'q' })).toBe('black queen');
    expect(describeSquare('g1', { color: 'w', type: 'n' })).toBe('g1, white knight');
    expect(describeSquare('e4', undefined)).toBe('e4, empty');
  });
});
