import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import type { ReviewItem, UserLearningPath } from '@chess-quest/protocol/learning-journey';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReviewItems } from '../api/get-review-items';
import { useJourneyTexts } from '../texts';

/**
 * The path the Review step belongs to: the child's current path, the one under way that
 * was started last. Null when no path is under way (the review then stands on its own).
 */
export function currentPathId(userPaths: readonly Pick<UserLearningPath, 'pathId' | 'status' | 'startedAt'>[]): string | null {
  const active = userPaths.filter((p) => p.status === 'in_progress');
  active.sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? ''));
  return active[0]?.pathId ?? null;
}

/** How the review works, with the ladder in the reader's language. */
function ReviewHint() {
  const ladder = useJourneyTexts().ladder;
  return (
    <Trans>
      These were tricky before. Try them again! Each time you get one right, it comes back a little later: after {ladder}. Then you know it.
    </Trans>
  );
}

function ReviewList({ items }: { items: readonly ReviewItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sun-soft px-3 py-2">
          <ReviewItemTitle item={item} />
          <Button asChild size="sm" variant="outline">
            <Link to={item.href}>
              <Trans>Try again</Trans>
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ReviewItemTitle({ item }: { item: ReviewItem }) {
  const solves = item.solves;
  const solvesNeeded = item.solvesNeeded;
  return (
    <span className="font-semibold text-amber-900">
      {item.title}{' '}
      <span className="font-normal">
        <Trans>
          ({solves} of {solvesNeeded})
        </Trans>
      </span>
    </span>
  );
}

/**
 * The short Review step inside the current path (spaced review): what the child missed
 * comes back on the review ladder (4 hours, 1 day, 3 days, 1 week, 2 weeks, 1 month), before
 * the path's next step. It completes from facts: each item leaves after the last rung, and
 * the step with its last item.
 */
export function ReviewStep({ items }: { items: readonly ReviewItem[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  const count = items.length;
  return (
    <section aria-label={t`Review step`} className="flex flex-col gap-2 rounded-2xl border-2 border-sun p-3" data-testid="review-step">
      <h4 className="flex items-center gap-2 text-lg font-bold text-ink">
        <RotateCcw aria-hidden="true" className="size-5 text-amber-800" /> <Trans>Review step: {count} to try again today</Trans>
      </h4>
      <p className="text-sm text-ink-muted">
        <ReviewHint />
      </p>
      <ReviewList items={items} />
    </section>
  );
}

/** The review on its own, while no path is under way to hold it as a step. */
export function ReviewCard() {
  const review = useReviewItems();
  if (!review.data || review.data.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3 border-sun p-5" data-testid="review">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <RotateCcw aria-hidden="true" className="size-6 text-amber-800" /> <Trans context="noun">Review</Trans>
      </h2>
      <p className="text-ink-muted">
        <ReviewHint />
      </p>
      <ReviewList items={review.data} />
    </Card>
  );
}
