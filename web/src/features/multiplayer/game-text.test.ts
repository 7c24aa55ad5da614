import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { GENTLE_MAX_CHANGE } from '@chess-quest/protocol/multiplayer';
import { messages as spanish } from './locales/es.po';
import { challengeMessageText } from './challenge-message';
import { endingSentence, firstMoveText, ratingText, resultTitle, statusLabel, turnText, watcherResultTitle } from './game-text';

const names = { whitePlayerName: 'BraveOtter12', blackPlayerName: 'QuickFox7' };

describe('multiplayer game text', () => {
  it('titles an ending from the player’s side, kindly, and by colour for a watching parent', () => {
    expect(resultTitle({ gameStatus: 'finished', result: 'white_wins' }, 'white')).toBe('You won! Great game!');
    expect(resultTitle({ gameStatus: 'finished', result: 'white_wins' }, 'black')).toBe('Good game! You lost this one.');
    expect(resultTitle({ gameStatus: 'finished', result: 'draw' }, 'black')).toBe("It's a draw. Good game!");
    expect(resultTitle({ gameStatus: 'finished', result: 'black_wins' })).toBe('Black wins!');
    expect(resultTitle({ gameStatus: 'finished', result: 'draw' })).toBe("It's a draw!");
    expect(resultTitle({ gameStatus: 'aborted', result: null }, 'white')).toBe('Game called off');
    expect(resultTitle({ gameStatus: 'active', result: null }, 'white')).toBeNull();
  });

  it('titles an ending for a parent watching their own child, by the child’s first name', () => {
    const child = { firstName: 'Ruby', color: 'white' as const };
    expect(watcherResultTitle({ gameStatus: 'finished', result: 'black_wins' }, child)).toBe('Ruby lost this one — good game!');
    expect(watcherResultTitle({ gameStatus: 'finished', result: 'white_wins' }, child)).toBe('Ruby won — great game!');
    expect(watcherResultTitle({ gameStatus: 'finished', result: 'draw' }, child)).toBe('Ruby drew this one — good game!');
    expect(watcherResultTitle({ gameStatus: 'aborted', result: null }, child)).toBe('Game called off');
    expect(watcherResultTitle({ gameStatus: 'active', result: null }, child)).toBeNull();
  });

  it('says how it ended in kid words, from the player’s side or naming both for a parent', () => {
    const ended = (
      result: 'white_wins' | 'black_wins' | 'draw',
      termination: 'checkmate' | 'timeout' | 'resignation' | 'agreement',
      viewer: 'white' | 'black' | null = null,
    ) => endingSentence({ ...names, gameStatus: 'finished', result, termination }, viewer);
    expect(ended('black_wins', 'checkmate')).toBe('Checkmate! QuickFox7 (Black) trapped the king.');
    expect(ended('black_wins', 'checkmate', 'black')).toBe("Checkmate! You trapped BraveOtter12's king.");
    expect(ended('black_wins', 'checkmate', 'white')).toBe(
      'Checkmate! QuickFox7 trapped your king. Every game teaches you something. Play again soon!',
    );
    expect(ended('white_wins', 'timeout')).toBe('Time ran out for QuickFox7 (Black).');
    expect(ended('white_wins', 'timeout', 'black')).toMatch(/^Time ran out for you\. Every game/);
    expect(ended('black_wins', 'resignation', 'black')).toBe('BraveOtter12 resigned.');
    expect(ended('draw', 'agreement', 'white')).toBe('Both players agreed to a draw.');
    expect(endingSentence({ ...names, gameStatus: 'aborted', result: null, termination: null }, 'white')).toMatch(
      /first move did not come.*called off.*ratings stay the same/,
    );
    expect(endingSentence({ ...names, gameStatus: 'aborted', result: null, termination: 'timeout' }, 'white')).toMatch(
      /^The first move did not come in time/,
    );
    expect(endingSentence({ ...names, gameStatus: 'aborted', result: null, termination: 'resignation' }, 'black')).toBe(
      'The game was called off before it really began. Nobody wins or loses, and ratings stay the same.',
    );
  });

  it('tells a player whose turn it is, and a spectator which colour moves', () => {
    const game = { gameStatus: 'active' as const, currentTurn: 'black' as const, result: null };
    expect(turnText(game, 'black')).toBe('Your turn');
    expect(turnText(game, 'white')).toBe("Opponent's turn");
    expect(turnText(game, null)).toBe('Black to move');
    expect(turnText({ gameStatus: 'finished', currentTurn: 'white', result: 'black_wins' }, 'white')).toBe('Good game! You lost this one.');
  });

  it('counts down the first-move timer until both sides have moved', () => {
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const game = { gameStatus: 'active' as const, currentTurn: 'white' as const, firstMoveDeadline: '2026-03-01T10:00:45.000Z' };
    expect(firstMoveText(game, 'white', now)).toBe('Your clock starts after your first move. Make it within 0:45!');
    expect(firstMoveText(game, 'black', now)).toBe('Your opponent has 0:45 to make a first move, or the game is called off.');
    expect(firstMoveText(game, null, now)).toMatch(/^White has 0:45/);
    expect(firstMoveText({ ...game, firstMoveDeadline: null }, 'white', now)).toBeNull();
  });

  it('hides a provisional rating and shows a settled one gently', () => {
    expect(ratingText(1000, 838, true)).toMatch(/still finding your level/);
    expect(ratingText(1000, 1000 - GENTLE_MAX_CHANGE, false)).toBe(`Your rating: 1000 → ${1000 - GENTLE_MAX_CHANGE} (-${GENTLE_MAX_CHANGE})`);
    expect(ratingText(1000, 1012, false)).toBe('Your rating: 1000 → 1012 (+12)');
    expect(ratingText(1000, 912, false)).toBe('Your rating is ready: 912!');
    expect(ratingText(1000, null, false)).toBeNull();
  });

  it('names a game status for the My Games card', () => {
    expect(statusLabel({ gameStatus: 'active' })).toBe('Active');
    expect(statusLabel({ gameStatus: 'finished' })).toBe('Finished');
    expect(statusLabel({ gameStatus: 'aborted' })).toBe('Called off');
  });

  it('speaks the child’s language: whole Spanish sentences from the catalogue, and the protocol’s Spanish messages', () => {
    i18n.load('es', spanish);
    i18n.activate('es');
    try {
      const ended = endingSentence({ ...names, gameStatus: 'finished', result: 'black_wins', termination: 'checkmate' }, 'white');
      expect(ended).toBe('¡Jaque mate! QuickFox7 atrapó a tu rey. Cada partida te enseña algo. ¡Vuelve a jugar pronto!');
      expect(endingSentence({ ...names, gameStatus: 'finished', result: 'white_wins', termination: 'timeout' })).toBe(
        'A QuickFox7 (negras) se le acabó el tiempo.',
      );
      expect(turnText({ gameStatus: 'active', currentTurn: 'white', result: null }, null)).toBe('Juegan las blancas');
      expect(ratingText(1000, 1012, false)).toBe('Tu puntuación: 1000 → 1012 (+12)');
      expect(challengeMessageText('Rematch?')).toBe('¿Revancha?');
      expect(challengeMessageText('A message no longer offered')).toBe('A message no longer offered');
    } finally {
      i18n.activate('en');
    }
    expect(challengeMessageText('Rematch?')).toBe('Rematch?');
  });
});
