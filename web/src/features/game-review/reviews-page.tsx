import { GraduationCap, Hourglass, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { GameReviewSummary } from '@chess-quest/protocol/game-review';
import { Badge } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { useGameReviews } from './api/get-game-reviews';
import { opponentPhrase } from './review-text';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const resultWord = { win: 'Won', loss: 'Lost', draw: 'Draw' } as const;
const resultColor = { win: 'green', loss: 'red', draw: 'blue' } as const;

/** "Against the Easy computer", "Against Brave Otter", "Arena game against Brave Otter". */
export function rowTitle(review: Pick<GameReviewSummary, 'kind' | 'opponent'>): string {
  return `${review.kind === 'arena' ? 'Arena game against' : 'Against'} ${opponentPhrase(review)}`;
}

/** What a line of the list says about its review: how many mistakes, still being made, or locked. */
export function reviewState(review: Pick<GameReviewSummary, 'status' | 'locked' | 'mistakes'>): string {
  if (review.locked) return 'Part of Premium';
  if (review.status === 'pending') return 'Your coach is looking at it';
  if (review.mistakes === 0) return 'No big mistakes!';
  return review.mistakes === 1 ? '1 mistake to look at' : `${review.mistakes ?? 0} mistakes to look at`;
}

function ReviewRow({ review }: { review: GameReviewSummary }) {
  const opponent = opponentPhrase(review);
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div className="flex items-center gap-3">
          <Badge color={resultColor[review.result]}>{resultWord[review.result]}</Badge>
          <div className="grid gap-0.5">
            <p className="text-lg font-bold text-ink">{rowTitle(review)}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-ink-muted">
              <span>
                {review.moveCount} moves · {dateFormat.format(new Date(review.finishedAt))}
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
          aria-label={`Open the review of your game against ${opponent}, ${dateFormat.format(new Date(review.finishedAt))}`}
        >
          Open
        </Link>
      </Card>
    </li>
  );
}

/** The child's reviewed games, newest first, each with what its review holds. */
export default function ReviewsPage() {
  const reviews = useGameReviews();
  return (
    <>
      <title>My reviews – Chess Quest</title>
      <PageHeader
        title="My reviews"
        description="After every game your coach looks at your moves. Open a game to see what it says."
        icon={<GraduationCap className="size-8" />}
      />
      {reviews.data ? (
        reviews.data.reviews.length === 0 ? (
          <EmptyState icon={<GraduationCap className="size-7" />} title="No games yet">
            Play a game against the computer or a friend: your coach looks at it as soon as it ends.
          </EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="My reviewed games">
            {reviews.data.reviews.map((review) => (
              <ReviewRow key={review.gameId} review={review} />
            ))}
          </ul>
        )
      ) : reviews.isError ? (
        <LoadError what="your reviews" onRetry={() => void reviews.refetch()} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
