import { Trans } from '@lingui/react/macro';
import { Target } from 'lucide-react';
import { memo, useId } from 'react';
import { ReadAloudButton } from './read-aloud-button';

/**
 * "Your mission" above a puzzle's board (the puzzles page, puzzle streak): what to find, and a
 * button that reads it aloud. On a phone the heading is for screen readers only, so the task
 * and the whole board fit the first screen. Memoised: a move does not draw it again (issue 29).
 */
export const MissionCard = memo(function MissionCard({ description, testId }: { description: string; testId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex items-start gap-3 rounded-2xl bg-cream p-3 sm:p-4">
      <div className="grid flex-1 gap-1">
        <h3 id={headingId} className="flex items-center gap-2 text-xl font-bold text-ink max-sm:sr-only">
          <Target aria-hidden="true" className="size-6 text-brand" />
          <Trans>Your mission</Trans>
        </h3>
        <p className="text-lg text-ink" data-testid={testId}>
          {description}
        </p>
      </div>
      <ReadAloudButton text={description} />
    </section>
  );
});
