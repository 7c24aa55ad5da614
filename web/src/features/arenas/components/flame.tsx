import { Flame } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The flame of a player on fire (two wins in a row: every game scores double until one is not won). */
export function OnFireFlame({ label = 'On fire!', showLabel = false, className }: { label?: string; showLabel?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 font-bold text-brand-strong', className)} data-testid="on-fire">
      <Flame aria-hidden="true" className="size-6 fill-sun text-brand motion-safe:animate-pulse" />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}
