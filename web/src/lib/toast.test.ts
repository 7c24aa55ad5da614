import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from '@chess-quest/protocol/constants';
import { dismissToast, toast, toastReducer, updateToast, type ToastItem } from './toast';

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

  it('update changes an open toast in place and leaves the others', () => {
    const state = toastReducer([item('1'), item('2')], { type: 'update', id: '1', toast: { description: '10 points' } });
    expect(state).toEqual([{ ...item('1'), description: '10 points' }, item('2')]);
  });
});

describe('updateToast', () => {
  it('changes a toast while it is open, and says false once it has closed', () => {
    const shown = toast({ title: 'Congratulations!' });
    expect(updateToast(shown.id, { description: 'You earned 10 points!' })).toBe(true);
    dismissToast(shown.id);
    expect(updateToast(shown.id, { description: 'too late' })).toBe(false);
    expect(updateToast('no such toast', { description: 'x' })).toBe(false);
  });
});
