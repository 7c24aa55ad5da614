import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { memo } from 'react';
import { cn } from '../../lib/cn';

const MAX_STARS = 5;

/**
 * Difficulty on the spec's 5-star scale; announced as "Difficulty: 3 out of 5". Memoised: a
 * puzzle's move or a list's update does not draw its five stars again (issue 29).
 */
export const DifficultyStars = memo(function DifficultyStars({ difficulty, className }: { difficulty: number; className?: string }) {
  const { t } = useLingui();
  const filled = Math.min(MAX_STARS, Math.max(0, Math.round(difficulty)));
  return (
    <span role="img" aria-label={t`Difficulty: ${filled} out of ${MAX_STARS}`} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-5', i < filled ? 'fill-sun text-star' : 'fill-none text-ink-muted')} />
      ))}
    </span>
  );
});
