import type { Locale } from '@chess-quest/protocol/locales';
import { lessonModules } from '../lessons/index';
import { storyChapters } from '../story/index';
import { achievementCatalog } from '../achievements/achievements';
import { medalCatalog } from '../achievements/medals';
import { dailyTemplates } from '../achievements/daily-challenges';
import { miniChallengeCatalog } from '../mini-challenges/catalog';
import { learningPathCatalog } from '../learning-journey/paths';
import { boardThemeCatalog, pieceThemeCatalog } from '../customization/index';
import { lessonTextsEs } from '../lessons/index.es';
import type { ContentTexts } from './texts';
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

/** A learning path: name and description, and each step keyed `pathId/stepKey`. */
const walkPath: Walker = (path) => {
  const key = String(path.id);
  return [
    ...fieldsOf(key, path, ['name', 'description']),
    ...nodesOf(path, 'steps').flatMap((step) => fieldsOf(`${key}/${String(step.key)}`, step, ['title', 'description'])),
  ];
};

export interface ContentKind {
  /** The English items, as the content files hold them. */
  english: () => readonly object[];
  walk: Walker;
  /** Each other locale's translation of the kind: its *.es.ts files merged. */
  translations: Partial<Record<Locale, ContentTexts>>;
}

export const CONTENT_KINDS = {
  lessons: { english: () => lessonModules, walk: walkLesson, translations: { es: lessonTextsEs } },
  story: { english: () => storyChapters, walk: walkChapter, translations: {} },
  achievements: { english: () => achievementCatalog, walk: flat('title', 'description'), translations: {} },
  medals: { english: () => medalCatalog, walk: flat('name', 'description'), translations: {} },
  'daily-challenges': { english: () => dailyTemplates, walk: flat('title', 'description'), translations: {} },
  'mini-challenges': { english: () => miniChallengeCatalog, walk: flat('title', 'description'), translations: {} },
  paths: { english: () => learningPathCatalog, walk: walkPath, translations: {} },
  'piece-themes': { english: () => pieceThemeCatalog, walk: flat('name', 'description'), translations: {} },
  'board-themes': { english: () => boardThemeCatalog, walk: flat('name', 'description'), translations: {} },
} satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKindName[];
