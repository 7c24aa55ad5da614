import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { localizeText } from '../../content/i18n/localize';
import { journeyCatalog } from './catalog';
import type { InsightParams } from './insights';
import { aiLevelsEs, insightsEs, insightThemesEs } from './insights.es';

// A stored insight said again in the reader's language at read time (issue 27), as the coach's
// review sentences are (game-review/sentences.ts): insights.ts stores each one's kind and values
// beside its English; here the kind picks the language's template and the values fill it, with
// the theme, computer level, lesson and path named in that language. A row without a kind
// (written before migration 0024) or of a kind the language lacks keeps its English.

interface InsightWords {
  title: string;
  message: string;
  actionLabel: string | null;
}

/** One language's insight texts: templates by kind, and the names the values stand for. */
interface InsightLanguage {
  templates: Readonly<Record<string, { title: string; message: string; actionLabel: string }>>;
  themes: Readonly<Record<string, { topic: string; lessonTitle: string }>>;
  levels: Readonly<Record<string, { name: string }>>;
  or: string;
}

/** A language's insight file without its `join` words: the templates by kind. */
function templatesOf({ join: _join, ...templates }: Readonly<Record<string, unknown>>): InsightLanguage['templates'] {
  return templates as InsightLanguage['templates'];
}

/** Every language but English (a new one fails to typecheck until it has its own). */
const LANGUAGES: Readonly<Record<Exclude<Locale, 'en'>, InsightLanguage>> = {
  es: { templates: templatesOf(insightsEs), themes: insightThemesEs, levels: aiLevelsEs, or: insightsEs.join.or },
};

const text = (value: InsightParams[string] | undefined) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The placeholders of the kind's template: `{topic}` and the others named in insights.es.ts. */
function placeholderValues(params: InsightParams, language: InsightLanguage, locale: Locale): Record<string, string> {
  const theme = language.themes[text(params.theme)];
  const pathName = (id: string) => {
    const path = journeyCatalog.find((p) => p.id === id);
    return path ? localizeText('paths', id, 'name', path.name, locale) : id;
  };
  const opened = Array.isArray(params.paths) ? params.paths.map((id) => `“${pathName(String(id))}”`) : [];
  const lesson = typeof params.lesson === 'string' ? localizeText('lessons', params.lesson, 'title', params.lesson, locale) : theme?.lessonTitle;
  return {
    streak: text(params.streak),
    misses: text(params.misses),
    of: text(params.of),
    lost: text(params.lost),
    topic: theme?.topic ?? '',
    lesson: lesson ?? '',
    level: language.levels[text(params.level)]?.name ?? text(params.level),
    next: language.levels[text(params.next)]?.name ?? text(params.next),
    path: typeof params.path === 'string' ? pathName(params.path) : '',
    paths: opened.join(language.or),
  };
}

/**
 * A stored insight's title, message and button in `locale`: the English stored for English (or
 * when the row has no kind, or the language no template for it), else the language's sentence.
 */
export function insightWords(row: InsightWords & { kind: string | null; params: InsightParams | null }, locale: Locale): InsightWords {
  const english = { title: row.title, message: row.message, actionLabel: row.actionLabel };
  const language = locale === SOURCE_LOCALE ? undefined : LANGUAGES[locale as Exclude<Locale, 'en'>];
  const template = language && row.kind ? language.templates[row.kind] : undefined;
  if (!language || !template || !row.params) return english;
  const values = placeholderValues(row.params, language, locale);
  const fill = (sentence: string) => sentence.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { title: fill(template.title), message: fill(template.message), actionLabel: row.actionLabel === null ? null : fill(template.actionLabel) };
}
