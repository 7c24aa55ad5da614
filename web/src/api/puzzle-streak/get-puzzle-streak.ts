import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PuzzleStreakState } from '@chess-quest/protocol/puzzle-streak';
import { apiJson } from '../../lib/api-client';

/** The streak's queries: the run going on, the best, the runs left today. */
export const puzzleStreakKeys = {
  all: ['puzzle-streak'] as const,
  state: () => [...puzzleStreakKeys.all, 'state'] as const,
};

/** Shared: the streak page and the child's progress (the Trainers card) read it. GET /api/puzzle-streak → the run going on (or the last one), the best streak and the runs left today. */
export function getPuzzleStreak(signal?: AbortSignal): Promise<PuzzleStreakState> {
  return apiJson<PuzzleStreakState>('GET', '/api/puzzle-streak', undefined, { signal });
}

export const puzzleStreakQueryOptions = () => queryOptions({ queryKey: puzzleStreakKeys.state(), queryFn: ({ signal }) => getPuzzleStreak(signal) });

export function usePuzzleStreak() {
  return useQuery(puzzleStreakQueryOptions());
}
