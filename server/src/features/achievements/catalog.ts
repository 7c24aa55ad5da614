import type { AchievementEntry, DailyTemplate, MedalEntry, RewardMetric } from '@chess-quest/protocol/achievements';
import { achievementCatalog } from '../../content/achievements/achievements';
import { dailyTemplates } from '../../content/achievements/daily-challenges';
import { medalCatalog } from '../../content/achievements/medals';

/**
 * The reward catalogs, indexed by the counter that moves them. The data files are the source
 * of truth; the seed writes the same entries to the achievements and medals tables.
 */

function byMetric<T extends { rule: { metric: RewardMetric } }>(entries: readonly T[]): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const entry of entries) index.set(entry.rule.metric, [...(index.get(entry.rule.metric) ?? []), entry]);
  return index;
}

export const achievementsByMetric = byMetric(achievementCatalog);

/** Medals that count every fact; windowed (limited-time) medals count on their own counter. */
export const medalsByMetric = byMetric(medalCatalog.filter((m) => m.availableFrom === null));
export const windowedMedals = medalCatalog.filter((m) => m.availableFrom !== null);
export const windowCounter = (medal: MedalEntry) => `window:${medal.id}`;

export const achievementById = new Map(achievementCatalog.map((a) => [a.id, a]));
export const medalById = new Map(medalCatalog.map((m) => [m.id, m]));

export function insideWindow(medal: MedalEntry, at: string): boolean {
  if (!medal.availableFrom || !medal.availableUntil) return true;
  const time = Date.parse(at);
  return time >= Date.parse(medal.availableFrom) && time < Date.parse(medal.availableUntil);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function epochDay(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}
export function dayOfEpoch(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}
/** The Monday of a day's ISO week. */
export function weekStart(day: string): string {
  const days = epochDay(day);
  // 1970-01-01 was a Thursday: (days + 3) % 7 is 0 on Mondays.
  return dayOfEpoch(days - ((days + 3) % 7));
}

/** The day's template of a band: chosen by the date (a rotation), the same for every child. */
export function templateFor(day: string, band: number): DailyTemplate {
  const templates = dailyTemplates.filter((t) => t.band === band);
  if (templates.length === 0) throw new Error(`no daily challenge templates for band ${band}`);
  return templates[epochDay(day) % templates.length]!;
}

export function rarityColour(rarity: AchievementEntry['rarity']): 'green' | 'blue' | 'purple' | 'amber' {
  return ({ common: 'green', rare: 'blue', epic: 'purple', legendary: 'amber' } as const)[rarity];
}
