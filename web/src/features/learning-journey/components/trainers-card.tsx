import { Flame, Grid3x3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COORDINATES_MODE_NAMES, COORDINATES_SIDE_NAMES, type CoordinatesBest } from '@chess-quest/protocol/coordinates';
import { Card } from '../../../components/ui/card';
import { useCoordinatesBests } from '../../../api/coordinates/get-coordinates-bests';
import { usePuzzleStreak } from '../../../api/puzzle-streak/get-puzzle-streak';

/** One trainer's line: its name, the child's best, and a link to play it. */
export interface TrainerRow {
  key: string;
  icon: ReactNode;
  title: string;
  /** The best so far in the child's words, or null before the first try. */
  best: string | null;
  to: string;
}

/** "Find the square 12 (White's side)": the child's top coordinates round, or null before any. */
export function coordinatesBestLine(bests: readonly CoordinatesBest[]): string | null {
  const top = bests.reduce<CoordinatesBest | null>((best, row) => (row.best !== null && row.best > (best?.best ?? -1) ? row : best), null);
  if (!top || top.best === null) return null;
  return `${top.best} ${top.best === 1 ? 'square' : 'squares'} in 30 s (${COORDINATES_MODE_NAMES[top.mode]}, ${COORDINATES_SIDE_NAMES[top.side]})`;
}

/** "7 puzzles in a row": the child's best Puzzle Streak, or null before the first run. */
export function streakBestLine(state: { best: number; run: unknown } | undefined): string | null {
  if (!state || (state.run === null && state.best === 0)) return null;
  return `${state.best} ${state.best === 1 ? 'puzzle' : 'puzzles'} in a row`;
}

/** The small trainers on the child's journey (issue 26): each one's best so far and a way in. */
export function TrainersCard() {
  const coordinates = useCoordinatesBests();
  const streak = usePuzzleStreak();
  const rows: TrainerRow[] = [
    {
      key: 'coordinates',
      icon: <Grid3x3 className="size-6" />,
      title: 'Coordinates',
      best: coordinates.data ? coordinatesBestLine(coordinates.data) : null,
      to: '/coordinates',
    },
    { key: 'puzzle-streak', icon: <Flame className="size-6" />, title: 'Puzzle Streak', best: streakBestLine(streak.data), to: '/puzzle-streak' },
  ];
  return (
    <section aria-labelledby="trainers-heading" className="flex flex-col gap-3">
      <h2 id="trainers-heading" className="text-2xl font-bold text-ink">
        Trainers
      </h2>
      <Card className="p-2" data-testid="journey-trainers">
        <ul className="grid gap-1">
          {rows.map((row) => (
            <li key={row.key}>
              <Link to={row.to} className="flex min-h-11 items-center gap-3 rounded-2xl p-3 no-underline hover:bg-teal-soft">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-soft text-teal-strong"
                >
                  {row.icon}
                </span>
                <span>
                  <span className="block text-lg font-bold text-ink">{row.title}</span>
                  <span className="block text-base text-ink-muted">{row.best ? `Your best: ${row.best}` : 'Not played yet: give it a try!'}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
