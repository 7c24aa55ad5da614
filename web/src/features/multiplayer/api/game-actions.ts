import { useMutation, useQueryClient } from '@tanstack/react-query';
import { multiplayerGameSchema, type DrawBody, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { socketRequest, viaSocketOrRest } from '../../../lib/socket/requests';
import { multiplayerKeys } from '../../../api/query-keys';
import { gameAfterDelta } from '../live/games';
import { newerGame } from '../stores/live-merge';
import { useGamesStore } from '../stores/games-store';
import { multiplayerJson } from './multiplayer-request';

const gameUrl = (id: string, action: string) => `/api/multiplayer/games/${id}/${action}`;

/**
 * game:move with the version it was made on (a repeated copy is answered, not applied twice),
 * answered with a delta applied to the game held (`held`); or POST
 * /api/multiplayer/games/:id/move, answered with the whole game, while the socket is down.
 */
export function sendMove(gameId: string, move: string, version: number, held?: MultiplayerGame): Promise<MultiplayerGame> {
  return viaSocketOrRest(
    async () => gameAfterDelta(await socketRequest('game:move', { gameId, move, version }), held),
    () => multiplayerJson(multiplayerGameSchema, 'POST', gameUrl(gameId, 'move'), { move, version }),
  );
}

export function resignGame(gameId: string): Promise<MultiplayerGame> {
  return viaSocketOrRest(
    () => socketRequest('game:resign', { gameId }),
    () => multiplayerJson(multiplayerGameSchema, 'POST', gameUrl(gameId, 'resign')),
  );
}

export function drawAction(gameId: string, action: DrawBody['action']): Promise<MultiplayerGame> {
  return viaSocketOrRest(
    () => socketRequest('game:draw', { gameId, action }),
    () => multiplayerJson(multiplayerGameSchema, 'POST', gameUrl(gameId, 'draw'), { action }),
  );
}

type GameAction = { kind: 'move'; move: string; version: number } | { kind: 'resign' } | { kind: 'draw'; action: DrawBody['action'] };

/** Every change a player makes to a game; the answer is the new state, kept like a push. */
export function useGameAction(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: GameAction) => {
      if (action.kind === 'move') {
        const held = newerGame(useGamesStore.getState().byId[gameId], queryClient.getQueryData<MultiplayerGame>(multiplayerKeys.game(gameId)));
        return sendMove(gameId, action.move, action.version, held);
      }
      if (action.kind === 'resign') return resignGame(gameId);
      return drawAction(gameId, action.action);
    },
    onSuccess: async (game) => {
      useGamesStore.getState().upsert(game);
      queryClient.setQueryData(multiplayerKeys.game(gameId), game);
      if (game.gameStatus !== 'active') await queryClient.invalidateQueries({ queryKey: multiplayerKeys.games() });
    },
    // Refused: the server's state is the truth, so read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: multiplayerKeys.game(gameId) }),
  });
}
