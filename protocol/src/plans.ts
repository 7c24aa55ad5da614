import { FREE_PUZZLES_PER_DAY, FREE_STORY_CHAPTERS, MAX_CHILDREN_FAMILY, PLAN_PRICES_CENTS, POINTS_PER_LEVEL, type PlanName } from './constants';

// What each plan gives, said once for every page that describes the plans (landing, plan
// cards, help, parent guide, banners), with the numbers of the real catalogues. The server's
// catalogue test checks each count against the content it seeds and each premium promise
// against the rule that enforces it, so a promise cannot name a thing the product lacks.

/** The lesson modules of the lesson path (server/src/content/lessons); all are free. */
export const LESSON_COUNT = 18;
/** The chapters of "Pip and the Frozen Board" (server/src/content/story). */
export const STORY_CHAPTER_COUNT = 20;
/** Premium piece and board themes of the customization catalogue. */
export const PREMIUM_THEME_COUNT = 3;
/** Days of chess analytics a free child sees (the heat map's "This Week"). */
export const FREE_ANALYTICS_DAYS = 7;

/** Spec §6: the first chapters are free, the rest premium. */
export function storyChapterIsPremium(chapterNumber: number): boolean {
  return chapterNumber > FREE_STORY_CHAPTERS;
}

/** Levels rise slowly: level 1 for chapters 1-5, 2 for 6-10, 3 for 11-15 and 4 from 16 on. */
export function storyChapterRequiredLevel(chapterNumber: number): number {
  return Math.min(4, Math.floor((chapterNumber - 1) / 5) + 1);
}

/** The points a child needs in all to be at `level` (spec §9: 1000 points a level). */
export function pointsForLevel(level: number): number {
  return Math.max(0, level - 1) * POINTS_PER_LEVEL;
}

/** The story's chapters grouped by the level that opens them: [{ level: 2, first: 6, last: 10 }, …]. */
export function storyLevelSteps(): { level: number; first: number; last: number }[] {
  const steps: { level: number; first: number; last: number }[] = [];
  for (let n = 1; n <= STORY_CHAPTER_COUNT; n++) {
    const level = storyChapterRequiredLevel(n);
    const step = steps.at(-1);
    if (step?.level === level) step.last = n;
    else steps.push({ level, first: n, last: n });
  }
  return steps;
}

/** "chapters 6–10 at Level 2, 11–15 at Level 3 and 16–20 at Level 4" (levels above 1 only). */
export function storyLevelSentence(): string {
  const parts = storyLevelSteps()
    .filter((s) => s.level > 1)
    .map((s, i) => `${i === 0 ? 'chapters ' : ''}${s.first}–${s.last} at Level ${s.level}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Each promise has an id the server's test maps to the rule or catalogue that keeps it. A new
 * promise needs a new id, and the test does not compile until it is checked.
 */
export type PlanFeatureId =
  | 'all-lessons'
  | 'free-chapters'
  | 'daily-puzzle'
  | 'puzzles-per-day'
  | 'progress-tracking'
  | 'all-chapters'
  | 'unlimited-puzzles'
  | 'ai-hints'
  | 'ai-hard'
  | 'avatar'
  | 'premium-themes'
  | 'analytics'
  | 'everything-in-premium'
  | 'children'
  | 'parent-dashboard'
  | 'family-tracking';

export interface PlanFeature {
  id: PlanFeatureId;
  text: string;
  /** A second, smaller line: what else it takes (levels) or what the free plan has instead. */
  note?: string;
}

export interface PlanOffer {
  plan: PlanName;
  name: string;
  priceCents: number;
  features: PlanFeature[];
}

const levelNote = `Chapters open as your child levels up: ${storyLevelSentence()}.`;

export const PLAN_OFFERS: Record<PlanName, PlanOffer> = {
  Basic: {
    plan: 'Basic',
    name: 'Free Explorer',
    priceCents: PLAN_PRICES_CENTS.Basic,
    features: [
      { id: 'all-lessons', text: `All ${LESSON_COUNT} lessons` },
      { id: 'free-chapters', text: `${FREE_STORY_CHAPTERS} story chapters` },
      { id: 'daily-puzzle', text: 'Daily puzzle' },
      { id: 'puzzles-per-day', text: `${FREE_PUZZLES_PER_DAY} puzzles per day` },
      { id: 'progress-tracking', text: 'Progress tracking' },
    ],
  },
  Premium: {
    plan: 'Premium',
    name: 'Premium Knight',
    priceCents: PLAN_PRICES_CENTS.Premium,
    features: [
      { id: 'all-chapters', text: `Full story mode (all ${STORY_CHAPTER_COUNT} chapters)`, note: levelNote },
      { id: 'unlimited-puzzles', text: 'Unlimited puzzles' },
      { id: 'ai-hints', text: 'Hints in games against the computer' },
      { id: 'ai-hard', text: 'The Hard computer level' },
      { id: 'avatar', text: 'Avatar customization' },
      { id: 'premium-themes', text: `${PREMIUM_THEME_COUNT} premium piece and board themes` },
      { id: 'analytics', text: 'Chess analytics of every game', note: `Free: the last ${FREE_ANALYTICS_DAYS} days and the last game.` },
    ],
  },
  Family: {
    plan: 'Family',
    name: 'Family',
    priceCents: PLAN_PRICES_CENTS.Family,
    features: [
      { id: 'everything-in-premium', text: 'Everything in Premium' },
      { id: 'children', text: `Up to ${MAX_CHILDREN_FAMILY} children` },
      { id: 'parent-dashboard', text: 'Parent dashboard' },
      { id: 'family-tracking', text: 'Family tracking' },
    ],
  },
};
