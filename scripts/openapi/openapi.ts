/**
 * Writes the OpenAPI 3.1 document of the REST API (decision 034) from the routes the server
 * declares: `npm run openapi` updates docs/openapi.json; `--out FILE` writes elsewhere (the
 * server build writes dist/openapi.json); `--check` fails when docs/openapi.json differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURES } from '../../server/src/features';
import { openApiDocument } from '../../server/src/platform/openapi';

const root = path.join(import.meta.dirname, '../..');
export const OPENAPI_FILE = path.join(root, 'docs/openapi.json');

export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(FEATURES), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const text = openApiText();
  if (args.includes('--check')) {
    const current = readFileSync(OPENAPI_FILE, 'utf8');
    if (current !== text) {
      console.error('docs/openapi.json is not what the routes declare: run `npm run openapi` and commit it.');
      process.exit(1);
    }
    console.info('docs/openapi.json matches the routes.');
  } else {
    const at = args.indexOf('--out');
    const named = at >= 0 ? args[at + 1] : undefined;
    const out = named ? path.resolve(named) : OPENAPI_FILE;
    writeFileSync(out, text);
    console.info(`wrote ${path.relative(process.cwd(), out)}`);
  }
}
