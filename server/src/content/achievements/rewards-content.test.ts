import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATEGORIES, DAILY_BANDS, MEDAL_CATEGORIES, RARITIES, TIERS } from '@chess-quest/protocol/achievements';
import { hasIcon } from '../../features/achievements/icons';
import { achievementCatalog } from './achievements';
import { dailyTemplates } from './daily-challenges';
import { medalCatalog } from './medals';

describe('the reward catalogs', () => {
  it('has at least 40 achievements over every category and rarity, with unique ids and real icons', () => {
    expect(achievementCatalog.length).toBeGreaterThanOrEqual(40);
    expect(new Set(achievementCatalog.map((a) => a.id)).size).toBe(achievementCatalog.length);
    for (const category of ACHIEVEMENT_CATEGORIES)
      expect(
        achievementCatalog.some((a) => a.category === category),
        category,
      ).toBe(true);
    for (const rarity of RARITIES)
      expect(
        achievementCatalog.some((a) => a.rarity === rarity),
        rarity,
      ).toBe(true);
    for (const tier of TIERS)
      expect(
        achievementCatalog.some((a) => a.difficulty === tier),
        tier,
      ).toBe(true);
    expect(achievementCatalog.filter((a) => !hasIcon(a.icon)).map((a) => a.icon)).toEqual([]);
  });

  it('has at least 24 medals over every category and tier, some hidden, seasonal ones with a real window', () => {
    expect(medalCatalog.length).toBeGreaterThanOrEqual(24);
    expect(new Set(medalCatalog.map((m) => m.id)).size).toBe(medalCatalog.length);
    for (const category of MEDAL_CATEGORIES)
      expect(
        medalCatalog.some((m) => m.category === category),
        category,
      ).toBe(true);
    for (const tier of TIERS)
      expect(
        medalCatalog.some((m) => m.rarity === tier),
        tier,
      ).toBe(true);
    expect(medalCatalog.some((m) => m.isHidden)).toBe(true);
    const seasonal = medalCatalog.filter((m) => m.category === 'seasonal');
    expect(seasonal.length).toBeGreaterThanOrEqual(2);
    for (const medal of seasonal) expect(Date.parse(medal.availableUntil!)).toBeGreaterThan(Date.parse(medal.availableFrom!));
    expect(medalCatalog.filter((m) => !hasIcon(m.icon)).map((m) => m.icon)).toEqual([]);
  });

  it('has daily challenge templates for every level band', () => {
    expect(new Set(dailyTemplates.map((t) => t.id)).size).toBe(dailyTemplates.length);
    for (const { band } of DAILY_BANDS) expect(dailyTemplates.filter((t) => t.band === band).length, `band ${band}`).toBeGreaterThanOrEqual(5);
  });
});
