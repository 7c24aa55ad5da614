import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { FREE_PLAN, PREMIUM_PLAN, formatPriceCents, freePlan, premiumPlan, storyLevelWords } from './plans';
import { messages as spanish } from '../locales/es.po';

afterEach(() => i18n.activate('en'));

describe('formatPriceCents', () => {
  it('shows whole dollars without cents and other prices with two decimals', () => {
    expect(formatPriceCents(0)).toBe('$0');
    expect(formatPriceCents(499)).toBe('$4.99');
    expect(formatPriceCents(799)).toBe('$7.99');
    expect(formatPriceCents(1000)).toBe('$10');
  });

  it('prices the landing plans from the shared constants', () => {
    expect(freePlan().price).toBe(formatPriceCents(PLAN_PRICES_CENTS.Basic));
    expect(premiumPlan().price).toBe('$4.99');
  });

  it('says the plans in English as the English-only forms do', () => {
    expect(freePlan()).toEqual(FREE_PLAN);
    expect(premiumPlan()).toEqual(PREMIUM_PLAN);
    expect(storyLevelWords()).toBe('chapters 6–10 at Level 2, 11–15 at Level 3 and 16–20 at Level 4');
  });

  it('says the plans and prices in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(formatPriceCents(499)).toBe('4,99\u00a0US$');
    const premium = premiumPlan();
    expect(premium.name).toBe('Caballero Premium');
    expect(premium.period).toBe('/mes');
    expect(premium.claims).toContain('Problemas sin límite');
    expect(storyLevelWords()).toBe('los capítulos 6–10 en el nivel 2, 11–15 en el nivel 3 y 16–20 en el nivel 4');
  });
});
