import { FREE_PUZZLES_PER_DAY, MAX_CHILDREN_FAMILY, MAX_CHILDREN_OTHER_PLANS } from '@chess-quest/protocol/constants';
import { storyChapterIsPremium } from '@chess-quest/protocol/plans';

// What premium unlocks (spec §6), decided here and nowhere else.

/** Spec §4: subscriptionStatus 'active' means premium. */
export function isPremium(subscriptionStatus: string): boolean {
  return subscriptionStatus === 'active';
}

/** Free accounts read the first chapters; the rest are premium. */
export const chapterIsPremium = storyChapterIsPremium;

/** Puzzles a child may start today: unlimited (null) on premium. */
export function dailyPuzzleAllowance(subscriptionStatus: string): number | null {
  return isPremium(subscriptionStatus) ? null : FREE_PUZZLES_PER_DAY;
}

/** Hints in games and the hardest AI level. */
export const canUseHints = isPremium;
export const canPlayHardAi = isPremium;

/** Spec §6: an active Family plan holds up to 3 children; every other account one. */
export function maxChildProfiles(plan: string, subscriptionStatus: string): number {
  return plan === 'Family' && isPremium(subscriptionStatus) ? MAX_CHILDREN_FAMILY : MAX_CHILDREN_OTHER_PLANS;
}
