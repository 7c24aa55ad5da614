import { Trans, useLingui } from '@lingui/react/macro';
import { Progress } from './ui/progress';
import { cn } from '../lib/cn';

/**
 * The countdown of a run the server times (a mini challenge, a puzzle race): seconds left in
 * big figures and a bar (it moves without animation when motion is reduced).
 */
export function Countdown({ msLeft, totalSeconds }: { msLeft: number; totalSeconds: number }) {
  const { t } = useLingui();
  const seconds = Math.ceil(msLeft / 1000);
  const low = seconds <= 5;
  return (
    <div className="grid gap-1">
      <p className="flex items-baseline gap-2 text-ink">
        <span className="text-base font-semibold text-ink-muted">
          <Trans>Time left</Trans>
        </span>
        <span className={cn('text-3xl font-extrabold tabular-nums', low && 'text-danger')} data-testid="mini-time-left">
          {seconds} s
        </span>
      </p>
      <Progress value={(msLeft / (totalSeconds * 1000)) * 100} label={t`Time left`} indicatorClassName={low ? 'bg-danger' : undefined} />
    </div>
  );
}
