import type { AiGame } from '@chess-quest/protocol/ai-chess';

/** Spec §8: the toast title when a game ends. */
export function finishedToastTitle(result: NonNullable<AiGame['gameResult']>): string {
  switch (result) {
    case 'white_wins':
      return 'White wins!';
    case 'black_wins':
      return 'Black wins!';
    case 'draw':
      return "It's a draw!";
    case 'abandoned':
      return 'Game abandoned';
  }
}

/** Spec §2 Game History: Victory, Draw or Defeat, from the child's side. */
export function historyLabel(game: Pick<AiGame, 'gameResult' | 'winner'>): 'Victory' | 'Draw' | 'Defeat' {
  if (game.winner === 'player') return 'Victory';
  if (game.winner === 'ai') return 'Defeat';
  return game.gameResult === 'draw' ? 'Draw' : 'Defeat';
}

const TERMINATION_TEXT: Record<NonNullable<AiGame['termination']>, string> = {
  checkmate: 'by checkmate',
  stalemate: 'by stalemate: the side to move had no legal move but was not in check',
  threefold: 'because the same position came three times',
  fifty_moves: 'because 50 moves passed with no capture and no pawn move',
  insufficient_material: 'because nobody has enough pieces left to checkmate',
  resignation: 'by resignation',
  agreement: 'by agreement',
  timeout: 'on time',
  abandonment: 'because the game was abandoned',
};

/** A short sentence a child can read about how the game ended. */
export function endingSentence(game: Pick<AiGame, 'gameResult' | 'winner' | 'termination'>): string {
  if (game.termination === 'resignation' && game.winner === 'ai') return 'You resigned, so the computer won this one.';
  const how = game.termination ? TERMINATION_TEXT[game.termination] : '';
  if (game.winner === 'player') return `You won ${how}!`;
  if (game.winner === 'ai') return `The computer won ${how}.`;
  return `Draw ${how}.`;
}

/**
 * The after-game summary's title, from the child's side and kindly, in the live games' words
 * (multiplayer/game-text.ts): a loss is "Good game! You lost this one.", never a bare "Defeat".
 */
export function summaryTitle(game: Pick<AiGame, 'gameResult' | 'winner'>): string {
  if (game.winner === 'player') return 'You won! Great game!';
  if (game.winner === 'ai') return 'Good game! You lost this one.';
  if (game.gameResult === 'draw') return "It's a draw. Good game!";
  return 'Game over';
}

/** The summary's sentence: how it ended, and after a loss a word of cheer (as the live games say). */
export function summarySentence(game: Pick<AiGame, 'gameResult' | 'winner' | 'termination'>): string {
  const cheer = game.winner === 'ai' ? ' Every game teaches you something.' : '';
  return endingSentence(game) + cheer;
}

/** How many of the game's moves the child made (the computer made the others). */
export function childMoveCount(game: Pick<AiGame, 'moves' | 'playerColor'>): number {
  const plies = game.moves.length;
  return game.playerColor === 'white' ? Math.ceil(plies / 2) : Math.floor(plies / 2);
}
