import { describe, expect, it } from 'vitest';
import { childMoveCount, endingSentence, finishedToastTitle, historyLabel, summarySentence, summaryTitle } from './game-outcome';

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
