import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacro } from './web/build-plugins/lingui-macro';

const linguiConfigPath = fileURLToPath(new URL('./web/lingui.config.ts', import.meta.url));

const shared: { environment: 'node'; setupFiles: string[]; testTimeout: number; hookTimeout: number } = {
  environment: 'node',
  setupFiles: ['./scripts/test-setup.ts'],
  // Ceilings, not timing checks (benchmarks measure speed): generous enough that a shared,
  // loaded 2-core machine does not fail a slow but correct start-up or scrypt-heavy test.
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    // Three workers on the 2-core machines this runs on: with two, a whole run kept 1.4 cores
    // busy (many files wait on real servers, Redis going away or a node's restart), and took
    // 226, 241, 248 and 254 s against 214, 224 and 231 s with three (quiet machine, CI=true,
    // one after the other, 2026-11-28); four took 246 s, the files starving each other.
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          // A worker runs its server files one after another in one module graph instead of
          // importing the whole server again for each file (a third of the server files' CPU
          // time went to that). Each file still gets its own databases, servers and Redis keys
          // from the fixture and closes them; the setup file runs before every file, and a
          // file that fakes timers or spies on a module restores them in its own hooks.
          isolate: false,
        },
      },
      {
        // The web app's Lingui macros and catalogues, as in web/vite.config.ts (decision 046).
        plugins: [linguiMacro(linguiConfigPath), lingui({ configPath: linguiConfigPath, failOnMissing: true })],
        test: {
          ...shared,
          setupFiles: [...shared.setupFiles, './web/src/test-setup.ts'],
          name: 'unit',
          // These files stub globals (window, fetch, requestAnimationFrame) and keep state in
          // modules: each runs in a fresh module graph, which costs them little.
          include: ['protocol/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build-plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
