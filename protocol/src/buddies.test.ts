import { describe, expect, it } from 'vitest';
import { BUDDIES, BUDDY_IDS, BUDDY_MESSAGES_BY_LOCALE, BUDDY_TEXTS, buddyLine, buddyTexts, buddyUnlockText } from './buddies';
import { LOCALES } from './locales';

describe('buddies in every language', () => {
  it('has every character with as many lines as the English, each one written', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(BUDDY_TEXTS[locale]).sort()).toEqual([...BUDDY_IDS].sort());
      for (const id of BUDDY_IDS) {
        const english = BUDDIES[id];
        const texts = buddyTexts(id, locale);
        // The name stays: the translation starts with the character's English first name.
        expect(texts.name.split(' ')[0]).toBe(english.name.split(' ')[0]);
        expect(texts.styleText.trim()).not.toBe('');
        expect(texts.startLines).toHaveLength(english.startLines.length);
        for (const ending of ['childWon', 'childLost', 'draw'] as const) expect(texts.endLines[ending]).toHaveLength(english.endLines[ending].length);
        for (const line of [...texts.startLines, ...Object.values(texts.endLines).flat()]) expect(line.trim()).not.toBe('');
      }
    }
  });

  it('says the Spanish lines in Spanish, none left in English', () => {
    for (const id of BUDDY_IDS) {
      const en = buddyTexts(id, 'en');
      const es = buddyTexts(id, 'es');
      expect(es.name).not.toBe(en.name);
      expect(es.styleText).not.toBe(en.styleText);
      const english = [...en.startLines, ...Object.values(en.endLines).flat()];
      const spanish = [...es.startLines, ...Object.values(es.endLines).flat()];
      spanish.forEach((line, i) => {
        expect(line).not.toBe(english[i]);
        expect(line).not.toMatch(/\b(the|you|game|play|well|my|good)\b/i);
      });
    }
  });

  it('picks the same line for a seed in both languages', () => {
    const seed = 7;
    const en = buddyLine(buddyTexts('hugo').startLines, seed);
    const es = buddyLine(buddyTexts('hugo', 'es').startLines, seed);
    expect(buddyTexts('hugo').startLines.indexOf(en)).toBe(buddyTexts('hugo', 'es').startLines.indexOf(es));
    expect(buddyTexts('hugo')).toEqual({
      name: BUDDIES.hugo.name,
      styleText: BUDDIES.hugo.styleText,
      startLines: BUDDIES.hugo.startLines,
      endLines: BUDDIES.hugo.endLines,
    });
  });

  it('has the messages in Spanish, keeping the chapter and the names it is given', () => {
    const es = BUDDY_MESSAGES_BY_LOCALE.es;
    expect(es.locked('Pippa la Poni', 1, 'La mañana en que se heló el tablero')).toBe(
      'Termina el capítulo 1 de la historia, "La mañana en que se heló el tablero", para conocer a Pippa la Poni.',
    );
    expect(es.chooseOne).not.toBe(BUDDY_MESSAGES_BY_LOCALE.en.chooseOne);
    expect(es.notBoth).not.toBe(BUDDY_MESSAGES_BY_LOCALE.en.notBoth);
    expect(buddyUnlockText({ number: 2, title: 'Rooka’s Straight Roads' })).toBe('Finish story chapter 2, "Rooka’s Straight Roads"');
    expect(buddyUnlockText({ number: 2, title: 'Los caminos rectos de Rooka' }, 'es')).toBe(
      'Termina el capítulo 2 de la historia, "Los caminos rectos de Rooka"',
    );
  });
});
