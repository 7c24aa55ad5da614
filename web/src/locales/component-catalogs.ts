// Decision 046 (issue 27): the shared code's texts that only some pages show have catalogues of
// their own, so that the landing page does not wait for them. Each is loaded with the pages whose
// code reaches its files (app/page-modules.ts; app/pages.test.ts walks the imports to check), in
// the same step as the page's code: no text is ever shown before its catalogue.
// Everything else of app, components, lib, stores and api is the shared catalogue
// (web/src/locales/{locale}.po), loaded before the first render.
// A name here is the catalogue's folder, web/src/locales/<name>/{locale}.po; it must not be a
// feature folder's name.

/** Catalogue name → the folders and files (from web/) whose messages it holds. */
export const COMPONENT_CATALOGS = {
  /** The board and the learning components (lessons, story, puzzles, games, reviews...). */
  board: ['src/components/chess', 'src/components/learning', 'src/lib/move-messages.ts'],
  /** Families and classes: children's profiles, invitations, assignments, the mistakes trend. */
  'family-class': ['src/components/parent', 'src/components/class-invitations', 'src/components/class-assignments', 'src/components/mistakes'],
  /** The share dialog. */
  share: ['src/components/share'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type ComponentCatalog = keyof typeof COMPONENT_CATALOGS;

/** The component catalogue holding a file's messages (its path from web/), or undefined for the shared one. */
export function componentCatalogOf(file: string): ComponentCatalog | undefined {
  for (const [name, paths] of Object.entries(COMPONENT_CATALOGS) as [ComponentCatalog, readonly string[]][]) {
    if (paths.some((p) => file === p || file.startsWith(`${p}/`))) return name;
  }
  return undefined;
}
