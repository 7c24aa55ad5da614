import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, PartyPopper, Zap } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MINI_SCORING, type MiniAnswerBody, type MiniAnswerResponse, type MiniChallenge, type MiniRun } from '@chess-quest/protocol/mini-challenges';
import { Countdown } from '../../components/countdown';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DifficultyStars } from '../../components/ui/difficulty-stars';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { useMiniChallenges } from './api/get-mini-challenges';
import { useFinishMiniRun } from './api/finish-mini-run';
import { useSendMiniAnswer } from './api/send-mini-answer';
import { useStartMiniRun } from './api/start-mini-run';
import type { ReceivedRun } from './mini-logic';
import { useTimeLeft } from './use-time-left';
import { MemoryGame, PatternGame, QuickMoveGame, SpeedGame } from './games';
import { difficultyWord, miniTypeName } from './mini-challenges-tab';

const BACK = '/multiplayer?tab=mini';

const {
  quickMovePerSquare,
  patternPerPick,
  patternWrongPick,
  memoryPerPiece,
  memoryPerExtraLook,
  memoryWrongPiece,
  speedPerPuzzle,
  speedWrongSeconds,
  speedStreakLength,
  speedStreakSeconds,
} = MINI_SCORING;

const RULES: Record<MiniChallenge['type'], MessageDescriptor[]> = {
  quick_move: [msg`Every square you find: ${quickMovePerSquare} points.`, msg`A wrong square scores nothing: try again!`],
  pattern_match: [msg`Every right pick: ${patternPerPick} points.`, msg`Every wrong pick takes ${patternWrongPick} points off that position.`],
  memory_game: [
    msg`Every piece back on its square: ${memoryPerPiece} points.`,
    msg`Each extra look makes every piece worth ${memoryPerExtraLook} points less. A piece on a wrong square costs ${memoryWrongPiece}.`,
  ],
  speed_puzzle: [
    msg`Every puzzle solved: ${speedPerPuzzle} points.`,
    msg`A wrong move costs ${speedWrongSeconds} seconds. ${speedStreakLength} right in a row win ${speedStreakSeconds} seconds back.`,
  ],
};

/** What an answer earned, said at once (in the language shown: this runs in an event handler). */
function feedbackOf(answer: MiniAnswerResponse): string | null {
  if (answer.reveal === null && answer.points === 0 && !answer.correct) {
    return answer.run.task?.kind === 'memory_game' ? null : i18n._(msg`Not that one. Try again!`);
  }
  const reveal = answer.reveal;
  const points = answer.points;
  const plus = points > 0 ? i18n._(msg`+${points} points!`) : i18n._(msg`No points this time.`);
  if (reveal?.squares) {
    const squares = reveal.squares.join(', ');
    return answer.correct ? i18n._(msg`Perfect! ${plus} The answer: ${squares}.`) : i18n._(msg`${plus} The answer: ${squares}.`);
  }
  if (reveal?.move) {
    const from = reveal.move.slice(0, 2);
    const to = reveal.move.slice(2, 4);
    return answer.correct ? i18n._(msg`Solved! ${plus}`) : i18n._(msg`Not quite: the move was ${from}–${to}. ${speedWrongSeconds} seconds off.`);
  }
  if (reveal?.pieces) return answer.correct ? i18n._(msg`Every piece right! ${plus}`) : plus;
  return answer.correct ? plus : null;
}

/** The reward of a first completion: "20 points and 25 XP", with the badge's name when there is one. */
function RewardText({ challenge }: { challenge: MiniChallenge }) {
  const { points, xp, badge } = challenge.rewards;
  return badge ? (
    <Trans>
      You earned {points} points and {xp} XP and the “{badge}” badge!
    </Trans>
  ) : (
    <Trans>
      You earned {points} points and {xp} XP!
    </Trans>
  );
}

function Result({ run, challenge, onAgain, starting }: { run: MiniRun; challenge: MiniChallenge; onAgain: () => void; starting: boolean }) {
  const { t } = useLingui();
  const result = run.result!;
  const { goalScore, timeUsedSeconds } = result;
  return (
    <Card className="grid gap-4 p-6 text-center">
      <h2 className="text-3xl font-extrabold text-ink">{result.completed ? t`Challenge complete!` : t`Time to try again!`}</h2>
      {result.completed && <PartyPopper aria-hidden="true" className="mx-auto size-12 text-brand" />}
      <dl className="mx-auto grid grid-cols-2 gap-x-6 gap-y-2 text-left text-lg">
        <dt className="text-ink-muted">
          <Trans>Your score</Trans>
        </dt>
        <dd className="text-2xl font-extrabold text-ink" data-testid="mini-final-score">
          {result.score}
        </dd>
        <dt className="text-ink-muted">
          <Trans>Goal</Trans>
        </dt>
        <dd className="font-semibold text-ink">{result.goalScore}</dd>
        <dt className="text-ink-muted">
          <Trans>Time used</Trans>
        </dt>
        <dd className="font-semibold text-ink">{t`${timeUsedSeconds} s`}</dd>
        <dt className="text-ink-muted">
          <Trans>Best score</Trans>
        </dt>
        <dd className="font-semibold text-ink">{result.bestScore}</dd>
        <dt className="text-ink-muted">
          <Trans>Attempts</Trans>
        </dt>
        <dd className="font-semibold text-ink">{result.attempts}</dd>
      </dl>
      {result.firstCompletion && (
        <p className="rounded-2xl bg-sun-soft p-3 text-lg font-bold text-ink">
          <RewardText challenge={challenge} />
        </p>
      )}
      {!result.completed && (
        <p className="text-lg text-ink">
          <Trans>Reach {goalScore} points to complete this challenge.</Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onAgain} disabled={starting}>
          <Trans>Play again</Trans>
        </Button>
        <Link to={BACK} className={buttonClassName('outline', 'lg')}>
          <Trans>Back to Mini Challenges</Trans>
        </Link>
      </div>
    </Card>
  );
}

/** One mini challenge: its rules, then a run the server times and scores, then the result. */
export default function MiniPlayPage() {
  const { t } = useLingui();
  const { challengeId = '' } = useParams();
  const challenges = useMiniChallenges();
  const start = useStartMiniRun();
  const answer = useSendMiniAnswer();
  const finish = useFinishMiniRun();
  const [received, setReceived] = useState<ReceivedRun | null>(null);
  const run = received?.run ?? null;
  const setRun = (next: MiniRun) => setReceived({ run: next, receivedAt: Date.now() });
  const [feedback, setFeedback] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ending = useRef<string | null>(null);

  const endRun = useCallback(
    async (runId: string) => {
      if (ending.current === runId) return;
      ending.current = runId;
      try {
        setRun(await finish.mutateAsync(runId));
      } catch {
        ending.current = null;
        setError(t`The challenge could not be ended. Check your connection and press End Challenge.`);
      }
    },
    [finish, t],
  );
  // The countdown reached zero: the server ends the run and says the score.
  const msLeft = useTimeLeft(received, (runId) => void endRun(runId));

  const submit = useCallback(
    async (body: MiniAnswerBody): Promise<boolean> => {
      if (!run || run.finished) return false;
      try {
        const answered = await answer.mutateAsync({ runId: run.runId, body });
        setRun(answered.run);
        setFeedback(feedbackOf(answered));
        setError(null);
        return true;
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 409) await endRun(run.runId);
        else setError(t`That answer could not be sent. Check your connection and try again.`);
        return false;
      }
    },
    [run, answer, endRun, t],
  );

  async function begin() {
    setError(null);
    setFeedback(null);
    ending.current = null;
    try {
      setRun(await start.mutateAsync(challengeId));
    } catch {
      setError(t`The challenge could not start. Check your connection and try again.`);
    }
  }

  if (challenges.isPending) return <PageLoading />;
  if (challenges.isError) return <LoadError what={t`the mini challenges`} onRetry={() => void challenges.refetch()} />;
  const challenge = challenges.data.find((c) => c.id === challengeId);
  if (!challenge) {
    return (
      <Card className="grid gap-3 p-6">
        <h1 className="text-2xl font-bold text-ink">
          <Trans>This mini challenge does not exist.</Trans>
        </h1>
        <Link to={BACK} className={buttonClassName('primary', 'md', 'justify-self-start')}>
          <Trans>Back to Mini Challenges</Trans>
        </Link>
      </Card>
    );
  }

  const task = run?.task ?? null;
  const busy = answer.isPending || finish.isPending;
  const title = challenge.title;
  const { timeLimit, goalScore, bestScore, attempts } = challenge;
  const { points, xp, badge } = challenge.rewards;
  return (
    <>
      <title>{t`${title} – Mini Challenges – Chess Quest`}</title>
      <Link to={BACK} className={buttonClassName('ghost', 'md', 'mb-2 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-5" /> <Trans>Mini Challenges</Trans>
      </Link>
      <PageHeader title={challenge.title} description={run === null ? challenge.description : undefined} icon={<Zap className="size-8" />} />
      <div className={cn('mb-4 flex flex-wrap items-center gap-2', run !== null && !run.finished && 'max-lg:hidden')}>
        <Badge color="blue">{miniTypeName(challenge.type)}</Badge>
        <Badge color={challenge.difficultyLabel === 'Easy' ? 'green' : challenge.difficultyLabel === 'Medium' ? 'amber' : 'red'}>
          {difficultyWord(challenge.difficultyLabel)}
        </Badge>
        <DifficultyStars difficulty={challenge.difficulty} />
      </div>
      {error && (
        <p role="alert" className="mb-4 rounded-2xl bg-brand-soft p-3 font-semibold text-ink">
          {error}
        </p>
      )}

      {run === null && (
        <Card className="grid max-w-2xl gap-4 p-6">
          <h2 className="text-2xl font-bold text-ink">
            <Trans>How to play</Trans>
          </h2>
          <ul className="grid list-disc gap-2 pl-6 text-lg text-ink">
            <li>{t`You have ${plural(timeLimit, { one: '# second', other: '# seconds' })}.`}</li>
            {RULES[challenge.type].map((rule) => (
              <li key={rule.id}>{t(rule)}</li>
            ))}
            <li>
              {badge
                ? t`Reach ${goalScore} points to complete it and earn ${points} points and ${xp} XP and the “${badge}” badge.`
                : t`Reach ${goalScore} points to complete it and earn ${points} points and ${xp} XP.`}
            </li>
          </ul>
          <p className="text-ink-muted">
            <Trans>
              Best score {bestScore} · Attempts {attempts}
            </Trans>
          </p>
          <Button size="lg" onClick={() => void begin()} disabled={start.isPending} className="justify-self-start">
            <Trans>Start Challenge</Trans>
          </Button>
        </Card>
      )}

      {run !== null && run.finished && run.result && (
        <Result run={run} challenge={challenge} onAgain={() => void begin()} starting={start.isPending} />
      )}

      {run !== null && !run.finished && task && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)] lg:items-start">
          <div className="order-2 lg:order-1">
            {task.kind === 'quick_move' && <QuickMoveGame task={task} submit={submit} busy={busy} />}
            {task.kind === 'pattern_match' && <PatternGame key={task.index} task={task} submit={submit} busy={busy} />}
            {task.kind === 'memory_game' && <MemoryGame key={task.index} task={task} submit={submit} busy={busy} />}
            {task.kind === 'speed_puzzle' && <SpeedGame task={task} submit={submit} busy={busy} />}
          </div>
          <Card className="order-1 grid gap-2 p-3 lg:order-2 lg:gap-3 lg:p-4">
            <div className="flex items-end gap-4">
              <div className="min-w-0 flex-1">
                <Countdown
                  msLeft={msLeft}
                  totalSeconds={Math.max(
                    challenge.timeLimit,
                    Math.ceil((new Date(run.deadline).getTime() - new Date(run.startedAt).getTime()) / 1000),
                  )}
                />
              </div>
              <p className="grid text-right text-ink">
                <span className="text-base font-semibold text-ink-muted">
                  <Trans>Score</Trans>
                </span>
                <span className="text-3xl font-extrabold tabular-nums" data-testid="mini-score">
                  {run.score}
                </span>
              </p>
            </div>
            <div className="flex items-center justify-between gap-3">
              <p className="text-lg text-ink-muted">
                {task.index + 1} / {task.total}
              </p>
              <Button variant="outline" size="sm" onClick={() => void endRun(run.runId)} disabled={finish.isPending}>
                <Trans>End Challenge</Trans>
              </Button>
            </div>
            {feedback && (
              <p className="text-lg font-semibold text-ink" aria-hidden="true">
                {feedback}
              </p>
            )}
            <p className="sr-only" role="status">
              {feedback}
            </p>
          </Card>
        </div>
      )}
    </>
  );
}
