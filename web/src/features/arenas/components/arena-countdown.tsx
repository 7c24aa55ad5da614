import { Trans, useLingui } from '@lingui/react/macro';
import { Timer } from 'lucide-react';
import { clockText } from '../arena-text';

/** Before the start: the time left in big figures. */
export function ArenaCountdown({ msLeft, joined }: { msLeft: number; joined: boolean }) {
  const { t } = useLingui();
  const clock = clockText(msLeft);
  return (
    <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-teal bg-teal-soft p-6 text-center" data-testid="arena-countdown">
      <Timer aria-hidden="true" className="size-12 text-teal-strong" />
      <p className="text-lg font-semibold text-ink">
        <Trans>The arena starts in</Trans>
      </p>
      <p className="text-6xl font-extrabold text-ink tabular-nums" role="timer" aria-label={t`The arena starts in ${clock}`}>
        {clock}
      </p>
      <p className="text-lg text-ink">
        {joined ? t`You are in! Get ready: your first game starts right after.` : t`Join now to play from the start.`}
      </p>
    </div>
  );
}
