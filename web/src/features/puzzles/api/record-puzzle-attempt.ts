import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PuzzleAttemptBody, PuzzleAttemptResponse } from '@chess-quest/protocol/puzzles';
import { apiJson } from '../../../lib/api-client';
import { progressKeys, puzzleKeys } from '../../../api/query-keys';

export interface RecordPuzzleAttemptInput {
  puzzleId: string;
  body: PuzzleAttemptBody;
}

/**
 * POST /api/user/puzzles/:id/attempt {solved, attempts, solvedAt, moves} → the record and the
 * points awarded (403 when a free account has used its puzzles for today).
 */
export function recordPuzzleAttempt({ puzzleId, body }: RecordPuzzleAttemptInput): Promise<PuzzleAttemptResponse> {
  return apiJson<PuzzleAttemptResponse>('POST', `/api/user/puzzles/${encodeURIComponent(puzzleId)}/attempt`, body);
}

export function useRecordPuzzleAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPuzzleAttempt,
    // Spec §7: on success, user puzzles and user progress are refetched.
    // Not awaited, so the child's toast does not wait for the lists.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: puzzleKeys.user() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.user() });
    },
  });
}
