import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateSoon } from './invalidate-soon';

describe('invalidateSoon', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a query again once for a burst of pushes, after the wait, and again for a later burst', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    for (let i = 0; i < 40; i += 1) invalidateSoon(client, ['teach', 'class', 'c1', 'progress'], 2000);
    invalidateSoon(client, ['teach', 'class', 'c2', 'progress'], 2000);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['teach', 'class', 'c1', 'progress'],
      ['teach', 'class', 'c2', 'progress'],
    ]);
    invalidateSoon(client, ['teach', 'class', 'c1', 'progress'], 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(invalidate).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});
