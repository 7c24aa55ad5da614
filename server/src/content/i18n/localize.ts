import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { CONTENT_KINDS, itemTranslationOf, translationOf, type ContentKindName } from './kinds';
import type { ContentTexts } from './texts';
import { textFor, type TextNode } from './slots';

// The overlay at the read edge (decision record 047): content is stored and read in English;
// where an answer leaves the server, its texts are replaced by the locale's translation. A
// text without a translation stays English, so a half-translated kind still answers whole.

/** One item of a kind (a content item, a row, an answer with the same field names) in a locale. English gives the item itself. */
export function localize<T extends object>(kind: ContentKindName, item: T, locale: Locale): T {
  const texts = locale === SOURCE_LOCALE ? undefined : translationOf(kind, locale);
  if (!texts) return item;
  const copy = structuredClone(item);
  let own: ContentTexts | undefined;
  for (const slot of CONTENT_KINDS[kind].walk(copy as unknown as TextNode)) {
    let text = textFor(texts, slot);
    if (text === undefined) {
      own ??= itemTranslationOf(kind, item as unknown as TextNode, locale) ?? {};
      text = textFor(own, slot);
    }
    if (text !== undefined) slot.set(text);
  }
  return copy;
}

/** Every item of a list, as localize. */
export function localizeAll<T extends object>(kind: ContentKindName, items: readonly T[], locale: Locale): T[] {
  if (locale === SOURCE_LOCALE) return [...items];
  return items.map((item) => localize(kind, item, locale));
}

/** One text of a kind by key and field (a lesson's title where only the title is at hand), or the English given. */
export function localizeText(kind: ContentKindName, key: string, field: string, english: string, locale: Locale): string {
  const texts = locale === SOURCE_LOCALE ? undefined : translationOf(kind, locale);
  if (!texts) return english;
  return textFor(texts, { key, field, index: null }) ?? english;
}
