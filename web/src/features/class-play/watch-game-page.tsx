import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { i18n } from '../../lib/i18n';
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
  if (game.gameStatus === 'active') {
    const player = game.currentTurn === 'white' ? game.whitePlayerName : game.blackPlayerName;
    return game.currentTurn === 'white' ? i18n._(msg`${player} to move (white).`) : i18n._(msg`${player} to move (black).`);
  }
  if (game.gameStatus === 'aborted') return i18n._(msg`This game was called off.`);
  if (game.result === 'draw') return i18n._(msg`The game ended in a draw.`);
  const winner = game.winnerId === game.whitePlayerId ? game.whitePlayerName : game.winnerId === game.blackPlayerId ? game.blackPlayerName : null;
  return winner ? i18n._(msg`${winner} won the game.`) : i18n._(msg`The game is over.`);
}

function Watched({ classId, gameId }: { classId: string; gameId: string }) {
  const game = useWatchedGame(classId, gameId);
  const moves = useMemo(() => (game.data ? replay(game.data) : []), [game.data]);
  const { t } = useLingui();
  if (game.isPending) return <PageLoading />;
  if (game.isError) {
    if (hasErrorCode(game.error, 'not_found'))
      return (
        <p className="text-lg text-ink">
          <Trans>That game is not a game of your class.</Trans>
        </p>
      );
    return <LoadError what={t`the game`} onRetry={() => void game.refetch()} />;
  }
  const g = game.data;
  const white = g.whitePlayerName;
  const black = g.blackPlayerName;
  return (
    <>
      <title>{t`Watching ${white} vs ${black} – Chess Quest`}</title>
      <PageHeader
        title={t`${white} vs ${black}`}
        description={t`You are watching. Only the two players can move.`}
        icon={<Eye className="size-8" />}
        aside={<Badge color={g.gameStatus === 'active' ? 'green' : 'neutral'}>{g.gameStatus === 'active' ? t`Live` : t`Finished`}</Badge>}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,36rem)_minmax(16rem,1fr)]">
        <div className="grid grid-cols-1 gap-2">
          <p className="text-lg font-semibold text-ink">
            <Trans>{black} (black)</Trans>
          </p>
          <ChessBoard fen={g.fen} orientation="white" disabled showMoveEntry={false} lastMove={g.lastMove} ariaLabel={t`Chess board, watching`} />
          <p className="text-lg font-semibold text-ink">
            <Trans>{white} (white)</Trans>
          </p>
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
          <Trans>Back to class play</Trans>
        </Link>
        <Watched classId={classId} gameId={gameId} />
      </div>
    </TeacherOnly>
  );
}
