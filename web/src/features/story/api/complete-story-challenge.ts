import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteStepResponse, StoryChapterDetail } from '@chess-quest/protocol/lessons';
import { apiJson } from '../../../lib/api-client';
import { progressKeys, storyKeys } from '../../../api/query-keys';

export interface CompleteStoryChallengeInput {
  chapterId: string;
  /** Counts challenges only: the chapter's second challenge is 1, whatever page it is on. */
  index: number;
  moves: string[];
}

/**
 * POST /api/story/chapters/:id/challenges/:index/complete {moves} → stars, the chapter's
 * challengeStars (as stepStars), progress and points (400 when the moves do not finish it).
 */
export function completeStoryChallenge({ chapterId, index, moves }: CompleteStoryChallengeInput): Promise<CompleteStepResponse> {
  return apiJson<CompleteStepResponse>('POST', `/api/story/chapters/${encodeURIComponent(chapterId)}/challenges/${index}/complete`, { moves });
}

export function useCompleteStoryChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeStoryChallenge,
    onSuccess: (response, { chapterId }) => {
      queryClient.setQueryData(storyKeys.chapter(chapterId), (chapter: StoryChapterDetail | undefined) =>
        chapter ? { ...chapter, challengeStars: response.stepStars, progress: response.progress, completed: response.completed } : chapter,
      );
      // Not awaited: the child sees the stars at once, the lists catch up behind.
      void queryClient.invalidateQueries({ queryKey: storyKeys.user() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.user() });
    },
  });
}
