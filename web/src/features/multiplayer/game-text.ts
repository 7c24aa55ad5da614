import { msg } from '@lingui/core/macro';
import type { Termination } from '@chess-quest/protocol/ai-chess';
import { formatClock, GENTLE_MAX_CHANGE, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { i18n } from '../../lib/i18n';

type Color = 'white' | 'black';
type Ending = Pick<MultiplayerGame, 'gameStatus' | 'result' | 'termination' | 'whitePlayerName' | 'blackPlayerName'>;

// Texts in the active language (issue 27): these run outside React, so they read the i18n
// instance; the components showing them re-render on a change of language (useLingui).

export const colorName = (color: Color) => (color === 'white' ? i18n._(msg`White`) : i18n._(msg`Black`));
const other = (color: Color): Color => (color === 'white' ? 'black' : 'white');

const winnerOf = (game: Pick<MultiplayerGame, 'result'>): Color | null =>
  game.result === 'white_wins' ? 'white' : game.result === 'black_wins' ? 'black' : null;

/**
 * The result as a title. A player hears it from their own side, kindly ("You won!", "Good
 * game! You lost this one."); a watching parent hears which colour won.
 */
export function resultTitle(game: Pick<MultiplayerGame, 'gameStatus' | 'result'>, viewer: Color | null = null): string | null {
  if (game.gameStatus === 'active') return null;
  if (game.gameStatus === 'aborted') return i18n._(msg`Game called off`);
  const winner = winnerOf(game);
  if (game.result === 'draw') return viewer ? i18n._(msg`It's a draw. Good game!`) : i18n._(msg`It's a draw!`);
  if (!winner) return i18n._(msg`Game over`);
  if (viewer === null) return winner === 'white' ? i18n._(msg`White wins!`) : i18n._(msg`Black wins!`);
  return winner === viewer ? i18n._(msg`You won! Great game!`) : i18n._(msg`Good game! You lost this one.`);
}

/**
 * The result as a parent watching their own child reads it: by the child's first name, kindly
 * ("Ruby lost this one — good game!"). The name is the family's own, from the parent's session
 * on the child's account: it is never sent to, nor shown to, another player.
 */
export function watcherResultTitle(game: Pick<MultiplayerGame, 'gameStatus' | 'result'>, child: { firstName: string; color: Color }): string | null {
  if (game.gameStatus === 'active') return null;
  if (game.gameStatus === 'aborted') return i18n._(msg`Game called off`);
  const firstName = child.firstName;
  if (game.result === 'draw') return i18n._(msg`${firstName} drew this one — good game!`);
  const winner = winnerOf(game);
  if (!winner) return i18n._(msg`Game over`);
  return winner === child.color ? i18n._(msg`${firstName} won — great game!`) : i18n._(msg`${firstName} lost this one — good game!`);
}

/** How the game ended, in words a 6-year-old can read; from the player's side when `viewer` plays. */
export function endingSentence(game: Ending, viewer: Color | null = null): string {
  if (game.gameStatus === 'aborted') return calledOffSentence(game);
  if (!game.termination) return '';
  const winner = winnerOf(game);
  const loser = winner ? other(winner) : null;
  const sentence = byTermination(game.termination, game, viewer, winner, loser);
  const lost = viewer !== null && loser === viewer;
  return lost ? `${sentence} ${i18n._(msg`Every game teaches you something. Play again soon!`)}` : sentence;
}

/** A player by name, with the colour for a watcher who plays neither side ("QuickFox7 (Black)"). */
function playerLabel(game: Ending, color: Color, viewer: Color | null): string {
  const name = color === 'white' ? game.whitePlayerName : game.blackPlayerName;
  if (viewer) return name;
  return color === 'white' ? i18n._(msg`${name} (White)`) : i18n._(msg`${name} (Black)`);
}

/** One whole sentence per ending and side (another language words "you" and "their" its own way). */
function byTermination(termination: Termination, game: Ending, viewer: Color | null, winner: Color | null, loser: Color | null): string {
  switch (termination) {
    case 'checkmate': {
      if (!winner || !loser) return i18n._(msg`Checkmate!`);
      if (viewer === null) {
        const player = playerLabel(game, winner, viewer);
        return i18n._(msg`Checkmate! ${player} trapped the king.`);
      }
      if (winner === viewer) {
        const player = playerLabel(game, loser, viewer);
        return i18n._(msg`Checkmate! You trapped ${player}'s king.`);
      }
      const player = playerLabel(game, winner, viewer);
      return i18n._(msg`Checkmate! ${player} trapped your king.`);
    }
    case 'timeout': {
      if (!loser) return i18n._(msg`Time ran out.`);
      if (loser === viewer) return i18n._(msg`Time ran out for you.`);
      const player = playerLabel(game, loser, viewer);
      return i18n._(msg`Time ran out for ${player}.`);
    }
    case 'resignation': {
      if (!loser) return i18n._(msg`A player resigned.`);
      if (loser === viewer) return i18n._(msg`You resigned.`);
      const player = playerLabel(game, loser, viewer);
      return i18n._(msg`${player} resigned.`);
    }
    case 'abandonment': {
      if (!loser) return i18n._(msg`A player left the game.`);
      if (loser === viewer) return i18n._(msg`You left the game.`);
      const player = playerLabel(game, loser, viewer);
      return i18n._(msg`${player} left the game.`);
    }
    case 'agreement':
      return i18n._(msg`Both players agreed to a draw.`);
    case 'stalemate':
      return i18n._(msg`Stalemate: the player to move had no legal move, but was not in check.`);
    case 'threefold':
      return i18n._(msg`The same position came three times.`);
    case 'fifty_moves':
      return i18n._(msg`50 moves passed with no capture and no pawn move.`);
    case 'insufficient_material':
      return i18n._(msg`Nobody has enough pieces left to checkmate.`);
  }
}

/** Why a game was called off before it began: a player pressed Abort, or the first move never came. */
function calledOffSentence(game: Pick<MultiplayerGame, 'termination'>): string {
  if (game.termination === 'resignation') {
    return i18n._(msg`The game was called off before it really began. Nobody wins or loses, and ratings stay the same.`);
  }
  return i18n._(msg`The first move did not come in time, so the game was called off. Nobody wins or loses, and ratings stay the same.`);
}

/** Whose turn it is, from the viewer's side: 'Your turn', "Opponent's turn", or for a spectator 'White to move'. */
export function turnText(game: Pick<MultiplayerGame, 'gameStatus' | 'currentTurn' | 'result'>, viewerColor: Color | null): string {
  if (game.gameStatus !== 'active') return resultTitle(game, viewerColor) ?? '';
  if (viewerColor === null) return game.currentTurn === 'white' ? i18n._(msg`White to move`) : i18n._(msg`Black to move`);
  return game.currentTurn === viewerColor ? i18n._(msg`Your turn`) : i18n._(msg`Opponent's turn`);
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
  if (game.currentTurn === viewerColor) return i18n._(msg`Your clock starts after your first move. Make it within ${left}!`);
  if (viewerColor !== null) return i18n._(msg`Your opponent has ${left} to make a first move, or the game is called off.`);
  return game.currentTurn === 'white'
    ? i18n._(msg`White has ${left} to make a first move, or the game is called off.`)
    : i18n._(msg`Black has ${left} to make a first move, or the game is called off.`);
}

/** The rating line of the result banner: no number while provisional, no big jump shown. */
export function ratingText(before: number, after: number | null, provisional: boolean): string | null {
  if (after === null) return null;
  if (provisional) return i18n._(msg`You are still finding your level: your rating appears after a few more games.`);
  // The last provisional game may move it far: that is the first number the child sees.
  if (Math.abs(after - before) > GENTLE_MAX_CHANGE) return i18n._(msg`Your rating is ready: ${after}!`);
  const delta = after - before;
  const change = `${delta >= 0 ? '+' : ''}${delta}`;
  return i18n._(msg`Your rating: ${before} → ${after} (${change})`);
}

/** Spec §2 My Games: the game's status as a word. */
export function statusLabel(game: Pick<MultiplayerGame, 'gameStatus'>): string {
  if (game.gameStatus === 'active') return i18n._(msg`Active`);
  return game.gameStatus === 'finished' ? i18n._(msg`Finished`) : i18n._(msg`Called off`);
}
