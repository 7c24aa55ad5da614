import { useMemo, useState } from 'react';
import { Chess } from 'chess.js';
import { Crown, Flag, Lightbulb } from 'lucide-react';
import { AI_DIFFICULTY_DETAILS, type AiGame } from '@chess-quest/protocol/ai-chess';
import { buddyDataUrl } from '@chess-quest/protocol/buddy-svg';
import { ChessBoard, type BoardMove } from '../../components/chess/lazy-chess-board';
import { ResignDialog } from '../../components/chess/resign-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { toast } from '../../lib/toast';
import { useAiGame } from './api/get-ai-game';
import { useAiHint } from './api/get-ai-hint';
import { useMoveAiGame } from './api/move-ai-game';
import { useResignAiGame } from './api/resign-ai-game';
import { endingSentence, finishedToastTitle } from './game-outcome';
import { GameSummary } from './game-summary';
import { MoveHistory } from './move-history';
import { PlansLink } from '../../components/plans-link';

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
  const playerTurn = game ? !game.gameResult && game.currentTurn === game.playerColor && !move.isPending : false;
  const lastMove = useMemo(() => (pendingFen ? null : (game?.lastMove ?? null)), [pendingFen, game]);

  if (gameQuery.isError) return <LoadError what="this game" onRetry={() => void gameQuery.refetch()} />;
  if (!game) return <p>Loading...</p>;

  const onMove = (played: BoardMove) => {
    if (!playerTurn) return false;
    setPendingFen(played.fenAfter);
    setHintSquares(null);
    move.mutate(played.uci, {
      onSettled: () => setPendingFen(null),
      // Spec §8: one toast when a game ends, whether by the child's move or the AI's reply.
      onSuccess: (after) => {
        if (after.gameResult) toast({ title: finishedToastTitle(after.gameResult), description: endingSentence(after) });
      },
      onError: () => toast({ title: 'Invalid move', description: 'Please try a different move.', variant: 'destructive' }),
    });
    return true;
  };

  const onResign = () => {
    resign.mutate(game.id, {
      onSettled: () => setConfirmResign(false),
      // The screen stays on the game, which now shows its summary.
      onSuccess: () => toast({ title: 'Game resigned', description: 'Better luck next time!' }),
      onError: () => toast({ title: 'Error', description: 'Failed to resign game.', variant: 'destructive' }),
    });
  };

  const onHint = () => {
    hint.mutate(undefined, {
      onSuccess: (h) => setHintSquares({ from: h.from, to: h.to }),
      onError: () => toast({ title: 'Error', description: 'No hint right now. Please try again.', variant: 'destructive' }),
    });
  };

  const details = AI_DIFFICULTY_DETAILS[game.difficulty];
  const status = game.gameResult ? endingSentence(game) : playerTurn ? 'Your turn' : 'AI thinking...';

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
          ariaLabel={`Chess board, you play ${game.playerColor}`}
        />
      </div>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{game.buddy ? game.buddy.name : `${details.label} AI`}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {game.buddy && (
              // The buddy's preset line: the start one while playing, the end one once it is over.
              <p className="flex items-center gap-3 rounded-[var(--radius-card)] bg-brand-soft p-3 text-lg text-ink" data-testid="buddy-line">
                <img src={buddyDataUrl(game.buddy.id)} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
                <span>
                  <span className="sr-only">{game.buddy.name} says: </span>“{game.buddy.endLine ?? game.buddy.startLine}”
                </span>
              </p>
            )}
            <p>
              You play <strong>{game.playerColor === 'white' ? 'White' : 'Black'}</strong>.
            </p>
            <p aria-live="polite" className="text-xl font-bold text-ink" data-testid="turn-indicator">
              {status}
            </p>
            <p>
              Moves: <strong data-testid="move-count">{game.moves.length}</strong>
            </p>
            {!game.gameResult && (
              <div className="flex flex-wrap gap-3">
                {isPremium ? (
                  <Button variant="secondary" onClick={onHint} disabled={!playerTurn || hint.isPending}>
                    <Lightbulb aria-hidden className="size-5" /> Show me a good move
                  </Button>
                ) : (
                  <p className="flex items-center gap-2 text-ink-muted">
                    <Badge color="purple">
                      <Crown aria-hidden className="size-4" /> Premium
                    </Badge>
                    <span>
                      Hints come with{' '}
                      <PlansLink inText className="font-semibold text-brand-strong underline">
                        Premium
                      </PlansLink>
                      .
                    </span>
                  </p>
                )}
                <Button variant="destructive" onClick={() => setConfirmResign(true)} disabled={resign.isPending}>
                  <Flag aria-hidden className="size-5" /> Resign Game
                </Button>
                <ResignDialog
                  open={confirmResign}
                  onOpenChange={setConfirmResign}
                  winnerName="the computer"
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
