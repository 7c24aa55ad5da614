import { useLingui } from '@lingui/react/macro';
import { Flame } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The flame of a player on fire (two wins in a row: every game scores double until one is not won). */
export function OnFireFlame({ label, showLabel = false, className }: { label?: string; showLabel?: boolean; className?: string }) {
  const { t } = useLingui();
  const text = label ?? t`On fire!`;
  return (
    <span className={cn('inline-flex items-center gap-1 font-bold text-brand-strong', className)} data-testid="on-fire">
      <Flame aria-hidden="true" className="size-6 fill-sun text-brand motion-safe:animate-pulse" />
      {showLabel ? <span>{text}</span> : <span className="sr-only">{text}</span>}
    </span>
  );
}
