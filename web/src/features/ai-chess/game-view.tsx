import { useMemo, useState } from 'react';
import { Chess } from 'chess.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, Flag, Lightbulb } from 'lucide-react';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { buddyTexts } from '@chess-quest/protocol/buddies';
import { buddyDataUrl } from '@chess-quest/protocol/buddy-svg';
import { ChessBoard, type BoardMove } from '../../components/chess/lazy-chess-board';
import { ResignDialog } from '../../components/chess/resign-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { afterThisPaint } from '../../lib/after-paint';
import { toast } from '../../lib/toast';
import { useAiGame } from './api/get-ai-game';
import { useAiHint } from './api/get-ai-hint';
import { useMoveAiGame } from './api/move-ai-game';
import { useResignAiGame } from './api/resign-ai-game';
import { endingSentence, finishedToastTitle } from './game-outcome';
import { GameSummary } from './game-summary';
import { MoveHistory } from './move-history';
import { PlansLink } from '../../components/plans-link';
import { asShown, useProtocolLocale } from '../../lib/i18n';
import { difficultyTexts } from './texts';

export function GameView({
  gameId,
  isPremium,
  onOpen,
  onLeave,
}: {
  gameId: string;
  isPremium: boolean;
  /** Opens another game (Play again). */
  onOpen: (game: AiGame) => void;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const locale = useProtocolLocale();
  const gameQuery = useAiGame(gameId);
  const move = useMoveAiGame(gameId);
  const resign = useResignAiGame();
  const hint = useAiHint(gameId);
  const [pendingFen, setPendingFen] = useState<string | null>(null);
  const [hintSquares, setHintSquares] = useState<{ from: string; to: string } | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);

  const game = gameQuery.data;
  /** The game ended on this screen (the child's move, the AI's reply or Resign): the summary takes the focus. */
  const justEnded = Boolean(move.data?.gameResult ?? resign.data?.gameResult);

  const fen = pendingFen ?? game?.boardState ?? new Chess().fen();
  // The child's move shown (pendingFen) ends their turn in the same render: the request's own
  // pending state arrives a frame later, and a board told `disabled` on its own then draws its
  // 64 squares again inside the tap's frame (issue 29).
  const playerTurn = game ? !game.gameResult && game.currentTurn === game.playerColor && !move.isPending && pendingFen === null : false;
  const lastMove = useMemo(() => (pendingFen ? null : (game?.lastMove ?? null)), [pendingFen, game]);

  if (gameQuery.isError) return <LoadError what={t`this game`} onRetry={() => void gameQuery.refetch()} />;
  if (!game)
    return (
      <p>
        <Trans>Loading...</Trans>
      </p>
    );

  const onMove = (played: BoardMove) => {
    if (!playerTurn) return false;
    setPendingFen(played.fenAfter);
    setHintSquares(null);
    // Sent once the move is on the screen: the request's work (its body, headers, fetch, the
    // mutation's state) would otherwise hold back the frame that shows it (issue 29).
    afterThisPaint(() => sendMove(played));
    return true;
  };

  const sendMove = (played: BoardMove) => {
    move.mutate(played.uci, {
      onSettled: () => setPendingFen(null),
      // Spec §8: one toast when a game ends, whether by the child's move or the AI's reply.
      onSuccess: (after) => {
        if (after.gameResult) toast({ title: finishedToastTitle(after.gameResult), description: endingSentence(after) });
      },
      onError: () => toast({ title: t`Invalid move`, description: t`Please try a different move.`, variant: 'destructive' }),
    });
  };

  const onResign = () => {
    resign.mutate(game.id, {
      onSettled: () => setConfirmResign(false),
      // The screen stays on the game, which now shows its summary.
      onSuccess: () => toast({ title: t`Game resigned`, description: t`Better luck next time!` }),
      onError: () => toast({ title: t`Error`, description: t`Failed to resign game.`, variant: 'destructive' }),
    });
  };

  const onHint = () => {
    hint.mutate(undefined, {
      onSuccess: (h) => setHintSquares({ from: h.from, to: h.to }),
      onError: () => toast({ title: t`Error`, description: t`No hint right now. Please try again.`, variant: 'destructive' }),
    });
  };

  const level = asShown(difficultyTexts(game.difficulty, locale).label);
  const moveCount = game.moves.length;
  // The buddy's name in the reader's language (its lines come from the server, in the child's).
  const buddyName = game.buddy ? asShown(buddyTexts(game.buddy.id, locale).name) : null;
  const status = game.gameResult ? endingSentence(game) : playerTurn ? t`Your turn` : t`AI thinking...`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,560px)_1fr]">
      {game.gameResult && (
        // First on the page: on a phone the child sees it without scrolling past the board.
        <div className="lg:col-span-2">
          <GameSummary game={game} justEnded={justEnded} onStarted={onOpen} onLeave={onLeave} />
        </div>
      )}
      <div className="grid gap-3">
        <ChessBoard
          fen={fen}
          orientation={game.playerColor}
          playerColor={game.playerColor}
          disabled={!playerTurn}
          lastMove={lastMove}
          highlightSquares={hintSquares ? { [hintSquares.from]: 'hint', [hintSquares.to]: 'hint' } : undefined}
          onMove={onMove}
          showMoveEntry={!game.gameResult}
          ariaLabel={game.playerColor === 'white' ? t`Chess board, you play white` : t`Chess board, you play black`}
        />
      </div>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{buddyName ?? t`${level} AI`}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {game.buddy && (
              // The buddy's preset line: the start one while playing, the end one once it is over.
              <p className="flex items-center gap-3 rounded-[var(--radius-card)] bg-brand-soft p-3 text-lg text-ink" data-testid="buddy-line">
                <img src={buddyDataUrl(game.buddy.id)} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
                <span>
                  <span className="sr-only">
                    <Trans>{buddyName} says:</Trans>{' '}
                  </span>
                  “{game.buddy.endLine ?? game.buddy.startLine}”
                </span>
              </p>
            )}
            <p>
              {game.playerColor === 'white' ? (
                <Trans>
                  You play <strong>White</strong>.
                </Trans>
              ) : (
                <Trans>
                  You play <strong>Black</strong>.
                </Trans>
              )}
            </p>
            <p aria-live="polite" className="text-xl font-bold text-ink" data-testid="turn-indicator">
              {status}
            </p>
            <p>
              <Trans>
                Moves: <strong data-testid="move-count">{moveCount}</strong>
              </Trans>
            </p>
            {!game.gameResult && (
              <div className="flex flex-wrap gap-3">
                {isPremium ? (
                  <Button variant="secondary" onClick={onHint} disabled={!playerTurn || hint.isPending}>
                    <Lightbulb aria-hidden className="size-5" /> <Trans>Show me a good move</Trans>
                  </Button>
                ) : (
                  <p className="flex items-center gap-2 text-ink-muted">
                    <Badge color="purple">
                      <Crown aria-hidden className="size-4" /> <Trans>Premium</Trans>
                    </Badge>
                    <span>
                      <Trans>
                        Hints come with{' '}
                        <PlansLink inText className="font-semibold text-brand-strong underline">
                          Premium
                        </PlansLink>
                        .
                      </Trans>
                    </span>
                  </p>
                )}
                <Button variant="destructive" onClick={() => setConfirmResign(true)} disabled={resign.isPending}>
                  <Flag aria-hidden className="size-5" /> <Trans>Resign Game</Trans>
                </Button>
                <ResignDialog
                  open={confirmResign}
                  onOpenChange={setConfirmResign}
                  winnerName={t`the computer`}
                  onConfirm={onResign}
                  pending={resign.isPending}
                />
              </div>
            )}
          </CardContent>
        </Card>
        <MoveHistory moves={game.moves} />
      </div>
    </div>
  );
}
