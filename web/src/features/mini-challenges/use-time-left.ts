import { useEffect, useRef, useState } from 'react';
import { msLeftAt } from '../../lib/time-left';
import type { ReceivedRun } from './mini-logic';

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
