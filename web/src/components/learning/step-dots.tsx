import { useLingui } from '@lingui/react/macro';
import { Check, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { clampStars, starSlots, starsLabel } from './star-display';
import { canOpenStep } from './step-progress';

/**
 * One dot per step, with the best stars earned on it. Done steps and the next one to do can be
 * opened; later steps wait. The current step is marked for screen readers with aria-current.
 * On a phone the dots are one row that scrolls sideways (three rows of them pushed the board
 * below the fold), kept scrolled to the current step.
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
  const { t } = useLingui();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const row = list.current;
    const dot = row?.children[current] as HTMLElement | undefined;
    if (!row || !dot || row.scrollWidth <= row.clientWidth) return;
    // Only the row scrolls, never the page: the dot's middle to the row's middle where it can.
    row.scrollLeft = dot.offsetLeft - row.offsetLeft - (row.clientWidth - dot.offsetWidth) / 2;
  }, [current]);
  return (
    // min-w-0: in the page's grid the row must not widen its column to all of its dots.
    <nav aria-label={label} className="min-w-0">
      <ol ref={list} className="flex gap-2 max-sm:-mx-1 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:p-1 sm:flex-wrap">
        {titles.map((title, index) => {
          const stars = clampStars(stepStars[index] ?? 0);
          const open = canOpenStep(index, stepStars);
          const isCurrent = index === current;
          const number = index + 1;
          const starsText = starsLabel(stars);
          return (
            <li key={index} className="shrink-0">
              <button
                type="button"
                onClick={() => onOpen(index)}
                disabled={!open}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={open ? t`Step ${number}: ${title}, ${starsText}` : t`Step ${number}: ${title}, ${starsText}, not open yet`}
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
                    <Star key={i} className={cn('size-3', filled ? 'fill-sun text-star' : isCurrent ? 'text-white' : 'text-ink-muted')} />
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
