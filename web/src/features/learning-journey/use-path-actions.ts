import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { ReviewItem } from '@chess-quest/protocol/learning-journey';
import { toast } from '../../lib/toast';
import { useContinueLearningPath } from './api/continue-learning-path';
import { useStartLearningPath } from './api/start-learning-path';
import { useJourneyTexts } from './texts';

/**
 * Start (spec §8 toasts) and Continue, which opens the screen of the step under way; on the
 * current path with a Review step due (`review`, its first item) it opens that item first.
 */
export function usePathActions() {
  const { t } = useLingui();
  const messages = useJourneyTexts().messages;
  const navigate = useNavigate();
  const start = useStartLearningPath();
  const resume = useContinueLearningPath();
  return {
    busy: start.isPending || resume.isPending,
    start: (pathId: string) =>
      start.mutate(pathId, {
        onSuccess: () => toast({ title: messages.started, description: t`Press Continue to begin the first step.` }),
        onError: () => toast({ title: t`Error`, description: messages.startFailed, variant: 'destructive' }),
      }),
    resume: (pathId: string, review?: ReviewItem) =>
      resume.mutate(pathId, {
        onSuccess: ({ step }) => {
          const reviewTitle = review?.title ?? '';
          const next = step && review ? { title: t`Review: ${reviewTitle}`, href: review.href } : step;
          const nextTitle = next?.title ?? '';
          toast({ title: messages.welcomeBack, description: next ? t`Next: ${nextTitle}` : undefined });
          if (next) void navigate(next.href);
        },
        onError: () => toast({ title: t`Error`, description: t`Failed to continue this path. Please try again.`, variant: 'destructive' }),
      }),
  };
}
