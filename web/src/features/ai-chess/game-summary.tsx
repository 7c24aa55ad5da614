import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { AI_TIME_CONTROL_SECONDS } from '@chess-quest/protocol/constants';
import { CoachLink } from '../../components/coach-link';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { useAiReview } from './api/get-ai-review';
import { useCreateAiGame } from './api/create-ai-game';
import { childMoveCount, summarySentence, summaryTitle } from './game-outcome';
import { asShown, useProtocolLocale } from '../../lib/i18n';
import { difficultyTexts } from './texts';

/** The engine's look at the child's moves (GET /api/ai-games/:id/review): their biggest mistakes. */
function GameReview({ game }: { game: AiGame }) {
  const hasOwnMoves = childMoveCount(game) > 0;
  const review = useAiReview(game.id, hasOwnMoves);
  return (
    <section aria-labelledby="ai-review-title" className="grid gap-2 rounded-xl bg-paper p-3" data-testid="ai-game-review">
      <h3 id="ai-review-title" className="text-lg font-bold text-ink">
        <Trans>Learn from this game</Trans>
      </h3>
      {!hasOwnMoves && (
        <p>
          <Trans>You did not make a move in this game, so there is nothing to look back on.</Trans>
        </p>
      )}
      {hasOwnMoves && review.isPending && (
        <p>
          <Trans>Looking at your moves...</Trans>
        </p>
      )}
      {review.isError && (
        <p>
          <Trans>The review could not be made right now.</Trans>
        </p>
      )}
      {review.data && review.data.mistakes.length === 0 && (
        <p>
          <Trans>No big mistakes in this game. Well played!</Trans>
        </p>
      )}
      {review.data && review.data.mistakes.length > 0 && (
        <ol className="grid gap-3">
          {review.data.mistakes.map((mistake) => {
            const { moveNumber } = mistake;
            const played = mistake.played.san;
            const better = mistake.better.san;
            return (
              <li key={mistake.ply} className="rounded-xl bg-sun-soft p-3">
                <Trans>
                  On move {moveNumber} you played <strong>{played}</strong>. <strong>{better}</strong> was better.
                </Trans>
              </li>
            );
          })}
        </ol>
      )}
      {/* Every move of the game, labelled, and the biggest mistake to try again: the coach's page. */}
      {hasOwnMoves && <CoachLink gameId={game.id} className="justify-self-start" />}
    </section>
  );
}

/**
 * What a finished game against the computer says, the same for a win, a loss, a draw and a
 * resignation: the result kindly, the moves played, the review, and Play again (same level
 * and colour) or another game. `justEnded`: the game ended on this screen, so the summary
 * takes the focus (and scrolls into view: on a phone the Resign button is far below it).
 */
export function GameSummary({
  game,
  justEnded,
  onStarted,
  onLeave,
}: {
  game: AiGame;
  justEnded: boolean;
  onStarted: (game: AiGame) => void;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const locale = useProtocolLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const create = useCreateAiGame();
  const level = asShown(difficultyTexts(game.difficulty, locale).label);

  useEffect(() => {
    if (!justEnded) return;
    // After the closing resign dialog hands the focus back (it does so on a timer).
    const timer = window.setTimeout(() => heading.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [justEnded]);

  const playAgain = () =>
    create.mutate(
      { difficulty: game.difficulty, playerColor: game.playerColor, timeControl: AI_TIME_CONTROL_SECONDS },
      {
        onSuccess: (started) => {
          toast({ title: t`Game started`, description: t`Playing against ${level} AI` });
          onStarted(started);
        },
        onError: () => toast({ title: t`Error`, description: t`Failed to start AI game.`, variant: 'destructive' }),
      },
    );

  const moveCount = game.moves.length;
  return (
    <section
      aria-labelledby="ai-summary-title"
      className="grid gap-3 rounded-2xl border-2 border-brand bg-brand-soft p-4"
      data-testid="ai-game-summary"
    >
      <h2 id="ai-summary-title" ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-extrabold text-ink focus:outline-none">
        {summaryTitle(game)}
      </h2>
      <p className="text-ink">{summarySentence(game)}</p>
      <p className="text-ink">
        <Trans>
          Moves played: <strong data-testid="summary-move-count">{moveCount}</strong>
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={playAgain} disabled={create.isPending}>
          <RotateCcw aria-hidden className="size-5" /> <Trans>Play again</Trans>
        </Button>
        <Button variant="outline" onClick={onLeave}>
          <ArrowLeft aria-hidden className="size-5" /> <Trans>Choose another game</Trans>
        </Button>
      </div>
      <GameReview game={game} />
    </section>
  );
}
