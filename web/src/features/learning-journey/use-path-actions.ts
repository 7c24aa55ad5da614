import { useNavigate } from 'react-router';
import { JOURNEY_MESSAGES } from '@chess-quest/protocol/journey';
import { toast } from '../../lib/toast';
import { useContinueLearningPath } from './api/continue-learning-path';
import { useStartLearningPath } from './api/start-learning-path';

/** Start (spec §8 toasts) and Continue, which opens the screen of the step under way. */
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
    resume: (pathId: string) =>
      resume.mutate(pathId, {
        onSuccess: ({ step }) => {
          toast({ title: JOURNEY_MESSAGES.welcomeBack, description: step ? `Next: ${step.title}` : undefined });
          if (step) void navigate(step.href);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to continue this path. Please try again.', variant: 'destructive' }),
      }),
  };
}
