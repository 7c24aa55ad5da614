#!/usr/bin/env node
// Extracts the messages of one catalogue (decision 046, docs/i18n.md): "shared" (web/src/app,
// components, lib, stores, api) or a feature folder's name. Only that catalogue's .po files
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
  console.error('Usage: npm run i18n:extract -w web -- <shared | feature folder name>');
  process.exit(2);
}
if (name !== 'shared' && !existsSync(join(webRoot, 'src/features', name))) {
  console.error(`i18n-extract: web/src/features/${name} does not exist`);
  process.exit(2);
}
const result = spawnSync('npx', ['lingui', 'extract', '--clean', '--workers', '1'], {
  cwd: webRoot,
  stdio: 'inherit',
  env: { ...process.env, LINGUI_CATALOG: name },
});
process.exit(result.status ?? 1);
