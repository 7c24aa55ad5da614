import { UNLOCK_THRESHOLDS, type UnlockCondition } from '@chess-quest/protocol/customization';

/** What unlock conditions are measured on (spec §9), read from the child's real progress. */
export interface Standing {
  accountId: string;
  premium: boolean;
  level: number;
  points: number;
  /** Games won against the AI and online. */
  wins: number;
  /** Lesson modules completed. */
  lessons: number;
}

export interface ThemeLike {
  id: string;
  unlockCondition: UnlockCondition;
}

/** True when the child's progress meets a progress condition (wins, lessons, level). */
export function meetsProgressCondition(condition: UnlockCondition, standing: Standing): boolean {
  if (!(condition in UNLOCK_THRESHOLDS)) return false;
  const { measure, at } = UNLOCK_THRESHOLDS[condition as keyof typeof UNLOCK_THRESHOLDS];
  return standing[measure] >= at;
}

export const isProgressCondition = (condition: UnlockCondition) => condition in UNLOCK_THRESHOLDS;

/**
 * Spec §5: free themes are open to all, premium ones need an active subscription, the
 * others are open once their condition is met or they were bought (`recorded`).
 */
export function isUnlocked(theme: ThemeLike, standing: Standing, recorded: ReadonlySet<string>): boolean {
  switch (theme.unlockCondition) {
    case 'free':
      return true;
    case 'premium':
      return standing.premium;
    case 'points':
      return recorded.has(theme.id);
    default:
      return recorded.has(theme.id) || meetsProgressCondition(theme.unlockCondition, standing);
  }
}
