import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import zones, layers and circles are checked by dependency-cruiser (.dependency-cruiser.mjs, `npm run lint:deps`).
export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**', 'data/**', 'test-results/**', 'playwright-report/**', 'server/src/db/migrations/**'],
  },
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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
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
