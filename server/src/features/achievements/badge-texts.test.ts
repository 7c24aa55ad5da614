import { describe, expect, it } from 'vitest';
import { achievementCatalog } from '../../content/achievements/achievements';
import { miniChallengeCatalog } from '../../content/mini-challenges/catalog';
import { translationOf } from '../../content/i18n/kinds';
import { badgeTexts } from './badge-texts';

// A badge row keeps the English it was earned with; it is shown in the child's language (issue 27).

describe('badge texts', () => {
  const achievement = achievementCatalog.find((entry) => entry.badge)!;
  const mini = miniChallengeCatalog.find((entry) => entry.rewards.badge)!;

  it('gives an achievement badge its Spanish title and description', () => {
    const es = translationOf('achievements', 'es')![achievement.id]!;
    expect(badgeTexts({ badgeName: achievement.title, description: achievement.description }, 'es')).toEqual({
      badgeName: es.title,
      description: es.description,
    });
  });

  it("gives a mini challenge's badge its Spanish name, and says which challenge in Spanish", () => {
    const es = translationOf('mini-challenges', 'es')![mini.id]!;
    const texts = badgeTexts({ badgeName: mini.rewards.badge!, description: `Completed the mini challenge "${mini.title}".` }, 'es');
    expect(texts.badgeName).toBe(es.badge);
    expect(texts.description).toBe(`Completaste el minirreto «${String(es.title)}».`);
  });

  it('keeps English as stored, and a badge it cannot trace as it is', () => {
    const stored = { badgeName: achievement.title, description: achievement.description };
    expect(badgeTexts(stored, 'en')).toBe(stored);
    expect(badgeTexts({ badgeName: 'Old Badge', description: 'From long ago.' }, 'es')).toEqual({
      badgeName: 'Old Badge',
      description: 'From long ago.',
    });
  });
});
