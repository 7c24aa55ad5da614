import { ACHIEVEMENT_WALL_SLOTS } from '@chess-quest/protocol/constants';
import type { Achievement } from '@chess-quest/protocol/achievements';

/** One slot of the Progress tab's Achievement Wall; an empty slot has no achievement. */
export interface WallSlot {
  state: 'earned' | 'in_progress' | 'locked';
  achievement: Achievement | null;
}

const share = (a: Achievement) => Math.min(a.progress, a.maxProgress) / a.maxProgress;

/**
 * The 24 slots of the wall (spec §9) from the rewards' own list of the child's achievements
 * (GET /api/gamification/achievements): earned first (newest first), then under way
 * (furthest first), then locked ones, then empty locked slots.
 */
export function wallSlots(achievements: readonly Achievement[]): WallSlot[] {
  const earned = achievements.filter((a) => a.isUnlocked).sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
  const underWay = achievements.filter((a) => !a.isUnlocked && a.progress > 0).sort((a, b) => share(b) - share(a));
  const locked = achievements.filter((a) => !a.isUnlocked && a.progress <= 0).sort((a, b) => a.id.localeCompare(b.id));
  const slots: WallSlot[] = [
    ...earned.map((achievement) => ({ state: 'earned' as const, achievement })),
    ...underWay.map((achievement) => ({ state: 'in_progress' as const, achievement })),
    ...locked.map((achievement) => ({ state: 'locked' as const, achievement })),
  ];
  while (slots.length < ACHIEVEMENT_WALL_SLOTS) slots.push({ state: 'locked', achievement: null });
  return slots.slice(0, ACHIEVEMENT_WALL_SLOTS);
}
