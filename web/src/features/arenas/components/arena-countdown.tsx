import { Timer } from 'lucide-react';
import { clockText } from '../arena-text';

/** Before the start: the time left in big figures. */
export function ArenaCountdown({ msLeft, joined }: { msLeft: number; joined: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-teal bg-teal-soft p-6 text-center" data-testid="arena-countdown">
      <Timer aria-hidden="true" className="size-12 text-teal-strong" />
      <p className="text-lg font-semibold text-ink">The arena starts in</p>
      <p className="text-6xl font-extrabold text-ink tabular-nums" role="timer" aria-label={`The arena starts in ${clockText(msLeft)}`}>
        {clockText(msLeft)}
      </p>
      <p className="text-lg text-ink">{joined ? 'You are in! Get ready: your first game starts right after.' : 'Join now to play from the start.'}</p>
    </div>
  );
}
