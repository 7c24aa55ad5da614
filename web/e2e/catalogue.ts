import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// The web app's message catalogues as a journey reads them (issue 27): the Spanish of an English
// text (so a journey finds a Spanish button by the same words the app shows), and the English
// words a Spanish screen must not show.

const WEB_SRC = join(import.meta.dirname, '..', 'src');

/** Every `locales/<locale>.po` under web/src: the shared catalogue, the shared components' (locales/<name>) and each feature's. */
function catalogueFiles(locale: string): string[] {
  const files = [join(WEB_SRC, 'locales', `${locale}.po`)];
  const locales = join(WEB_SRC, 'locales');
  for (const entry of readdirSync(locales, { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(join(locales, entry.name, `${locale}.po`));
  }
  const features = join(WEB_SRC, 'features');
  for (const feature of readdirSync(features)) {
    const file = join(features, feature, 'locales', `${locale}.po`);
    try {
      readFileSync(file);
      files.push(file);
    } catch {
      // A feature without texts of its own has no catalogue.
    }
  }
  return files;
}

/** A PO file's messages: msgid → msgstr (continuation lines joined, escapes read). */
function readPo(file: string): Map<string, string> {
  const messages = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let field: 'id' | 'str' | null = null;
  const unquote = (text: string) => JSON.parse(text) as string;
  const flush = () => {
    if (id) messages.set(id, str ?? '');
    id = null;
    str = null;
    field = null;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id = (id ?? '') + unquote(line);
      else str = (str ?? '') + unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return messages;
}

function allMessages(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of catalogueFiles(locale)) for (const [id, str] of readPo(file)) all.set(id, str);
  return all;
}

const spanish = allMessages('es');

/** The Spanish the app shows for an English message of its catalogues; fails on a message it does not have. */
export function es(english: string): string {
  const text = spanish.get(english);
  if (!text) throw new Error(`No Spanish for "${english}" in the web catalogues`);
  return text;
}

/** Words of a text: letters only, lower case, three letters or more. */
function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
}

/** Files under `dir` whose name ends with `.es.ts`: the Spanish of the content and the protocol's tables. */
function spanishFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.es.ts'))
    .map((file) => join(dir, file));
}

/**
 * The quoted texts of the Spanish content and protocol tables (a lesson's words, a buddy's
 * lines): a Spanish word there ("ten", "come") is Spanish on a screen, whatever English has.
 */
function spanishContentTexts(): string[] {
  const root = join(import.meta.dirname, '..', '..');
  const files = [...spanishFiles(join(root, 'server', 'src')), ...spanishFiles(join(root, 'protocol', 'src'))];
  const quoted = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`[^`]*`/g;
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ');
    // A quoted text followed by ':' is a key (some tables are keyed by their English text); a
    // text with no Spanish letter may be an English template kept beside the Spanish.
    return [...source.matchAll(quoted)]
      .filter((match) => !/^\s*:/.test(source.slice(match.index + match[0].length)))
      .map((match) => match[0])
      .filter((text) => text.includes(' ') && /[áéíóúñ¿¡]/i.test(text));
  });
}

/**
 * English words of the catalogues that Spanish never uses: every word of an English message
 * (placeholders and tags left out) that appears in no Spanish message. "Chess Quest", brand
 * and plan names appear in both and so are not in the list.
 */
function englishOnlyWords(): Set<string> {
  const strip = (text: string) => text.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?\d+>/g, ' ');
  const spanishWords = new Set<string>();
  for (const text of [...spanish.values(), ...spanishContentTexts()]) for (const word of words(strip(text))) spanishWords.add(word);
  const english = new Set<string>();
  for (const id of allMessages('en').keys()) for (const word of words(strip(id))) if (!spanishWords.has(word)) english.add(word);
  return english;
}

export const ENGLISH_ONLY = englishOnlyWords();

/**
 * The English words of the catalogues that the page shows (its visible text, its accessible
 * names and its title), minus `allowed` (a child's name, a username): none may be left on a
 * Spanish screen.
 */
export async function englishLeftOn(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')].map((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  const allow = new Set(allowed.flatMap((name) => words(name)));
  return [...new Set(words(text))].filter((word) => ENGLISH_ONLY.has(word) && !allow.has(word)).sort();
}
