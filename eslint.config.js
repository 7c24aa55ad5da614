import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webImportZonesPlugin } from './web/eslint-import-zones.js';

/**
 * What a server feature may import of another (decision 011): its `public.ts`, plus the
 * shared modules named here. Everything else in a feature is its own business; facts go
 * through server/src/events/, contracts through protocol/.
 */
const SERVER_FEATURES = 'server/src/features';
const PUBLIC_MODULES = {
  '*': ['public.ts'],
  // What premium unlocks, decided in one place for every feature.
  premium: ['rules.ts'],
  // Points, streak and stars join the learning features' own transactions.
  progress: ['service.ts', 'star-progress.ts'],
};
const serverFeatures = readdirSync(SERVER_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = serverFeatures.flatMap((feature) =>
  serverFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./${SERVER_FEATURES}/${feature}`,
      from: `./${SERVER_FEATURES}/${other}`,
      except: [...PUBLIC_MODULES['*'], ...(PUBLIC_MODULES[other] ?? [])].map((file) => `./${file}`),
      message: `Features do not import each other's internals: use ${other}'s public.ts, protocol/ or a fact in server/src/events/.`,
    })),
);
/** Import boundaries of the server and protocol (the web's are in their own block). */
export const serverZones = [
  ...featureZones,
  {
    target: './protocol',
    from: ['./server', './web', './scripts'],
    message: 'protocol/ is the shared contract: it imports nothing of the server, the web app or the scripts.',
  },
  {
    target: './server/src/auth',
    from: './server/src/features',
    except: ['./accounts/public.ts'],
    message: "auth/ does not reach into a feature's service: take what it needs as a dependency (see AccountDirectory).",
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'protocol/src/**/*.ts'],
    // Tests may arrange data through a sibling feature's service; the code they test may not.
    ignores: ['**/*.test.ts', '**/test-support.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, web: webImportZonesPlugin },
    rules: { ...reactHooks.configs.recommended.rules, 'web/import-zones': 'error' },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['scripts/**', 'web/scripts/**', '**/*.config.{js,ts}', 'web/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
