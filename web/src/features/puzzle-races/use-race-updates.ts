import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { raceSummarySchema, type RaceSummary, type RaceView } from '@chess-quest/protocol/puzzle-races';
import { getSocket } from '../../lib/socket/connection';
import { puzzleRaceKeys } from '../../api/query-keys';

const triedInAll = (race: RaceSummary) => race.players.reduce((sum, p) => sum + p.tried, 0);

/**
 * The next state of the cached race after a `race:update` push: the summary with the child's
 * own puzzle kept (only the child's own answers move it), or null to read the race again (a
 * new race, or its status changed: the puzzle appears or goes). A push older than what is
 * held (answers only add up) changes nothing.
 */
export function mergeRacePush(cached: RaceView | null | undefined, push: RaceSummary): RaceView | null | 'keep' {
  if (!cached || cached.raceId !== push.raceId || cached.status !== push.status) return null;
  if (triedInAll(push) < triedInAll(cached)) return 'keep';
  return { ...push, puzzle: cached.puzzle };
}

/** Keeps the child's race current from the gateway's pushes; after a reconnect the whole race is read again. */
export function useRaceUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const reread = () => void queryClient.invalidateQueries({ queryKey: puzzleRaceKeys.current() });
    const onUpdate = (payload: unknown) => {
      const parsed = raceSummarySchema.safeParse(payload);
      if (!parsed.success) return;
      const next = mergeRacePush(queryClient.getQueryData<RaceView | null>(puzzleRaceKeys.current()), parsed.data);
      if (next === null) reread();
      else if (next !== 'keep') queryClient.setQueryData(puzzleRaceKeys.current(), next);
    };
    socket.on('race:update', onUpdate);
    socket.on('connect', reread);
    return () => {
      socket.off('race:update', onUpdate);
      socket.off('connect', reread);
    };
  }, [queryClient]);
}
