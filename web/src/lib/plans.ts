import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FREE_PUZZLES_PER_DAY, FREE_STORY_CHAPTERS, MAX_CHILDREN_FAMILY, MONEY_BACK_GUARANTEE_DAYS } from '@chess-quest/protocol/constants';
import {
  FREE_ANALYTICS_DAYS,
  LESSON_COUNT,
  PLAN_OFFERS,
  PREMIUM_THEME_COUNT,
  STORY_CHAPTER_COUNT,
  storyLevelSentence,
  storyLevelSteps,
  type PlanFeature,
  type PlanFeatureId,
  type PlanOffer,
} from '@chess-quest/protocol/plans';
import type { PlanName } from '@chess-quest/protocol/constants';
import { formatList, formatPrice } from './format';
import { i18n } from './i18n';

// The plans as every page shows them: names, prices and features come from protocol/plans,
// where the server's test checks each promise against the catalogue that keeps it. Their
// texts are said here in the reader's language (decision 046): call the functions (freePlan()…)
// while rendering, in a component that reads useLingui(), so a change of language re-renders.

/** "$0", "$4.99" in English ("0 US$", "4,99 US$" in Spanish): whole dollars without cents. */
export function formatPriceCents(cents: number): string {
  return formatPrice(cents, 'USD');
}

export interface PlanSummary {
  name: string;
  price: string;
  period: string;
  features: PlanFeature[];
  /** The features' texts, for sentences. */
  claims: string[];
}

const PLAN_NAMES: Record<PlanName, MessageDescriptor> = {
  Basic: msg`Free Explorer`,
  Premium: msg`Premium Knight`,
  Family: msg`Family`,
};

/** Each promise of protocol/plans in words; the numbers are the same the server's test checks. */
const FEATURE_TEXTS: Record<PlanFeatureId, MessageDescriptor> = {
  'all-lessons': msg`All ${LESSON_COUNT} lessons`,
  'free-chapters': msg`${FREE_STORY_CHAPTERS} story chapters`,
  'daily-puzzle': msg`Daily puzzle`,
  'puzzles-per-day': msg`${FREE_PUZZLES_PER_DAY} puzzles per day`,
  'progress-tracking': msg`Progress tracking`,
  'all-chapters': msg`Full story mode (all ${STORY_CHAPTER_COUNT} chapters)`,
  'unlimited-puzzles': msg`Unlimited puzzles`,
  'ai-hints': msg`Hints in games against the computer`,
  'ai-hard': msg`The Hard computer level`,
  avatar: msg`Avatar customization`,
  'premium-themes': msg`${PREMIUM_THEME_COUNT} premium piece and board themes`,
  analytics: msg`Chess analytics of every game`,
  'everything-in-premium': msg`Everything in Premium`,
  children: msg`Up to ${MAX_CHILDREN_FAMILY} children`,
  'parent-dashboard': msg`Parent dashboard`,
  'family-tracking': msg`Family tracking`,
};

/** "chapters 6–10 at Level 2, 11–15 at Level 3 and 16–20 at Level 4", in the reader's language. */
export function storyLevelWords(): string {
  const parts = storyLevelSteps()
    .filter((step) => step.level > 1)
    .map(({ first, last, level }, index) =>
      index === 0 ? i18n._(msg`chapters ${first}–${last} at Level ${level}`) : i18n._(msg`${first}–${last} at Level ${level}`),
    );
  return formatList(parts);
}

function featureNote(feature: PlanFeature): string | undefined {
  if (!feature.note) return undefined;
  if (feature.id === 'all-chapters') {
    const levels = storyLevelWords();
    return i18n._(msg`Chapters open as your child levels up: ${levels}.`);
  }
  if (feature.id === 'analytics') return i18n._(msg`Free: the last ${FREE_ANALYTICS_DAYS} days and the last game.`);
  return feature.note;
}

function summary(offer: PlanOffer): PlanSummary {
  const features = offer.features.map((feature) => ({ ...feature, text: i18n._(FEATURE_TEXTS[feature.id]), note: featureNote(feature) }));
  return {
    name: i18n._(PLAN_NAMES[offer.plan]),
    price: formatPriceCents(offer.priceCents),
    period: i18n._(msg`/month`),
    features,
    claims: features.map((f) => f.text),
  };
}

/** The plans in the reader's language (call while rendering). */
export const freePlan = (): PlanSummary => summary(PLAN_OFFERS.Basic);
export const premiumPlan = (): PlanSummary => summary(PLAN_OFFERS.Premium);
export const familyPlan = (): PlanSummary => summary(PLAN_OFFERS.Family);

/** "a, b and c", lower-cased after the first word of each, for a sentence (in the reader's language). */
export function claimSentence(claims: readonly string[]): string {
  return formatList(claims.map((c) => c.charAt(0).toLowerCase() + c.slice(1)));
}

/** "30-day money-back guarantee", in the reader's language. */
export function moneyBackClaim(): string {
  return i18n._(msg`${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`);
}

/** What a paid plan has opened, and what levels still open (the 'already premium' page). */
export function premiumOpens(): string {
  const levels = storyLevelWords();
  return i18n._(msg`Every premium chapter, puzzle, hint and theme is open. Story chapters also open as your child levels up: ${levels}.`);
}

// English-only forms, kept while the pages that read them (help center, parent guide,
// dashboard banner, subscription) are converted; each moves to the functions above.
/* eslint-disable lingui/no-unlocalized-strings -- English-only until their last reader is translated */
const englishSummary = (offer: PlanOffer): PlanSummary => ({
  name: offer.name,
  price: offer.priceCents % 100 === 0 ? `$${offer.priceCents / 100}` : `$${(offer.priceCents / 100).toFixed(2)}`,
  period: '/month',
  features: offer.features,
  claims: offer.features.map((f) => f.text),
});
/** @deprecated English only: use freePlan(). */
export const FREE_PLAN = englishSummary(PLAN_OFFERS.Basic);
/** @deprecated English only: use premiumPlan(). */
export const PREMIUM_PLAN = englishSummary(PLAN_OFFERS.Premium);
/** @deprecated English only: use familyPlan(). */
export const FAMILY_PLAN = englishSummary(PLAN_OFFERS.Family);
/** @deprecated English only: use moneyBackClaim(). */
export const MONEY_BACK_CLAIM = `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`;
/** @deprecated English only: use premiumOpens(). */
export const PREMIUM_OPENS = `Every premium chapter, puzzle, hint and theme is open. Story chapters also open as your child levels up: ${storyLevelSentence()}.`;
/* eslint-enable lingui/no-unlocalized-strings */
