import type { ContentTexts } from './texts';
import { placeholders, type TextSlot, type Walker } from './slots';

// The content translation check (decision record 047): a translation must give every text
// the English has, nothing the English has not, and keep every {placeholder}.

/** What is wrong with one locale's translation of a kind, one line per problem (none: complete). */
export function checkTranslation(english: readonly object[], walk: Walker, texts: ContentTexts): string[] {
  const problems: string[] = [];
  const slots: TextSlot[] = english.flatMap((item) => walk(item as Record<string, unknown>));
  const expected = new Map<string, Map<string, { list: boolean; values: string[] }>>();
  for (const slot of slots) {
    const fields = expected.get(slot.key) ?? new Map<string, { list: boolean; values: string[] }>();
    expected.set(slot.key, fields);
    const field = fields.get(slot.field) ?? { list: slot.index !== null, values: [] };
    fields.set(slot.field, field);
    if (slot.index === null) field.values = [slot.value];
    else field.values[slot.index] = slot.value;
  }
  for (const [key, fields] of expected) {
    const given = texts[key];
    if (!given) {
      problems.push(`${key}: no translation`);
      continue;
    }
    for (const [name, { list, values }] of fields) {
      const text = given[name];
      if (text === undefined) {
        problems.push(`${key}.${name}: no translation`);
        continue;
      }
      if (list !== Array.isArray(text)) {
        problems.push(`${key}.${name}: ${list ? 'should be a list of texts' : 'should be one text'}`);
        continue;
      }
      const translated: readonly string[] = typeof text === 'string' ? [text] : text;
      if (translated.length !== values.length) {
        problems.push(`${key}.${name}: ${translated.length} texts where the English has ${values.length}`);
      }
      values.forEach((value, index) => {
        const mine = translated[index];
        const where = list ? `${key}.${name}[${index}]` : `${key}.${name}`;
        if (mine === undefined) return;
        if (mine.trim() === '') problems.push(`${where}: empty translation`);
        const missing = placeholders(value).filter((p) => !placeholders(mine).includes(p));
        if (missing.length > 0) problems.push(`${where}: drops ${missing.join(', ')}`);
      });
    }
    for (const name of Object.keys(given)) {
      if (!fields.has(name)) problems.push(`${key}.${name}: the English has no such text`);
    }
  }
  for (const key of Object.keys(texts)) {
    if (!expected.has(key)) problems.push(`${key}: matches no English item`);
  }
  return problems;
}
