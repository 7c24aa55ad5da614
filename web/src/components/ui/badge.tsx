import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/** Spec §3 "Badge display": icon, text, one of five colours, optional animation. */
export type BadgeColor = 'green' | 'amber' | 'blue' | 'purple' | 'red' | 'neutral';

// Text/background pairs, all at least 4.5:1 (see index.css for the method).
const colorClasses: Record<BadgeColor, string> = {
  green: 'bg-green-100 text-green-800',
  amber: 'bg-sun-soft text-amber-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-grape-soft text-grape-strong',
  red: 'bg-red-100 text-red-800',
  neutral: 'bg-brand-soft text-brand-strong',
};

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  color?: BadgeColor;
  animated?: boolean;
}

export function Badge({ color = 'neutral', animated = false, className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold',
        colorClasses[color],
        animated && 'motion-safe:animate-pulse',
        className,
      )}
      {...props}
    />
  );
}
