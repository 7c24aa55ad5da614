import { describe, expect, it } from 'vitest';
import { readTold, writeTold } from './told-news';

describe('news told once per tab, across its pages', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };

  it('keeps the newest hundred, and reads nothing from missing, broken or refused storage', () => {
    const storage = memory();
    writeTold(storage, new Set(Array.from({ length: 150 }, (_, i) => `id-${i}`)));
    const kept = readTold(storage);
    expect(kept.size).toBe(100);
    expect(kept.has('id-149') && !kept.has('id-49')).toBe(true);
    expect(readTold(null).size).toBe(0);
    expect(readTold({ getItem: () => '{not json' }).size).toBe(0);
    expect(readTold({ getItem: () => '[1, "race-1", null]' })).toEqual(new Set(['race-1']));
    expect(() =>
      writeTold(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        new Set(['a']),
      ),
    ).not.toThrow();
  });
});
