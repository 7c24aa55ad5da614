import { describe, expect, it } from 'vitest';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { FREE_PLAN, PREMIUM_PLAN, formatPriceCents } from './plans';

describe('formatPriceCents', () => {
  it('shows whole dollars without cents and other prices with two decimals', () => {
    expect(formatPriceCents(0)).toBe('$0');
    expect(formatPriceCents(499)).toBe('$4.99');
    expect(formatPriceCents(799)).toBe('$7.99');
    expect(formatPriceCents(1000)).toBe('$10');
  });

  it('prices the landing plans from the shared constants', () => {
    expect(FREE_PLAN.price).toBe(formatPriceCents(PLAN_PRICES_CENTS.Basic));
    expect(PREMIUM_PLAN.price).toBe('$4.99');
  });
});
