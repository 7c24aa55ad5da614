import js from '@eslint/js';
import pluginLingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web folders whose texts all go through the catalogue (decision 046, docs/i18n.md): a
 * string a person reads, written outside it, fails the lint there. Add your folder when it is
 * translated.
 */
const TRANSLATED_WEB_FOLDERS = [
  'web/src/app',
  'web/src/components/ui',
  'web/src/components/sign-up',
  'web/src/components/plan-card.tsx',
  'web/src/components/parent/child-form.tsx',
  'web/src/components/parent/parent-gate.tsx',
  'web/src/components/parent/reset-pin-form.tsx',
  'web/src/components/parent/family-section.tsx',
  'web/src/components/share',
  'web/src/components/class-assignments',
  'web/src/components/class-invitations',
  'web/src/components/learning',
  'web/src/components/coach-link.tsx',
  'web/src/components/mistakes',
  'web/src/components/celebration-banner.tsx',
  'web/src/components/countdown.tsx',
  'web/src/components/chess/chess-clock.tsx',
  'web/src/components/chess/move-entry.tsx',
  'web/src/components/chess/move-list.tsx',
  'web/src/components/chess/promotion-picker.tsx',
  'web/src/components/chess/resign-dialog.tsx',
  'web/src/components/chess/lazy-chess-board.tsx',
  'web/src/components/chess/chess-board.tsx',
  'web/src/components/chess/use-board-moves.ts',
  'web/src/features/landing',
  'web/src/features/auth',
  'web/src/features/dashboard',
  'web/src/features/lessons',
  'web/src/features/story',
  'web/src/features/puzzles',
  'web/src/features/learning-journey',
  'web/src/features/puzzle-streak',
  'web/src/features/coordinates',
  'web/src/features/ai-chess',
  'web/src/features/game-review',
  'web/src/features/achievements',
  'web/src/features/arenas',
  'web/src/features/class-play',
  'web/src/features/multiplayer',
  'web/src/features/mini-challenges',
  'web/src/features/puzzle-races',
  'web/src/features/chess-analytics',
  'web/src/features/help-center',
  'web/src/features/parent-guide',
  'web/src/features/privacy-policy',
  'web/src/features/contact-us',
  'web/src/features/class-invitations',
  'web/src/lib/plans.ts',
  'web/src/lib/request-error-message.ts',
  'web/src/lib/validation-messages.ts',
  'web/src/lib/speech.ts',
  'web/src/lib/format.ts',
  'web/src/lib/move-messages.ts',
  'web/src/lib/skill-stage.ts',
];

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
    files: TRANSLATED_WEB_FOLDERS.map((folder) => (folder.endsWith('.ts') || folder.endsWith('.tsx') ? folder : `${folder}/**/*.{ts,tsx}`)),
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // What is not for a reader: an id, a path, a URL, a key, a constant;
          // one word without a capital ("outline", "sm", "en"); a list of such words (Tailwind
          // classes); a media query; the brand's name.
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            '^[a-z0-9:/\\[\\]().!%#_*@&>~=,+-]+( [a-z0-9:/\\[\\]().!%#_*@&>~=,+-]+)*$',
            '^\\(.*\\)$',
            '^Chess Quest$',
            // Brands written the same in every language (the share dialog's platforms).
            '^(Twitter|Facebook|Instagram|LinkedIn)$',
            '^/',
            '^https?:',
            '^#',
            '^[\\W\\d\\s]+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '(className|class|Class|Id|id|key|Key|type|variant|size|color|tone|to|href|src|path|name|role|as|side|align|mode|autoComplete|inputMode|pattern|rel|target|lang|testid|Path|URL|Url|Module|module|value)$',
              },
            },
            {
              regex: {
                pattern:
                  '^(aria-(hidden|live|current|haspopup|controls|labelledby|describedby|expanded|pressed|orientation|atomic|relevant)|data-.*)$',
              },
            },
          ],
          ignoreFunctions: [
            'cn',
            'clsx',
            'buttonClassName',
            'console.*',
            'Error',
            'TypeError',
            'new Error',
            'import.meta.glob',
            'document.querySelector',
            'document.getElementById',
            'navigate',
            'useSearchParams',
            '*.get',
            '*.has',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.setError',
            '*.register',
            'matchMedia',
            'window.matchMedia',
            'useMediaQuery',
            'addEventListener',
            'removeEventListener',
            '*.addEventListener',
            '*.removeEventListener',
          ],
          useTsTypes: false,
        },
      ],
    },
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
