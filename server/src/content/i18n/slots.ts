import type { ContentTexts, TextField } from './texts';

// The one walk every content kind shares (decision record 047). A kind's walker lists the
// texts a child reads in one item as slots: where the text sits (key and field, and its
// position when the field is an ordered list) and how to write a translation in its place.
// The check reads the slots of the English content; the overlay walks a copy of an answer
// and writes the translated texts into its slots.

export interface TextSlot {
  /** The item's id, or `parentId/childId` for an item inside another. */
  key: string;
  /** The English field's name. */
  field: string;
  /** Position in an ordered list of unnamed texts (a string array in the translation), else null. */
  index: number | null;
  /** The English text. */
  value: string;
  /** Puts a translated text where the English one was. */
  set: (text: string) => void;
}

/** Any object whose fields a walker reads (a content item, a database row, an API answer). */
export type TextNode = Record<string, unknown>;

/** A kind's walker: every text slot of one item, in a stable order. */
export type Walker = (item: TextNode) => TextSlot[];

/**
 * Slots of the named fields of one node: a string field is one slot, a string array one
 * slot per entry. Fields the node lacks (a list answer without steps, a step without a hint)
 * and empty texts give none.
 */
export function fieldsOf(key: string, node: TextNode, fields: readonly string[]): TextSlot[] {
  const slots: TextSlot[] = [];
  for (const field of fields) {
    const value = node[field];
    if (typeof value === 'string') {
      if (value !== '') slots.push({ key, field, index: null, value, set: (text) => (node[field] = text) });
    } else if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
      const list = value as string[];
      list.forEach((entry, index) => {
        if (entry !== '') slots.push({ key, field, index, value: entry, set: (text) => (list[index] = text) });
      });
    }
  }
  return slots;
}

/** The nodes of a list field that are objects (none when the field is absent). */
export function nodesOf(node: TextNode, field: string): TextNode[] {
  const value = node[field];
  return Array.isArray(value) ? value.filter((entry): entry is TextNode => typeof entry === 'object' && entry !== null) : [];
}

/** The translated text of one slot, if the translation has it. */
export function textFor(texts: ContentTexts, slot: Pick<TextSlot, 'key' | 'field' | 'index'>): string | undefined {
  const field: TextField | undefined = texts[slot.key]?.[slot.field];
  if (slot.index === null) return typeof field === 'string' && field !== '' ? field : undefined;
  if (!Array.isArray(field)) return undefined;
  const entry = (field as readonly string[])[slot.index];
  return typeof entry === 'string' && entry !== '' ? entry : undefined;
}

/** `{name}`-style placeholders of a text, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{[A-Za-z0-9_]+\}/g)].map((m) => m[0]).sort();
}
