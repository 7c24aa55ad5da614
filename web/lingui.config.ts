import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { COMPONENT_CATALOGS } from './src/locales/component-catalogs';

// Decision 046 (issue 27). One catalogue per feature folder, so helpers translating different
// features never edit the same file; one shared catalogue for what every page shows (app,
// components, lib, stores, api); and a few catalogues of shared components only some pages show
// (src/locales/component-catalogs.ts: the board's, families' and classes', the share dialog's),
// kept out of the shared one so that the landing page does not load them. `{name}` is the
// feature folder's name.
// The locales follow protocol/src/locales.ts (LOCALES). No fallback locale: a Spanish message
// left without a translation fails the build (vite.config.ts: failOnMissing) and the catalogue
// test (src/locales/catalogues.test.ts). The pseudo-locale is made at run time from English
// (src/lib/pseudo-locale.ts), as Lingui 5's own has no way to make texts longer.
/** A test's messages are not the app's. */
const TESTS = '**/*.test.*';
/** A folder's files (or the file itself) as an exclude pattern. */
const everythingIn = (p: string) => (/\.\w+$/.test(p) ? `<rootDir>/${p}` : `<rootDir>/${p}/**`);
const inComponentCatalogs = Object.values(COMPONENT_CATALOGS).flatMap((paths) => paths.map(everythingIn));
const SHARED = {
  name: 'shared',
  path: '<rootDir>/src/locales/{locale}',
  include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/stores', '<rootDir>/src/api'],
  exclude: [TESTS, ...inComponentCatalogs],
};
const COMPONENTS = Object.entries(COMPONENT_CATALOGS).map(([name, paths]) => ({
  name,
  path: `<rootDir>/src/locales/${name}/{locale}`,
  include: paths.map((p) => `<rootDir>/${p}`),
  exclude: [TESTS],
}));
const EVERY_FEATURE = { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}'], exclude: [TESTS] };

/**
 * `npm run i18n:extract -w web -- <catalogue>` (scripts/i18n-extract.mjs) sets LINGUI_CATALOG
 * to extract one catalogue ("shared", a component catalogue's or a feature folder's name)
 * without touching the others.
 */
function catalogs() {
  const only = process.env.LINGUI_CATALOG;
  if (!only) return [SHARED, ...COMPONENTS, EVERY_FEATURE];
  if (only === 'shared') return [SHARED];
  const component = COMPONENTS.find((catalog) => catalog.name === only);
  if (component) return [component];
  if (!/^[a-z0-9-]+$/.test(only)) throw new Error(`LINGUI_CATALOG=${only} is neither "shared", a component catalogue nor a feature folder's name`);
  return [{ path: `<rootDir>/src/features/${only}/locales/{locale}`, include: [`<rootDir>/src/features/${only}`], exclude: [TESTS] }];
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: catalogs(),
  format: formatter({ lineNumbers: false }),
});
