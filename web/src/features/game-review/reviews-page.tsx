import { GraduationCap, Hourglass, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GameReviewSummary } from '@chess-quest/protocol/game-review';
import { Badge } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useGameReviews } from './api/get-game-reviews';
import { opponentPhrase } from './review-text';

const resultWord: Record<GameReviewSummary['result'], MessageDescriptor> = { win: msg`Won`, loss: msg`Lost`, draw: msg`Draw` };
const resultColor = { win: 'green', loss: 'red', draw: 'blue' } as const;

/** "Against the Easy computer", "Against Brave Otter", "Arena game against Brave Otter". */
export function rowTitle(review: Pick<GameReviewSummary, 'kind' | 'opponent'>): string {
  const opponent = opponentPhrase(review);
  return review.kind === 'arena' ? i18n._(msg`Arena game against ${opponent}`) : i18n._(msg`Against ${opponent}`);
}

/** What a line of the list says about its review: how many mistakes, still being made, or locked. */
export function reviewState(review: Pick<GameReviewSummary, 'status' | 'locked' | 'mistakes'>): string {
  if (review.locked) return i18n._(msg`Part of Premium`);
  if (review.status === 'pending') return i18n._(msg`Your coach is looking at it`);
  if (review.mistakes === 0) return i18n._(msg`No big mistakes!`);
  const mistakes = review.mistakes ?? 0;
  return i18n._(msg`${plural(mistakes, { one: '# mistake to look at', other: '# mistakes to look at' })}`);
}

function ReviewRow({ review }: { review: GameReviewSummary }) {
  const { t } = useLingui();
  const opponent = opponentPhrase(review);
  const moves = review.moveCount;
  const date = formatDate(review.finishedAt, { dateStyle: 'medium' });
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex items-center gap-3">
          <Badge color={resultColor[review.result]}>{t(resultWord[review.result])}</Badge>
          <div className="grid gap-0.5">
            <p className="text-lg font-bold text-ink">{rowTitle(review)}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-ink-muted">
              <span>
                <Trans>
                  <Plural value={moves} one="# move" other="# moves" /> · {date}
                </Trans>
              </span>
              <span className="flex items-center gap-1 font-semibold text-ink">
                {review.locked && <Lock aria-hidden="true" className="size-4" />}
                {!review.locked && review.status === 'pending' && <Hourglass aria-hidden="true" className="size-4" />}
                {reviewState(review)}
              </span>
            </p>
          </div>
        </div>
        <Link
          to={`/reviews/${encodeURIComponent(review.gameId)}`}
          className={buttonClassName(review.locked ? 'outline' : 'primary', 'md')}
          aria-label={t`Open the review of your game against ${opponent}, ${date}`}
        >
          <Trans>Open</Trans>
        </Link>
      </Card>
    </li>
  );
}

/** The child's reviewed games, newest first, each with what its review holds. */
export default function ReviewsPage() {
  const { t } = useLingui();
  const reviews = useGameReviews();
  return (
    <>
      <title>{t`My reviews – Chess Quest`}</title>
      <PageHeader
        title={t`My reviews`}
        description={t`After every game your coach looks at your moves. Open a game to see what it says.`}
        icon={<GraduationCap className="size-8" />}
      />
      {reviews.data ? (
        reviews.data.reviews.length === 0 ? (
          <EmptyState icon={<GraduationCap className="size-7" />} title={t`No games yet`}>
            <Trans>Play a game against the computer or a friend: your coach looks at it as soon as it ends.</Trans>
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label={t`My reviewed games`}>
            {reviews.data.reviews.map((review) => (
              <ReviewRow key={review.gameId} review={review} />
            ))}
          </ul>
        )
      ) : reviews.isError ? (
        <LoadError what={t`your reviews`} onRetry={() => void reviews.refetch()} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
