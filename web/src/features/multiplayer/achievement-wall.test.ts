import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_WALL_SLOTS } from '@chess-quest/protocol/constants';
import type { Achievement } from '@chess-quest/protocol/achievements';
import { wallSlots } from './achievement-wall';

const achievement = (id: string, fields: Partial<Achievement>): Achievement => ({
  id,
  title: id,
  description: 'd',
  icon: 'star',
  category: 'learning',
  rarity: 'common',
  difficulty: 'bronze',
  points: 10,
  xpReward: 10,
  progress: 0,
  maxProgress: 10,
  isUnlocked: false,
  unlockedAt: null,
  ...fields,
});

describe('the achievement wall', () => {
  it('shows earned (newest first), then under way (furthest first), then locked, in 24 slots', () => {
    const slots = wallSlots([
      achievement('z-locked', {}),
      achievement('a-locked', {}),
      achievement('half', { progress: 5 }),
      achievement('most', { progress: 9 }),
      achievement('old-win', { progress: 10, isUnlocked: true, unlockedAt: '2026-01-01T10:00:00.000Z' }),
      achievement('new-win', { progress: 10, isUnlocked: true, unlockedAt: '2026-03-01T10:00:00.000Z' }),
    ]);
    expect(slots).toHaveLength(ACHIEVEMENT_WALL_SLOTS);
    expect(slots.slice(0, 7).map((s) => [s.state, s.achievement?.id ?? null])).toEqual([
      ['earned', 'new-win'],
      ['earned', 'old-win'],
      ['in_progress', 'most'],
      ['in_progress', 'half'],
      ['locked', 'a-locked'],
      ['locked', 'z-locked'],
      ['locked', null],
    ]);
  });

  it('keeps to 24 slots when there are more achievements than that', () => {
    const many = Array.from({ length: 30 }, (_, i) => achievement(`a${String(i).padStart(2, '0')}`, { progress: i % 3 }));
    const slots = wallSlots(many);
    expect(slots).toHaveLength(ACHIEVEMENT_WALL_SLOTS);
    expect(slots.every((s) => s.achievement !== null)).toBe(true);
  });
});
