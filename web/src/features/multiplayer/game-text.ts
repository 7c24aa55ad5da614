import type { Termination } from '@chess-quest/protocol/ai-games';
import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';

type Color = 'white' | 'black';
type Ending = Pick<MultiplayerGame, 'gameStatus' | 'result' | 'termination' | 'whitePlayerName' | 'blackPlayerName'>;

export const colorName = (color: Color) => (color === 'white' ? 'White' : 'Black');
const other = (color: Color): Color => (color === 'white' ? 'black' : 'white');

/** Spec §8 toast titles when a game ends. */
export function resultTitle(game: Pick<MultiplayerGame, 'gameStatus' | 'result'>): string | null {
  if (game.gameStatus === 'active') return null;
  if (game.result === 'white_wins') return 'White wins!';
  if (game.result === 'black_wins') return 'Black wins!';
  if (game.result === 'draw') return "It's a draw!";
  return 'Game abandoned';
}

/** How the game ended, in words a 6-year-old can read. */
export function endingSentence(game: Ending): string {
  const names = { white: game.whitePlayerName, black: game.blackPlayerName };
  const winner: Color | null = game.result === 'white_wins' ? 'white' : game.result === 'black_wins' ? 'black' : null;
  const loser = winner ? other(winner) : null;
  const who = (color: Color) => `${names[color]} (${colorName(color)})`;
  const byTermination: Record<Termination, string> = {
    checkmate: winner ? `Checkmate! ${who(winner)} trapped the king.` : 'Checkmate!',
    timeout: loser ? `Time ran out for ${who(loser)}.` : 'Time ran out.',
    resignation: loser ? `${who(loser)} resigned.` : 'A player resigned.',
    abandonment: loser ? `${who(loser)} left the game.` : 'A player left the game.',
    agreement: 'Both players agreed to a draw.',
    stalemate: 'Stalemate: the player to move had no legal move, but was not in check.',
    threefold: 'The same position came three times.',
    fifty_moves: '50 moves passed with no capture and no pawn move.',
    insufficient_material: 'Nobody has enough pieces left to checkmate.',
  };
  if (game.termination) return byTermination[game.termination];
  return game.gameStatus === 'aborted' ? 'The game was stopped before it really began.' : '';
}

/** Whose turn it is, from the viewer's side: 'Your turn', "Opponent's turn", or for a spectator 'White to move'. */
export function turnText(game: Pick<MultiplayerGame, 'gameStatus' | 'currentTurn' | 'result'>, viewerColor: Color | null): string {
  if (game.gameStatus !== 'active') return resultTitle(game) ?? '';
  if (viewerColor === null) return `${colorName(game.currentTurn)} to move`;
  return game.currentTurn === viewerColor ? 'Your turn' : "Opponent's turn";
}

/** Spec §2 My Games: the game's status as a word. */
export function statusLabel(game: Pick<MultiplayerGame, 'gameStatus'>): string {
  if (game.gameStatus === 'active') return 'Active';
  return game.gameStatus === 'finished' ? 'Finished' : 'Abandoned';
}
