import type { Termination } from '@chess-quest/protocol/ai-chess';
import { formatClock, GENTLE_MAX_CHANGE, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';

type Color = 'white' | 'black';
type Ending = Pick<MultiplayerGame, 'gameStatus' | 'result' | 'termination' | 'whitePlayerName' | 'blackPlayerName'>;

export const colorName = (color: Color) => (color === 'white' ? 'White' : 'Black');
const other = (color: Color): Color => (color === 'white' ? 'black' : 'white');

const winnerOf = (game: Pick<MultiplayerGame, 'result'>): Color | null =>
  game.result === 'white_wins' ? 'white' : game.result === 'black_wins' ? 'black' : null;

/**
 * The result as a title. A player hears it from their own side, kindly ("You won!", "Good
 * game! You lost this one."); a watching parent hears which colour won.
 */
export function resultTitle(game: Pick<MultiplayerGame, 'gameStatus' | 'result'>, viewer: Color | null = null): string | null {
  if (game.gameStatus === 'active') return null;
  if (game.gameStatus === 'aborted') return 'Game called off';
  const winner = winnerOf(game);
  if (game.result === 'draw') return viewer ? "It's a draw. Good game!" : "It's a draw!";
  if (!winner) return 'Game over';
  if (viewer === null) return `${colorName(winner)} wins!`;
  return winner === viewer ? 'You won! Great game!' : 'Good game! You lost this one.';
}

/**
 * The result as a parent watching their own child reads it: by the child's first name, kindly
 * ("Ruby lost this one — good game!"). The name is the family's own, from the parent's session
 * on the child's account: it is never sent to, nor shown to, another player.
 */
export function watcherResultTitle(game: Pick<MultiplayerGame, 'gameStatus' | 'result'>, child: { firstName: string; color: Color }): string | null {
  if (game.gameStatus === 'active') return null;
  if (game.gameStatus === 'aborted') return 'Game called off';
  if (game.result === 'draw') return `${child.firstName} drew this one — good game!`;
  const winner = winnerOf(game);
  if (!winner) return 'Game over';
  return winner === child.color ? `${child.firstName} won — great game!` : `${child.firstName} lost this one — good game!`;
}

/** How the game ended, in words a 6-year-old can read; from the player's side when `viewer` plays. */
export function endingSentence(game: Ending, viewer: Color | null = null): string {
  const names = { white: game.whitePlayerName, black: game.blackPlayerName };
  const winner = winnerOf(game);
  const loser = winner ? other(winner) : null;
  const who = (color: Color) => (color === viewer ? 'you' : viewer ? names[color] : `${names[color]} (${colorName(color)})`);
  const Who = (color: Color) => who(color).charAt(0).toUpperCase() + who(color).slice(1);
  const whose = (color: Color) => (color === viewer ? 'your' : `${who(color)}'s`);
  const byTermination: Record<Termination, string> = {
    checkmate: winner && loser ? `Checkmate! ${Who(winner)} trapped ${viewer ? whose(loser) : 'the'} king.` : 'Checkmate!',
    timeout: loser ? `Time ran out for ${who(loser)}.` : 'Time ran out.',
    resignation: loser ? `${Who(loser)} resigned.` : 'A player resigned.',
    abandonment: loser ? `${Who(loser)} left the game.` : 'A player left the game.',
    agreement: 'Both players agreed to a draw.',
    stalemate: 'Stalemate: the player to move had no legal move, but was not in check.',
    threefold: 'The same position came three times.',
    fifty_moves: '50 moves passed with no capture and no pawn move.',
    insufficient_material: 'Nobody has enough pieces left to checkmate.',
  };
  if (game.gameStatus === 'aborted') return calledOffSentence(game);
  const lost = viewer !== null && loser === viewer;
  const cheer = lost ? ' Every game teaches you something. Play again soon!' : '';
  return game.termination ? byTermination[game.termination] + cheer : '';
}

/** Why a game was called off before it began: a player pressed Abort, or the first move never came. */
function calledOffSentence(game: Pick<MultiplayerGame, 'termination'>): string {
  const noHarm = 'Nobody wins or loses, and ratings stay the same.';
  if (game.termination === 'resignation') return `The game was called off before it really began. ${noHarm}`;
  return `The first move did not come in time, so the game was called off. ${noHarm}`;
}

/** Whose turn it is, from the viewer's side: 'Your turn', "Opponent's turn", or for a spectator 'White to move'. */
export function turnText(game: Pick<MultiplayerGame, 'gameStatus' | 'currentTurn' | 'result'>, viewerColor: Color | null): string {
  if (game.gameStatus !== 'active') return resultTitle(game, viewerColor) ?? '';
  if (viewerColor === null) return `${colorName(game.currentTurn)} to move`;
  return game.currentTurn === viewerColor ? 'Your turn' : "Opponent's turn";
}

/**
 * While the side to move has not made its first move: its clock waits, and the game is
 * called off if the move does not come in time. Null once both sides have moved.
 */
export function firstMoveText(
  game: Pick<MultiplayerGame, 'gameStatus' | 'currentTurn' | 'firstMoveDeadline'>,
  viewerColor: Color | null,
  nowMs: number,
): string | null {
  if (game.gameStatus !== 'active' || !game.firstMoveDeadline) return null;
  const left = formatClock(Math.max(0, Date.parse(game.firstMoveDeadline) - nowMs) / 1000);
  if (game.currentTurn === viewerColor) return `Your clock starts after your first move. Make it within ${left}!`;
  const side = viewerColor === null ? colorName(game.currentTurn) : 'Your opponent';
  return `${side} has ${left} to make a first move, or the game is called off.`;
}

/** The rating line of the result banner: no number while provisional, no big jump shown. */
export function ratingText(before: number, after: number | null, provisional: boolean): string | null {
  if (after === null) return null;
  if (provisional) return 'You are still finding your level: your rating appears after a few more games.';
  // The last provisional game may move it far: that is the first number the child sees.
  if (Math.abs(after - before) > GENTLE_MAX_CHANGE) return `Your rating is ready: ${after}!`;
  const change = after - before;
  return `Your rating: ${before} → ${after} (${change >= 0 ? '+' : ''}${change})`;
}

/** Spec §2 My Games: the game's status as a word. */
export function statusLabel(game: Pick<MultiplayerGame, 'gameStatus'>): string {
  if (game.gameStatus === 'active') return 'Active';
  return game.gameStatus === 'finished' ? 'Finished' : 'Called off';
}
