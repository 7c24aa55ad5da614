import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { pseudoMessages, pseudoText, pseudoValue } from './pseudo-locale';

// lib/i18n keeps its catalogues in module state: a fresh module for each test.
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { lang: 'en' }, cookie: '' });
  vi.stubGlobal('navigator', { languages: ['es-MX', 'en'], language: 'es-MX' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const greeting = msg`Hello`;

describe('activateLocale and loadCatalogs', () => {
  it('loads every catalogue in use in the new language, then switches and sets <html lang>', async () => {
    const lib = await freshI18n();
    const loads: string[] = [];
    lib.registerCatalogs({
      shared: (locale) => {
        loads.push(`shared/${locale}`);
        return { messages: { [greeting.id]: locale === 'es' ? 'Hola' : 'Hello' } };
      },
      puzzles: (locale) => {
        loads.push(`puzzles/${locale}`);
        return Promise.resolve({ messages: {} });
      },
    });
    await lib.activateLocale('en');
    await lib.loadCatalogs(['puzzles', 'no-texts-yet']);
    expect(i18n._(greeting)).toBe('Hello');
    await lib.activateLocale('es');
    expect(i18n.locale).toBe('es');
    expect(i18n._(greeting)).toBe('Hola');
    expect(document.documentElement.lang).toBe('es');
    expect(loads).toEqual(['shared/en', 'puzzles/en', 'shared/es', 'puzzles/es']);
  });

  it('keeps the last choice when an earlier one finishes loading later', async () => {
    const lib = await freshI18n();
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    lib.registerCatalogs({ shared: (locale) => (locale === 'es' ? slow.then(() => ({ messages: {} })) : { messages: {} }) });
    const spanish = lib.activateLocale('es');
    await lib.activateLocale('en');
    release();
    await spanish;
    expect(i18n.locale).toBe('en');
  });

  it('makes the pseudo-locale from English', async () => {
    const lib = await freshI18n();
    lib.registerCatalogs({ shared: (locale) => (locale === 'en' ? { messages: { [greeting.id]: 'Hello' } } : undefined) });
    await lib.activateLocale('pseudo');
    expect(i18n._(greeting)).toBe(pseudoText('Hello'));
    expect(document.documentElement.lang).toBe('en-XA');
  });
});

describe('the language a page opens in', () => {
  it('is the remembered choice, else the browser’s first supported language', async () => {
    const lib = await freshI18n();
    expect(lib.initialLocale()).toBe('es');
    document.cookie = 'other=1; cq_locale=en';
    expect(lib.initialLocale()).toBe('en');
    document.cookie = 'cq_locale=klingon';
    expect(lib.initialLocale()).toBe('es');
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter and makes a text about 30 % longer', () => {
    const text = pseudoText('Start Learning');
    expect(text.startsWith('Šţáŕţ Ļéáŕñíñĝ ')).toBe(true);
    expect(text.replace(/\s/g, '').length).toBeGreaterThanOrEqual(Math.ceil('StartLearning'.length * 1.3));
    expect(text).not.toMatch(/[a-zA-Z]/);
  });

  it('keeps placeholders and plural choices working', () => {
    const pseudo = pseudoMessages({
      a: ['Hi ', ['name'], '!'],
      b: [['count', 'plural', { one: ['one game'], other: ['#', ' games'], offset: undefined }]],
    });
    expect(pseudo.a).toEqual(['Ĥí ', ['name'], '!', expect.any(String)]);
    expect(JSON.stringify(pseudo.b)).toContain('óñé ĝáɱé');
    expect(JSON.stringify(pseudo.b)).toContain('"#"');
  });
});

describe('protocol tables in the pseudo-locale (inActiveLocale)', () => {
  const TITLES = ['Pawn Explorer', 'Knight Apprentice'];
  const TITLES_ES = ['Explorador peón', 'Aprendiz de caballo'];
  const thanks = (games: number) => `Thanks for ${games} games`;
  const thanksEs = (games: number) => `Gracias por ${games} partidas`;

  it('shows the English table accented and longer, deeply, and the same object each time', async () => {
    const lib = await freshI18n();
    lib.registerCatalogs({ shared: (locale) => (locale === 'en' ? { messages: {} } : undefined) });
    await lib.activateLocale('pseudo');
    const titles = lib.inActiveLocale({ en: TITLES, es: TITLES_ES });
    expect(titles).toEqual([pseudoText('Pawn Explorer'), pseudoText('Knight Apprentice')]);
    expect(titles[1]).not.toMatch(/[a-zA-Z]/);
    expect(lib.inActiveLocale({ en: TITLES, es: TITLES_ES })).toBe(titles);
    const nested = lib.inActiveLocale({
      en: { a: { label: 'Fork', steps: ['Look'] }, n: 3 },
      es: { a: { label: 'Horquilla', steps: ['Mira'] }, n: 3 },
    });
    expect(nested).toEqual({ a: { label: pseudoText('Fork'), steps: [pseudoText('Look')] }, n: 3 });
    expect(lib.inActiveLocale({ en: thanks, es: thanksEs })(4)).toBe(pseudoText('Thanks for 4 games'));
  });

  it('leaves English and Spanish as they are', async () => {
    const lib = await freshI18n();
    lib.registerCatalogs({ shared: () => ({ messages: {} }) });
    await lib.activateLocale('es');
    expect(lib.inActiveLocale({ en: TITLES, es: TITLES_ES })).toBe(TITLES_ES);
    await lib.activateLocale('en');
    expect(lib.inActiveLocale({ en: TITLES, es: TITLES_ES })).toBe(TITLES);
    expect(lib.inActiveLocale({ en: thanks, es: thanksEs })).toBe(thanks);
  });

  it('shows a text picked with protocolLocale() the same way (asShown)', async () => {
    const lib = await freshI18n();
    lib.registerCatalogs({ shared: () => ({ messages: {} }) });
    await lib.activateLocale('pseudo');
    expect(lib.protocolLocale()).toBe('en');
    expect(lib.asShown({ name: 'Bramble the Bear', lines: ['Hello!'] })).toEqual({
      name: pseudoText('Bramble the Bear'),
      lines: [pseudoText('Hello!')],
    });
    await lib.activateLocale('es');
    expect(lib.asShown(TITLES_ES)).toBe(TITLES_ES);
  });

  it('keeps what is not text: numbers, booleans, null, class instances', () => {
    const date = new Date(0);
    expect(pseudoValue({ n: 1, b: true, z: null, date })).toEqual({ n: 1, b: true, z: null, date });
  });
});
