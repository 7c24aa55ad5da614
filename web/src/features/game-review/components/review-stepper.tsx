import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameReview, ReviewMove } from '@chess-quest/protocol/game-review';
import { ChessBoard } from '../../../components/chess/lazy-chess-board';
import { ReadAloudButton } from '../../../components/learning/read-aloud-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { step, type StepAction } from '../review-steps';
import { betterMoveLine, labelMeaning, lookAgainPlies, moveAnnouncement, moveHeading, opponentPhrase, sanInWords } from '../review-text';
import { LabelTag } from './label-tag';
import { ReviewMoveList } from './review-move-list';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a position (FEN), not a text
const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** What the selected move says, in words; a live region, so a screen reader reads each new one. */
function SelectedMove({ move, announcement, hideBetter }: { move: ReviewMove | null; announcement: string; hideBetter: boolean }) {
  const { t } = useLingui();
  const san = move?.san;
  const betterSan = move?.betterSan;
  return (
    <Card className="p-4" data-testid="selected-move">
      <div className="flex items-start gap-3">
        <div aria-live="polite" aria-atomic="true" className="grid flex-1 gap-2">
          {move ? (
            <>
              <p className="text-sm font-semibold text-ink-muted">{moveHeading(move)}</p>
              <p className="text-xl font-bold text-ink">
                {move.byChild ? (
                  <Trans>
                    You played <span className="font-mono">{san}</span>
                  </Trans>
                ) : (
                  <Trans>
                    They played <span className="font-mono">{san}</span>
                  </Trans>
                )}
                <span className="sr-only"> ({sanInWords(move.san)})</span>
              </p>
              {move.byChild && move.label && (
                <p className="flex flex-wrap items-center gap-2">
                  <LabelTag label={move.label} large />
                  <span className="text-ink-muted">{labelMeaning(move.label)}</span>
                </p>
              )}
              {move.byChild && move.sentence && <p className="text-lg text-ink">{move.sentence}</p>}
              {betterMoveLine(move, hideBetter) && (
                <p className="text-ink">
                  <Trans>
                    A better move was <strong className="font-mono">{betterSan}</strong>.
                  </Trans>
                </p>
              )}
              {!move.byChild && (
                <p className="text-ink-muted">
                  <Trans>The other side’s move. Step on to see yours.</Trans>
                </p>
              )}
            </>
          ) : (
            <p className="text-lg text-ink">
              <Trans>The start of the game. Step forward to see the first move.</Trans>
            </p>
          )}
        </div>
        <ReadAloudButton text={announcement} label={t`Read this move aloud`} />
      </div>
    </Card>
  );
}

/**
 * The game move by move: the board at the selected move, what the coach says about it, the
 * buttons to step, and the move list (arrow keys, Home and End step too).
 */
export function ReviewStepper({ review }: { review: GameReview }) {
  const { t } = useLingui();
  const [ply, setPly] = useState(0);
  const hintId = useId();
  const moves = review.moves;
  const last = moves.length;
  const move = ply === 0 ? null : (moves[ply - 1] ?? null);
  const mistakePly = review.biggestMistake && !review.biggestMistake.solved ? review.biggestMistake.ply : null;
  const hideBetter = move !== null && move.ply === mistakePly;
  const announcement = moveAnnouncement(move, opponentPhrase(review), hideBetter);
  const marked = lookAgainPlies(moves);
  const go = (action: StepAction) => setPly((current) => step(current, action, last));
  const nextMarked = step(ply, { type: 'nextMarked', marked }, last);

  const fen = move ? move.fenAfter : (moves[0]?.fenBefore ?? START_FEN);
  const moveNumber = move?.moveNumber;
  const san = move?.san;
  const boardLabel = move ? t`Board after move ${moveNumber}, ${san}` : t`Board at the start of the game`;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)] lg:gap-6" data-testid="review-stepper">
      {/* The buttons sit under the board: on a phone the board and the way to step are in sight together. */}
      <div className="grid content-start gap-3">
        <ChessBoard
          fen={fen}
          orientation={review.colour}
          disabled
          showMoveEntry={false}
          lastMove={move ? { from: move.from, to: move.to } : null}
          fitToScreen
          ariaLabel={boardLabel}
        />
        <div role="group" aria-label={t`Step through the game`} className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" size="icon" aria-label={t`Start of the game`} onClick={() => go({ type: 'first' })} disabled={ply === 0}>
            <ChevronsLeft aria-hidden="true" className="size-6" />
          </Button>
          <Button variant="outline" onClick={() => go({ type: 'previous' })} disabled={ply === 0}>
            <ChevronLeft aria-hidden="true" className="size-5" /> <Trans>Back</Trans>
          </Button>
          <Button onClick={() => go({ type: 'next' })} disabled={ply === last}>
            <Trans>Next</Trans> <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="outline" size="icon" aria-label={t`Last move`} onClick={() => go({ type: 'last' })} disabled={ply === last}>
            <ChevronsRight aria-hidden="true" className="size-6" />
          </Button>
          {marked.length > 0 && (
            <Button variant="secondary" onClick={() => go({ type: 'nextMarked', marked })} disabled={nextMarked === ply}>
              <Search aria-hidden="true" className="size-5" /> <Trans>Next move to look at</Trans>
            </Button>
          )}
        </div>
      </div>
      <div className="grid content-start gap-4">
        <SelectedMove move={move} announcement={announcement} hideBetter={hideBetter} />
        <h2 className="text-xl font-bold text-ink">
          <Trans>All the moves</Trans>
        </h2>
        <p id={hintId} className="text-sm text-ink-muted max-sm:sr-only">
          <Trans>Tip: in the move list, the arrow keys step through the game, Home and End jump to its start and its end.</Trans>
        </p>
        <ReviewMoveList moves={moves} ply={ply} onSelect={setPly} hintId={hintId} />
      </div>
    </div>
  );
}
