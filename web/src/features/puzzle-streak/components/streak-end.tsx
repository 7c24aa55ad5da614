import { Trans, useLingui } from '@lingui/react/macro';
import { Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { StreakRun } from '@chess-quest/protocol/puzzle-streak';
import { ChessBoard } from '../../../components/chess/lazy-chess-board';
import { Card, CardContent } from '../../../components/ui/card';
import { endCheer, endTitle, sanOf, streakSide } from '../streak-words';

/**
 * The end of a run: "Your streak: 7! Best: 9", a kind sentence, and the move the puzzle
 * wanted on its board. The heading takes the focus when the run has just ended, so a
 * keyboard or screen reader user hears the result at once.
 */
export function StreakEnd({ run, best, focus, children }: { run: StreakRun; best: number; focus: boolean; children?: React.ReactNode }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const puzzle = run.puzzle;
  const side = puzzle ? streakSide(puzzle.startFen) : 'white';
  const expected = run.missed && puzzle ? sanOf(puzzle.fen, run.missed.expected) : null;
  const given = run.missed && puzzle ? sanOf(puzzle.fen, run.missed.given) : null;
  const squares = run.missed ? { from: run.missed.expected.slice(0, 2), to: run.missed.expected.slice(2, 4) } : null;
  const expectedMove = expected ?? '';
  const from = squares?.from ?? '';
  const to = squares?.to ?? '';

  return (
    <Card data-testid="streak-end" className="max-sm:-mx-4 max-sm:rounded-none max-sm:border-x-0">
      <CardContent className="grid gap-4 pt-6 max-sm:px-4 lg:grid-cols-[minmax(0,420px)_minmax(0,1fr)] lg:gap-x-8">
        <div className="grid content-start gap-3 lg:col-start-2">
          <h2
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-3 text-3xl font-extrabold text-ink outline-none"
            data-testid="streak-end-title"
          >
            <Trophy aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
            {endTitle(run.streak, best)}
          </h2>
          <p className="text-xl text-ink">{endCheer(run.streak, best)}</p>
          {expected && given && (
            <p className="text-lg text-ink" data-testid="streak-missed">
              <Trans>
                You played {given}. The move was <strong>{expected}</strong>: it is marked on the board.
              </Trans>
            </p>
          )}
          {children}
        </div>
        {puzzle && squares && (
          <div className="lg:col-start-1 lg:row-start-1">
            <ChessBoard
              fen={puzzle.fen}
              orientation={side}
              disabled
              showMoveEntry={false}
              highlightSquares={{ [squares.from]: 'correct', [squares.to]: 'correct' }}
              lockedMessage={t`This streak has ended. Start a new one to play again.`}
              ariaLabel={t`The last puzzle of your streak: the move was ${expectedMove}, from ${from} to ${to}`}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
