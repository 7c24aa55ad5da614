#!/usr/bin/env node
// Run after `vite build`: the landing page (what a signed-out visitor downloads first)
// must stay at or under LANDING_BUDGET_BYTES of gzipped JavaScript.
//
// It reads Vite's manifest (web/dist/.vite/manifest.json) and adds up the gzipped size of
// the entry chunk (which holds the landing page) and everything it imports statically.
// Every JS chunk's size is printed as well.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET_BYTES = 150 * 1000; // 150 KB, counted strictly (1 KB = 1000 bytes)
const LANDING_PAGE_SOURCE = 'src/features/landing/landing-page.tsx';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/check-bundle-size.mjs [dist folder]`: web/dist unless a build elsewhere is named.
const distDir = process.argv[2] ? resolve(process.argv[2]) : join(webRoot, 'dist');
const manifestPath = join(distDir, '.vite', 'manifest.json');

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) fail(`no manifest at ${relative(webRoot, manifestPath)}; run \`vite build\` first`);

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The manifest key plus every key it imports statically, transitively. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) fail(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length !== 1) fail(`expected one entry chunk, found ${entryKeys.length}`);
// The landing page is part of the entry (web/src/app/router.tsx imports it statically); should
// it become a lazy chunk again, that chunk and its imports count too.
const landingKey = Object.keys(manifest).find((key) => manifest[key].src === LANDING_PAGE_SOURCE);
if (!existsSync(join(webRoot, LANDING_PAGE_SOURCE))) fail(`${LANDING_PAGE_SOURCE} does not exist; was it renamed?`);

const landingKeys = new Set([...withStaticImports(entryKeys[0]), ...(landingKey ? withStaticImports(landingKey) : [])]);
const landingFiles = new Set([...landingKeys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')));

const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} KB`;

const allJs = readdirSync(join(distDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .sort((a, b) => gzipSize(b) - gzipSize(a));

console.log('\nJavaScript chunks (gzipped; * = loaded by the landing page):');
for (const file of allJs) {
  console.log(`  ${landingFiles.has(file) ? '*' : ' '} ${kb(gzipSize(file))}  ${file}`);
}

const total = [...landingFiles].reduce((sum, file) => sum + gzipSize(file), 0);
const verdict = total <= LANDING_BUDGET_BYTES ? 'OK' : 'OVER BUDGET';
console.log(`\nLanding page JavaScript: ${kb(total).trim()} gzipped (budget ${kb(LANDING_BUDGET_BYTES).trim()}) ${verdict}\n`);

// In another language the landing page also loads, before its first render, the shared and
// the landing catalogues of that language (decision 046; English's are in the entry).
const LANDING_CATALOGUES = ['src/locales', 'src/features/landing/locales'];
const otherLocales = [
  ...new Set(
    Object.keys(manifest)
      .map((key) => /^src\/locales\/([^/]+)\.po$/.exec(key)?.[1])
      .filter((locale) => locale && locale !== 'en'),
  ),
];
let overInALanguage = false;
for (const locale of otherLocales) {
  const catalogueFiles = LANDING_CATALOGUES.map((folder) => manifest[`${folder}/${locale}.po`]?.file).filter(Boolean);
  const inLocale = total + catalogueFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = inLocale <= LANDING_BUDGET_BYTES;
  overInALanguage ||= !ok;
  console.log(
    `Landing page JavaScript in "${locale}": ${kb(inLocale).trim()} gzipped (${catalogueFiles.length} catalogues) ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
}
if (otherLocales.length === 0) fail('no catalogue of another language than English in the build (web/src/locales/<locale>.po)');
console.log('');

if (total > LANDING_BUDGET_BYTES || overInALanguage) process.exit(1);
