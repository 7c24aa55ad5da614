import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Eye, Swords } from 'lucide-react';
import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { ChessBoard, type BoardMove } from '../../components/chess/lazy-chess-board';
import { ChessClock, useNow } from '../../components/chess/chess-clock';
import { CoachLink } from '../../components/coach-link';
import { MoveList } from '../../components/chess/move-list';
import { Badge } from '../../components/ui/badge';
import { buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useAuth } from '../../lib/use-auth';
import { useGameAction } from './api/game-actions';
import { useLiveGame } from './api/get-game';
import { useClockOffset } from './live/games';
import { colorOf } from './stores/live-merge';
import { drawOfferText, GameControls, hasMoved } from './game-controls';
import { endingSentence, firstMoveText, ratingText, resultTitle, turnText, watcherResultTitle } from './game-text';
import { usePlayerBadges } from './api/get-player-badges';
import { ReconnectingBadge, WornBadges } from './player-badges';
import { replayMoves } from './replay-moves';

type Color = 'white' | 'black';
/** A parent watching their own child's game (?watch=1 on the child's account): the child's name and side. */
type WatchedChild = { firstName: string; color: Color };
const opposite = (color: Color): Color => (color === 'white' ? 'black' : 'white');

/**
 * One toast when the game ends while this screen is open (not for a game that was already
 * over), said from the child's side.
 */
function useEndingToast(game: MultiplayerGame | undefined, viewer: Color | null, watched: WatchedChild | null): void {
  const { t } = useLingui();
  const lastStatus = useRef<MultiplayerGame['gameStatus'] | null>(null);
  useEffect(() => {
    if (!game) return;
    if (lastStatus.current === 'active' && game.gameStatus !== 'active') {
      const title = watched ? watcherResultTitle(game, watched) : resultTitle(game, viewer);
      toast({ title: title ?? t`Game over`, description: endingSentence(game, viewer) });
    }
    lastStatus.current = game.gameStatus;
  }, [game, viewer, watched, t]);
}

/** The lasting result: a player hears it from their own side; a watching parent by their child's name, with the way back to the parent dashboard. */
function ResultBanner({
  game,
  myColor,
  watchOnly,
  watched,
  footer,
}: {
  game: MultiplayerGame;
  myColor: Color | null;
  watchOnly: boolean;
  watched: WatchedChild | null;
  /** What follows the result instead of the way back to the lobby (an arena: the next game comes by itself). */
  footer?: ReactNode;
}) {
  const after = myColor === 'white' ? game.whiteRatingAfter : myColor === 'black' ? game.blackRatingAfter : null;
  const before = myColor === 'white' ? game.whiteRating : game.blackRating;
  const provisional = myColor === 'white' ? game.whiteProvisional : game.blackProvisional;
  const rating = ratingText(before, after, provisional);
  return (
    <div className="grid gap-2 rounded-2xl border-2 border-brand bg-brand-soft p-4" data-testid="result-banner">
      <h2 className="text-2xl font-extrabold text-ink">{watched ? watcherResultTitle(game, watched) : resultTitle(game, myColor)}</h2>
      <p className="text-ink">{endingSentence(game, myColor)}</p>
      {rating && (
        <p className="font-semibold text-ink" data-testid="rating-change">
          {rating}
        </p>
      )}
      {footer ??
        (watchOnly ? (
          <Link to="/parent-dashboard" className={buttonClassName('primary', 'md', 'justify-self-start')}>
            <ArrowLeft aria-hidden className="size-5" /> <Trans>Back to the parent dashboard</Trans>
          </Link>
        ) : (
          <div className="flex flex-wrap gap-3">
            {myColor && hasMoved(game, myColor) && <CoachLink gameId={game.id} />}
            <Link to="/multiplayer" className={buttonClassName('primary', 'md')}>
              <ArrowLeft aria-hidden className="size-5" /> <Trans>Back to the lobby</Trans>
            </Link>
          </div>
        ))}
    </div>
  );
}

function GameView({
  game,
  viewerId,
  watchOnly,
  watched,
  resultFooter,
}: {
  game: MultiplayerGame;
  viewerId: string;
  watchOnly: boolean;
  watched: WatchedChild | null;
  resultFooter?: ReactNode;
}) {
  const { t } = useLingui();
  const offset = useClockOffset();
  const action = useGameAction(game.id);
  const ownColor = colorOf(game, viewerId);
  // A parent watching on the child's own account opens the watch view: the same game, read-only.
  const myColor = watchOnly ? null : ownColor;
  const orientation: Color = ownColor ?? 'white';
  const active = game.gameStatus === 'active';
  const myTurn = active && myColor !== null && game.currentTurn === myColor;
  const moves = useMemo(() => replayMoves(game.moves), [game.moves]);
  const names = { white: game.whitePlayerName, black: game.blackPlayerName };
  const whiteName = names.white;
  const blackName = names.black;
  const opponentName = myColor ? names[opposite(myColor)] : '';
  const nowMs = useNow(1000, active && game.firstMoveDeadline !== null) + offset;
  const firstMove = firstMoveText(game, myColor, nowMs);

  const onMove = async (move: BoardMove): Promise<boolean> => {
    if (!myTurn) return false;
    try {
      await action.mutateAsync({ kind: 'move', move: move.uci, version: game.version });
      return true;
    } catch (error) {
      toast({ title: t`Invalid move`, description: requestErrorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  // Read once per player and cached (staleTime), never with a move.
  const worn = { white: usePlayerBadges(game.whitePlayerId), black: usePlayerBadges(game.blackPlayerId) };
  const clock = (color: Color) => (
    <ChessClock game={game} color={color} name={names[color]} badges={<WornBadges badges={worn[color]} />} clockOffsetMs={offset} />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,560px)_1fr]">
      <div className="grid content-start gap-3">
        {clock(opposite(orientation))}
        <ChessBoard
          fen={game.fen}
          orientation={orientation}
          playerColor={myColor ?? undefined}
          disabled={!myTurn || action.isPending}
          lastMove={game.lastMove}
          onMove={onMove}
          showMoveEntry={myColor !== null && active}
          ariaLabel={
            myColor === 'white' ? t`Chess board, you play white` : myColor === 'black' ? t`Chess board, you play black` : t`Chess board, watching`
          }
        />
        {clock(orientation)}
      </div>
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle as="h2">
                <Trans>
                  {whiteName} vs {blackName}
                </Trans>
              </CardTitle>
              {myColor === null && (
                <Badge color="blue" data-testid="watching">
                  <Eye aria-hidden className="size-4" /> <Trans>Watching</Trans>
                </Badge>
              )}
            </div>
          </CardHeader>
          <CardContent className="grid gap-3">
            {myColor && (
              <p>
                {myColor === 'white' ? (
                  <Trans>
                    You play <strong>White</strong>.
                  </Trans>
                ) : (
                  <Trans>
                    You play <strong>Black</strong>.
                  </Trans>
                )}
              </p>
            )}
            <div aria-live="polite" className="grid gap-1">
              {/* Once over, the banner below shows the result; this line still announces it. */}
              <p className={active ? 'text-xl font-bold text-ink' : 'sr-only'} data-testid="turn-indicator">
                {turnText(game, myColor)}
              </p>
              {firstMove && (
                <p className="font-semibold text-ink" data-testid="first-move">
                  {firstMove}
                </p>
              )}
              {active && game.drawOfferedBy && <p className="font-semibold text-ink">{drawOfferText(game, myColor, opponentName)}</p>}
            </div>
            {active && myColor && <GameControls game={game} myColor={myColor} opponentName={opponentName} />}
            {!active && <ResultBanner game={game} myColor={myColor} watchOnly={watchOnly} watched={watched} footer={resultFooter} />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Moves</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <MoveList moves={moves} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * A live game inside another screen (an arena's): the child's own game, `above` over the board
 * and `resultFooter` after the result instead of the way back to the lobby.
 */
export function EmbeddedGame({ gameId, above, resultFooter }: { gameId: string; above?: ReactNode; resultFooter?: ReactNode }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { game, isError, refetch } = useLiveGame(gameId);
  useEndingToast(game, game ? colorOf(game, user?.id ?? '') : null, null);
  return (
    <div className="grid gap-4">
      {above}
      {isError && <LoadError what={t`this game`} onRetry={() => void refetch()} />}
      {!isError && !game && (
        <p>
          <Trans>Loading...</Trans>
        </p>
      )}
      {game && <GameView game={game} viewerId={user?.id ?? ''} watchOnly={false} watched={null} resultFooter={resultFooter} />}
    </div>
  );
}

/** The live game screen of /multiplayer/games/:gameId, for both players and a watching parent (?watch=1). */
export default function MultiplayerGamePage() {
  const { t } = useLingui();
  const { gameId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { user } = useAuth();
  const { game, isError, refetch } = useLiveGame(gameId);
  const watchOnly = searchParams.get('watch') === '1';
  const ownColor = game ? colorOf(game, user?.id ?? '') : null;
  // Only the child's own account names the child: the name comes from this session, not the game.
  const firstName = user?.firstName;
  const watched = useMemo(() => (watchOnly && ownColor && firstName ? { firstName, color: ownColor } : null), [watchOnly, ownColor, firstName]);
  useEndingToast(game, watchOnly ? null : ownColor, watched);
  const number = game?.number;

  return (
    <>
      <title>{game ? t`Game #${number} – Chess Quest` : t`Multiplayer game – Chess Quest`}</title>
      <PageHeader
        title={game ? t`Game #${number}` : t`Multiplayer game`}
        icon={<Swords className="size-8" />}
        aside={
          <div className="flex flex-wrap items-center gap-3">
            <ReconnectingBadge />
            {watchOnly ? (
              <Link to="/parent-dashboard" className={buttonClassName('outline', 'sm')}>
                <ArrowLeft aria-hidden className="size-4" /> <Trans>Parent dashboard</Trans>
              </Link>
            ) : (
              <Link to="/multiplayer?tab=games" className={buttonClassName('outline', 'sm')}>
                <ArrowLeft aria-hidden className="size-4" /> <Trans>My Games</Trans>
              </Link>
            )}
          </div>
        }
      />
      {isError && <LoadError what={t`this game`} onRetry={() => void refetch()} />}
      {!isError && !game && (
        <p>
          <Trans>Loading...</Trans>
        </p>
      )}
      {game && <GameView game={game} viewerId={user?.id ?? ''} watchOnly={watchOnly} watched={watched} />}
    </>
  );
}
