import { describe, expect, it } from 'vitest';
import { UNLOCK_CONDITIONS } from '@chess-quest/protocol/customization';
import { isUnlocked, meetsProgressCondition, type Standing } from './rules';

const fresh: Standing = { accountId: 'a', premium: false, level: 1, points: 0, wins: 0, lessons: 0 };
const none = new Set<string>();

describe('unlock rules (spec §9)', () => {
  it('open nothing but free themes to a new free child', () => {
    for (const condition of UNLOCK_CONDITIONS) {
      expect(isUnlocked({ id: 't', unlockCondition: condition }, fresh, none), condition).toBe(condition === 'free');
    }
  });

  it.each([
    ['wins_5', { wins: 4 }, { wins: 5 }],
    ['wins_10', { wins: 9 }, { wins: 10 }],
    ['lessons_3', { lessons: 2 }, { lessons: 3 }],
    ['lessons_5', { lessons: 4 }, { lessons: 5 }],
    ['level_5', { level: 4 }, { level: 5 }],
    ['level_10', { level: 9 }, { level: 10 }],
  ] as const)('%s opens exactly at its threshold', (condition, below, at) => {
    expect(meetsProgressCondition(condition, { ...fresh, ...below })).toBe(false);
    expect(meetsProgressCondition(condition, { ...fresh, ...at })).toBe(true);
    expect(isUnlocked({ id: 't', unlockCondition: condition }, { ...fresh, ...at }, none)).toBe(true);
  });

  it('opens premium themes only for an active subscription', () => {
    expect(isUnlocked({ id: 't', unlockCondition: 'premium' }, { ...fresh, premium: true }, none)).toBe(true);
    expect(isUnlocked({ id: 't', unlockCondition: 'premium' }, { ...fresh, level: 10, wins: 10 }, none)).toBe(false);
  });

  it('opens a points theme only once bought, however many points the child holds', () => {
    expect(isUnlocked({ id: 't', unlockCondition: 'points' }, { ...fresh, points: 10_000 }, none)).toBe(false);
    expect(isUnlocked({ id: 't', unlockCondition: 'points' }, fresh, new Set(['t']))).toBe(true);
  });
});
