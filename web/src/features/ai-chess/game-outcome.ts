import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { i18n } from '../../lib/i18n';

// The words of a game's ending, in the language the app shows (call while rendering).

/** Spec §8: the toast title when a game ends. */
export function finishedToastTitle(result: NonNullable<AiGame['gameResult']>): string {
  switch (result) {
    case 'white_wins':
      return i18n._(msg`White wins!`);
    case 'black_wins':
      return i18n._(msg`Black wins!`);
    case 'draw':
      return i18n._(msg`It's a draw!`);
    case 'abandoned':
      return i18n._(msg`Game abandoned`);
  }
}

export type HistoryResult = 'victory' | 'draw' | 'defeat';

/** Spec §2 Game History: a victory, a draw or a defeat, from the child's side. */
export function historyResult(game: Pick<AiGame, 'gameResult' | 'winner'>): HistoryResult {
  if (game.winner === 'player') return 'victory';
  if (game.winner === 'ai') return 'defeat';
  return game.gameResult === 'draw' ? 'draw' : 'defeat';
}

const HISTORY_LABEL_TEXTS: Readonly<Record<HistoryResult, MessageDescriptor>> = {
  victory: msg`Victory`,
  draw: msg`Draw`,
  defeat: msg`Defeat`,
};

/** Spec §2 Game History: Victory, Draw or Defeat, in words. */
export function historyLabel(game: Pick<AiGame, 'gameResult' | 'winner'>): string {
  return i18n._(HISTORY_LABEL_TEXTS[historyResult(game)]);
}

const TERMINATION_TEXT: Record<NonNullable<AiGame['termination']>, MessageDescriptor> = {
  checkmate: msg`by checkmate`,
  stalemate: msg`by stalemate: the side to move had no legal move but was not in check`,
  threefold: msg`because the same position came three times`,
  fifty_moves: msg`because 50 moves passed with no capture and no pawn move`,
  insufficient_material: msg`because nobody has enough pieces left to checkmate`,
  resignation: msg`by resignation`,
  agreement: msg`by agreement`,
  timeout: msg`on time`,
  abandonment: msg`because the game was abandoned`,
};

/** A short sentence a child can read about how the game ended. */
export function endingSentence(game: Pick<AiGame, 'gameResult' | 'winner' | 'termination'>): string {
  if (game.termination === 'resignation' && game.winner === 'ai') return i18n._(msg`You resigned, so the computer won this one.`);
  const how = game.termination ? i18n._(TERMINATION_TEXT[game.termination]) : '';
  if (game.winner === 'player') return i18n._(msg`You won ${how}!`);
  if (game.winner === 'ai') return i18n._(msg`The computer won ${how}.`);
  return i18n._(msg`Draw ${how}.`);
}

/**
 * The after-game summary's title, from the child's side and kindly, in the live games' words
 * (multiplayer/game-text.ts): a loss is "Good game! You lost this one.", never a bare "Defeat".
 */
export function summaryTitle(game: Pick<AiGame, 'gameResult' | 'winner'>): string {
  if (game.winner === 'player') return i18n._(msg`You won! Great game!`);
  if (game.winner === 'ai') return i18n._(msg`Good game! You lost this one.`);
  if (game.gameResult === 'draw') return i18n._(msg`It's a draw. Good game!`);
  return i18n._(msg`Game over`);
}

/** The summary's sentence: how it ended, and after a loss a word of cheer (as the live games say). */
export function summarySentence(game: Pick<AiGame, 'gameResult' | 'winner' | 'termination'>): string {
  const ending = endingSentence(game);
  if (game.winner !== 'ai') return ending;
  return i18n._(msg`${ending} Every game teaches you something.`);
}

/** How many of the game's moves the child made (the computer made the others). */
export function childMoveCount(game: Pick<AiGame, 'moves' | 'playerColor'>): number {
  const plies = game.moves.length;
  return game.playerColor === 'white' ? Math.ceil(plies / 2) : Math.floor(plies / 2);
}
