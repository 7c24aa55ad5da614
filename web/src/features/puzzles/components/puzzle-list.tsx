import { Trans } from '@lingui/react/macro';
import { CalendarDays, CircleCheck } from 'lucide-react';
import { memo } from 'react';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { Badge } from '../../../components/ui/badge';
import { DifficultyStars } from '../../../components/ui/difficulty-stars';
import { cn } from '../../../lib/cn';

/**
 * Spec §2 Puzzles, left: the daily puzzle first, then the others; the chosen one is marked.
 * In the small-screen sheet the sheet's own title names the list, so `heading` is left out.
 */
export const PuzzleList = memo(function PuzzleList({
  puzzles,
  dailyId,
  solvedIds,
  selectedId,
  onSelect,
  heading = true,
}: {
  puzzles: readonly Puzzle[];
  dailyId: string | null;
  solvedIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  heading?: boolean;
}) {
  return (
    <nav aria-labelledby="puzzle-list-heading">
      <h2 id="puzzle-list-heading" className={heading ? 'mb-3 text-2xl font-extrabold text-ink' : 'sr-only'}>
        <Trans>Puzzles</Trans>
      </h2>
      <ul className="grid gap-2">
        {puzzles.map((puzzle) => {
          const selected = puzzle.id === selectedId;
          const solved = solvedIds.has(puzzle.id);
          return (
            <li key={puzzle.id}>
              <button
                type="button"
                onClick={() => onSelect(puzzle.id)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'grid min-h-11 w-full gap-1 rounded-2xl border-2 p-3 text-left',
                  selected ? 'border-brand bg-brand-soft' : 'border-line bg-paper hover:border-brand',
                )}
                data-testid="puzzle-list-item"
              >
                <span className="flex flex-wrap items-center gap-2">
                  {puzzle.id === dailyId && (
                    <Badge color="amber">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      <Trans>Daily</Trans>
                    </Badge>
                  )}
                  <span className="flex-1 text-lg font-bold text-ink">{puzzle.title}</span>
                  {solved && (
                    <span className="inline-flex items-center gap-1 font-semibold text-success">
                      <CircleCheck aria-hidden="true" className="size-6" />
                      <span className="sr-only">
                        <Trans>Solved</Trans>
                      </span>
                    </span>
                  )}
                </span>
                <DifficultyStars difficulty={puzzle.difficulty} />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
