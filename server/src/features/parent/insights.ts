// Plain-language insights a parent can read in a minute, drawn only from the child's results.
// Each sentence is a template of the reader's language (English here, Spanish in insights.es.ts;
// issue 27), filled with the child's numbers and the content's titles in that language.

import type { Locale } from '@chess-quest/protocol/locales';
import { parentInsightsEn, parentInsightsEs } from './insights.es';

/** Puzzle themes worth naming to a parent; generic tags (oneMove, advantage...) are left out. */
export const THEME_NAMES: Record<string, string> = {
  hangingPiece: 'spotting pieces left undefended',
  mateIn1: 'checkmate in one move',
  mateIn2: 'checkmate in two moves',
  backRankMate: 'back-rank checkmates',
  fork: 'forks (attacking two pieces at once)',
  pin: 'pins',
  skewer: 'skewers',
  promotion: 'promoting pawns',
  discoveredAttack: 'discovered attacks',
  doubleCheck: 'double checks',
  smotheredMate: 'smothered mates',
};

export interface ThemedTry {
  themes: readonly string[];
  /** Solved with the very first move tried. */
  clean: boolean;
}

export interface LessonResult {
  title: string;
  completed: boolean;
  /** Best stars per step (0 = not done yet, 3 = best). */
  stepStars: readonly number[];
}

/** Every word of a language the sentences are made of. */
type Words = typeof parentInsightsEs;

const EN_WORDS: Words = {
  themes: THEME_NAMES as Words['themes'],
  strengths: parentInsightsEn.strengths,
  practise: parentInsightsEn.practise,
  week: { ...parentInsightsEn.week, and: ' and ' },
  'units/day': { one: '{n} day', other: '{n} days' },
  'units/minute': { one: '{n} minute', other: '{n} minutes' },
  'units/lesson': { one: '{n} lesson', other: '{n} lessons' },
  'units/story-chapter': { one: '{n} story chapter', other: '{n} story chapters' },
  'units/try': { one: '{n} try', other: '{n} tries' },
  'units/game': { one: '{n} game', other: '{n} games' },
};

const WORDS: Record<Locale, Words> = { en: EN_WORDS, es: parentInsightsEs };

/** A template with its {placeholders} filled (values taken as they are, `$` included). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** "3 days", "1 día": a count with its unit in the language's plural form. */
function count(words: Words, unit: 'day' | 'minute' | 'lesson' | 'story-chapter' | 'try' | 'game', n: number, locale: Locale): string {
  const forms = words[`units/${unit}`];
  return fill(new Intl.PluralRules(locale).select(n) === 'one' ? forms.one : forms.other, { n });
}

const MIN_EVIDENCE = 2;
const MAX_ITEMS = 3;

function themeTallies(tries: readonly ThemedTry[], words: Words) {
  const tallies = new Map<string, { clean: number; struggled: number }>();
  for (const attempt of tries) {
    for (const theme of attempt.themes) {
      if (!(theme in THEME_NAMES)) continue;
      const tally = tallies.get(theme) ?? { clean: 0, struggled: 0 };
      if (attempt.clean) tally.clean += 1;
      else tally.struggled += 1;
      tallies.set(theme, tally);
    }
  }
  return [...tallies].map(([theme, tally]) => ({ name: (words.themes as Record<string, string>)[theme] ?? THEME_NAMES[theme]!, ...tally }));
}

function averageStars(lesson: LessonResult): number {
  const done = lesson.stepStars.filter((stars) => stars > 0);
  return done.length === 0 ? 0 : done.reduce((sum, stars) => sum + stars, 0) / done.length;
}

/** What the child does well: puzzle themes solved cleanly and lessons finished with top stars. */
export function findStrengths(tries: readonly ThemedTry[], lessons: readonly LessonResult[], locale: Locale = 'en'): string[] {
  const words = WORDS[locale];
  const themes = themeTallies(tries, words)
    .filter((t) => t.clean >= MIN_EVIDENCE && t.clean >= 2 * t.struggled)
    .sort((a, b) => b.clean - a.clean || a.name.localeCompare(b.name, locale))
    .map((t) => fill(words.strengths.puzzles, { theme: t.name, clean: t.clean }));
  const lessonStrengths = lessons
    .filter((lesson) => lesson.completed && averageStars(lesson) >= 2.5)
    .map((lesson) => fill(words.strengths.lesson, { lesson: lesson.title }));
  return [...themes, ...lessonStrengths].slice(0, MAX_ITEMS);
}

/** What to practise next: themes missed more than solved, lessons with low stars or left half-done. */
export function findTopicsToPractise(tries: readonly ThemedTry[], lessons: readonly LessonResult[], locale: Locale = 'en'): string[] {
  const words = WORDS[locale];
  const themes = themeTallies(tries, words)
    .filter((t) => t.struggled >= MIN_EVIDENCE && t.struggled > t.clean)
    .sort((a, b) => b.struggled - a.struggled || a.name.localeCompare(b.name, locale))
    .map((t) => fill(words.practise.puzzles, { theme: t.name, struggled: t.struggled }));
  const lessonTopics = lessons
    .filter((lesson) => (lesson.completed && averageStars(lesson) < 2) || (!lesson.completed && lesson.stepStars.some((s) => s > 0)))
    .map((lesson) => fill(lesson.completed ? words.practise.replayLesson : words.practise.finishLesson, { lesson: lesson.title }));
  return [...themes, ...lessonTopics].slice(0, MAX_ITEMS);
}

export interface WeekFacts {
  firstName: string;
  /** The last 7 days: active seconds, and whether the child did anything that day. */
  days: readonly { seconds: number; played: boolean }[];
  recommended: { min: number; max: number };
  puzzlesSolved: number;
  puzzlesTried: number;
  /** Lessons and story chapters the child made progress in this week. */
  lessonsPractised: number;
  chaptersPractised: number;
  gamesPlayed: number;
  gamesWon: number;
  achievementsEarned: number;
  streak: number;
}

/** A few plain sentences about the last 7 days, in the reader's language. */
export function weeklySummary(facts: WeekFacts, locale: Locale = 'en'): string[] {
  const words = WORDS[locale];
  const week = words.week;
  const name = facts.firstName;
  const activeDays = facts.days.filter((d) => d.played || d.seconds > 0).length;
  const seconds = facts.days.reduce((sum, d) => sum + d.seconds, 0);
  const total = Math.round(seconds / 60);
  if (activeDays === 0 && facts.puzzlesTried + facts.lessonsPractised + facts.chaptersPractised + facts.gamesPlayed === 0) {
    return [fill(week.none, { name })];
  }
  const sentences: string[] = [];
  if (activeDays > 0 && total === 0) {
    sentences.push(fill(week.underAMinute, { name, days: count(words, 'day', activeDays, locale) }));
  } else if (activeDays > 0) {
    const average = Math.round(total / activeDays);
    const { min, max } = facts.recommended;
    const advice = fill(average < min ? week.adviceUnder : average > max ? week.adviceOver : week.adviceWithin, { min, max });
    sentences.push(
      fill(week.played, {
        name,
        days: count(words, 'day', activeDays, locale),
        total: count(words, 'minute', total, locale),
        average: count(words, 'minute', average, locale),
        advice,
      }),
    );
  }
  const learning: string[] = [];
  if (facts.lessonsPractised > 0) learning.push(count(words, 'lesson', facts.lessonsPractised, locale));
  if (facts.chaptersPractised > 0) learning.push(count(words, 'story-chapter', facts.chaptersPractised, locale));
  if (learning.length > 0) sentences.push(fill(week.learning, { items: learning.join(week.and) }));
  if (facts.puzzlesTried > 0) {
    sentences.push(fill(week.puzzles, { solved: facts.puzzlesSolved, tries: count(words, 'try', facts.puzzlesTried, locale) }));
  }
  if (facts.gamesPlayed > 0) sentences.push(fill(week.games, { games: count(words, 'game', facts.gamesPlayed, locale), won: facts.gamesWon }));
  if (facts.achievementsEarned > 0) sentences.push(fill(week.achievements, { count: facts.achievementsEarned }));
  if (facts.streak >= 2) sentences.push(fill(week.streak, { name, streak: facts.streak }));
  return sentences;
}
