import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, BookOpen, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CompleteStepResponse, LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { CompletionScreen } from '../../components/learning/completion-screen';
import { LockedNotice } from '../../components/learning/locked-notice';
import { StepDots } from '../../components/learning/step-dots';
import { StepPlayer } from '../../components/learning/step-player';
import { firstUndoneStep, nextStep, startingStep } from '../../components/learning/step-progress';
import { Button, buttonClassName } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError, refusalOf } from '../../lib/api-client';
import { apiErrorText } from '../../lib/request-error-message';
import { useCompleteModuleStep } from './api/complete-module-step';
import { useModuleDetail } from './api/get-module-detail';

const BACK_TO = '/lessons';
function LessonPlayer({ lesson }: { lesson: LessonModuleDetail }) {
  const { t } = useLingui();
  const complete = useCompleteModuleStep();
  const [stepStars, setStepStars] = useState<number[]>(() => lesson.steps.map((_, i) => lesson.stepStars[i] ?? 0));
  const [index, setIndex] = useState(() => startingStep(stepStars));
  const [pointsEarned, setPointsEarned] = useState(0);
  const [finished, setFinished] = useState(false);
  // Bumped on "Play again" and on every step change, so the step player starts fresh and
  // takes focus only after the child has moved on (not on the first page load).
  const [round, setRound] = useState(0);

  const step = lesson.steps[index];

  const open = (next: number) => {
    setIndex(next);
    setRound((r) => r + 1);
  };

  const onComplete = async (moves: string[]): Promise<CompleteStepResponse> => {
    const response = await complete.mutateAsync({ moduleId: lesson.id, index, moves });
    setStepStars(response.stepStars);
    setPointsEarned((p) => p + response.pointsAwarded);
    return response;
  };

  const onNext = (response: CompleteStepResponse) => {
    const next = nextStep(index, response.stepStars);
    if (next === 'finished') setFinished(true);
    else open(next);
  };

  if (finished) {
    const lessonTitle = lesson.title;
    return (
      <CompletionScreen title={t`Lesson complete!`} message={t`You finished ${lessonTitle}.`} pointsEarned={pointsEarned} stepStars={stepStars}>
        <Link to="/lessons" className={buttonClassName('primary', 'lg')}>
          <BookOpen aria-hidden="true" className="size-5" />
          <Trans>Back to Lessons</Trans>
        </Link>
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            setFinished(false);
            open(0);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          <Trans>Play again</Trans>
        </Button>
      </CompletionScreen>
    );
  }

  if (!step) return null;
  // The last step finishes the lesson when every other step already has its stars.
  const othersDone = firstUndoneStep(stepStars.map((s, i) => (i === index ? 1 : s))) === null;
  const isLast = index === lesson.steps.length - 1;
  const stepNumber = index + 1;
  const stepCount = lesson.steps.length;

  return (
    <div className="grid gap-3 sm:gap-6">
      <StepDots label={t`Lesson steps`} titles={lesson.steps.map((s) => s.title)} stepStars={stepStars} current={index} onOpen={open} />
      <StepPlayer
        key={`${round}-${index}`}
        step={step}
        label={t`Step ${stepNumber} of ${stepCount}`}
        onComplete={onComplete}
        onNext={onNext}
        nextLabel={isLast && othersDone ? t`Finish lesson` : t`Next step`}
        focusOnMount={round > 0}
      />
    </div>
  );
}

/** /lessons/:moduleId — a lesson module played step by step. */
export default function LessonPlayerPage() {
  const { t } = useLingui();
  const back = { to: BACK_TO, label: t`All lessons` };
  const { moduleId = '' } = useParams();
  const detail = useModuleDetail(moduleId);

  let content;
  if (detail.isPending) {
    content = <PageLoading />;
  } else if (detail.isError) {
    const error = detail.error;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      // The server's lock names its level (reason and values), said here in the reader's language.
      const level = refusalOf(error, 'lessons.moduleLocked')?.level;
      const message =
        error.status === 404
          ? t`We couldn't find this lesson.`
          : level !== undefined
            ? t`This lesson opens at level ${level}. Keep learning to get there!`
            : apiErrorText(error);
      content = <LockedNotice message={message} back={back} />;
    } else {
      content = <LoadError what={t`this lesson`} onRetry={() => void detail.refetch()} />;
    }
  } else {
    content = <LessonPlayer key={detail.data.id} lesson={detail.data} />;
  }

  const title = detail.data?.title ?? t`Chess Lesson`;
  return (
    <>
      <title>{t`${title} – Chess Quest`}</title>
      {/* On a phone the way back is a button beside the title and the lesson's description
          waits for a wider screen, so the step's task and the whole board fit the first screen. */}
      <div className="mb-3 flex items-center gap-2 sm:mb-6 sm:grid sm:gap-2">
        <Link
          to={back.to}
          aria-label={back.label}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 justify-self-start font-semibold text-brand-strong underline max-sm:rounded-full max-sm:border-2 max-sm:border-line"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="max-sm:sr-only">{back.label}</span>
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {detail.data && <p className="max-w-2xl text-lg text-ink-muted max-sm:hidden">{detail.data.description}</p>}
      </div>
      {content}
    </>
  );
}
