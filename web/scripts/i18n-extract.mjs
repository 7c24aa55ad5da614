#!/usr/bin/env node
// Extracts the messages of one catalogue (decision 046, docs/i18n.md): "shared" (web/src/app,
// components, lib, stores, api), a component catalogue's name (web/src/locales/<name>, listed in
// src/locales/component-catalogs.ts: board, family-class, share) or a feature folder's name. Only that catalogue's .po files
// change: new messages are added (empty in Spanish), translations kept, messages no longer in
// the code removed.
//   npm run i18n:extract -w web -- landing
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run i18n:extract -w web -- <shared | component catalogue | feature folder name>');
  process.exit(2);
}
const isComponentCatalogue = /^[a-z0-9-]+$/.test(name) && existsSync(join(webRoot, 'src/locales', name));
if (name !== 'shared' && !isComponentCatalogue && !existsSync(join(webRoot, 'src/features', name))) {
  console.error(`i18n-extract: neither web/src/features/${name} nor web/src/locales/${name} exists`);
  process.exit(2);
}
const result = spawnSync('npx', ['lingui', 'extract', '--clean', '--workers', '1'], {
  cwd: webRoot,
  stdio: 'inherit',
  env: { ...process.env, LINGUI_CATALOG: name },
});
process.exit(result.status ?? 1);
