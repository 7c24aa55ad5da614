import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@chess-quest/protocol/locales';

// One message, one translation (issue 27, decision 046). A message's id is made from its English
// (and its context): every catalogue loaded so far shares one table of ids, so when two
// catalogues give the same English two translations, a screen shows whichever catalogue loaded
// last ("En línea" turned into "Conectado" once a class page had been opened). Where the meaning
// truly differs, the message takes a context (`<Trans context="noun">`, `t({ message, context })`).

const srcRoot = fileURLToPath(new URL('../', import.meta.url));
const po = formatter({ lineNumbers: false });

/** Every folder of web/src with a catalogue: "locales", "locales/<name>", "features/<name>/locales", and any other. */
function catalogueFolders(): string[] {
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[\\/])locales[\\/](?:[^\\/]+[\\/])?[^\\/]+\.po$/.test(file))
    .map((file) => path.dirname(file))
    .filter((folder, index, all) => all.indexOf(folder) === index)
    .sort();
}

describe('the message catalogues', () => {
  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    it(`give each message one ${locale} translation across every catalogue`, async () => {
      const seen = new Map<string, { message: string; by: Map<string, string[]> }>();
      for (const folder of catalogueFolders()) {
        const filename = path.join(srcRoot, folder, `${locale}.po`);
        const catalogue = await po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename });
        for (const [id, entry] of Object.entries(catalogue)) {
          if (entry.obsolete || !entry.translation) continue;
          const found = seen.get(id) ?? { message: entry.message ?? id, by: new Map<string, string[]>() };
          found.by.set(entry.translation, [...(found.by.get(entry.translation) ?? []), folder]);
          seen.set(id, found);
        }
      }
      const conflicts = [...seen.values()]
        .filter((found) => found.by.size > 1)
        .map((found) => `"${found.message}": ${[...found.by].map(([text, folders]) => `${folders.join(', ')} say "${text}"`).join('; ')}`);
      expect(conflicts, 'the same message translated two ways').toEqual([]);
    });
  }

  it('are all found', () => {
    expect(catalogueFolders()).toEqual(expect.arrayContaining(['locales', path.join('features', 'landing', 'locales')]));
  });
});
