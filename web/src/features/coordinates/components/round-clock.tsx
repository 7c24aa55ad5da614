import { Trans, useLingui } from '@lingui/react/macro';
import { COORDINATES_RULES } from '@chess-quest/protocol/coordinates';
import { Progress } from '../../../components/ui/progress';
import { secondsLeft } from '../coordinates-logic';

/**
 * The round's clock: the seconds left and a calm bar (no red, no flashing: the round is a game,
 * not a test). The bar slides only when motion is welcome (Progress: motion-safe).
 */
export function RoundClock({ elapsedMs }: { elapsedMs: number }) {
  const { t } = useLingui();
  const seconds = secondsLeft(elapsedMs);
  return (
    <div className="grid gap-1" role="timer" aria-live="off" aria-label={t`${seconds} seconds left`}>
      <p className="flex items-baseline gap-2 text-ink">
        <span className="text-base font-semibold text-ink-muted">
          <Trans>Time</Trans>
        </span>
        <span className="text-3xl font-extrabold tabular-nums" data-testid="coordinates-time-left">
          <Trans>{seconds} s</Trans>
        </span>
      </p>
      <Progress
        value={((COORDINATES_RULES.roundMs - elapsedMs) / COORDINATES_RULES.roundMs) * 100}
        label={t`Time left in the round`}
        className="bg-teal-soft"
        indicatorClassName="bg-teal"
      />
    </div>
  );
}
