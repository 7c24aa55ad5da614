import { describe, expect, it } from 'vitest';
import { skillSentenceIn } from './skill-sentences';

// The stored English skill sentences said in the reader's language (issue 27).

describe('skill sentences in Spanish', () => {
  it('says each kind of sentence in Spanish, with the skill and lesson names in Spanish', () => {
    expect(skillSentenceIn('You solve puzzles about forks on the first try 80% of the time.', 'es')).toBe(
      'Resuelves los problemas de horquillas al primer intento el 80 % de las veces.',
    );
    expect(skillSentenceIn('Puzzles about pins and skewers often need another try.', 'es')).toBe(
      'Los problemas de clavadas y enfiladas a menudo necesitan otro intento.',
    );
    expect(skillSentenceIn("Finish the lesson 'Castling'.", 'es')).toBe('Termina la lección “El enroque”.');
    expect(skillSentenceIn("Three stars in every step of 'The Rook'.", 'es')).toBe('Tres estrellas en cada paso de “La torre”.');
    expect(skillSentenceIn('You castled in 3 of your last 5 games.', 'es')).toBe('Enrocaste en 3 de tus últimas 5 partidas.');
    expect(skillSentenceIn('Castle early to keep your king safe.', 'es')).toBe('Enroca pronto para poner a salvo a tu rey.');
    expect(skillSentenceIn('You ran out of time in 2 of 4 live games: keep an eye on your clock.', 'es')).toBe(
      'Te quedaste sin tiempo en 2 de 4 partidas en vivo: no pierdas de vista tu reloj.',
    );
  });

  it('keeps English, and a sentence no template knows, as they are', () => {
    expect(skillSentenceIn("Finish the lesson 'Castling'.", 'en')).toBe("Finish the lesson 'Castling'.");
    expect(skillSentenceIn('Something new.', 'es')).toBe('Something new.');
  });
});
