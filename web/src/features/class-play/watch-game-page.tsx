import { useMemo } from 'react';
import { Chess, type Move } from 'chess.js';
import { ArrowLeft, Eye } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { ChessBoard } from '../../components/chess/lazy-chess-board';
import { MoveList } from '../../components/chess/move-list';
import { Badge } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { hasErrorCode } from '../../lib/api-client';
import { useWatchedGame } from './api/get-watched-game';
import { TeacherOnly } from './components/teacher-only';

/** The game's moves with their pieces, for the move list (the server checked every move). */
function replay(game: MultiplayerGame): Move[] {
  const chess = new Chess();
  const played: Move[] = [];
  for (const { uci } of game.moves) {
    try {
      played.push(chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }));
    } catch {
      break;
    }
  }
  return played;
}

function statusLine(game: MultiplayerGame): string {
  if (game.gameStatus === 'active')
    return `${game.currentTurn === 'white' ? game.whitePlayerName : game.blackPlayerName} to move (${game.currentTurn}).`;
  if (game.gameStatus === 'aborted') return 'This game was called off.';
  if (game.result === 'draw') return 'The game ended in a draw.';
  const winner = game.winnerId === game.whitePlayerId ? game.whitePlayerName : game.winnerId === game.blackPlayerId ? game.blackPlayerName : null;
  return winner ? `${winner} won the game.` : 'The game is over.';
}

function Watched({ classId, gameId }: { classId: string; gameId: string }) {
  const game = useWatchedGame(classId, gameId);
  const moves = useMemo(() => (game.data ? replay(game.data) : []), [game.data]);
  if (game.isPending) return <PageLoading />;
  if (game.isError) {
    if (hasErrorCode(game.error, 'not_found')) return <p className="text-lg text-ink">That game is not a game of your class.</p>;
    return <LoadError what="the game" onRetry={() => void game.refetch()} />;
  }
  const g = game.data;
  return (
    <>
      <title>{`Watching ${g.whitePlayerName} vs ${g.blackPlayerName} – Chess Quest`}</title>
      <PageHeader
        title={`${g.whitePlayerName} vs ${g.blackPlayerName}`}
        description="You are watching. Only the two players can move."
        icon={<Eye className="size-8" />}
        aside={<Badge color={g.gameStatus === 'active' ? 'green' : 'neutral'}>{g.gameStatus === 'active' ? 'Live' : 'Finished'}</Badge>}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,36rem)_minmax(16rem,1fr)]">
        <div className="grid grid-cols-1 gap-2">
          <p className="text-lg font-semibold text-ink">{g.blackPlayerName} (black)</p>
          <ChessBoard fen={g.fen} orientation="white" disabled showMoveEntry={false} lastMove={g.lastMove} ariaLabel="Chess board, watching" />
          <p className="text-lg font-semibold text-ink">{g.whitePlayerName} (white)</p>
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle as="h2">{statusLine(g)}</CardTitle>
          </CardHeader>
          <CardContent>
            <MoveList moves={moves} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** A teacher watches a game between two students of the class, read-only (issue 24). */
export default function WatchGamePage() {
  const { classId = '', gameId = '' } = useParams();
  return (
    <TeacherOnly>
      <div className="grid grid-cols-1 gap-4">
        <Link to={`/teach/classes/${classId}/play`} className={buttonClassName('ghost', 'md', 'justify-self-start')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to class play
        </Link>
        <Watched classId={classId} gameId={gameId} />
      </div>
    </TeacherOnly>
  );
}
