import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, Castle, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CompleteStepResponse, StoryChapterDetail, StoryPage } from '@chess-quest/protocol/lessons';
import { CompletionScreen } from '../../components/learning/completion-screen';
import { LockedNotice } from '../../components/learning/locked-notice';
import { ReadAloudButton } from '../../components/learning/read-aloud-button';
import { StepPlayer } from '../../components/learning/step-player';
import { Button, buttonClassName } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { Progress } from '../../components/ui/progress';
import { ApiError, refusalOf } from '../../lib/api-client';
import { apiErrorText } from '../../lib/request-error-message';
import { useCompleteStoryChallenge } from './api/complete-story-challenge';
import { useStoryChapter } from './api/get-story-chapter';
import { StoryArt, speakerName } from './art/story-art';
import { canGoForward, challengeOrdinal, challengePages, nextPage, resumePage } from './story-pages';

const BACK_TO = '/story';
function NarrativePage({ page, focusOnMount }: { page: StoryPage & { type: 'narrative' }; focusOnMount: boolean }) {
  const textRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) textRef.current?.focus();
  }, [focusOnMount]);
  // In English the web names the speaker from its id; in another language the page says the name.
  const speaker = page.speaker === 'narrator' ? null : (page.speakerName ?? speakerName(page.speaker));
  return (
    <div className="grid items-center gap-6 lg:grid-cols-2">
      <StoryArt art={page.art} speaker={page.speaker} name={page.speakerName} />
      <div ref={textRef} tabIndex={-1} className="grid gap-3 rounded-[var(--radius-card)] bg-paper p-6 shadow-sm">
        {speaker && (
          <p className="text-lg font-bold text-brand-strong">
            <Trans>{speaker} says:</Trans>
          </p>
        )}
        <div className="flex items-start gap-3">
          <p className="flex-1 text-2xl leading-relaxed text-ink" data-testid="story-text">
            {page.text}
          </p>
          <ReadAloudButton text={page.text} />
        </div>
      </div>
    </div>
  );
}

function ChapterPlayer({ chapter }: { chapter: StoryChapterDetail }) {
  const { t } = useLingui();
  const complete = useCompleteStoryChallenge();
  const challengeCount = challengePages(chapter.pages).length;
  const [challengeStars, setChallengeStars] = useState<number[]>(() =>
    Array.from({ length: challengeCount }, (_, i) => chapter.challengeStars[i] ?? 0),
  );
  const [pageIndex, setPageIndex] = useState(() => resumePage(chapter.pages, challengeStars));
  const [pointsEarned, setPointsEarned] = useState(0);
  const [finished, setFinished] = useState(false);
  // Bumped on every page change: fresh step players, and focus moves only after the first page.
  const [round, setRound] = useState(0);

  const page = chapter.pages[pageIndex];
  const ordinal = challengeOrdinal(chapter.pages, pageIndex);

  const go = (next: number | 'finished') => {
    if (next === 'finished') setFinished(true);
    else setPageIndex(next);
    setRound((r) => r + 1);
  };

  const onComplete = async (moves: string[]): Promise<CompleteStepResponse> => {
    const response = await complete.mutateAsync({ chapterId: chapter.id, index: ordinal ?? 0, moves });
    setChallengeStars(response.stepStars);
    setPointsEarned((p) => p + response.pointsAwarded);
    return response;
  };

  if (finished) {
    const chapterNumber = chapter.chapterNumber;
    const chapterTitle = chapter.title;
    return (
      <CompletionScreen
        title={t`Chapter complete!`}
        message={t`You finished chapter ${chapterNumber}: ${chapterTitle}.`}
        pointsEarned={pointsEarned}
        stepStars={challengeStars}
      >
        <Link to="/story" className={buttonClassName('primary', 'lg')}>
          <Castle aria-hidden="true" className="size-5" />
          <Trans>Back to the Story</Trans>
        </Link>
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            setFinished(false);
            go(0);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          <Trans>Read it again</Trans>
        </Button>
      </CompletionScreen>
    );
  }

  if (!page) return null;
  const next = nextPage(chapter.pages, pageIndex, challengeStars);
  const forward = canGoForward(chapter.pages, pageIndex, challengeStars);
  const pageNumber = pageIndex + 1;
  const pageCount = chapter.pages.length;
  const challengeNumber = (ordinal ?? 0) + 1;
  const pageLabel = t`Page ${pageNumber} of ${pageCount}`;

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="font-semibold text-ink-muted" aria-live="polite">
          {pageLabel}
        </p>
        <Progress value={((pageIndex + 1) / chapter.pages.length) * 100} label={t`Chapter pages read`} />
      </div>

      {page.type === 'narrative' ? (
        <NarrativePage key={`${round}-${pageIndex}`} page={page} focusOnMount={round > 0} />
      ) : (
        <StepPlayer
          key={`${round}-${pageIndex}`}
          step={page.step}
          label={t`Challenge ${challengeNumber} of ${challengeCount}`}
          onComplete={onComplete}
          onNext={(response) => go(nextPage(chapter.pages, pageIndex, response.stepStars))}
          nextLabel={t`Continue the story`}
          focusOnMount={round > 0}
        />
      )}

      <nav aria-label={t`Story pages`} className="flex flex-wrap justify-between gap-3 border-t-2 border-line pt-4">
        <Button variant="outline" size="lg" onClick={() => go(pageIndex - 1)} disabled={pageIndex === 0}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          <Trans>Back</Trans>
        </Button>
        {forward && (
          <Button size="lg" onClick={() => go(next)}>
            {next === 'finished' ? <Trans>Finish chapter</Trans> : <Trans>Next</Trans>}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
      </nav>
    </div>
  );
}

/** /story/:chapterId — a story chapter: pictures and words, with challenges on the board. */
export default function StoryChapterPage() {
  const { t } = useLingui();
  const back = { to: BACK_TO, label: t`All chapters` };
  const { chapterId = '' } = useParams();
  const chapter = useStoryChapter(chapterId);

  let content;
  if (chapter.isPending) {
    content = <PageLoading />;
  } else if (chapter.isError) {
    const error = chapter.error;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      // The server's refusals name their reason and values, said here in the reader's language.
      const level = refusalOf(error, 'story.chapterLocked')?.level;
      const message =
        error.status === 404
          ? t`We couldn't find this chapter.`
          : level !== undefined
            ? t`This chapter opens at level ${level}. Keep learning to get there!`
            : refusalOf(error, 'story.chapterPremium')
              ? t`This chapter is part of Premium, which grown-ups choose.`
              : apiErrorText(error);
      content = <LockedNotice message={message} back={back} premium={error.code === 'premium_required'} />;
    } else {
      content = <LoadError what={t`this chapter`} onRetry={() => void chapter.refetch()} />;
    }
  } else {
    content = <ChapterPlayer key={chapter.data.id} chapter={chapter.data} />;
  }

  const data = chapter.data;
  let title = t`Story Mode`;
  if (data) {
    const chapterNumber = data.chapterNumber;
    const chapterTitle = data.title;
    title = t`Chapter ${chapterNumber}: ${chapterTitle}`;
  }
  return (
    <>
      <title>{t`${title} – Chess Quest`}</title>
      <div className="mb-6 grid gap-2">
        <Link to={back.to} className="inline-flex min-h-11 items-center gap-2 justify-self-start font-semibold text-brand-strong underline">
          <ArrowLeft aria-hidden="true" className="size-5" />
          {back.label}
        </Link>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      </div>
      {content}
    </>
  );
}
