import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { achievementCatalog } from '../../content/achievements/achievements';
import { miniChallengeCatalog } from '../../content/mini-challenges/catalog';
import { localizeText } from '../../content/i18n/localize';

// A badge row keeps the English name and description it was earned with (badges are written
// when earned, from an achievement or a mini challenge's reward). To show it in the child's
// language, the English texts are traced back to the content they came from and that
// content's translation is used (decision record 047); a text that traces to nothing stays.

type Source = { kind: 'achievements' | 'mini-challenges'; id: string; field: string };

const byName = new Map<string, Source>();
const byDescription = new Map<string, Source>();
for (const entry of achievementCatalog) {
  if (!entry.badge) continue;
  byName.set(entry.title, { kind: 'achievements', id: entry.id, field: 'title' });
  byDescription.set(entry.description, { kind: 'achievements', id: entry.id, field: 'description' });
}
for (const entry of miniChallengeCatalog) {
  if (entry.rewards.badge) byName.set(entry.rewards.badge, { kind: 'mini-challenges', id: entry.id, field: 'badge' });
}
const miniByTitle = new Map(miniChallengeCatalog.map((entry) => [entry.title, entry.id]));

/** The description a mini challenge's badge is earned with (effects.ts writes it), and its translations. */
const MINI_BADGE_DESCRIPTION = /^Completed the mini challenge "(.*)"\.$/;
const MINI_BADGE_DESCRIPTIONS: Partial<Record<Locale, string>> = { es: 'Completaste el minirreto «{title}».' };

function traced(source: Source | undefined, english: string, locale: Locale): string {
  return source ? localizeText(source.kind, source.id, source.field, english, locale) : english;
}

/** A badge's name and description in a language (English: as stored). */
export function badgeTexts(badge: { badgeName: string; description: string }, locale: Locale): { badgeName: string; description: string } {
  if (locale === SOURCE_LOCALE) return badge;
  const badgeName = traced(byName.get(badge.badgeName), badge.badgeName, locale);
  let description = traced(byDescription.get(badge.description), badge.description, locale);
  const mini = MINI_BADGE_DESCRIPTION.exec(badge.description);
  const template = MINI_BADGE_DESCRIPTIONS[locale];
  const miniId = mini ? miniByTitle.get(mini[1]!) : undefined;
  if (mini && template && miniId) {
    description = template.replace('{title}', localizeText('mini-challenges', miniId, 'title', mini[1]!, locale));
  }
  return { badgeName, description };
}
