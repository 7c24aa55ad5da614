import { useEffect } from 'react';
import { arenaMePushSchema, arenaStandingsPushSchema, arenaUpdatePushSchema, arenaViewSchema, type ArenaView } from '@chess-quest/protocol/arenas';
import { socketWith, validated, type ChessSocket, type LivePart } from '../../lib/socket/connection';
import { ACK_TIMEOUT_MS } from '../../lib/socket/requests';
import { useArenaStore } from './stores/arena-store';

/** The arenas this tab's screens watch: watched again, and read whole, on every connection. */
const watched = new Map<string, number>();

/** arena:watch: joins the arena's room (the child counts as here and is paired) and answers the whole view. */
async function watchArena(socket: ChessSocket, arenaId: string): Promise<ArenaView | null> {
  try {
    const result: unknown = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('arena:watch', { arenaId });
    const ack = result as { ok: boolean; data?: unknown };
    if (!ack.ok) return null;
    const parsed = arenaViewSchema.safeParse(ack.data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // no answer in time: the REST read (polled while disconnected) keeps the screen current
  }
}

async function watchAndRead(socket: ChessSocket, arenaId: string): Promise<void> {
  const sentAtMs = Date.now();
  const view = await watchArena(socket, arenaId);
  if (view && watched.has(arenaId)) useArenaStore.getState().setView(view, Date.now(), sentAtMs);
}

/**
 * The arenas' live part: the standings rows that changed, the arena's status (countdown,
 * running, ending, the podium) and my own state (paired: the game to open). A connection
 * (a reconnect too) watches every arena on screen again; its answer is the whole view, so
 * pushes missed while away are read then.
 */
export const arenasLive: LivePart = {
  name: 'arenas',
  attach(socket) {
    const store = () => useArenaStore.getState();
    socket.on(
      'arena:standings',
      validated(arenaStandingsPushSchema, 'arena:standings', (push) => store().applyStandings(push)),
    );
    socket.on(
      'arena:update',
      validated(arenaUpdatePushSchema, 'arena:update', (arena) => store().applySummary(arena)),
    );
    socket.on(
      'arena:me',
      validated(arenaMePushSchema, 'arena:me', (me) => store().applyMe(me)),
    );
  },
  onConnect(socket) {
    for (const arenaId of watched.keys()) void watchAndRead(socket, arenaId);
  },
};

/** Watches an arena while the screen shows it: its pushes reach the store, and the child is paired while here. */
export function useArenaWatch(arenaId: string): void {
  useEffect(() => {
    watched.set(arenaId, (watched.get(arenaId) ?? 0) + 1);
    const socket = socketWith(arenasLive);
    if (socket.connected) void watchAndRead(socket, arenaId);
    return () => {
      const left = (watched.get(arenaId) ?? 1) - 1;
      if (left > 0) watched.set(arenaId, left);
      else {
        watched.delete(arenaId);
        if (socket.connected) socket.emit('arena:unwatch', { arenaId });
      }
    };
  }, [arenaId]);
}
