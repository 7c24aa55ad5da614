import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { CONTENT_KINDS, type ContentKind, type ContentKindName } from './kinds';
import { textFor, type TextNode } from './slots';

// The overlay at the read edge (decision record 047): content is stored and read in English;
// where an answer leaves the server, its texts are replaced by the locale's translation. A
// text without a translation stays English, so a half-translated kind still answers whole.

function overlay<T extends object>(kind: ContentKind, item: T, locale: Locale): T {
  const texts = kind.translations[locale];
  if (locale === SOURCE_LOCALE || !texts) return item;
  const copy = structuredClone(item);
  for (const slot of kind.walk(copy as unknown as TextNode)) {
    const text = textFor(texts, slot);
    if (text !== undefined) slot.set(text);
  }
  return copy;
}

/** One item of a kind (a content item, a row, an answer with the same field names) in a locale. English gives the item itself. */
export function localize<T extends object>(kind: ContentKindName, item: T, locale: Locale): T {
  return overlay(CONTENT_KINDS[kind], item, locale);
}

/** Every item of a list, as localize. */
export function localizeAll<T extends object>(kind: ContentKindName, items: readonly T[], locale: Locale): T[] {
  if (locale === SOURCE_LOCALE) return [...items];
  return items.map((item) => localize(kind, item, locale));
}

/** One text of a kind by key and field (a lesson's title where only the title is at hand), or the English given. */
export function localizeText(kind: ContentKindName, key: string, field: string, english: string, locale: Locale): string {
  const texts = (CONTENT_KINDS[kind] as ContentKind).translations[locale];
  if (locale === SOURCE_LOCALE || !texts) return english;
  return textFor(texts, { key, field, index: null }) ?? english;
}
