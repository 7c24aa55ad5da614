import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';

/** Told before a puzzle is started: how many of today's free puzzles are left (nothing on premium). */
export function FreePuzzlesNotice({ left, limit }: { left: number | null; limit: number | null }) {
  const { t } = useLingui();
  if (left === null || limit === null) return null;
  const text =
    left === 0
      ? t`No free puzzles left today. The daily puzzle is always free, and you can finish puzzles you started.`
      : t`You have ${plural(left, { one: '# free puzzle', other: '# free puzzles' })} left today. The daily puzzle is always free!`;
  return (
    <p
      className="flex items-center gap-2 rounded-2xl border-2 border-sun bg-sun-soft px-4 py-2 text-sm font-semibold text-ink sm:text-lg"
      data-testid="free-puzzles-left"
    >
      <Gift aria-hidden="true" className="size-6 shrink-0 text-brand max-sm:hidden" />
      {text}
    </p>
  );
}
