import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Chess } from 'chess.js';
import { ArrowLeft, Crown, Flag, Lightbulb } from 'lucide-react';
import { AI_DIFFICULTY_DETAILS, type AiGame } from '@chess-quest/protocol/ai-games';
import { ChessBoard, type BoardMove } from '../../components/chess/lazy-chess-board';
import { ResignDialog } from '../../components/chess/resign-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { toast } from '../../lib/toast';
import { useAiGame } from './api/get-ai-game';
import { useAiHint } from './api/get-ai-hint';
import { useAiReview } from './api/get-ai-review';
import { useMoveAiGame } from './api/move-ai-game';
import { useResignAiGame } from './api/resign-ai-game';
import { endingSentence, finishedToastTitle } from './game-outcome';
import { MoveHistory } from './move-history';

function GameReview({ game }: { game: AiGame }) {
  const review = useAiReview(game.id, game.gameResult !== null && game.termination !== 'resignation');
  if (game.termination === 'resignation') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Learn from this game</CardTitle>
      </CardHeader>
      <CardContent>
        {review.isPending && <p>Looking at your moves...</p>}
        {review.isError && <p>The review could not be made right now.</p>}
        {review.data && review.data.mistakes.length === 0 && <p>No big mistakes in this game. Well played!</p>}
        {review.data && review.data.mistakes.length > 0 && (
          <ol className="grid gap-3">
            {review.data.mistakes.map((mistake) => (
              <li key={mistake.ply} className="rounded-xl bg-sun-soft p-3">
                On move {mistake.moveNumber} you played <strong>{mistake.played.san}</strong>.{' '}
                <strong>{mistake.better.san}</strong> was better.
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function GameView({
  gameId,
  isPremium,
  onLeave,
}: {
  gameId: string;
  isPremium: boolean;
  onLeave: () => void;
}) {
  const gameQuery = useAiGame(gameId);
  const move = useMoveAiGame(gameId);
  const resign = useResignAiGame();
  const hint = useAiHint(gameId);
  const [pendingFen, setPendingFen] = useState<string | null>(null);
  const [hintSquares, setHintSquares] = useState<{ from: string; to: string } | null>(null);
  const [confirmResign, setConfirmResign] = useState(false);
  const announced = useRef<string | null>(null);

  const game = gameQuery.data;

  // Spec §8: one toast when a game ends, whether by the child's move or the AI's.
  useEffect(() => {
    if (game?.gameResult && announced.current !== game.id && game.termination !== 'resignation') {
      announced.current = game.id;
      toast({ title: finishedToastTitle(game.gameResult), description: endingSentence(game) });
    }
  }, [game]);

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
      onError: () => toast({ title: 'Invalid move', description: 'Please try a different move.', variant: 'destructive' }),
    });
    return true;
  };

  const onResign = () => {
    resign.mutate(game.id, {
      onSettled: () => setConfirmResign(false),
      onSuccess: () => {
        toast({ title: 'Game resigned', description: 'Better luck next time!' });
        onLeave();
      },
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
            <CardTitle as="h2">
              {details.label} AI
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
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
                      <Link to="/subscription" className="font-semibold text-brand-strong underline">
                        Premium
                      </Link>
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
            {game.gameResult && (
              <Button variant="primary" onClick={onLeave}>
                <ArrowLeft aria-hidden className="size-5" /> New game
              </Button>
            )}
          </CardContent>
        </Card>
        <MoveHistory moves={game.moves} />
        {game.gameResult && <GameReview game={game} />}
      </div>
    </div>
  );
}
