import { describe, expect, it } from 'vitest';
import { endingSentence, finishedToastTitle, historyLabel } from './game-outcome';

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
});
