import { CircleAlert, CircleCheck, Crosshair, OctagonAlert, Sparkles, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReviewLabel } from '@chess-quest/protocol/game-review';
import { cn } from '../../../lib/cn';
import { useLingui } from '@lingui/react/macro';
import { labelWord } from '../review-text';

// The word is the label; the icon and the colour (pairs of at least 4.5:1) only repeat it.
const LOOK: Record<ReviewLabel, { icon: LucideIcon; className: string }> = {
  great: { icon: Sparkles, className: 'bg-teal-soft text-teal-strong' },
  good: { icon: CircleCheck, className: 'bg-green-100 text-green-800' },
  inaccuracy: { icon: CircleAlert, className: 'bg-sun-soft text-amber-800' },
  mistake: { icon: TriangleAlert, className: 'bg-brand-soft text-brand-strong' },
  blunder: { icon: OctagonAlert, className: 'bg-red-100 text-red-800' },
  'missed-win': { icon: Crosshair, className: 'bg-grape-soft text-grape-strong' },
};

/** A move's label as a small tag: its icon and its word. */
export function LabelTag({ label, large = false, className }: { label: ReviewLabel; large?: boolean; className?: string }) {
  const { i18n } = useLingui();
  const { icon: Icon, className: look } = LOOK[label];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-semibold whitespace-nowrap',
        large ? 'px-3 py-1 text-lg' : 'px-2 py-0.5 text-sm',
        look,
        className,
      )}
      data-label={label}
    >
      <Icon aria-hidden="true" className={large ? 'size-5' : 'size-4'} />
      {labelWord(label, i18n)}
    </span>
  );
}
