import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** The built files worth a compressed copy: fingerprinted text files under assets/. */
export const PRECOMPRESSED = /^assets\/[^/]+\.(?:js|css|svg|json)$/;
/** Below this a file's headers outweigh what compressing saves. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** One file's Brotli copy at the highest quality, too slow to make per request (~0.1-0.5 s a file). */
export async function brotliOf(source: Uint8Array): Promise<Buffer> {
  return brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
    },
  });
}

/**
 * Writes a Brotli copy (`<file>.br`) beside each of the build's scripts, styles and drawings,
 * made once at build time at the highest quality; the server sends it to a browser that takes
 * Brotli (server/src/http/precompressed-assets.ts). At that quality the files are ~13 % smaller than
 * the server's on-the-fly compression (Brotli at quality 4): ~25 kB less before a signed-in
 * page shows, on a phone's slow line (issue 15, decision 031).
 */
export function precompress(): Plugin {
  return {
    name: 'chess-quest:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const names = Object.keys(bundle).filter((fileName) => PRECOMPRESSED.test(fileName));
      await Promise.all(
        names.map(async (fileName) => {
          // As written, with anything the bundler added on the way to the disk.
          const source = await readFile(path.join(outDir, fileName));
          if (source.byteLength < PRECOMPRESS_MIN_BYTES) return;
          await writeFile(path.join(outDir, `${fileName}.br`), await brotliOf(source));
        }),
      );
    },
  };
}
