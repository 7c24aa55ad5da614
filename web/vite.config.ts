import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The API server (server/) listens here in development; the dev server forwards to it so
// the browser sees one origin, exactly as in production where the server serves web/dist.
const apiTarget = 'http://localhost:5000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
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
            // time to issue than the icons' bytes.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
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
