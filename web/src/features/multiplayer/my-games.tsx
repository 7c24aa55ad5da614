import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Swords } from 'lucide-react';
import { formatClock, remainingMs, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { useNow } from '../../components/chess/chess-clock';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Progress } from '../../components/ui/progress';
import { useGames } from './api/get-games';
import { useClockOffset } from './live/games';
import { gamePath } from './paths';
import { colorOf } from './stores/live-merge';
import { colorName, resultTitle, statusLabel, turnText } from './game-text';

function SideTime({ game, color, nowMs }: { game: MultiplayerGame; color: 'white' | 'black'; nowMs: number }) {
  const { t } = useLingui();
  const left = remainingMs(game, color, nowMs);
  const name = color === 'white' ? game.whitePlayerName : game.blackPlayerName;
  return (
    <div className="grid gap-1">
      <span className="flex justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">
          {colorName(color)} · {name}
        </span>
        <span className="font-mono tabular-nums">{formatClock(left / 1000)}</span>
      </span>
      <Progress value={(left / (game.timeControl * 1000)) * 100} label={color === 'white' ? t`White time left` : t`Black time left`} />
    </div>
  );
}

function GameCard({ game, viewerId, nowMs }: { game: MultiplayerGame; viewerId: string; nowMs: number }) {
  const active = game.gameStatus === 'active';
  const { number, whitePlayerName, blackPlayerName } = game;
  return (
    <li>
      <Card data-testid="game-card">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>
              <Trans>Game #{number}</Trans>
            </CardTitle>
            <Badge color={active ? 'green' : 'neutral'}>{statusLabel(game)}</Badge>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          {active ? (
            <>
              <SideTime game={game} color="white" nowMs={nowMs} />
              <SideTime game={game} color="black" nowMs={nowMs} />
              <p className="font-bold text-ink">{turnText(game, colorOf(game, viewerId))}</p>
            </>
          ) : (
            <>
              <p>
                <Trans>
                  White: <strong>{whitePlayerName}</strong> · Black: <strong>{blackPlayerName}</strong>
                </Trans>
              </p>
              <p className="font-bold text-ink">{resultTitle(game, colorOf(game, viewerId))}</p>
            </>
          )}
        </CardContent>
        <CardFooter>
          <Button asChild variant={active ? 'primary' : 'outline'}>
            <Link to={gamePath(game.id)}>
              {active ? (
                <Trans>
                  Continue Game<span className="sr-only"> #{number}</span>
                </Trans>
              ) : (
                <Trans>
                  View Game<span className="sr-only"> #{number}</span>
                </Trans>
              )}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** Spec §2 My Games: active games with both clocks and Continue Game; the others with View Game. */
export function MyGames({ viewerId }: { viewerId: string }) {
  const { t } = useLingui();
  const { games, isError, refetch } = useGames();
  const offset = useClockOffset();
  const mine = games?.filter((game) => colorOf(game, viewerId) !== null);
  const active = mine?.filter((game) => game.gameStatus === 'active') ?? [];
  const others = mine?.filter((game) => game.gameStatus !== 'active') ?? [];
  const now = useNow(1000, active.length > 0);

  if (isError) return <LoadError what={t`your games`} onRetry={() => void refetch()} />;
  if (!mine) {
    return (
      <p>
        <Trans>Loading...</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      {active.length === 0 ? (
        <EmptyState icon={<Swords className="size-7" />} title={t`No active games`}>
          <Trans>Challenge a player in the Lobby to start one.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Active games`} className="grid gap-4 md:grid-cols-2">
          {active.map((game) => (
            <GameCard key={game.id} game={game} viewerId={viewerId} nowMs={now + offset} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <section className="grid gap-3">
          <h2 className="text-xl font-bold text-ink">
            <Trans>Finished games</Trans>
          </h2>
          <ul aria-label={t`Finished games`} className="grid gap-4 md:grid-cols-2">
            {others.map((game) => (
              <GameCard key={game.id} game={game} viewerId={viewerId} nowMs={now + offset} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
