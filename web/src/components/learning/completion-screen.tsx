import { Trans } from '@lingui/react/macro';
import { PartyPopper, Star } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../ui/card';
import { ReadAloudButton } from './read-aloud-button';
import { pointsLine, totalStars } from './star-display';

/**
 * The end of a lesson or a story chapter: the points earned on this visit and the stars over all
 * steps. It takes focus so the result is read out and the next buttons are one Tab away.
 */
export function CompletionScreen({
  title,
  message,
  pointsEarned,
  stepStars,
  children,
}: {
  title: string;
  message: string;
  pointsEarned: number;
  stepStars: readonly number[];
  /** The buttons: back to the list, play again. */
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { earned, possible } = totalStars(stepStars);
  const points = pointsLine(pointsEarned);

  return (
    <Card className="mx-auto grid max-w-2xl justify-items-center gap-4 p-8 text-center" data-testid="completion-screen">
      <span aria-hidden="true" className="inline-flex size-20 items-center justify-center rounded-full bg-sun-soft text-star">
        <PartyPopper className="size-10" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold text-ink sm:text-4xl">
        {title}
      </h2>
      <p aria-live="polite" className="text-3xl font-extrabold text-brand-strong" data-testid="points-earned">
        {points}
      </p>
      <div className="flex items-center gap-3">
        <p className="text-lg text-ink">{message}</p>
        <ReadAloudButton text={`${title} ${points} ${message}`} />
      </div>
      {possible > 0 && (
        <p className="inline-flex items-center gap-2 text-xl font-bold text-ink">
          <Star aria-hidden="true" className="size-8 fill-sun text-star" />
          <Trans>
            You have {earned} of {possible} stars.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </Card>
  );
}
