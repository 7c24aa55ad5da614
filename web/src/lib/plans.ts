import {
  FREE_PUZZLES_PER_DAY,
  FREE_STORY_CHAPTERS,
  MAX_CHILDREN_FAMILY,
  MONEY_BACK_GUARANTEE_DAYS,
  PLAN_PRICES_CENTS,
} from '@chess-quest/protocol/constants';

/**
 * The plan claims of spec §6, worded once for every page that describes the plans.
 * The landing and help pages promise "20+" premium chapters (the spec keeps both this and
 * the plan card's 15); protocol has no constant for it yet.
 */
export const PREMIUM_STORY_CHAPTERS_LANDING = '20+';

/** "$0", "$4.99": whole dollars without cents, otherwise two decimals. */
export function formatPriceCents(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

export interface PlanSummary {
  name: string;
  price: string;
  period: string;
  claims: string[];
}

export const FREE_PLAN: PlanSummary = {
  name: 'Free Explorer',
  price: formatPriceCents(PLAN_PRICES_CENTS.Basic),
  period: '/month',
  claims: [
    'Basic lessons',
    `${FREE_STORY_CHAPTERS} story chapters`,
    'Daily puzzle',
    'Progress tracking',
  ],
};

export const PREMIUM_PLAN: PlanSummary = {
  name: 'Premium Knight',
  price: formatPriceCents(PLAN_PRICES_CENTS.Premium),
  period: '/month',
  claims: [
    `Full story mode (${PREMIUM_STORY_CHAPTERS_LANDING} chapters)`,
    'Unlimited puzzles',
    'Power-ups and hints',
    'Avatar customization',
    'Special worlds',
    'Priority support',
  ],
};

export const FAMILY_PLAN: PlanSummary = {
  name: 'Family',
  price: formatPriceCents(PLAN_PRICES_CENTS.Family),
  period: '/month',
  claims: [
    'Everything in Premium',
    `Up to ${MAX_CHILDREN_FAMILY} children`,
    'Parent dashboard',
    'Family tracking',
  ],
};

export const FREE_PLAN_PUZZLES_CLAIM = `${FREE_PUZZLES_PER_DAY} puzzles per day`;
export const MONEY_BACK_CLAIM = `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`;
