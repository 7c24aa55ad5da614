import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { lessonStepSchema } from '@chess-quest/protocol/lessons';
import { lessonModules } from '../lessons/index';
import { storyChapters } from '../story/index';
import { checkTranslation } from './check';
import { CONTENT_KINDS, CONTENT_KIND_NAMES, translationOf, type ContentKind, type ContentKindName } from './kinds';
import { localize, localizeAll, localizeText } from './localize';
import { fieldsOf, type Walker } from './slots';

// The content translation check (issue 27, decision record 047): every text a child reads in
// every kind of content has its translation in every locale, with its {placeholders}.

const OTHER_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== SOURCE_LOCALE);

/**
 * Kinds whose translation into a locale is still being written. Their translations are
 * checked for everything but completeness, and a pending kind that becomes complete fails
 * here until it is taken off this list.
 */
const PENDING: Record<(typeof OTHER_LOCALES)[number], readonly ContentKindName[]> = {
  es: [],
};

const problemsOf = (name: ContentKindName, locale: Locale): string[] => {
  const kind: ContentKind = CONTENT_KINDS[name];
  return checkTranslation(kind.english(), kind.walk, translationOf(name, locale) ?? {});
};

describe('content translations', () => {
  for (const locale of OTHER_LOCALES) {
    for (const name of CONTENT_KIND_NAMES) {
      if (PENDING[locale].includes(name)) {
        it(`${name} in ${locale}: being translated, so only what is given is checked (no extra keys, no lost placeholders)`, () => {
          const problems = problemsOf(name, locale);
          expect(problems.filter((problem) => !problem.endsWith(': no translation'))).toEqual([]);
          expect(problems.length, `${name} is complete in ${locale}: take it off PENDING`).toBeGreaterThan(0);
        });
      } else {
        it(`${name} in ${locale}: every English text has its translation`, () => {
          expect(problemsOf(name, locale)).toEqual([]);
        });
      }
    }
  }

  it('every kind has English texts to translate', () => {
    for (const name of CONTENT_KIND_NAMES) {
      const kind: ContentKind = CONTENT_KINDS[name];
      expect(kind.english().flatMap((item) => kind.walk(item as Record<string, unknown>)).length, name).toBeGreaterThan(0);
    }
  });
});

describe('the check', () => {
  const walk: Walker = (item) => [
    ...fieldsOf(String(item.id), item, ['title', 'lines']),
    ...((item.steps as Record<string, unknown>[] | undefined) ?? []).flatMap((step) =>
      fieldsOf(`${String(item.id)}/${String(step.id)}`, step, ['hint']),
    ),
  ];
  const english = [{ id: 'a', title: 'Hello {name}!', lines: ['one', 'two'], steps: [{ id: 's', hint: 'Look' }], icon: 'star' }];

  it('passes a complete translation', () => {
    expect(checkTranslation(english, walk, { a: { title: '¡Hola {name}!', lines: ['uno', 'dos'] }, 'a/s': { hint: 'Mira' } })).toEqual([]);
  });

  it('names a missing item, a missing field, a short list, a lost placeholder and extra texts', () => {
    expect(checkTranslation(english, walk, {})).toEqual(['a: no translation', 'a/s: no translation']);
    expect(
      checkTranslation(english, walk, {
        a: { title: '¡Hola!', lines: ['uno'], icon: 'estrella' },
        'a/s': {},
        'a/t': { hint: 'x' },
      }),
    ).toEqual([
      'a.title: drops {name}',
      'a.lines: 1 texts where the English has 2',
      'a.icon: the English has no such text',
      'a/s.hint: no translation',
      'a/t: matches no English item',
    ]);
    expect(checkTranslation(english, walk, { a: { title: ['x'], lines: 'uno' }, 'a/s': { hint: ' ' } })).toEqual([
      'a.title: should be one text',
      'a.lines: should be a list of texts',
      'a/s.hint: empty translation',
    ]);
  });
});

describe('localize', () => {
  const rook = lessonModules.find((module) => module.id === 'the-rook');
  if (!rook) throw new Error('the rook lesson is missing');

  it('gives a lesson in Spanish, steps included, and leaves the English content untouched', () => {
    const es = localize('lessons', rook, 'es');
    expect(es.title).toBe('La torre');
    expect(es.steps[1]?.title).toBe('Derecho hacia arriba');
    expect(es.steps[1]?.instruction).toBe('Sube tu torre hasta la estrella.');
    expect(es.steps.map((step) => step.fen)).toEqual(rook.steps.map((step) => step.fen));
    expect(rook.title).toBe('The Rook');
    expect(localizeText('lessons', 'the-rook', 'title', rook.title, 'es')).toBe('La torre');
  });

  it('gives steps that still fit the step schema (title and text lengths) in every locale', () => {
    for (const locale of OTHER_LOCALES) {
      for (const module of localizeAll('lessons', lessonModules, locale)) {
        for (const step of module.steps) expect(() => lessonStepSchema.parse(step), `${module.id}/${step.id}`).not.toThrow();
      }
    }
  });

  it('gives English back as it is', () => {
    expect(localize('lessons', rook, 'en')).toBe(rook);
    expect(localizeAll('lessons', [rook], 'en')[0]).toBe(rook);
    expect(localizeText('lessons', 'the-rook', 'title', rook.title, 'en')).toBe('The Rook');
  });

  it('keeps the English of a text the locale does not have', () => {
    expect(localize('lessons', { id: 'no-such-lesson', title: 'Nothing' }, 'es')).toEqual({ id: 'no-such-lesson', title: 'Nothing' });
    const rookWithNewStep = { ...rook, steps: [...rook.steps, { ...rook.steps[0]!, id: 'rook-new', title: 'A new step' }] };
    const es = localize('lessons', rookWithNewStep, 'es');
    expect(es.steps.at(-1)?.title).toBe('A new step');
    expect(es.steps[0]?.title).toBe('Conoce la torre');
  });

  it('gives a chapter in Spanish: its spoken lines in order and its challenges', () => {
    const chapter = storyChapters[0];
    if (!chapter) throw new Error('no chapter');
    const es = localize('story', chapter, 'es');
    const texts = translationOf('story', 'es')?.[chapter.id];
    expect(es.title).toBe(texts?.title);
    const lines = es.pages.flatMap((page) => (page.type === 'narrative' ? [page.text] : []));
    expect(lines).toEqual(texts?.text);
    const firstChallenge = es.pages.find((page) => page.type === 'challenge');
    expect(firstChallenge?.type === 'challenge' && firstChallenge.step.title).not.toBe('The king\u2019s first steps');
  });

  it('gives a puzzle imported after the library its Spanish title, mission and hints from the known sentences', () => {
    const library = CONTENT_KINDS.puzzles.english()[0]!;
    const imported = { ...library, id: 'lichess-00000', source: 'lichess' };
    const es = localize('puzzles', imported, 'es');
    expect(es.title).toBe(translationOf('puzzles', 'es')?.[library.id]?.title);
    expect(es.hints).toEqual(translationOf('puzzles', 'es')?.[library.id]?.hints);
    expect(localize('puzzles', { id: 'lichess-1', title: 'A title nobody wrote' }, 'es').title).toBe('A title nobody wrote');
  });

  it('gives a mini challenge its badge in Spanish, from the catalog or from a row', () => {
    const entry = CONTENT_KINDS['mini-challenges'].english().find((item) => item.rewards.badge);
    if (!entry?.rewards.badge) throw new Error('no mini challenge with a badge');
    const badge = translationOf('mini-challenges', 'es')?.[entry.id]?.badge;
    expect(localize('mini-challenges', entry, 'es').rewards.badge).toBe(badge);
    expect(localize('mini-challenges', { id: entry.id, rewardBadge: entry.rewards.badge }, 'es').rewardBadge).toBe(badge);
  });
});
