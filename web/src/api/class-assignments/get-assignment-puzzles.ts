import { useQuery } from '@tanstack/react-query';
import type { AssignmentPuzzleChoices } from '@chess-quest/protocol/class-assignments';
import { apiJson } from '../../lib/api-client';
import { assignmentKeys } from './keys';

/** GET /api/assignment-choices/puzzles?theme= → puzzles of a theme to choose from (easiest first). */
export function getAssignmentPuzzles(theme: string, signal?: AbortSignal): Promise<AssignmentPuzzleChoices> {
  return apiJson<AssignmentPuzzleChoices>('GET', `/api/assignment-choices/puzzles?theme=${encodeURIComponent(theme)}`, undefined, { signal });
}

export function useAssignmentPuzzles(theme: string | null) {
  return useQuery({
    queryKey: assignmentKeys.puzzles(theme ?? ''),
    queryFn: ({ signal }) => getAssignmentPuzzles(theme!, signal),
    enabled: theme !== null && theme !== '',
    staleTime: 10 * 60_000,
  });
}
