import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { childMoveCount, endingSentence, finishedToastTitle, historyLabel, summarySentence, summaryTitle } from './game-outcome';
import { messages as spanish } from './locales/es.po';

describe('AI game outcomes', () => {
  it('uses the spec’s toast titles', () => {
    expect(finishedToastTitle('white_wins')).toBe('White wins!');
    expect(finishedToastTitle('black_wins')).toBe('Black wins!');
    expect(finishedToastTitle('draw')).toBe("It's a draw!");
    expect(finishedToastTitle('abandoned')).toBe('Game abandoned');
  });

  it('labels history from the child’s side', () => {
    expect(historyLabel({ gameResult: 'white_wins', winner: 'player' })).toBe('Victory');
    expect(historyLabel({ gameResult: 'white_wins', winner: 'ai' })).toBe('Defeat');
    expect(historyLabel({ gameResult: 'draw', winner: null })).toBe('Draw');
  });

  it('explains the ending in words', () => {
    expect(endingSentence({ gameResult: 'black_wins', winner: 'player', termination: 'checkmate' })).toBe('You won by checkmate!');
    expect(endingSentence({ gameResult: 'draw', winner: null, termination: 'stalemate' })).toMatch(/^Draw by stalemate/);
  });

  it('says a resignation kindly, from the child’s side', () => {
    const resigned = { gameResult: 'black_wins', winner: 'ai', termination: 'resignation' } as const;
    expect(endingSentence(resigned)).toBe('You resigned, so the computer won this one.');
    expect(summaryTitle(resigned)).toBe('Good game! You lost this one.');
    expect(summarySentence(resigned)).toBe('You resigned, so the computer won this one. Every game teaches you something.');
  });

  it('titles every ending of the summary as the live games do', () => {
    expect(summaryTitle({ gameResult: 'white_wins', winner: 'player' })).toBe('You won! Great game!');
    expect(summaryTitle({ gameResult: 'draw', winner: null })).toBe("It's a draw. Good game!");
    expect(summarySentence({ gameResult: 'white_wins', winner: 'player', termination: 'checkmate' })).toBe('You won by checkmate!');
  });

  it('counts the child’s own moves', () => {
    expect(childMoveCount({ moves: ['e4', 'e5', 'Nf3'], playerColor: 'white' })).toBe(2);
    expect(childMoveCount({ moves: ['e4', 'e5', 'Nf3'], playerColor: 'black' })).toBe(1);
    expect(childMoveCount({ moves: [], playerColor: 'white' })).toBe(0);
  });
});

describe('AI game outcomes in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('says the ending, the title and the history label in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const resigned = { gameResult: 'black_wins', winner: 'ai', termination: 'resignation' } as const;
    expect(summarySentence(resigned)).toBe('Abandonaste, así que esta vez ganó la computadora. Cada partida te enseña algo.');
    expect(endingSentence({ gameResult: 'white_wins', winner: 'player', termination: 'checkmate' })).toBe('¡Ganaste por jaque mate!');
    expect(summaryTitle({ gameResult: 'draw', winner: null })).toBe('Tablas. ¡Buena partida!');
    expect(historyLabel({ gameResult: 'white_wins', winner: 'player' })).toBe('Victoria');
    expect(finishedToastTitle('black_wins')).toBe('¡Ganan las negras!');
  });
});
