import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { MAX_STEP_STARS, starSlots, starsLabel } from './star-display';

/** Earned stars (out of 3), announced as "2 of 3 stars". */
export function StarRating({
  stars,
  max = MAX_STEP_STARS,
  size = 'md',
  className,
}: {
  stars: number;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const iconSize = size === 'lg' ? 'size-12' : size === 'md' ? 'size-7' : 'size-4';
  return (
    <span role="img" aria-label={starsLabel(stars, max)} className={cn('inline-flex items-center gap-1', className)}>
      {starSlots(stars, max).map((filled, i) => (
        <Star key={i} aria-hidden="true" className={cn(iconSize, filled ? 'fill-sun text-star' : 'fill-none text-ink-muted')} />
      ))}
    </span>
  );
}
