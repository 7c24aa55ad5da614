import { ArrowLeft, Lightbulb, PartyPopper, RotateCcw, Target } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BiggestMistake } from '@chess-quest/protocol/game-review';
import { ChessBoard, type BoardMove } from '../../../components/chess/lazy-chess-board';
import { ReadAloudButton } from '../../../components/learning/read-aloud-button';
import { Button } from '../../../components/ui/button';
import { i18n } from '../../../lib/i18n';
import { requestErrorMessage } from '../../../lib/request-error-message';
import { useRetryMistake } from '../api/retry-mistake';
import { LabelTag } from './label-tag';

type Result = { betterSan: string | null; message: string; points: number };

/** "You earned 15 points!", or nothing new when the points were paid before. */
export function pointsSentence(points: number): string {
  return points > 0
    ? i18n._(msg`${plural(points, { one: 'You earned # point!', other: 'You earned # points!' })}`)
    : i18n._(msg`You already earned the points for this one.`);
}

/**
 * "Try it again": the position before the game's biggest mistake, the child to move, like a
 * puzzle. Each move is checked by the server (it knows the better move, the page does not);
 * a wrong one goes back with a kind word, hints come one at a time, and the right one shows
 * the points the server paid.
 */
export function TryAgain({
  gameId,
  mistake,
  colour,
  onBack,
}: {
  gameId: string;
  mistake: BiggestMistake;
  colour: 'white' | 'black';
  onBack: () => void;
}) {
  const { t } = useLingui();
  const retry = useRetryMistake();
  const heading = useRef<HTMLHeadingElement>(null);
  const [hintsShown, setHintsShown] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [lastMove, setLastMove] = useState<{ from: string; to: string } | null>(null);
  // A new board for each go, so a solved position can be tried once more from the start.
  const [round, setRound] = useState(0);

  useEffect(() => heading.current?.focus(), []);

  // The coach's sentence often asks for the better move already; the task asks only once.
  const played = mistake.played.san;
  const sentence = mistake.sentence;
  const asks = sentence.trim().endsWith('?');
  const task =
    colour === 'white'
      ? asks
        ? t`In your game you played ${played} here. ${sentence} You play white.`
        : t`In your game you played ${played} here. ${sentence} Can you find a better move? You play white.`
      : asks
        ? t`In your game you played ${played} here. ${sentence} You play black.`
        : t`In your game you played ${played} here. ${sentence} Can you find a better move? You play black.`;

  const onMove = async (move: BoardMove): Promise<boolean> => {
    if (result) return false;
    setMessage(null);
    try {
      const answer = await retry.mutateAsync({ gameId, move: move.uci });
      if (!answer.correct) {
        setMessage(answer.message);
        return false;
      }
      setLastMove({ from: move.from, to: move.to });
      setResult({ betterSan: answer.betterSan ?? answer.san, message: answer.message, points: answer.points });
      return true;
    } catch (error) {
      setMessage(requestErrorMessage(error));
      return false;
    }
  };

  const again = () => {
    setResult(null);
    setMessage(null);
    setLastMove(null);
    setRound((n) => n + 1);
  };

  const status = result
    ? `${result.message} ${pointsSentence(result.points)}`
    : (message ?? (retry.isPending ? t`Checking your move…` : t`Your move! Find the better one.`));
  const hints = mistake.hints.slice(0, hintsShown);

  return (
    <section aria-labelledby="try-again-title" className="grid gap-4 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)] lg:gap-6" data-testid="try-again">
      <div className="grid content-start gap-3 lg:col-start-2 lg:row-start-1">
        <h2 id="try-again-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-2xl font-extrabold text-ink focus:outline-none">
          <Target aria-hidden="true" className="size-7 text-brand" /> <Trans>Try it again</Trans>
        </h2>
        <div className="flex items-start gap-3 rounded-2xl bg-cream p-3 sm:p-4">
          <div className="grid flex-1 justify-items-start gap-2">
            <LabelTag label={mistake.label} />
            <p className="text-lg text-ink" data-testid="try-again-task">
              {task}
            </p>
          </div>
          <ReadAloudButton text={task} />
        </div>
        <p
          aria-live="polite"
          role="status"
          className={result ? 'rounded-2xl border-2 border-success bg-green-100 p-3 text-xl font-bold text-green-800' : 'text-xl font-bold text-ink'}
          data-testid="try-again-status"
        >
          {result && <PartyPopper aria-hidden="true" className="mr-2 inline size-6 align-text-bottom" />}
          {status}
        </p>
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <ChessBoard
          key={round}
          fen={mistake.fen}
          orientation={colour}
          playerColor={colour}
          disabled={retry.isPending || result !== null}
          showMoveEntry={result === null}
          lastMove={lastMove}
          highlightSquares={result && lastMove ? { [lastMove.from]: 'correct', [lastMove.to]: 'correct' } : undefined}
          onMove={onMove}
          onMessage={setMessage}
          fitToScreen
          ariaLabel={colour === 'white' ? t`Try it again board, you play white` : t`Try it again board, you play black`}
        />
      </div>
      <div className="grid content-start gap-3 lg:col-start-2 lg:row-start-2">
        {!result && (
          <div className="grid gap-2">
            {hints.length > 0 && (
              <ol className="grid gap-2" aria-label={t`Hints`}>
                {hints.map((hint) => (
                  <li key={hint} className="flex items-start gap-2 rounded-xl bg-teal-soft p-3 font-semibold text-teal-strong">
                    <Lightbulb aria-hidden="true" className="mt-1 size-5 shrink-0" />
                    <span className="flex-1">{hint}</span>
                  </li>
                ))}
              </ol>
            )}
            <Button
              variant="secondary"
              className="justify-self-start"
              disabled={hintsShown >= mistake.hints.length}
              onClick={() => setHintsShown((n) => Math.min(n + 1, mistake.hints.length))}
            >
              <Lightbulb aria-hidden="true" className="size-5" />
              {hintsShown >= mistake.hints.length ? t`No more hints` : hintsShown === 0 ? t`Show a hint` : t`Show another hint`}
            </Button>
          </div>
        )}
        {mistake.solved && !result && (
          // GAME_REVIEW_MESSAGES.alreadySolved and what follows, as one sentence to translate.
          <p className="text-ink-muted">
            <Trans>You already found it. Well done! You can play it again for fun.</Trans>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {result && (
            <Button variant="outline" onClick={again}>
              <RotateCcw aria-hidden="true" className="size-5" /> <Trans>Play it once more</Trans>
            </Button>
          )}
          <Button variant={result ? 'primary' : 'outline'} onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-5" /> <Trans>Back to the review</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}
