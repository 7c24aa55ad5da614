import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useReviewItems } from '../api/get-review-items';

/** The short Review step: what the child missed comes back after 1, 3 and 7 days. */
export function ReviewCard() {
  const review = useReviewItems();
  if (!review.data || review.data.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3 border-sun p-5" data-testid="review">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <RotateCcw aria-hidden="true" className="size-6 text-amber-800" /> Review
      </h2>
      <p className="text-ink-muted">These were tricky before. Try them again: each one leaves the list once you get it right twice.</p>
      <ul className="flex flex-col gap-2">
        {review.data.map((item) => (
          <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sun-soft px-3 py-2">
            <span className="font-semibold text-amber-900">
              {item.title} <span className="font-normal">({item.solves} of {item.solvesNeeded})</span>
            </span>
            <Button asChild size="sm" variant="outline">
              <Link to={item.href}>Try again</Link>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
