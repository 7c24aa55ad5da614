import * as ProgressPrimitive from '@radix-ui/react-progress';
import { clampPercent } from '../../lib/level-progress';
import { cn } from '../../lib/cn';

export interface ProgressProps {
  /** Percentage; clamped to 0-100 (spec §3). */
  value: number;
  /** Accessible name, e.g. "Progress to level 3". */
  label: string;
  className?: string;
  indicatorClassName?: string;
}

export function Progress({ value, label, className, indicatorClassName }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(v) => `${Math.round(v)}%`}
      className={cn('relative h-4 w-full overflow-hidden rounded-full bg-brand-soft', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full rounded-full bg-brand motion-safe:transition-[width]', indicatorClassName)}
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
