import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PuzzleStreakState, StreakMoveResult, StreakRun } from '@chess-quest/protocol/puzzle-streak';
import { ChessBoard, type BoardMove } from '../../../components/chess/lazy-chess-board';
import { MissionCard } from '../../../components/learning/mission-card';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { puzzleStreakKeys } from '../../../api/puzzle-streak/get-puzzle-streak';
import { useSendStreakMove } from '../api/send-streak-move';
import { streakErrorText, streakSide } from '../streak-words';

/** Pause before the reply of a longer puzzle, so the child sees their own move land. */
const REPLY_DELAY_MS = 400;
/** Pause on a solved puzzle before the next one comes. */
const SOLVED_DELAY_MS = 900;

type Status = 'playing' | 'waiting' | 'replying' | 'solved';

/**
 * The run going on: its puzzle on the board, the streak so far and the best. Each move goes
 * to the server, which says whether it is the line's (and plays the reply), brings the next
 * puzzle, or ends the run; the page only shows what it answered.
 */
export function StreakBoard({
  run,
  best,
  onEnd,
}: {
  run: StreakRun;
  best: number;
  /** Called when a wrong move ends the run, before its end shows. */ onEnd?: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const send = useSendStreakMove();
  const [status, setStatus] = useState<Status>('playing');
  const [lastMove, setLastMove] = useState<{ from: string; to: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const puzzle = run.puzzle!;
  const side = streakSide(puzzle.startFen);

  const show = (result: StreakMoveResult) =>
    queryClient.setQueryData<PuzzleStreakState>(puzzleStreakKeys.state(), (state) =>
      state ? { ...state, run: result.run, best: result.best } : state,
    );
  const later = (ms: number, then: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      then();
    }, ms);
  };

  async function onMove(move: BoardMove): Promise<boolean> {
    if (status !== 'playing') return false;
    setMessage(null);
    setStatus('waiting');
    try {
      const result = await send.mutateAsync({ runId: run.id, body: { step: run.step, move: move.uci } });
      if (result.outcome === 'wrong') {
        // The run is over: the page shows its end.
        onEnd?.();
        show(result);
        return false;
      }
      setLastMove({ from: move.from, to: move.to });
      if (result.outcome === 'right') {
        setStatus('replying');
        later(REPLY_DELAY_MS, () => {
          const reply = result.reply ?? '';
          setLastMove({ from: reply.slice(0, 2), to: reply.slice(2, 4) });
          show(result);
          setStatus('playing');
        });
      } else {
        setStatus('solved');
        later(SOLVED_DELAY_MS, () => {
          setLastMove(null);
          show(result);
          setStatus('playing');
        });
      }
      return true;
    } catch (error) {
      setStatus('playing');
      setMessage(streakErrorText(error));
      // The move was answered already (another tab, a double tap): show the run as it is.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: puzzleStreakKeys.all });
      }
      return false;
    }
  }

  const nextStreak = run.streak + 1;
  const statusText = {
    playing:
      puzzle.played.length === 0
        ? side === 'white'
          ? t`Your move! You play white.`
          : t`Your move! You play black.`
        : t`Good move! Now find the next one.`,
    waiting: t`Checking your move...`,
    replying: t`Good move! Now the other side moves...`,
    solved: t`Solved! Your streak is ${nextStreak}. Here comes a harder one...`,
  }[status];
  const streak = run.streak;

  return (
    <Card className="max-sm:-mx-4 max-sm:rounded-none max-sm:border-x-0" data-testid="streak-run">
      <CardHeader className="max-sm:gap-1 max-sm:px-4 max-sm:pt-3 max-sm:pb-2">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <CardTitle as="h2" className="text-2xl max-sm:text-xl">
            {puzzle.title}
          </CardTitle>
          <p className="flex items-center gap-3 text-lg font-bold text-ink" data-testid="streak-count">
            <span className="flex items-center gap-1">
              <Flame aria-hidden="true" className="size-6 text-orange-600" />
              <Trans>Streak: {streak}</Trans>
            </span>
            <span className="font-semibold text-ink-muted">
              <Trans>Best: {best}</Trans>
            </span>
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 max-sm:px-2 max-sm:pt-0 sm:gap-4 xl:grid-cols-[minmax(0,560px)_minmax(0,1fr)] xl:gap-x-6">
        <div className="grid content-start gap-2 max-sm:px-2 xl:col-start-2 xl:row-start-1">
          <MissionCard description={puzzle.description} testId="streak-mission" />
          <p aria-live="polite" className="text-lg font-bold text-ink sm:text-xl" data-testid="streak-status">
            {message ?? statusText}
          </p>
        </div>
        <div className="xl:col-start-1 xl:row-start-1">
          <ChessBoard
            fen={puzzle.fen}
            orientation={side}
            playerColor={side}
            disabled={status !== 'playing'}
            lastMove={lastMove}
            highlightSquares={status === 'solved' && lastMove ? { [lastMove.from]: 'correct', [lastMove.to]: 'correct' } : undefined}
            onMove={onMove}
            onMessage={setMessage}
            fitToScreen
            ariaLabel={side === 'white' ? t`Streak puzzle board, you play white` : t`Streak puzzle board, you play black`}
          />
        </div>
      </CardContent>
    </Card>
  );
}
