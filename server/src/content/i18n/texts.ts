// The shape of a content translation (issue 27). Content stays data: each English content file
// `x.ts` has its Spanish texts beside it in `x.es.ts`, keyed by the content's own ids, so that a
// check can walk the English content and fail on any text that has no translation.
//
//   export const theRookEs = {
//     'the-rook': { title: 'La torre', description: '...' },
//     'the-rook/rook-intro': { title: '...', instruction: '...' },
//   } satisfies ContentTexts;
//
// A key is the item's id, or `parentId/childId` for an item inside another (a lesson's step, a
// chapter's challenge). A field holds the translated text of the English field of the same name;
// an ordered list of unnamed texts (a chapter's spoken lines, a step's hints) is a string array
// in the English order.
export type TextField = string | readonly string[];
export type ContentTexts = Readonly<Record<string, Readonly<Record<string, TextField>>>>;

/** Several translation files of one kind as one record; a key given twice is an authoring mistake. */
export function mergeTexts(...files: ContentTexts[]): ContentTexts {
  const merged: Record<string, ContentTexts[string]> = {};
  for (const file of files) {
    for (const [key, fields] of Object.entries(file)) {
      if (key in merged) throw new Error(`translation key "${key}" is given twice`);
      merged[key] = fields;
    }
  }
  return merged;
}

/**
 * Translation files that give different fields of the same items (a catalog's texts in one
 * export, its badges in another) as one record; a field given twice is an authoring mistake.
 */
export function combineFields(...files: ContentTexts[]): ContentTexts {
  const combined: Record<string, Record<string, TextField>> = {};
  for (const file of files) {
    for (const [key, fields] of Object.entries(file)) {
      const into = (combined[key] ??= {});
      for (const [field, text] of Object.entries(fields)) {
        if (field in into) throw new Error(`translation of "${key}.${field}" is given twice`);
        into[field] = text;
      }
    }
  }
  return combined;
}
