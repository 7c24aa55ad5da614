import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useReducedMotion } from 'framer-motion';
import { ArrowRight, Crown, Lightbulb, RotateCcw } from 'lucide-react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { SOLVED_PUZZLE_TOAST_MS } from '@chess-quest/protocol/constants';
import { PUZZLE_MESSAGES } from '@chess-quest/protocol/puzzles';
import { ChessBoard, type BoardMove } from '../../../components/chess/lazy-chess-board';
import { MissionCard } from '../../../components/learning/mission-card';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { DifficultyStars } from '../../../components/ui/difficulty-stars';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/request-error-message';
import { afterThisPaint } from '../../../lib/after-paint';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { dismissToast, toast } from '../../../lib/toast';
import { puzzleAllowanceQueryOptions } from '../api/get-puzzle-allowance';
import { useRecordPuzzleAttempt } from '../api/record-puzzle-attempt';
import { childMoves, playLineMove, puzzleSide, startLine, type LinePosition } from '../puzzle-line';
import { SolvedPoints, createPointsLine, type PointsLine } from './solved-points';
import { PlansLink } from '../../../components/plans-link';

/** Pause before the forced reply of a longer puzzle, so the child sees their own move land. */
const REPLY_DELAY_MS = 400;

type Status = 'playing' | 'wrong' | 'replying' | 'solved';

/**
 * Spec §2/§4 Puzzles, right: the board, the mission, hints one by one, the attempts counter,
 * Reset Board and Next Puzzle. Give it a `key` per puzzle: selecting a puzzle starts afresh.
 * A `locked` puzzle (no free puzzles left today) says so before the child starts it, and
 * its board takes no move, so no solve is ever lost to the limit.
 */
export function PuzzleSolver({
  puzzle,
  locked = false,
  limit = null,
  onStart,
  onNext,
}: {
  puzzle: Puzzle;
  locked?: boolean;
  limit?: number | null;
  /** The child's first move in this puzzle: from now on it counts as one of today's. */
  onStart?: () => void;
  onNext: () => void;
}) {
  const { t } = useLingui();
  const record = useRecordPuzzleAttempt();
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion() ?? false;
  const [position, setPosition] = useState<LinePosition>(() => startLine(puzzle));
  const [attempts, setAttempts] = useState(0);
  const [hintsShown, setHintsShown] = useState(0);
  const [status, setStatus] = useState<Status>('playing');
  const [lastMove, setLastMove] = useState<{ from: string; to: string } | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // The board's reason for a move it refused, shown (and said) in the status line above it.
  const [boardMessage, setBoardMessage] = useState<string | null>(null);
  // The points of a solve, said to a screen reader when the server has them (the toast was
  // heard when it opened, before they joined it).
  const [pointsSentence, setPointsSentence] = useState<string | null>(null);
  const replyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // What the child did here, read when leaving the puzzle (the effect below has no fresh state then).
  const tried = useRef({ attempts: 0, solved: false });
  useEffect(() => {
    tried.current = { attempts, solved: status === 'solved' };
  }, [attempts, status]);

  const clearReply = useCallback(() => {
    if (replyTimer.current) clearTimeout(replyTimer.current);
    replyTimer.current = null;
  }, []);

  // Leaving a puzzle tried but not solved records the miss: the parent view lists it as
  // Not Solved and the puzzle list brings it back later. Quietly: the child has moved on.
  const { mutate: recordAttempt } = record;
  useEffect(
    () => () => {
      clearReply();
      const { attempts: tries, solved } = tried.current;
      if (tries > 0 && !solved) {
        recordAttempt({ puzzleId: puzzle.id, body: { solved: false, attempts: tries, solvedAt: null, moves: [] } });
      }
    },
    [recordAttempt, puzzle.id, clearReply],
  );

  const side = puzzleSide(puzzle.fen);

  const congratulations = (attempts: number, points: number): string =>
    points > 0
      ? t`You solved it in ${plural(attempts, { one: '# attempt', other: '# attempts' })} and earned ${points} points!`
      : t`You solved it in ${plural(attempts, { one: '# attempt', other: '# attempts' })}! You already earned the points for this puzzle.`;
  /** protocol PUZZLE_MESSAGES.dailyLimit, in the reader's language. */
  const dailyLimitText = (limit: number): string =>
    t`That's your ${limit} free puzzles for today, great work! Come back tomorrow, or ask a grown-up about Premium for unlimited puzzles.`;

  function recordSolve(tries: number, played: string[]) {
    // The last move matched the puzzle's line, which the server checks the same way: the
    // child is congratulated without waiting for the server, and the points fill in the same
    // toast when the server has recorded them, which then stays its usual time (issue 29). A
    // refusal takes the toast away and says why.
    const title = t`Congratulations!`;
    const points = createPointsLine();
    const solvedAt = new Date().toISOString();
    // The move's frame carries the move alone: the toast opens in the frame after it (on a slow
    // tablet its first render held the move back), and the request goes once the toast is on the
    // screen. Answered through the promise, not mutate's callbacks, which are dropped if the
    // child has left the puzzle by then: the toast always gets its points or goes away.
    afterThisPaint(() => {
      const solvedToast = toast({ title, description: <SolvedPoints line={points} />, duration: Infinity });
      afterThisPaint(() => sendSolve(tries, played, solvedAt, title, solvedToast.id, points));
    });
  }

  function sendSolve(tries: number, played: string[], solvedAt: string, title: string, toastId: string, points: PointsLine) {
    record
      .mutateAsync({
        puzzleId: puzzle.id,
        // The server checks the child's own moves against the line (the replies are its own).
        body: { solved: true, attempts: tries, solvedAt, moves: childMoves(played) },
      })
      .then(
        (response) => {
          const description = congratulations(tries, response.pointsAwarded);
          setPointsSentence(description);
          if (points.shown()) {
            points.set(description);
            setTimeout(() => dismissToast(toastId), SOLVED_PUZZLE_TOAST_MS);
          } else toast({ title, description, duration: SOLVED_PUZZLE_TOAST_MS });
        },
        (error: unknown) => {
          dismissToast(toastId);
          if (error instanceof ApiError && error.status === 403) {
            // The server says the daily limit in English: the same sentence is said here in the reader's language.
            const sentence = errorMessageOf(error);
            setLimitMessage(limit !== null && sentence === PUZZLE_MESSAGES.dailyLimit(limit) ? dailyLimitText(limit) : apiErrorText(error));
          } else toast({ title: t`Error`, description: t`Failed to record puzzle attempt`, variant: 'destructive' });
        },
      )
      .finally(() => void queryClient.invalidateQueries(puzzleAllowanceQueryOptions()));
  }

  function onMove(move: BoardMove): boolean {
    if (locked || status === 'replying' || status === 'solved') return false;
    setBoardMessage(null);
    // The page's count of free puzzles left follows a frame later: the move's frame is the board's.
    if (attempts === 0 && position.ply === 0 && onStart) afterThisPaint(onStart);
    const tries = attempts + 1;
    setAttempts(tries);
    const outcome = playLineMove(puzzle.solution, position, move.uci, move.fenAfter);
    if (outcome.kind === 'wrong') {
      setStatus('wrong');
      toast({ title: t`Not quite right`, description: t`Try again! You can do it.` });
      return false;
    }
    setLastMove({ from: move.from, to: move.to });
    if (outcome.kind === 'solved') {
      setPosition(outcome.position);
      setStatus('solved');
      recordSolve(tries, outcome.position.played);
      return true;
    }
    setPosition(outcome.afterChild);
    setStatus('replying');
    clearReply();
    replyTimer.current = setTimeout(
      () => {
        replyTimer.current = null;
        setPosition(outcome.afterReply);
        setLastMove({ from: outcome.reply.from, to: outcome.reply.to });
        setStatus('playing');
      },
      reducedMotion ? 0 : REPLY_DELAY_MS,
    );
    return true;
  }

  // The same functions on every render: a move draws the board, the status and the count again,
  // not the buttons, the hints, the mission or the heading (issue 29).
  const reset = useCallback(() => {
    clearReply();
    setPosition(startLine(puzzle));
    setAttempts(0);
    setStatus('playing');
    setLastMove(null);
    setBoardMessage(null);
    setPointsSentence(null);
  }, [clearReply, puzzle]);
  const showHint = useCallback(() => setHintsShown((n) => Math.min(n + 1, puzzle.hints.length)), [puzzle.hints.length]);
  const next = useLatestCallback(onNext);

  const statusText = {
    playing: locked
      ? t`This puzzle is waiting for tomorrow.`
      : position.ply === 0
        ? side === 'white'
          ? t`Your move! You play white.`
          : t`Your move! You play black.`
        : t`Good move! Now find the next one.`,
    wrong: t`Not quite right. Try again!`,
    replying: t`Good move! Now the other side moves...`,
    solved: t`Congratulations! Puzzle solved!`,
  }[status];
  const limitText = limitMessage ?? (locked && limit !== null ? dailyLimitText(limit) : null);
  // Told before the board, so a child on a phone reads it before trying a move.
  const limitBox = limitText && (
    <div role="status" className="grid gap-2 rounded-2xl border-2 border-grape bg-grape-soft p-4 text-grape-strong" data-testid="puzzle-limit">
      <p className="font-semibold">{limitText}</p>
      <PlansLink className={buttonClassName('premium', 'md', 'justify-self-start')}>
        <Crown aria-hidden="true" className="size-5" />
        <Trans>See Premium</Trans>
      </PlansLink>
    </div>
  );

  return (
    // On a phone the card reaches the screen's edges, so each square of the board is a 44 px target.
    <Card className="max-sm:-mx-4 max-sm:rounded-none max-sm:border-x-0">
      <PuzzleHeading title={puzzle.title} difficulty={puzzle.difficulty} points={puzzle.points} />
      {limitBox && <div className="px-6 pb-4 max-sm:px-4">{limitBox}</div>}
      {/* Every screen: the mission and what the board says come before the board (on a phone
          a child sees the task and the whole board at once); wide screens put them at its right. */}
      <CardContent className="grid gap-3 max-sm:px-2 max-sm:pt-0 sm:gap-4 xl:grid-cols-[minmax(0,560px)_minmax(0,1fr)] xl:grid-rows-[auto_1fr] xl:gap-x-6">
        <div className="grid content-start gap-2 max-sm:px-2 xl:col-start-2 xl:row-start-1" data-testid="puzzle-task">
          <MissionCard description={puzzle.description} testId="puzzle-mission" />
          <p aria-live="polite" className="text-lg font-bold text-ink sm:text-xl" data-testid="puzzle-status">
            {boardMessage ?? statusText}
          </p>
          <p aria-live="polite" className="sr-only">
            {status === 'solved' ? pointsSentence : null}
          </p>
        </div>
        <div className="xl:col-start-1 xl:row-span-2 xl:row-start-1">
          <ChessBoard
            fen={position.fen}
            orientation={side}
            playerColor={side}
            disabled={locked || status === 'replying' || status === 'solved'}
            showMoveEntry={!locked && status !== 'solved'}
            lastMove={lastMove}
            highlightSquares={status === 'solved' && lastMove ? { [lastMove.from]: 'correct', [lastMove.to]: 'correct' } : undefined}
            onMove={onMove}
            onMessage={setBoardMessage}
            fitToScreen
            ariaLabel={side === 'white' ? t`Puzzle board, you play white` : t`Puzzle board, you play black`}
          />
        </div>
        <div className="grid content-start gap-4 xl:col-start-2 xl:row-start-2">
          <div className="flex flex-wrap items-center gap-3 px-2 text-ink-muted sm:hidden">
            <Difficulty difficulty={puzzle.difficulty} points={puzzle.points} />
          </div>
          <p className="text-lg text-ink max-sm:px-2">
            <Trans>
              Attempts: <strong data-testid="attempts">{attempts}</strong>
            </Trans>
          </p>

          <Hints hints={puzzle.hints} shown={hintsShown} locked={locked} onShowMore={showHint} />
          <PuzzleButtons locked={locked} onReset={reset} onNext={next} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The puzzle's name and, on wider screens, its difficulty and points. */
const PuzzleHeading = memo(function PuzzleHeading({ title, difficulty, points }: { title: string; difficulty: number; points: number }) {
  return (
    <CardHeader className="max-sm:gap-1 max-sm:px-4 max-sm:pt-3 max-sm:pb-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <CardTitle as="h2" className="text-2xl max-sm:text-xl">
          {title}
        </CardTitle>
        {/* On a phone the difficulty waits under the board, to give the mission its room. */}
        <div className="flex flex-wrap items-center gap-3 text-ink-muted max-sm:hidden">
          <Difficulty difficulty={difficulty} points={points} />
        </div>
      </div>
    </CardHeader>
  );
});

const Difficulty = memo(function Difficulty({ difficulty, points }: { difficulty: number; points: number }) {
  return (
    <>
      <DifficultyStars difficulty={difficulty} />
      <span>
        <Trans>{points} points</Trans>
      </span>
    </>
  );
});

/** The hints shown so far, and the button that shows the next one. */
const Hints = memo(function Hints({
  hints,
  shown,
  locked,
  onShowMore,
}: {
  hints: readonly string[];
  shown: number;
  locked: boolean;
  onShowMore: () => void;
}) {
  const { t } = useLingui();
  const shownHints = hints.slice(0, shown);
  return (
    <div className="grid gap-2 max-sm:px-2">
      {shownHints.length > 0 && (
        <ol className="grid gap-2" aria-label={t`Hints`}>
          {shownHints.map((hint, i) => (
            <li key={i} className="flex items-start gap-2 rounded-xl bg-teal-soft p-3 font-semibold text-teal-strong">
              <Lightbulb aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span className="flex-1">{hint}</span>
            </li>
          ))}
        </ol>
      )}
      {hints.length > 0 && !locked && (
        <Button variant="secondary" onClick={onShowMore} disabled={shown >= hints.length} className="justify-self-start">
          <Lightbulb aria-hidden="true" className="size-5" />
          {shown >= hints.length ? <Trans>No more hints</Trans> : shown === 0 ? <Trans>Show a hint</Trans> : <Trans>Show another hint</Trans>}
        </Button>
      )}
    </div>
  );
});

/** Reset Board and Next Puzzle. */
const PuzzleButtons = memo(function PuzzleButtons({ locked, onReset, onNext }: { locked: boolean; onReset: () => void; onNext: () => void }) {
  return (
    <div className="flex flex-wrap gap-3 max-sm:px-2">
      <Button variant="outline" onClick={onReset} disabled={locked}>
        <RotateCcw aria-hidden="true" className="size-5" />
        <Trans>Reset Board</Trans>
      </Button>
      <Button onClick={onNext}>
        <Trans>Next Puzzle</Trans>
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
});
