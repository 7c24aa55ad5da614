import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PuzzleStreakState } from '@chess-quest/protocol/puzzle-streak';
import { apiJson } from '../../../lib/api-client';
import { puzzleStreakKeys } from '../../../api/puzzle-streak/get-puzzle-streak';

/** POST /api/puzzle-streak/runs → the state with the new run (409 while one goes on, 403 when a free account's run of the day is used). */
export function startStreakRun(): Promise<PuzzleStreakState> {
  return apiJson<PuzzleStreakState>('POST', '/api/puzzle-streak/runs');
}

export function useStartStreakRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStreakRun,
    onSuccess: (state) => queryClient.setQueryData(puzzleStreakKeys.state(), state),
  });
}
