import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ARENA_POLL_MS } from '@chess-quest/protocol/arenas';
import { useSocketStatus } from '../../lib/socket/connection';
import { pollWhileDisconnected } from '../../lib/socket/requests';
import { arenaQueryOptions, getStandings } from './api/get-arena';
import { useArenaWatch } from './live';
import { useArenaStore, type ArenaLive } from './stores/arena-store';

/** How often a waiting child's screen reads the arena while the socket is up (a missed pairing push shows within this). */
const WAITING_CHECK_MS = 8_000;

/**
 * One arena, live: read over REST when the screen opens (and every ARENA_POLL_MS.arena while
 * the socket is down, which also keeps the child "here" for pairing), watched over the socket
 * otherwise (pushes fold into the store). When a push moved a row across the page's edge, the
 * page is read again.
 */
export function useArena(arenaId: string): { live: ArenaLive | undefined; isError: boolean; refetch: () => void } {
  useArenaWatch(arenaId);
  const status = useSocketStatus();
  const live = useArenaStore((state) => state.byId[arenaId]);
  const waiting = live?.me?.status === 'waiting' && live.arena.status === 'running';
  const query = useQuery({
    ...arenaQueryOptions(arenaId),
    // Without a socket, the spec's rhythm. With one, a child waiting for a partner still reads
    // now and then: a pairing whose push was missed must not leave a child waiting.
    refetchInterval: pollWhileDisconnected(status, ARENA_POLL_MS.arena) || (waiting ? WAITING_CHECK_MS : false),
  });

  // Each REST answer is the whole view: it replaces what the store holds.
  const data = query.data;
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (data) useArenaStore.getState().setView(data.view, updatedAt, data.sentAtMs);
  }, [data, updatedAt]);

  const needsRead = live?.needsRead ?? false;
  const page = live?.standings.page ?? 1;
  useEffect(() => {
    if (!needsRead) return;
    const controller = new AbortController();
    getStandings(arenaId, page, controller.signal).then(
      (read) => useArenaStore.getState().setStandings(read),
      () => undefined, // the next push or poll tries again
    );
    return () => controller.abort();
  }, [arenaId, page, needsRead]);

  return { live, isError: query.isError && !live, refetch: () => void query.refetch() };
}
