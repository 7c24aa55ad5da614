import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacro } from './build-plugins/lingui-macro.ts';
import { precompress } from './build-plugins/precompress.ts';
import { pureProtocolSchemas } from './build-plugins/pure-protocol-schemas.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
// The API server (server/) listens here in development; the dev server forwards to it so
// the browser sees one origin, exactly as in production where the server serves web/dist.
const apiTarget = 'http://localhost:5000';

/**
 * Modules for the shared "ui" chunk: web/src/components/ui (but the form input, which brings
 * react-hook-form to every page, and the toasts, loaded after the first paint), the board's light parts (its placeholder and the child's
 * appearance, not the board itself) and Radix.
 */
function isSharedUi(id: string): boolean {
  return (
    (/[\\/]src[\\/]components[\\/]ui[\\/]/.test(id) && !/[\\/](form-input|toast|toaster)\.tsx$/.test(id)) ||
    /[\\/]src[\\/]components[\\/]chess[\\/](lazy-chess-board|board-appearance|default-piece-set|board-theme)\.tsx?$/.test(id)
  );
}

export default defineConfig({
  root: webRoot,
  // Lingui (decision 046): its macros become message descriptors, and a `.po` catalogue
  // imported by the app is compiled on the fly; a message a catalogue leaves untranslated fails.
  plugins: [
    linguiMacro(linguiConfigPath),
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    pureProtocolSchemas(),
    react(),
    tailwindcss(),
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads the manifest to find what the landing route loads.
    manifest: true,
    // Piece drawings stay files (fetched, then cached by the service worker, only for the set
    // a child uses) instead of ~180 kB of data URLs in the board's JavaScript for all 8 sets.
    assetsInlineLimit: (file: string) => (/[\\/]pieces[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every icon the app draws in one small file: split one by one they were ~40 files of
            // 0.3 kB, each its own preload link and request, which cost a phone more main-thread
            // time to issue than the icons' bytes. Below the entry's group: the icons the landing
            // page and the app's frame draw come with the entry, the others (11 kB gzipped) stay
            // out of a visitor's first load (issue 27's budget).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 28 },
            // Everything the entry imports statically goes in the entry itself: left to itself the
            // bundler made ~10 small shared chunks of it (the React DOM wrapper, the JSX runtime,
            // the button...), each one more request and preload link before the first screen.
            { name: 'index', tags: ['$initial'], priority: 30 },
            // zod, which reads every API answer: on every page but the landing page, on its own.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 25 },
            // The signed-in layout with everything it imports: every signed-in page needs all of
            // it, so one file instead of ~10 small shared ones (the header's menus, the avatar...).
            { name: 'signed-in-layout', test: /[\\/]src[\\/]app[\\/]layouts[\\/]signed-in-layout\.tsx$/, priority: 10 },
            // The tab's live connection with socket.io-client and every feature's live part (its
            // pushes and the stores they fill): opened on every signed-in page once it has
            // painted, so one file instead of ~6 small ones.
            {
              name: 'live',
              test: /[\\/]src[\\/](lib[\\/]socket[\\/]|app[\\/]live-features\.ts$|features[\\/][^\\/]+[\\/](live[\\/]|live\.ts$|stores[\\/]))|node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io)[\\/]/,
              priority: 15,
            },
            // The small building blocks the pages share (cards, tabs, dialogs, the board's
            // placeholder), only themselves: one ~6 kB file instead of a dozen of 0.3-2 kB.
            { name: 'ui', test: isSharedUi, priority: 20 },
          ],
        },
      },
    },
  },
  // `vite preview` reuses server.proxy, so the built app can be tried against the API too.
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
