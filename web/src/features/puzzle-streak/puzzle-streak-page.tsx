import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Flame, Play } from 'lucide-react';
import { useState } from 'react';
import { FREE_PUZZLES_PER_DAY } from '@chess-quest/protocol/constants';
import { PUZZLE_STREAK_RULES } from '@chess-quest/protocol/puzzle-streak';
import { PlansLink } from '../../components/plans-link';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { usePuzzleStreak } from '../../api/puzzle-streak/get-puzzle-streak';
import { useStartStreakRun } from './api/start-streak-run';
import { StreakBoard } from './components/streak-board';
import { StreakEnd } from './components/streak-end';
import { freePlanText, freeRunUsedText, streakErrorText } from './streak-words';

const RULES = msg`No clock. Solve puzzles one after another: each one is a little harder than the last, and one wrong move ends the streak.`;

/**
 * Puzzle Streak (issue 26, decision 043): start a run, solve puzzles in a row, and see the
 * streak and the best at the end. A reload comes back to the run where it was.
 */
export default function PuzzleStreakPage() {
  const { t } = useLingui();
  const streak = usePuzzleStreak();
  const start = useStartStreakRun();
  // True when a run ended on this screen: its result then takes the focus.
  const [justEnded, setJustEnded] = useState(false);

  if (streak.isPending) return <PageLoading />;
  if (streak.isError) return <LoadError what={t`your puzzle streak`} onRetry={() => void streak.refetch()} />;
  const { run, best, runsLeftToday } = streak.data;
  const going = run && !run.ended ? run : null;
  const canStart = runsLeftToday === null || runsLeftToday > 0;

  const startButton = canStart ? (
    <Button size="lg" className="justify-self-start" disabled={start.isPending} onClick={() => start.mutate()} data-testid="streak-start">
      <Play aria-hidden="true" className="size-5" />
      {run ? <Trans>Start a new streak</Trans> : <Trans>Start my streak</Trans>}
    </Button>
  ) : (
    <div role="status" className="grid gap-2 rounded-2xl border-2 border-grape bg-grape-soft p-4 text-grape-strong" data-testid="streak-limit">
      <p className="font-semibold">{freeRunUsedText(PUZZLE_STREAK_RULES.freeRunsPerDay)}</p>
      <PlansLink className={buttonClassName('premium', 'md', 'justify-self-start')}>
        <Crown aria-hidden="true" className="size-5" />
        <Trans>See Premium</Trans>
      </PlansLink>
    </div>
  );
  const startError = start.isError && (
    <p role="alert" className="font-semibold text-danger">
      {streakErrorText(start.error)}
    </p>
  );
  const freeNote = runsLeftToday !== null && (
    <p className="text-ink-muted" data-testid="streak-free-note">
      {freePlanText(PUZZLE_STREAK_RULES.freeRunsPerDay, FREE_PUZZLES_PER_DAY)}
    </p>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t`Puzzle Streak`}
        description={going ? undefined : t(RULES)}
        icon={<Flame className="size-8" />}
        aside={
          <p className="rounded-2xl bg-sun-soft px-4 py-2 text-lg font-bold text-amber-900" data-testid="streak-best">
            <Trans>Best streak: {best}</Trans>
          </p>
        }
      />
      {going ? (
        <StreakBoard key={going.id} run={going} best={best} onEnd={() => setJustEnded(true)} />
      ) : run ? (
        <StreakEnd run={run} best={best} focus={justEnded}>
          {startButton}
          {startError}
          {freeNote}
        </StreakEnd>
      ) : (
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <p className="text-xl text-ink">
              <Trans>How many puzzles can you solve in a row? Take your time: there is no clock. Points come when you beat your best streak.</Trans>
            </p>
            {startButton}
            {startError}
            {freeNote}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
