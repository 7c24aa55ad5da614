import { Trans } from '@lingui/react/macro';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';
import { ReadAloudButton } from './read-aloud-button';
import { starsCheer } from './star-display';
import { StarRating } from './star-rating';

/**
 * A finished step: the server's stars, the step's success sentence, and the way on. Focus
 * moves to its heading so a keyboard or screen-reader user lands next to "Next".
 */
export function StepResult({
  stars,
  successText,
  movesText,
  nextLabel,
  onNext,
  onRetry,
}: {
  stars: number;
  successText: string;
  movesText: string | null;
  nextLabel: string;
  onNext: () => void;
  onRetry: (() => void) | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="grid gap-3 rounded-2xl border-2 border-sun bg-sun-soft p-4" data-testid="step-result">
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-ink">
        {starsCheer(stars)}
      </h3>
      <StarRating stars={stars} size="lg" />
      <div className="flex items-start gap-3">
        <p className="flex-1 text-lg text-ink">{successText}</p>
        <ReadAloudButton text={successText} />
      </div>
      {movesText && <p className="text-ink-muted">{movesText}</p>}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={onNext}>
          {nextLabel}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        {onRetry && (
          <Button size="lg" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-5" />
            <Trans>Retry</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
