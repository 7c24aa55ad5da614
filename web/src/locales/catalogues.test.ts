import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@chess-quest/protocol/locales';

// Decision 046: every catalogue of the web app (web/src/locales, its component catalogues
// web/src/locales/<name> and each feature's locales folder) has the same messages in every language, each translated, with the same
// placeholders ({name}) and tags (<0>…</0>) as its English. A Spanish message left empty
// fails here, before the build's own check (vite.config.ts: failOnMissing).

const srcRoot = fileURLToPath(new URL('../', import.meta.url));
const po = formatter({ lineNumbers: false });

/** Every catalogue folder: "locales", "locales/<name>" and "features/<name>/locales". */
function catalogueFolders(): string[] {
  const features = readdirSync(path.join(srcRoot, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `features/${entry.name}/locales`);
  const components = readdirSync(path.join(srcRoot, 'locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `locales/${entry.name}`);
  return ['locales', ...components, ...features].filter((folder) => {
    try {
      return readdirSync(path.join(srcRoot, folder)).some((file) => file.endsWith('.po'));
    } catch {
      return false;
    }
  });
}

async function read(folder: string, locale: string) {
  const filename = path.join(srcRoot, folder, `${locale}.po`);
  const catalogue = await po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename });
  return Object.fromEntries(Object.entries(catalogue).filter(([, entry]) => !entry.obsolete));
}

/** The placeholders and tags of an ICU message, sorted: what a translation must keep. */
export function markers(message: string): string[] {
  // A plural's branch (`one {game}`) is text, not a placeholder.
  const placeholders = [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...placeholders, ...tags].sort();
}

describe('the message catalogues', () => {
  const folders = catalogueFolders();

  it('include the shared catalogue and the converted features', () => {
    expect(folders).toEqual(expect.arrayContaining(['locales', 'locales/board', 'features/landing/locales', 'features/auth/locales']));
  });

  for (const folder of folders) {
    it(`${folder}: every language has every message, translated, with the English placeholders and tags`, async () => {
      const english = await read(folder, SOURCE_LOCALE);
      expect(Object.keys(english).length, `${folder}/en.po has no message`).toBeGreaterThan(0);
      for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
        const translated = await read(folder, locale);
        expect(Object.keys(translated).sort(), `${folder}/${locale}.po has other messages than en.po: run npm run i18n:extract`).toEqual(
          Object.keys(english).sort(),
        );
        const untranslated = Object.values(translated)
          .filter((entry) => !entry.translation?.trim())
          .map((entry) => entry.message);
        expect(untranslated, `${folder}/${locale}.po: messages without a translation`).toEqual([]);
        for (const entry of Object.values(translated)) {
          expect(markers(entry.translation ?? ''), `${folder}/${locale}.po: "${entry.message}"`).toEqual(markers(entry.message ?? ''));
        }
      }
    });
  }
});

describe('markers', () => {
  it('finds placeholders, plurals and tags', () => {
    expect(markers('Hi {name}, <0>see</0> {count, plural, one {game} other {# games}}')).toEqual(['</0>', '<0>', '{count}', '{name}']);
  });
});
