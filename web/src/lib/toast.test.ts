import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from '@chess-quest/protocol/constants';
import { toastReducer, type ToastItem } from './toast';

const item = (id: string): ToastItem => ({ id, open: true, title: `Toast ${id}` });

describe('toastReducer', () => {
  it(`keeps at most ${TOAST_LIMIT} toast, newest first`, () => {
    let state: ToastItem[] = [];
    state = toastReducer(state, { type: 'add', toast: item('1') });
    state = toastReducer(state, { type: 'add', toast: item('2') });
    expect(state).toHaveLength(TOAST_LIMIT);
    expect(state[0]?.id).toBe('2');
  });

  it('dismiss closes a toast but keeps it until it is removed', () => {
    const dismissed = toastReducer([item('1')], { type: 'dismiss', id: '1' });
    expect(dismissed).toEqual([{ ...item('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: '1' })).toEqual([]);
  });
});
