import { gameDeltaSchema, multiplayerGameSchema, type GameDelta, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { create } from 'zustand';
import { validated, type ChessSocket, type LivePart } from '../../../lib/socket/connection';
import { ACK_TIMEOUT_MS, socketRequest } from '../../../lib/socket/requests';
import { useGamesStore } from '../stores/games-store';

const CLOCK_PINGS = 3;

/** Server clock minus this browser's clock, in ms, measured with time:ping (0 until measured): the game clocks count with it. */
const useClockStore = create<{ offsetMs: number }>()(() => ({ offsetMs: 0 }));

export function useClockOffset(): number {
  return useClockStore((state) => state.offsetMs);
}

/**
 * Clock offset (server minus browser) from the ping with the shortest round trip, assuming the
 * server read its clock halfway through it.
 */
async function measureClockOffset(target: ChessSocket): Promise<void> {
  let best: { rtt: number; offset: number } | null = null;
  for (let i = 0; i < CLOCK_PINGS && target.connected; i += 1) {
    const sentAt = Date.now();
    try {
      const serverNow = await target.timeout(ACK_TIMEOUT_MS).emitWithAck('time:ping');
      const receivedAt = Date.now();
      const rtt = receivedAt - sentAt;
      if (typeof serverNow === 'number' && (!best || rtt < best.rtt)) best = { rtt, offset: serverNow - (sentAt + rtt / 2) };
    } catch {
      return;
    }
  }
  if (best) useClockStore.setState({ offsetMs: Math.round(best.offset) });
}

/** The whole game over the socket (game:watch also joins its room), kept in the store. */
async function readWholeGame(gameId: string): Promise<MultiplayerGame> {
  const game = await socketRequest('game:watch', { gameId });
  useGamesStore.getState().upsert(game);
  return game;
}

/**
 * A move, draw offer or ending as a delta (decision 028): applied to the game held, or, when
 * a change was missed (or the game is not held yet), the whole game is read again.
 */
function onGameDelta(delta: GameDelta): void {
  if (useGamesStore.getState().applyDelta(delta)) return;
  readWholeGame(delta.id).catch(() => {
    // The REST poll (while disconnected) or the next push brings it.
  });
}

/** The game after the answer to one's own move: the delta applied, else the whole game read again. */
export async function gameAfterDelta(delta: GameDelta, held: MultiplayerGame | undefined): Promise<MultiplayerGame> {
  if (held) useGamesStore.getState().upsert(held);
  if (useGamesStore.getState().applyDelta(delta)) return useGamesStore.getState().byId[delta.id]!;
  return readWholeGame(delta.id);
}

/**
 * The games' live part: a game started (a challenge accepted) and every change to a game
 * watched, kept in the games store; the server's clock measured on every connection.
 */
export const gamesLive: LivePart = {
  name: 'multiplayer.games',
  attach(socket) {
    socket.on(
      'game:started',
      validated(multiplayerGameSchema, 'game:started', (g) => useGamesStore.getState().markStarted(g)),
    );
    socket.on('game:delta', validated(gameDeltaSchema, 'game:delta', onGameDelta));
  },
  onConnect: (socket) => void measureClockOffset(socket),
};
