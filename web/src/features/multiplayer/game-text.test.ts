import { describe, expect, it } from 'vitest';
import { endingSentence, resultTitle, statusLabel, turnText } from './game-text';

const names = { whitePlayerName: 'BraveOtter12', blackPlayerName: 'QuickFox7' };

describe('multiplayer game text', () => {
  it('titles an ending as the spec words it', () => {
    expect(resultTitle({ gameStatus: 'finished', result: 'white_wins' })).toBe('White wins!');
    expect(resultTitle({ gameStatus: 'finished', result: 'black_wins' })).toBe('Black wins!');
    expect(resultTitle({ gameStatus: 'finished', result: 'draw' })).toBe("It's a draw!");
    expect(resultTitle({ gameStatus: 'aborted', result: null })).toBe('Game abandoned');
    expect(resultTitle({ gameStatus: 'active', result: null })).toBeNull();
  });

  it('says how it ended in kid words, naming the right player', () => {
    const ended = (result: 'white_wins' | 'black_wins' | 'draw', termination: 'checkmate' | 'timeout' | 'resignation' | 'agreement') =>
      endingSentence({ ...names, gameStatus: 'finished', result, termination });
    expect(ended('black_wins', 'checkmate')).toBe('Checkmate! QuickFox7 (Black) trapped the king.');
    expect(ended('white_wins', 'timeout')).toBe('Time ran out for QuickFox7 (Black).');
    expect(ended('black_wins', 'resignation')).toBe('BraveOtter12 (White) resigned.');
    expect(ended('draw', 'agreement')).toBe('Both players agreed to a draw.');
  });

  it('tells a player whose turn it is, and a spectator which colour moves', () => {
    const game = { gameStatus: 'active' as const, currentTurn: 'black' as const, result: null };
    expect(turnText(game, 'black')).toBe('Your turn');
    expect(turnText(game, 'white')).toBe("Opponent's turn");
    expect(turnText(game, null)).toBe('Black to move');
    expect(turnText({ gameStatus: 'finished', currentTurn: 'white', result: 'black_wins' }, 'white')).toBe('Black wins!');
  });

  it('names a game status for the My Games card', () => {
    expect(statusLabel({ gameStatus: 'active' })).toBe('Active');
    expect(statusLabel({ gameStatus: 'finished' })).toBe('Finished');
    expect(statusLabel({ gameStatus: 'aborted' })).toBe('Abandoned');
  });
});
