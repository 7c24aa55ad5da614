import { useNavigate } from 'react-router';
import { JOURNEY_MESSAGES, type ReviewItem } from '@chess-quest/protocol/learning-journey';
import { toast } from '../../lib/toast';
import { useContinueLearningPath } from './api/continue-learning-path';
import { useStartLearningPath } from './api/start-learning-path';

/**
 * Start (spec §8 toasts) and Continue, which opens the screen of the step under way; on the
 * current path with a Review step due (`review`, its first item) it opens that item first.
 */
export function usePathActions() {
  const navigate = useNavigate();
  const start = useStartLearningPath();
  const resume = useContinueLearningPath();
  return {
    busy: start.isPending || resume.isPending,
    start: (pathId: string) =>
      start.mutate(pathId, {
        onSuccess: () => toast({ title: JOURNEY_MESSAGES.started, description: 'Press Continue to begin the first step.' }),
        onError: () => toast({ title: 'Error', description: JOURNEY_MESSAGES.startFailed, variant: 'destructive' }),
      }),
    resume: (pathId: string, review?: ReviewItem) =>
      resume.mutate(pathId, {
        onSuccess: ({ step }) => {
          const next = step && review ? { title: `Review: ${review.title}`, href: review.href } : step;
          toast({ title: JOURNEY_MESSAGES.welcomeBack, description: next ? `Next: ${next.title}` : undefined });
          if (next) void navigate(next.href);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to continue this path. Please try again.', variant: 'destructive' }),
      }),
  };
}
