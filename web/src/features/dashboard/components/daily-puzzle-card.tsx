import { Trans, useLingui } from '@lingui/react/macro';
import { Puzzle as PuzzleIcon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { DifficultyStars } from '../../../components/ui/difficulty-stars';
import { LoadError } from '../../../components/ui/load-error';

export const DailyPuzzleCard = memo(function DailyPuzzleCard({
  puzzle,
  isLoading,
  isError,
  onRetry,
}: {
  puzzle: Puzzle | null | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const points = puzzle?.points;
  return (
    <Card className="flex h-full flex-col border-sun bg-sun-soft">
      <CardHeader>
        <CardTitle as="h2" id="daily-puzzle-heading" className="flex items-center gap-2 text-2xl">
          <PuzzleIcon aria-hidden="true" className="size-7 text-star" />
          <Trans>Daily Puzzle</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">
        {isLoading ? (
          <p role="status" className="text-ink-muted">
            <Trans>Loading...</Trans>
          </p>
        ) : isError ? (
          <LoadError what={t`today's puzzle`} onRetry={onRetry} />
        ) : puzzle ? (
          <>
            <h3 className="text-xl font-bold text-ink">{puzzle.title}</h3>
            <p className="text-ink-muted">{puzzle.description}</p>
            <div className="flex flex-wrap items-center gap-3">
              <DifficultyStars difficulty={puzzle.difficulty} />
              <span className="text-sm font-semibold text-ink">
                <Trans>{points} points</Trans>
              </span>
            </div>
          </>
        ) : (
          <p className="text-ink">
            <Trans>Today’s puzzle is on its way. Check back soon!</Trans>
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/puzzles" className={buttonClassName('primary')}>
          {puzzle ? <Trans>Solve the Puzzle</Trans> : <Trans>Go to Puzzles</Trans>}
        </Link>
      </CardFooter>
    </Card>
  );
});
