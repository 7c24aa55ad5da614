import { describe, expect, it } from 'vitest';
import { findStrengths, findTopicsToPractise, weeklySummary, type WeekFacts } from './insights';

// The parent's insights in the reader's language (issue 27): the same facts make Spanish sentences.

const tries = [
  ...Array.from({ length: 3 }, () => ({ themes: ['fork'], clean: true })),
  ...Array.from({ length: 3 }, () => ({ themes: ['pin'], clean: false })),
];
const facts: WeekFacts = {
  firstName: 'Ana',
  days: [600, 0, 1200, 0, 0, 0, 60].map((seconds) => ({ seconds, played: seconds > 0 })),
  recommended: { min: 15, max: 30 },
  puzzlesSolved: 3,
  puzzlesTried: 1,
  lessonsPractised: 1,
  chaptersPractised: 2,
  gamesPlayed: 2,
  gamesWon: 1,
  achievementsEarned: 1,
  streak: 3,
};

describe('parent insights in Spanish', () => {
  it('writes the week in Spanish, with Spanish plurals', () => {
    expect(weeklySummary(facts, 'es')).toEqual([
      'Ana jugó 3 días esta semana, 31 minutos en total: alrededor de 10 minutos al día, un poco menos de los 15-30 minutos que recomendamos para esta edad.',
      'Aprendizaje: trabajó en 1 lección y 2 capítulos de la historia.',
      'Problemas: resolvió 3 en 1 intento.',
      'Partidas: jugó 2 partidas y ganó 1.',
      'Logros nuevos: 1. ¡Merece chocar los cinco!',
      'Ana lleva una racha de 3 días.',
    ]);
    expect(
      weeklySummary(
        {
          ...facts,
          days: facts.days.map(() => ({ seconds: 0, played: false })),
          puzzlesTried: 0,
          lessonsPractised: 0,
          chaptersPractised: 0,
          gamesPlayed: 0,
        },
        'es',
      ),
    ).toEqual(['Ana no jugó a Chess Quest en los últimos 7 días.']);
  });

  it('names strengths and topics in Spanish, with the lesson title given', () => {
    const lessons = [
      { title: '¡Jaque!', completed: true, stepStars: [3, 3] },
      { title: 'El enroque', completed: false, stepStars: [2, 0] },
    ];
    expect(findStrengths(tries, lessons, 'es')).toEqual([
      'Problemas de horquillas (atacar dos piezas a la vez): 3 resueltos al primer intento.',
      'Terminó la lección “¡Jaque!” con muchas estrellas.',
    ]);
    expect(findTopicsToPractise(tries, lessons, 'es')).toEqual([
      'Problemas de clavadas: 3 necesitaron más de un intento.',
      'Terminar la lección “El enroque”, que está a medias.',
    ]);
  });

  it('keeps the English sentences as they were', () => {
    expect(weeklySummary(facts)[0]).toBe(
      'Ana played on 3 days this week, 31 minutes in all: about 10 minutes a day, a little under the 15-30 minutes we suggest for this age.',
    );
    expect(weeklySummary(facts, 'en')[2]).toBe('Puzzles: 3 solved out of 1 try.');
  });
});
