import { Trans } from '@lingui/react/macro';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { buttonClassName, type ButtonVariant } from './ui/button';

/** The address of a game's review (the page list's reviews/:gameId). */
export const reviewPath = (gameId: string) => `/reviews/${encodeURIComponent(gameId)}`;

/**
 * "See what your coach says": the way from a finished game (against the computer, live, in an
 * arena) to its review, which the server makes in the background as the game ends.
 */
export function CoachLink({ gameId, variant = 'secondary', className }: { gameId: string; variant?: ButtonVariant; className?: string }) {
  return (
    // Its name may take two lines: in Spanish ("Mira lo que dice tu entrenador") it made a live
    // game's end screen 466 px wide on a 390-px phone.
    <Link
      to={reviewPath(gameId)}
      className={buttonClassName(variant, 'md', cn('text-center whitespace-normal!', className))}
      data-testid="coach-link"
    >
      <GraduationCap aria-hidden="true" className="size-5" /> <Trans>See what your coach says</Trans>
    </Link>
  );
}
