import { MONEY_BACK_GUARANTEE_DAYS } from '@chess-quest/protocol/constants';
import { PLAN_OFFERS, storyLevelSentence, type PlanFeature, type PlanOffer } from '@chess-quest/protocol/plans';

// The plans as every page shows them: names, prices and features come from protocol/plans,
// where the server's test checks each promise against the catalogue that keeps it.

/** "$0", "$4.99": whole dollars without cents, otherwise two decimals. */
export function formatPriceCents(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

export interface PlanSummary {
  name: string;
  price: string;
  period: string;
  features: PlanFeature[];
  /** The features' texts, for sentences. */
  claims: string[];
}

function summary(offer: PlanOffer): PlanSummary {
  return {
    name: offer.name,
    price: formatPriceCents(offer.priceCents),
    period: '/month',
    features: offer.features,
    claims: offer.features.map((f) => f.text),
  };
}

export const FREE_PLAN = summary(PLAN_OFFERS.Basic);
export const PREMIUM_PLAN = summary(PLAN_OFFERS.Premium);
export const FAMILY_PLAN = summary(PLAN_OFFERS.Family);

/** "a, b and c", lower-cased after the first word of each, for a sentence. */
export function claimSentence(claims: readonly string[]): string {
  const words = claims.map((c) => c.charAt(0).toLowerCase() + c.slice(1));
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const MONEY_BACK_CLAIM = `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`;

/** What a paid plan has opened, and what levels still open (the 'already premium' page). */
export const PREMIUM_OPENS = `Every premium chapter, puzzle, hint and theme is open. Story chapters also open as your child levels up: ${storyLevelSentence()}.`;
