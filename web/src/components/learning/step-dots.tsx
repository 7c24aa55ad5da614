import { Check, Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { clampStars, starSlots, starsLabel } from './star-display';
import { canOpenStep } from './step-progress';

/**
 * One dot per step, with the best stars earned on it. Done steps and the next one to do can be
 * opened; later steps wait. The current step is marked for screen readers with aria-current.
 */
export function StepDots({
  titles,
  stepStars,
  current,
  onOpen,
  label,
}: {
  titles: readonly string[];
  stepStars: readonly number[];
  current: number;
  onOpen: (index: number) => void;
  /** "Lesson steps", "Challenges". */
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap gap-2">
        {titles.map((title, index) => {
          const stars = clampStars(stepStars[index] ?? 0);
          const open = canOpenStep(index, stepStars);
          const isCurrent = index === current;
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                disabled={!open}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={`Step ${index + 1}: ${title}, ${starsLabel(stars)}${open ? '' : ', not open yet'}`}
                className={cn(
                  'inline-flex min-h-14 min-w-14 flex-col items-center justify-center gap-0.5 rounded-2xl border-2 px-2 py-1',
                  'text-base font-bold disabled:cursor-not-allowed',
                  isCurrent
                    ? 'border-brand bg-brand text-white'
                    : stars > 0
                      ? 'border-success bg-green-100 text-green-800'
                      : open
                        ? 'border-brand bg-paper text-brand-strong'
                        : 'border-line bg-cream text-ink-muted',
                )}
              >
                <span aria-hidden="true" className="inline-flex items-center gap-1 leading-none">
                  {stars > 0 && !isCurrent && <Check className="size-4" />}
                  {index + 1}
                </span>
                <span aria-hidden="true" className="flex">
                  {starSlots(stars).map((filled, i) => (
                    <Star
                      key={i}
                      className={cn('size-3', filled ? 'fill-sun text-star' : isCurrent ? 'text-white' : 'text-ink-muted')}
                    />
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
