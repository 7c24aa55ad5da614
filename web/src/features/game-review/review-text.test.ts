import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { REVIEW_LABELS, type ReviewMove } from '@chess-quest/protocol/game-review';
import {
  betterMoveLine,
  countsSentence,
  labelMeaning,
  labelWord,
  lookAgainPlies,
  moveAnnouncement,
  opponentPhrase,
  reviewTitle,
  sanInWords,
} from './review-text';
import { messages as spanish } from './locales/es.po';

const move = (over: Partial<ReviewMove>): ReviewMove => ({
  ply: 5,
  moveNumber: 3,
  colour: 'white',
  san: 'Nf3',
  uci: 'g1f3',
  from: 'g1',
  to: 'f3',
  fenBefore: '',
  fenAfter: '',
  byChild: true,
  label: 'good',
  sentence: 'A fine developing move.',
  betterSan: null,
  ...over,
});

describe('the review in words', () => {
  it('has a word and a meaning for every label', () => {
    for (const label of REVIEW_LABELS) {
      expect(labelWord(label)).toMatch(/^[A-Z]/);
      expect(labelMeaning(label).length).toBeGreaterThan(0);
    }
    expect(labelWord('missed-win')).toBe('Missed win');
  });

  it('says a move in words', () => {
    expect(sanInWords('Nf3')).toBe('knight to f3');
    expect(sanInWords('exd5')).toBe('pawn takes on d5');
    expect(sanInWords('Qxf7#')).toBe('queen takes on f7, checkmate');
    expect(sanInWords('Bb5+')).toBe('bishop to b5, check');
    expect(sanInWords('O-O')).toBe("castles on the king's side");
    expect(sanInWords('O-O-O+')).toBe("castles on the queen's side, check");
    expect(sanInWords('e8=Q+')).toBe('pawn to e8 and becomes a queen, check');
    expect(sanInWords('Rad1')).toBe('rook to d1');
    expect(sanInWords('??')).toBe('??');
  });

  it('announces the child’s move with its label, sentence and better move', () => {
    const text = moveAnnouncement(move({ label: 'mistake', sentence: 'Your knight was left alone.', betterSan: 'Nc3' }), 'the Easy computer');
    expect(text).toBe('Move 3, White. You played knight to f3. Mistake. Your knight was left alone. A better move was Nc3.');
  });

  it('keeps the better move of the try-again position for later', () => {
    const text = moveAnnouncement(move({ label: 'blunder', sentence: 'The queen was taken.', betterSan: 'Qh7' }), 'Brave Otter', true);
    expect(text).not.toContain('Qh7');
    expect(text).toContain('Blunder.');
  });

  it('announces the opponent’s move without a label, and the start', () => {
    const text = moveAnnouncement(move({ byChild: false, colour: 'black', label: null, sentence: null, san: 'e5' }), 'the Easy computer');
    expect(text).toBe('Move 3, Black. The Easy computer played pawn to e5.');
    expect(moveAnnouncement(null, 'x')).toMatch(/start of the game/);
  });

  it('names the opponent kindly', () => {
    expect(opponentPhrase({ kind: 'ai', opponent: 'Easy computer' })).toBe('the Easy computer');
    expect(reviewTitle({ kind: 'arena', opponent: 'Brave Otter' })).toBe('Your arena game against Brave Otter');
    expect(reviewTitle({ kind: 'live', opponent: 'Brave Otter' })).toBe('Your game against Brave Otter');
  });

  it('sums the game up, what went well first', () => {
    const none = { great: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0, 'missed-win': 0 };
    expect(countsSentence(none)).toMatch(/did not make a move/);
    expect(countsSentence({ ...none, good: 1 })).toBe('Your move was good. Well played!');
    expect(countsSentence({ ...none, good: 3, great: 1 })).toBe('All 4 of your moves were good or great. Well played!');
    expect(countsSentence({ ...none, good: 1, blunder: 1 })).toBe('1 of your 2 moves was good or great, and 1 move is worth a second look.');
    expect(countsSentence({ ...none, good: 5, mistake: 1, inaccuracy: 1 })).toBe(
      '5 of your 7 moves were good or great, and 2 moves are worth a second look.',
    );
  });

  it('stops "next mistake" at the child’s slips only', () => {
    const moves = [
      move({ ply: 1, label: 'good' }),
      move({ ply: 2, byChild: false, label: null }),
      move({ ply: 3, label: 'inaccuracy' }),
      move({ ply: 5, label: 'missed-win' }),
      move({ ply: 7, label: 'great' }),
    ];
    expect(lookAgainPlies(moves)).toEqual([3, 5]);
  });
});

describe('the better move', () => {
  it('is said once: not when the coach’s sentence names it, nor for the try-again move', () => {
    expect(betterMoveLine({ byChild: true, betterSan: 'Nc3', sentence: 'There was a stronger one.' })).toBe(true);
    expect(betterMoveLine({ byChild: true, betterSan: 'Nc3', sentence: 'A better move was Nc3.' })).toBe(false);
    expect(betterMoveLine({ byChild: true, betterSan: 'Nc3', sentence: 'There was a stronger one.' }, true)).toBe(false);
    expect(betterMoveLine({ byChild: true, betterSan: null, sentence: 'Fine.' })).toBe(false);
    expect(betterMoveLine({ byChild: false, betterSan: 'Nc3', sentence: null })).toBe(false);
  });
});

describe('the review in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('says moves, labels, the computer and the sum-up in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(sanInWords('Nxf3+')).toBe('caballo captura en f3, jaque');
    expect(sanInWords('e8=Q#')).toBe('peón a e8 y se convierte en dama, jaque mate');
    expect(sanInWords('O-O')).toBe('enroque corto');
    expect(labelWord('blunder')).toBe('Error grave');
    expect(opponentPhrase({ kind: 'ai', opponent: 'Easy computer' })).toBe('la computadora de nivel Fácil');
    expect(moveAnnouncement(move({ colour: 'black', byChild: false, san: 'e5', label: null, sentence: null }), 'la computadora de nivel Fácil')).toBe(
      'Jugada 3, negras. La computadora de nivel Fácil jugó peón a e5.',
    );
    expect(countsSentence({ great: 0, good: 1, inaccuracy: 0, mistake: 0, blunder: 1, 'missed-win': 0 })).toBe(
      '1 de tus 2 jugadas fue buena o muy buena, y 1 jugada merece otra mirada.',
    );
  });
});
