import { describe, expect, it } from 'vitest';
import { AI_DIFFICULTIES } from '@chess-quest/protocol/ai-chess';
import { placeholders } from '../../content/i18n/slots';
import { THEME_WORDS } from './insight-rules';
import { insightWords } from './insight-texts';
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

  it('say a stored insight again in Spanish from its kind and values, and keep the English for English or without a kind', () => {
    const row = (kind: string | null, params: Record<string, string | number | string[]> | null) => ({
      title: 'English title',
      message: 'English message.',
      actionLabel: 'English button',
      kind,
      params,
    });
    expect(insightWords(row('streak', { streak: 5, theme: 'fork' }), 'es')).toEqual({
      title: '¡Resolviste 5 problemas de horquilla seguidos!',
      message: 'Todos al primer intento. ¡Sigue así, cada vez se te dan mejor!',
      actionLabel: 'Resuelve otro problema',
    });
    expect(insightWords(row('struggle', { misses: 3, of: 4, theme: 'pin' }), 'es')).toMatchObject({
      message:
        '3 de tus últimos 4 problemas de clavada necesitaron otro intento. La lección “Primeros trucos: horquilla, clavada, enfilada” te puede ayudar.',
      actionLabel: 'Abrir “Primeros trucos: horquilla, clavada, enfilada”',
    });
    expect(insightWords(row('ai-win', { level: 'easy', next: 'medium' }), 'es')).toMatchObject({
      title: '¡Le ganaste a la computadora en el nivel Fácil!',
      message: '¡Qué partida! Cuando quieras, prueba el nivel Medio.',
    });
    expect(insightWords(row('queen-early', { lost: 3, of: 5, lesson: 'piece-values' }), 'es').message).toBe(
      'Te capturaron la dama muy pronto en 3 de tus últimas 5 partidas. La lección “Cuánto valen las piezas” te puede ayudar.',
    );
    const english = { title: 'English title', message: 'English message.', actionLabel: 'English button' };
    expect(insightWords(row('streak', { streak: 5, theme: 'fork' }), 'en')).toEqual(english);
    expect(insightWords(row(null, null), 'es')).toEqual(english);
    expect(insightWords(row('a-kind-from-later', {}), 'es')).toEqual(english);
  });
});
