import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { AlarmClock } from 'lucide-react';
import { formatClock, remainingMs, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { cn } from '../../lib/cn';

/** Below this a clock turns red and says so in words. */
export const LOW_TIME_MS = 30_000;
/** Ten redraws a second: smooth enough for a seconds display, cheap for a phone. */
const TICK_MS = 100;

type ClockGame = Pick<MultiplayerGame, 'whiteTimeLeft' | 'blackTimeLeft' | 'currentTurn' | 'gameStatus' | 'serverNow'> &
  Partial<Pick<MultiplayerGame, 'firstMoveDeadline'>>;

/** This browser's clock, refreshed every `intervalMs` while `enabled`. */
export function useNow(intervalMs: number, enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, enabled]);
  return now;
}

/**
 * What a side's clock shows now: the server's figure at `serverNow`, run down locally for the side
 * to move. `clockOffsetMs` (server minus browser, measured with time:ping) keeps a browser whose
 * clock is wrong from showing the wrong time; every push resets the figure.
 */
export function useClockReading(game: ClockGame, color: 'white' | 'black', clockOffsetMs: number) {
  // A side's clock starts after its own first move.
  const running = game.gameStatus === 'active' && game.currentTurn === color && !game.firstMoveDeadline;
  const now = useNow(TICK_MS, running);
  return { ms: remainingMs(game, color, now + clockOffsetMs), running };
}

export interface ChessClockProps {
  game: ClockGame;
  color: 'white' | 'black';
  /** The player's username (never a real name). */
  name: string;
  /** Shown right after the name: the badges the player wears. */
  badges?: ReactNode;
  clockOffsetMs: number;
  className?: string;
}

/**
 * One side's clock. It is a timer (not read out every tick); crossing into low time is
 * announced once, politely.
 */
export function ChessClock({ game, color, name, badges, clockOffsetMs, className }: ChessClockProps) {
  const { ms, running } = useClockReading(game, color, clockOffsetMs);
  const low = ms <= LOW_TIME_MS && game.gameStatus === 'active';
  const { t } = useLingui();
  const side = color === 'white' ? t`White` : t`Black`;
  const lowSeconds = LOW_TIME_MS / 1000;

  return (
    <div
      className={cn(
        'flex min-h-16 items-center justify-between gap-3 rounded-2xl border-2 px-4 py-2',
        running ? 'border-brand bg-brand-soft' : 'border-line bg-paper',
        low && 'border-danger bg-red-50',
        className,
      )}
      data-testid={`player-${color}`}
      data-running={running || undefined}
      data-low-time={low || undefined}
    >
      <div className="grid min-w-0">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate text-lg font-bold text-ink">{name}</span>
          {badges}
        </span>
        <span className="text-sm text-ink-muted">
          {side}
          {running && ` · ${t`thinking`}`}
          {!running && game.gameStatus === 'active' && game.currentTurn === color && ` · ${t`first move`}`}
        </span>
      </div>
      <div className="flex items-center gap-2">
        {low && (
          <span className="flex items-center gap-1 text-sm font-bold text-danger">
            <AlarmClock aria-hidden className="size-5" /> <Trans>Low time!</Trans>
          </span>
        )}
        <span
          role="timer"
          aria-label={t`${side} clock`}
          className={cn('font-mono text-3xl font-extrabold tabular-nums', low ? 'text-danger' : 'text-ink')}
          data-testid={`clock-${color}`}
        >
          {formatClock(ms / 1000)}
        </span>
      </div>
      <span aria-live="polite" className="sr-only">
        {low ? t`${side} has less than ${lowSeconds} seconds left.` : ''}
      </span>
    </div>
  );
}
