import { describe, expect, it } from 'vitest';
import { AI_DIFFICULTIES } from '@chess-quest/protocol/ai-chess';
import { placeholders } from '../../content/i18n/slots';
import { THEME_WORDS } from './insight-rules';
import { aiLevelsEs, insightsEs, insightThemesEs } from './insights.es';

// The Spanish insight templates (issue 27) cover every theme an insight can name and every
// computer level, and use only the values insights.ts has at hand.

const VALUES = ['{streak}', '{topic}', '{misses}', '{of}', '{lesson}', '{level}', '{next}', '{lost}', '{path}', '{paths}'];

describe('Spanish insights', () => {
  it('name every theme of THEME_WORDS and every computer level', () => {
    expect(Object.keys(insightThemesEs).sort()).toEqual(Object.keys(THEME_WORDS).sort());
    expect(Object.keys(aiLevelsEs).sort()).toEqual([...AI_DIFFICULTIES].sort());
  });

  it('give each insight a title, a message and a button, with known placeholders only', () => {
    for (const [kind, fields] of Object.entries(insightsEs)) {
      if (kind === 'join') continue;
      expect(Object.keys(fields).sort(), kind).toEqual(['actionLabel', 'message', 'title']);
      for (const text of Object.values(fields))
        expect(
          placeholders(text).filter((p) => !VALUES.includes(p)),
          kind,
        ).toEqual([]);
    }
  });
});
