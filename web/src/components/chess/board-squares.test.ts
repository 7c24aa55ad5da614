import { describe, expect, it } from 'vitest';
import { BOARD_COLORS } from './board-theme';
import { buildDecorations, createDecorationStore } from './board-squares';

const none = { checkSquare: null, selected: null, lastMove: null, targets: [], markers: undefined, cursor: null };

describe('a board’s decoration store', () => {
  it('tells only the squares whose decoration changed, and keeps the same object for the others', () => {
    const store = createDecorationStore();
    const heard: string[] = [];
    for (const square of ['e2', 'e3', 'e4', 'g1', 'f3']) store.subscribe(square, () => heard.push(square));
    store.set(buildDecorations({ ...none, lastMove: { from: 'g1', to: 'f3' } }));
    expect(heard.sort()).toEqual(['f3', 'g1']);
    const lastMoveTo = store.get('f3');
    expect(lastMoveTo?.washes).toEqual([BOARD_COLORS.lastMove]);

    // A pawn picked up: its square and its two targets draw again; the last move's squares do not.
    heard.length = 0;
    store.set(
      buildDecorations({
        ...none,
        lastMove: { from: 'g1', to: 'f3' },
        selected: 'e2',
        targets: [
          { square: 'e3', capture: false },
          { square: 'e4', capture: false },
        ],
      }),
    );
    expect(heard.sort()).toEqual(['e2', 'e3', 'e4']);
    expect(store.get('f3')).toBe(lastMoveTo);
    expect(store.get('e4')?.legal).toBe('move');

    // Put back: the targets and the selection go, and are told so.
    heard.length = 0;
    store.set(buildDecorations({ ...none, lastMove: { from: 'g1', to: 'f3' } }));
    expect(heard.sort()).toEqual(['e2', 'e3', 'e4']);
    expect(store.get('e4')).toBeUndefined();
  });

  it('stops telling a square once it is no longer listened to', () => {
    const store = createDecorationStore();
    const heard: string[] = [];
    const stop = store.subscribe('d4', () => heard.push('d4'));
    stop();
    store.set(buildDecorations({ ...none, selected: 'd4' }));
    expect(heard).toEqual([]);
    expect(store.get('d4')?.washes).toEqual([BOARD_COLORS.selected]);
  });
});
