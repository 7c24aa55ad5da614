import { Trans, useLingui } from '@lingui/react/macro';
import { Flag, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { RACE_LIMITS } from '@chess-quest/protocol/puzzle-races';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useCreateRace } from './api/create-race';
import { useCurrentRace } from './api/get-current-race';
import { useRespondRace } from './api/respond-race';
import { RACE_PATH } from './paths';
import { useRaceUpdates } from './use-race-updates';

/**
 * An invitation to a puzzle race, or the way back to one's race, shown at the top of the
 * multiplayer page whatever the tab. No words of the players' own: usernames and buttons.
 */
export function RaceBanner({ viewerId }: { viewerId: string }) {
  const { t } = useLingui();
  useRaceUpdates();
  const current = useCurrentRace();
  const respond = useRespondRace();
  const navigate = useNavigate();
  const race = current.data;
  if (!race || race.status === 'finished' || race.status === 'cancelled') return null;
  const me = race.players.find((p) => p.childId === viewerId);
  const hostName = race.players.find((p) => p.isHost)?.username;
  if (me?.status === 'invited' && race.status === 'waiting') {
    return (
      <Card
        className="flex flex-wrap items-center justify-between gap-3 border-2 border-sun p-4"
        role="region"
        aria-label={t`Puzzle race invitation`}
      >
        <p className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Flag aria-hidden="true" className="size-6 shrink-0 text-sun" />
          {hostName ? t`${hostName} invites you to a puzzle race!` : t`A player invites you to a puzzle race!`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="lg"
            disabled={respond.isPending}
            onClick={() => respond.mutate({ raceId: race.raceId, response: 'accept' }, { onSuccess: () => void navigate(RACE_PATH) })}
          >
            <Trans>Join the race</Trans>
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={respond.isPending}
            onClick={() => respond.mutate({ raceId: race.raceId, response: 'decline' })}
          >
            <Trans>No thanks</Trans>
          </Button>
        </div>
        {respond.error && (
          <p role="alert" className="basis-full text-danger">
            {requestErrorMessage(respond.error)}
          </p>
        )}
      </Card>
    );
  }
  if (me?.status !== 'joined') return null;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 border-2 border-sun p-4" role="region" aria-label={t`Your puzzle race`}>
      <p className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Flag aria-hidden="true" className="size-6 shrink-0 text-sun" />
        {race.status === 'running' ? t`Your puzzle race is on!` : t`Your puzzle race is waiting for racers.`}
      </p>
      <Link to={RACE_PATH} className={buttonClassName('primary', 'lg')}>
        <Trans>Go to the race</Trans>
      </Link>
    </Card>
  );
}

/**
 * Mini Challenges › Puzzle race: pick one to three children online now and race them.
 * `players` is the lobby's list of who is online (the page that shows this reads it).
 */
export function RaceStarter({ viewerId, players }: { viewerId: string; players: readonly OnlinePlayer[] | undefined }) {
  const { t } = useLingui();
  const friends = RACE_LIMITS.maxPlayers - 1;
  const seconds = RACE_LIMITS.seconds;
  const [picked, setPicked] = useState<string[]>([]);
  const create = useCreateRace();
  const navigate = useNavigate();
  const available = (players ?? []).filter((p) => p.userId !== viewerId && p.status === 'online');
  const toggle = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : now.length < RACE_LIMITS.maxPlayers - 1 ? [...now, id] : now));
  return (
    <Card className="grid gap-3 p-4" role="region" aria-label={t`Puzzle race`}>
      <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <Flag aria-hidden="true" className="size-7 text-sun" /> <Trans>Puzzle Race</Trans>
      </h2>
      <p className="text-ink-muted">
        <Trans>
          Race up to {friends} friends online: everyone solves the same puzzles for {seconds} seconds, 100 points each.
        </Trans>
      </p>
      {available.length === 0 ? (
        <p className="text-lg text-ink">
          <Trans>Nobody is free to race right now. Try again in a little while!</Trans>
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t`Players to race`}>
          {available.map((player) => {
            const on = picked.includes(player.userId);
            return (
              <li key={player.userId}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(player.userId)}
                  className={cn(
                    'min-h-11 rounded-full border-2 px-4 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    on ? 'border-brand bg-brand text-white' : 'border-line bg-paper text-ink hover:border-brand',
                  )}
                >
                  {player.username}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        size="lg"
        className="justify-self-start"
        disabled={picked.length === 0 || create.isPending}
        onClick={() => create.mutate({ inviteeIds: picked }, { onSuccess: () => void navigate(RACE_PATH) })}
      >
        <Zap aria-hidden="true" className="size-5" /> <Trans>Invite to race</Trans>
      </Button>
      {create.error && (
        <p role="alert" className="text-danger">
          {requestErrorMessage(create.error)}
        </p>
      )}
    </Card>
  );
}
