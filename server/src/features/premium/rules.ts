import { FREE_PUZZLES_PER_DAY, FREE_STORY_CHAPTERS } from '@chess-quest/protocol/constants';

// What premium unlocks (spec §6), decided here and nowhere else.

/** Spec §4: subscriptionStatus 'active' means premium. */
export function isPremium(subscriptionStatus: string): boolean {
  return subscriptionStatus === 'active';
}

/** Free accounts read the first chapters; the rest are premium. */
export function chapterIsPremium(chapterNumber: number): boolean {
  return chapterNumber > FREE_STORY_CHAPTERS;
}

/** Puzzles a child may start today: unlimited (null) on premium. */
export function dailyPuzzleAllowance(subscriptionStatus: string): number | null {
  return isPremium(subscriptionStatus) ? null : FREE_PUZZLES_PER_DAY;
}

/** Hints in games and the hardest AI level. */
export const canUseHints = isPremium;
export const canPlayHardAi = isPremium;
