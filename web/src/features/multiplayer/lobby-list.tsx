import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Users } from 'lucide-react';
import type { OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { sortPlayers } from './stores/live-merge';
import { useOnlinePlayers } from './api/get-players';
import { ChallengeDialog } from './challenge-dialog';
import { RatingBadge, StatusDot, WornBadges } from './player-badges';

function PlayerRow({ player, isYou, onChallenge }: { player: OnlinePlayer; isYou: boolean; onChallenge: () => void }) {
  const level = player.level;
  const username = player.username;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-line p-3" data-testid="lobby-player">
      <Avatar name={player.username} imageUrl={player.profileImageUrl} className="size-12 text-xl" />
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate text-lg font-bold text-ink" data-testid="player-name">
            {player.username}
          </span>
          {isYou && (
            <Badge color="neutral">
              <Trans>You</Trans>
            </Badge>
          )}
          <WornBadges badges={player.badges} />
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-ink-muted">
            <Trans>Level {level}</Trans>
          </span>
          <RatingBadge rating={player.rating} provisional={player.provisional} />
          <StatusDot status={player.status} />
        </span>
      </div>
      {player.status === 'online' && (
        <Button onClick={onChallenge} disabled={isYou} aria-describedby={isYou ? 'challenge-self-hint' : undefined} className="max-sm:w-full">
          <Trans>
            Challenge<span className="sr-only"> {username}</span>
          </Trans>
        </Button>
      )}
      {isYou && (
        <span id="challenge-self-hint" className="sr-only">
          <Trans>You cannot challenge yourself.</Trans>
        </span>
      )}
    </li>
  );
}

/** Spec §2 Lobby: who is online, with a Challenge button for those free to play. */
export function LobbyList({ viewerId }: { viewerId: string }) {
  const { t } = useLingui();
  const { players, online, complete, isError, refetch } = useOnlinePlayers();
  const [challenged, setChallenged] = useState<OnlinePlayer | null>(null);

  if (isError) return <LoadError what={t`the players online`} onRetry={() => void refetch()} />;
  const sorted = players ? sortPlayers(players, viewerId) : null;
  const others = sorted?.filter((p) => p.userId !== viewerId).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Players online</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!sorted && (
          <p>
            <Trans>Loading...</Trans>
          </p>
        )}
        {sorted && !complete && online !== null && (
          <p className="text-ink-muted" data-testid="lobby-count">
            {t`${plural(online, { one: '# child online', other: '# children online' })} — ${plural(others, {
              one: 'here is the # nearest your level.',
              other: 'here are the # nearest your level.',
            })}`}
          </p>
        )}
        {sorted && sorted.length > 0 && (
          <ul aria-label={t`Players online`} className="grid gap-3">
            {sorted.map((player) => (
              <PlayerRow key={player.userId} player={player} isYou={player.userId === viewerId} onChallenge={() => setChallenged(player)} />
            ))}
          </ul>
        )}
        {sorted && others === 0 && (
          <EmptyState icon={<Users className="size-7" />} title={t`No other players online right now`} headingLevel="h3">
            <Trans>Ask a friend to log in, or play the computer in AI Challenge meanwhile.</Trans>
          </EmptyState>
        )}
      </CardContent>
      <ChallengeDialog player={challenged} onClose={() => setChallenged(null)} />
    </Card>
  );
}
