import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** How long a browser keeps a fingerprinted file: it never changes under its name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Sends a built file's Brotli copy (`assets/<name>.br`, written by the web build's precompress
 * plugin) to a browser that takes Brotli, with the original's type. The copy is made at
 * Brotli's highest quality, ~13 % fewer bytes than `compression()` makes on the fly (Brotli at
 * quality 4, or gzip), for the scripts every page waits on, and the server no longer compresses
 * the same file for every visitor (issue 15, decision 031). Anything else (no copy, a browser
 * without Brotli, a copy gone since the server started) goes on to the static files and
 * `compression()`.
 *
 * The copies are listed once, when the server starts, like index.html and the build's manifest
 * (index-html.ts): a request never touches the disk to learn whether one exists.
 */
export function precompressedAssets(webDistDir: string): RequestHandler {
  const assetsDir = path.join(webDistDir, 'assets');
  const copies = new Set(
    existsSync(assetsDir)
      ? readdirSync(assetsDir)
          .filter((name) => name.endsWith('.br'))
          .map((name) => name.slice(0, -'.br'.length))
      : [],
  );
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.startsWith('/assets/') ? req.path.slice('/assets/'.length) : null;
    if (name === null || !copies.has(name)) return next();
    // Whichever way this one goes, the answer differs with what the browser takes.
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br', 'identity') !== 'br') return next();
    res.type(path.extname(name));
    res.sendFile(path.join(assetsDir, `${name}.br`), { headers: { 'Content-Encoding': 'br', 'Cache-Control': IMMUTABLE_CACHE } }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Type');
        next();
      }
    });
  };
}
