import { useEffect, useRef, useState } from 'react';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { msLeftAt, type ReceivedRun } from './mini-logic';

export type { ReceivedRun } from './mini-logic';

/** Ticks while the run goes on; calls `onZero` once the time is up. */
export function useTimeLeft(received: ReceivedRun | null, onZero: (runId: string) => void): number {
  const [now, setNow] = useState(() => Date.now());
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  }, [onZero]);
  useEffect(() => {
    if (!received || received.run.finished) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (msLeftAt(received, at) <= 0) zero.current(received.run.runId);
    }, 250);
    return () => window.clearInterval(timer);
  }, [received]);
  return received ? msLeftAt(received, Math.max(now, received.receivedAt)) : 0;
}

/** The countdown: seconds left in big figures and a bar (it moves without animation when motion is reduced). */
export function Countdown({ msLeft, totalSeconds }: { msLeft: number; totalSeconds: number }) {
  const seconds = Math.ceil(msLeft / 1000);
  const low = seconds <= 5;
  return (
    <div className="grid gap-1">
      <p className="flex items-baseline gap-2 text-ink">
        <span className="text-base font-semibold text-ink-muted">Time left</span>
        <span className={cn('text-3xl font-extrabold tabular-nums', low && 'text-danger')} data-testid="mini-time-left">
          {seconds} s
        </span>
      </p>
      <Progress value={(msLeft / (totalSeconds * 1000)) * 100} label="Time left" indicatorClassName={low ? 'bg-danger' : undefined} />
    </div>
  );
}
