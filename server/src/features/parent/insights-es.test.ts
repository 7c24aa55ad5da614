import { describe, expect, it } from 'vitest';
import { placeholders } from '../../content/i18n/slots';
import { findStrengths, findTopicsToPractise, THEME_NAMES, weeklySummary, type WeekFacts } from './insights';
import { parentInsightsEn, parentInsightsEs } from './insights.es';

// The Spanish parent insights (issue 27) are templates of the sentences insights.ts writes
// inline. Inputs that make it write every kind of sentence are run; each sentence must match an
// English template of insights.es.ts, and each template must be met, so a sentence added to
// insights.ts fails here until it is translated.

const tries = [
  ...Array.from({ length: 3 }, () => ({ themes: ['fork'], clean: true })),
  ...Array.from({ length: 3 }, () => ({ themes: ['pin'], clean: false })),
];
const lessons = [
  { title: 'Check!', completed: true, stepStars: [3, 3, 3] },
  { title: 'Checkmate!', completed: true, stepStars: [1, 1] },
  { title: 'Castling', completed: false, stepStars: [2, 0] },
];
const day = (seconds: number) => ({ seconds, played: seconds > 0 });
const week = (days: number[], more: Partial<WeekFacts> = {}): WeekFacts => ({
  firstName: 'Ana',
  days: days.map(day),
  recommended: { min: 15, max: 30 },
  puzzlesSolved: 3,
  puzzlesTried: 5,
  lessonsPractised: 2,
  chaptersPractised: 1,
  gamesPlayed: 2,
  gamesWon: 1,
  achievementsEarned: 1,
  streak: 3,
  ...more,
});
const nothing = {
  puzzlesTried: 0,
  puzzlesSolved: 0,
  lessonsPractised: 0,
  chaptersPractised: 0,
  gamesPlayed: 0,
  gamesWon: 0,
  achievementsEarned: 0,
  streak: 0,
};

const written = [
  ...findStrengths(tries, lessons),
  ...findTopicsToPractise(tries, lessons),
  ...weeklySummary(week([0, 0, 0, 0, 0, 0, 0], nothing)),
  ...weeklySummary(week([20, 0, 0, 0, 0, 0, 0])),
  ...weeklySummary(week([600, 600, 0, 0, 0, 0, 0])),
  ...weeklySummary(week([3600, 0, 0, 0, 0, 0, 0])),
  ...weeklySummary(week([1200, 1200, 1200, 0, 0, 0, 0])),
];

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]+\}/g, '.+?');
const templates = Object.entries(parentInsightsEn).flatMap(([key, fields]) =>
  Object.entries(fields).map(([field, en]) => ({ key, field, en, es: (parentInsightsEs as Record<string, Record<string, string>>)[key]?.[field] })),
);
const isFragment = (t: { field: string }) => t.field.startsWith('advice');
const matches = (t: { field: string; en: string }, sentence: string) => new RegExp(isFragment(t) ? escape(t.en) : `^${escape(t.en)}$`).test(sentence);

describe('Spanish parent insights', () => {
  it('match every sentence insights.ts writes, each template at least once', () => {
    const whole = templates.filter((t) => !isFragment(t));
    expect(written.filter((sentence) => !whole.some((t) => matches(t, sentence)))).toEqual([]);
    expect(templates.filter((t) => !written.some((sentence) => matches(t, sentence))).map((t) => `${t.key}.${t.field}`)).toEqual([]);
  });

  it('translate every template and keep its placeholders', () => {
    for (const t of templates) {
      expect(t.es, `${t.key}.${t.field}`).toBeTruthy();
      expect(placeholders(t.es!), `${t.key}.${t.field}`).toEqual(placeholders(t.en));
    }
  });

  it('name every theme and give both forms of every counted unit', () => {
    expect(Object.keys(parentInsightsEs.themes).sort()).toEqual(Object.keys(THEME_NAMES).sort());
    const units = Object.entries(parentInsightsEs).filter(([key]) => key.startsWith('units/'));
    expect(units.map(([key]) => key).sort()).toEqual(['units/day', 'units/game', 'units/lesson', 'units/minute', 'units/story-chapter', 'units/try']);
    for (const [, forms] of units) for (const form of Object.values(forms)) expect(placeholders(form)).toEqual(['{n}']);
  });
});
