import type { Locale } from '@chess-quest/protocol/locales';
import { lessonModules } from '../lessons/index';
import { lessonTextsEs } from '../lessons/index.es';
import { STORY_SPEAKERS, storyChapters } from '../story/index';
import { part1Es } from '../story/part-1.es';
import { part2Es } from '../story/part-2.es';
import { part3Es } from '../story/part-3.es';
import { part4Es } from '../story/part-4.es';
import { castEs } from '../story/cast.es';
import { achievementCatalog } from '../achievements/achievements';
import { achievementsEs } from '../achievements/achievements.es';
import { medalCatalog } from '../achievements/medals';
import { medalsEs } from '../achievements/medals.es';
import { dailyTemplates } from '../achievements/daily-challenges';
import { dailyChallengesEs } from '../achievements/daily-challenges.es';
import { miniChallengeCatalog } from '../mini-challenges/catalog';
import { miniChallengeBadgesEs, miniChallengesEs } from '../mini-challenges/catalog.es';
import { learningPathCatalog } from '../learning-journey/paths';
import { pathsEs } from '../learning-journey/paths.es';
import { boardThemeCatalog, pieceThemeCatalog } from '../customization/index';
import { boardThemesEs, pieceThemesEs } from '../customization/index.es';
import { loadPuzzleLibrary } from '../puzzles/library';
import { puzzleTextsEs } from '../puzzles/puzzle-texts.es';
import { combineFields, mergeTexts, type ContentTexts } from './texts';
import { fieldsOf, nodesOf, type TextNode, type TextSlot, type Walker } from './slots';

// Every kind of content a child reads, each with one walker (decision record 047). The check
// (content-translations.test.ts) walks the English items of each kind and compares them with
// each locale's translation; the overlay (localize.ts) walks an answer leaving the server.
// Adding a kind: one entry here. Adding a language: its translation files, merged per kind
// under its locale here, and the locale in protocol/src/locales.ts.

/** The text fields of a lesson step or a story challenge (a find-move step has a hint). */
const STEP_FIELDS = ['title', 'instruction', 'successText', 'hint'] as const;

const steps = (key: string, node: TextNode, field: string): TextSlot[] =>
  nodesOf(node, field).flatMap((step) => fieldsOf(`${key}/${String(step.id)}`, step, STEP_FIELDS));

/** A module: its title and description, and each step keyed `moduleId/stepId`. */
const walkLesson: Walker = (module) => {
  const key = String(module.id);
  return [...fieldsOf(key, module, ['title', 'description']), ...steps(key, module, 'steps')];
};

/**
 * A chapter: title and description, its narrative pages' texts as one ordered list `text`,
 * and each challenge's step keyed `chapterId/stepId`.
 */
const walkChapter: Walker = (chapter) => {
  const key = String(chapter.id);
  const slots = fieldsOf(key, chapter, ['title', 'description']);
  let line = 0;
  for (const page of nodesOf(chapter, 'pages')) {
    if (page.type === 'narrative' && typeof page.text === 'string') {
      const index = line++;
      slots.push({ key, field: 'text', index, value: page.text, set: (text) => (page.text = text) });
    } else if (page.type === 'challenge' && typeof page.step === 'object' && page.step !== null) {
      const step = page.step as TextNode;
      slots.push(...fieldsOf(`${key}/${String(step.id)}`, step, STEP_FIELDS));
    }
  }
  return slots;
};

/** A flat item: the named fields, keyed by its id. */
const flat =
  (...fields: string[]): Walker =>
  (item) =>
    fieldsOf(String(item.id), item, fields);

/** A learning path: name, description and skills, and each step keyed `pathId/stepKey`. */
const walkPath: Walker = (path) => {
  const key = String(path.id);
  return [
    ...fieldsOf(key, path, ['name', 'description', 'skills']),
    ...nodesOf(path, 'steps').flatMap((step) => fieldsOf(`${key}/${String(step.key)}`, step, ['title', 'description'])),
  ];
};

/** A mini challenge: title and description, and the badge its reward gives (`badge`, as the catalog's rewards.badge or a row's rewardBadge). */
const walkMiniChallenge: Walker = (item) => {
  const key = String(item.id);
  const slots = fieldsOf(key, item, ['title', 'description']);
  const rewards = item.rewards;
  if (typeof rewards === 'object' && rewards !== null) {
    const node = rewards as TextNode;
    slots.push(...fieldsOf(key, node, ['badge']));
  } else if (typeof item.rewardBadge === 'string' && item.rewardBadge !== '') {
    slots.push({ key, field: 'badge', index: null, value: item.rewardBadge, set: (text) => (item.rewardBadge = text) });
  }
  return slots;
};

/** The story's speakers as items keyed `speaker/<id>` with the name a badge shows. */
const storySpeakers = Object.entries(STORY_SPEAKERS).map(([id, speaker]) => ({ id: `speaker/${id}`, name: speaker.name }));

/** A puzzle's texts as puzzleTextsEs reads them, from any answer that carries some of them. */
function puzzleTextsOf(item: TextNode): { id: string; title: string; description: string; hints: string[] } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const hints = Array.isArray(item.hints) ? item.hints.filter((hint): hint is string => typeof hint === 'string') : [];
  return { id: String(item.id), title: text(item.title), description: text(item.description), hints };
}

/** Read once, when first asked: the puzzle library is a file of 650 puzzles. */
function lazy<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}
const puzzleLibrary = lazy(loadPuzzleLibrary);

export interface ContentKind {
  /** The English items, as the content files hold them. */
  english: () => readonly object[];
  walk: Walker;
  /** Each other locale's translation of the kind: its *.es.ts files merged (read when first asked). */
  translations: Partial<Record<Locale, () => ContentTexts>>;
  /**
   * For texts made from known sentences (puzzles): one item's translation, for an item the
   * kind's record does not hold (a puzzle imported after the library was made).
   */
  itemTexts?: Partial<Record<Locale, (item: TextNode) => ContentTexts>>;
}

export const CONTENT_KINDS = {
  lessons: { english: () => lessonModules, walk: walkLesson, translations: { es: () => lessonTextsEs } },
  story: { english: () => storyChapters, walk: walkChapter, translations: { es: lazy(() => mergeTexts(part1Es, part2Es, part3Es, part4Es)) } },
  'story-speakers': { english: () => storySpeakers, walk: flat('name'), translations: { es: () => castEs } },
  achievements: { english: () => achievementCatalog, walk: flat('title', 'description'), translations: { es: () => achievementsEs } },
  medals: { english: () => medalCatalog, walk: flat('name', 'description'), translations: { es: () => medalsEs } },
  'daily-challenges': { english: () => dailyTemplates, walk: flat('title', 'description'), translations: { es: () => dailyChallengesEs } },
  'mini-challenges': {
    english: () => miniChallengeCatalog,
    walk: walkMiniChallenge,
    translations: { es: lazy(() => combineFields(miniChallengesEs, miniChallengeBadgesEs)) },
  },
  paths: { english: () => learningPathCatalog, walk: walkPath, translations: { es: () => pathsEs } },
  'piece-themes': { english: () => pieceThemeCatalog, walk: flat('name', 'description'), translations: { es: () => pieceThemesEs } },
  'board-themes': { english: () => boardThemeCatalog, walk: flat('name', 'description'), translations: { es: () => boardThemesEs } },
  puzzles: {
    english: puzzleLibrary,
    walk: flat('title', 'description', 'hints'),
    translations: { es: lazy(() => puzzleTextsEs(puzzleLibrary())) },
    itemTexts: { es: (item: TextNode) => puzzleTextsEs([puzzleTextsOf(item)]) },
  },
} satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKindName[];

/** One item's own translation, for a kind that can make it (see ContentKind.itemTexts). */
export function itemTranslationOf(name: ContentKindName, item: TextNode, locale: Locale): ContentTexts | undefined {
  const kind: ContentKind = CONTENT_KINDS[name];
  return kind.itemTexts?.[locale]?.(item);
}

/** A kind's translation into a locale, if it has one (English has none: it is the source). */
export function translationOf(name: ContentKindName, locale: Locale): ContentTexts | undefined {
  const kind: ContentKind = CONTENT_KINDS[name];
  return kind.translations[locale]?.();
}
