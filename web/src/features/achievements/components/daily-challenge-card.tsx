import { CheckCircle2, Target } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DailyChallenge } from '@chess-quest/protocol/achievements';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DifficultyStars } from '../../../components/ui/difficulty-stars';
import { Progress } from '../../../components/ui/progress';

/** Spec §2: the daily challenge (title, description, difficulty, rewards), with real progress. */
export function DailyChallengeCard({ challenge }: { challenge: DailyChallenge }) {
  const { t } = useLingui();
  const { progress, target } = challenge;
  const { points, xp } = challenge.rewards;
  return (
    <Card className="border-2 border-sun">
      <CardHeader className="flex-row items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-sun-soft text-star">
          {challenge.completed ? <CheckCircle2 className="size-7" /> : <Target className="size-7" />}
        </span>
        <div className="grid gap-1">
          <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            <Trans>Today’s challenge</Trans>
          </p>
          <CardTitle as="h2">{challenge.title}</CardTitle>
          <CardDescription>{challenge.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <DifficultyStars difficulty={challenge.difficulty} />
        <Progress value={(challenge.progress / challenge.target) * 100} label={t`Daily challenge progress`} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-ink">
            {challenge.completed ? (
              <Trans>Completed! Well played.</Trans>
            ) : (
              <Trans>
                {progress} of {target} done
              </Trans>
            )}
          </p>
          <p className="text-ink-muted">
            <Trans>
              Rewards: {points} points · {xp} XP
            </Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
