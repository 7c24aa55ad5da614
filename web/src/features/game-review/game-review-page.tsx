import { GraduationCap, Hourglass, ListChecks, Lock, Target } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_LABELS, type GameReview } from '@chess-quest/protocol/game-review';
import { Button, buttonClassName } from '../../components/ui/button';
import { CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { useGameReview } from './api/get-game-review';
import { useGameReviews } from './api/get-game-reviews';
import { LabelTag } from './components/label-tag';
import { ReviewStepper } from './components/review-stepper';
import { TryAgain } from './components/try-again';
import { countsSentence, reviewTitle } from './review-text';

function resultLine(review: Pick<GameReview, 'result'>): string {
  if (review.result === 'win') return i18n._(msg`You won this game!`);
  return review.result === 'draw' ? i18n._(msg`This game was a draw.`) : i18n._(msg`Good game! You lost this one.`);
}

function AllReviewsLink() {
  return (
    <Link to="/reviews" className={buttonClassName('outline', 'sm')}>
      <ListChecks aria-hidden="true" className="size-4" /> <Trans>All my reviews</Trans>
    </Link>
  );
}

/** The coach's first words: how the game went, and the labels counted. */
function Summary({ review, onTryAgain }: { review: GameReview; onTryAgain: () => void }) {
  const { t } = useLingui();
  const counts = review.counts;
  const mistake = review.biggestMistake;
  return (
    <section
      aria-labelledby="review-summary-title"
      className="rounded-[var(--radius-card)] border-2 border-brand bg-brand-soft"
      data-testid="review-summary"
    >
      <CardHeader className="max-sm:px-4">
        <CardTitle as="h2" id="review-summary-title">
          {resultLine(review)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-ink max-sm:px-4">
        {counts && <p className="text-lg">{countsSentence(counts)}</p>}
        {counts && (
          <ul aria-label={t`Your moves by label`} className="flex flex-wrap gap-2">
            {REVIEW_LABELS.filter((label) => counts[label] > 0).map((label) => (
              <li key={label} className="flex items-center gap-1 rounded-full bg-paper py-0.5 pr-3 pl-0.5">
                <LabelTag label={label} /> <strong className="tabular-nums">{counts[label]}</strong>
              </li>
            ))}
          </ul>
        )}
        {mistake && (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-paper p-3">
            <p className="flex-1 basis-60 text-lg">
              {mistake.solved ? (
                <Trans>You found the better move for your biggest mistake. Well done!</Trans>
              ) : (
                <Trans>Your biggest mistake can be fixed: find the better move!</Trans>
              )}
            </p>
            <Button onClick={onTryAgain}>
              <Target aria-hidden="true" className="size-5" /> <Trans>Try it again</Trans>
            </Button>
          </div>
        )}
      </CardContent>
    </section>
  );
}

function Ready({ review }: { review: GameReview }) {
  const [trying, setTrying] = useState(false);
  if (trying && review.biggestMistake) {
    return <TryAgain gameId={review.gameId} mistake={review.biggestMistake} colour={review.colour} onBack={() => setTrying(false)} />;
  }
  return (
    <div className="grid gap-6">
      <Summary review={review} onTryAgain={() => setTrying(true)} />
      <ReviewStepper review={review} />
    </div>
  );
}

function NotReady({ review }: { review: GameReview }) {
  const locked = review.locked;
  const Icon = locked ? Lock : Hourglass;
  return (
    <div
      className="grid justify-items-start gap-4 rounded-3xl border-2 border-line bg-paper p-5 sm:p-6"
      data-testid={locked ? 'review-locked' : 'review-pending'}
    >
      <p className="flex items-start gap-3 text-lg text-ink">
        <Icon
          aria-hidden="true"
          className={locked ? 'mt-0.5 size-6 shrink-0 text-grape' : 'mt-0.5 size-6 shrink-0 text-brand motion-safe:animate-pulse'}
        />
        <span>{review.message}</span>
      </p>
      {locked && <LatestReviewLink />}
    </div>
  );
}

/** From a locked review, the way to the one a free child has: the latest game's. */
function LatestReviewLink() {
  const reviews = useGameReviews();
  const latest = reviews.data?.reviews.find((r) => !r.locked);
  if (!latest) return null;
  return (
    <Link to={`/reviews/${encodeURIComponent(latest.gameId)}`} className={buttonClassName('primary', 'md')}>
      <GraduationCap aria-hidden="true" className="size-5" /> <Trans>See my latest game’s review</Trans>
    </Link>
  );
}

/**
 * The coach after a game (issue 26): every move of the game with the child's own labelled in
 * words and a sentence, a board at the selected move, stepping by keyboard, read aloud, and
 * "Try it again" on the biggest mistake. While the engine is at work the page says so and
 * reads the review again every few seconds.
 */
export default function GameReviewPage() {
  const { t } = useLingui();
  const { gameId = '' } = useParams();
  const review = useGameReview(gameId);
  const data = review.data;
  const title = data ? reviewTitle(data) : '';
  const notFound = review.error instanceof ApiError && (review.error.status === 404 || review.error.status === 400);
  return (
    <>
      <title>{t`Your coach – Chess Quest`}</title>
      <PageHeader
        title={t`Your coach`}
        description={data ? t`${title}, move by move.` : t`What your coach says about your game.`}
        icon={<GraduationCap className="size-8" />}
        aside={<AllReviewsLink />}
      />
      {/* Said once the review arrives after a wait (the pending text is in the box below). */}
      <p role="status" className="sr-only">
        {data?.status === 'ready' && !data.locked ? t`Your coach is ready.` : ''}
      </p>
      {data ? (
        data.status === 'pending' || data.locked ? (
          <NotReady review={data} />
        ) : (
          <Ready review={data} />
        )
      ) : notFound ? (
        <p className="rounded-2xl bg-sun-soft p-4 text-lg text-ink">
          <Trans>We could not find this game. Your reviewed games are in the list of your reviews.</Trans>
        </p>
      ) : review.isError ? (
        <LoadError what={t`your review`} onRetry={() => void review.refetch()} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
