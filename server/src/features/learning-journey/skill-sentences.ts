import { SKILL_LABELS, SKILL_NAMES } from '@chess-quest/protocol/learning-journey';
import { SKILL_LABELS_ES } from '@chess-quest/protocol/learning-journey.es';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { lessonModules } from '../../content/lessons/index';
import { localizeText } from '../../content/i18n/localize';
import { skillSentencesEn, skillSentencesEs } from './skills.es';

// The sentences skills.ts writes about a child's skills are stored in English with each
// assessment. They are said in the reader's language when they leave (issue 27): each stored
// sentence is matched against the English templates of skills.es.ts, and the same template of
// the reader's language is filled with the values it held — the skill's and the lesson's names
// in that language. A sentence that matches no template stays as it is.

type Templates = typeof skillSentencesEn;
const TEMPLATES: Partial<Record<Locale, Templates>> = { es: skillSentencesEs };
const SKILL_LABELS_BY_LOCALE: Partial<Record<Locale, Record<string, string>>> = { es: SKILL_LABELS_ES };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English template as a pattern capturing its placeholders, with where it sits in the templates. */
const PATTERNS = Object.entries(skillSentencesEn).flatMap(([part, sentences]) =>
  Object.entries(sentences as Record<string, string>).map(([name, template]) => {
    const names: string[] = [];
    const source = escape(template).replace(/\\\{([a-z]+)\\\}/g, (_, placeholder: string) => {
      names.push(placeholder);
      return '(.+?)';
    });
    return { part, name, names, pattern: new RegExp(`^${source}$`) };
  }),
);

const skillByEnglishLabel = new Map(SKILL_NAMES.map((skill) => [SKILL_LABELS[skill].toLowerCase(), skill]));
const lessonByEnglishTitle = new Map(lessonModules.map((module) => [module.title, module.id]));

function valueIn(placeholder: string, english: string, locale: Locale): string {
  if (placeholder === 'skill') {
    const skill = skillByEnglishLabel.get(english);
    const label = skill ? SKILL_LABELS_BY_LOCALE[locale]?.[skill] : undefined;
    return label ? label.toLowerCase() : english;
  }
  if (placeholder === 'lesson') {
    const id = lessonByEnglishTitle.get(english);
    return id ? localizeText('lessons', id, 'title', english, locale) : english;
  }
  return english;
}

/** One stored skill sentence in a language (English: as stored). */
export function skillSentenceIn(sentence: string, locale: Locale): string {
  const templates = TEMPLATES[locale];
  if (locale === SOURCE_LOCALE || !templates) return sentence;
  for (const { part, name, names, pattern } of PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const template = (templates as Record<string, Record<string, string>>)[part]?.[name];
    if (!template) return sentence;
    const values = new Map(names.map((placeholder, i) => [placeholder, valueIn(placeholder, match[i + 1]!, locale)]));
    return template.replace(/\{([a-z]+)\}/g, (whole, placeholder: string) => values.get(placeholder) ?? whole);
  }
  return sentence;
}
