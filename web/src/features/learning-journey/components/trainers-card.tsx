import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame, Grid3x3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CoordinatesBest } from '@chess-quest/protocol/coordinates';
import { Card } from '../../../components/ui/card';
import { useCoordinatesBests } from '../../../api/coordinates/get-coordinates-bests';
import { usePuzzleStreak } from '../../../api/puzzle-streak/get-puzzle-streak';
import { i18n } from '../../../lib/i18n';
import { journeyTexts } from '../texts';

/** One trainer's line: its name, the child's best, and a link to play it. */
export interface TrainerRow {
  key: string;
  icon: ReactNode;
  title: string;
  /** The best so far in the child's words, or null before the first try. */
  best: string | null;
  to: string;
}

/** "12 squares in 30 s (Find the square, White's side)": the child's top coordinates round, or null before any (in the reader's language). */
export function coordinatesBestLine(bests: readonly CoordinatesBest[]): string | null {
  const top = bests.reduce<CoordinatesBest | null>((best, row) => (row.best !== null && row.best > (best?.best ?? -1) ? row : best), null);
  if (!top || top.best === null) return null;
  const texts = journeyTexts();
  const best = top.best;
  const mode = texts.modes[top.mode];
  const side = texts.sides[top.side];
  return i18n._(msg`${plural(best, { one: '# square', other: '# squares' })} in 30 s (${mode}, ${side})`);
}

/** "7 puzzles in a row": the child's best Puzzle Streak, or null before the first run. */
export function streakBestLine(state: { best: number; run: unknown } | undefined): string | null {
  if (!state || (state.run === null && state.best === 0)) return null;
  const best = state.best;
  return i18n._(msg`${plural(best, { one: '# puzzle', other: '# puzzles' })} in a row`);
}

/** The small trainers on the child's journey (issue 26): each one's best so far and a way in. */
export function TrainersCard() {
  const { t } = useLingui();
  const coordinates = useCoordinatesBests();
  const streak = usePuzzleStreak();
  const rows: TrainerRow[] = [
    {
      key: 'coordinates',
      icon: <Grid3x3 className="size-6" />,
      title: t`Coordinates`,
      best: coordinates.data ? coordinatesBestLine(coordinates.data) : null,
      to: '/coordinates',
    },
    { key: 'puzzle-streak', icon: <Flame className="size-6" />, title: t`Puzzle Streak`, best: streakBestLine(streak.data), to: '/puzzle-streak' },
  ];
  return (
    <section aria-labelledby="trainers-heading" className="flex flex-col gap-3">
      <h2 id="trainers-heading" className="text-2xl font-bold text-ink">
        <Trans>Trainers</Trans>
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
                  <span className="block text-base text-ink-muted">
                    <BestLine best={row.best} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function BestLine({ best }: { best: string | null }) {
  return best ? <Trans>Your best: {best}</Trans> : <Trans>Not played yet: give it a try!</Trans>;
}
