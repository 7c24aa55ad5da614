import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Flag, School, Swords, Timer, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Classmate, ClassLobby } from '@chess-quest/protocol/class-play';
import { Avatar } from '../../components/ui/avatar';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { hasErrorCode } from '../../lib/api-client';
import { requestErrorMessage } from '../../lib/request-error-message';
import { toast } from '../../lib/toast';
import { useChallengeClassmate } from './api/challenge-classmate';
import { useClassLobby } from './api/get-class-lobby';
import { useJoinClassRace } from './api/join-class-race';
import { RaceStandings } from './components/race-standings';

/** Where a child races (the puzzle races' page) and plays its games (the multiplayer hub). */
const RACE_PATH = '/multiplayer/race';
const PLAY_PATH = '/multiplayer';

const STATUS: Record<Classmate['status'], { label: MessageDescriptor; color: BadgeColor }> = {
  online: { label: msg`Online`, color: 'green' },
  in_game: { label: msg`Playing a game`, color: 'blue' },
  away: { label: msg`Away`, color: 'amber' },
  offline: { label: msg`Not here`, color: 'neutral' },
};

/** The class race as the child sees it: join it, wait for the teacher, race, or the standings. */
function RaceBanner({ lobby }: { lobby: ClassLobby }) {
  const join = useJoinClassRace();
  const { t } = useLingui();
  const race = lobby.race;
  if (!race) return null;
  const inRace = race.race?.players.some((p) => p.childId === lobby.me.userId && p.status === 'joined') ?? false;
  let body;
  if (race.status === 'open' && !lobby.me.joinedRace) {
    body = (
      <>
        <CardDescription>
          <Trans>Your teacher opened a puzzle race for the class. Join it, then wait for your teacher to start it.</Trans>
        </CardDescription>
        <Button size="lg" className="justify-self-start" onClick={() => join.mutate()} disabled={join.isPending}>
          <Flag aria-hidden="true" className="size-5" />
          {join.isPending ? t`Joining…` : t`Join the race`}
        </Button>
        {join.isError && <p className="font-semibold text-danger">{requestErrorMessage(join.error)}</p>}
      </>
    );
  } else if (race.status === 'open') {
    const joined = race.entrants.length;
    body = (
      <CardDescription>
        <Trans>
          You are in! <Plural value={joined} one="# player has" other="# players have" /> joined. Your teacher starts the race.
        </Trans>
      </CardDescription>
    );
  } else if (race.status === 'started' && inRace) {
    body = (
      <>
        <CardDescription>
          <Trans>The race is on! Solve as many puzzles as you can.</Trans>
        </CardDescription>
        <Link to={RACE_PATH} className={buttonClassName('primary', 'lg', 'justify-self-start')}>
          <Timer aria-hidden="true" className="size-5" />
          <Trans>Go to the race</Trans>
        </Link>
      </>
    );
  } else if (race.status === 'started') {
    body = (
      <CardDescription>
        <Trans>Your class is racing now. You can join the next race your teacher opens.</Trans>
      </CardDescription>
    );
  } else {
    body = (
      <CardDescription>
        <Trans>The class race is over. Well played, everyone!</Trans>
      </CardDescription>
    );
  }
  return (
    <Card className="border-brand" role="region" aria-labelledby="class-race-heading">
      <CardHeader>
        <CardTitle as="h2" id="class-race-heading" className="flex items-center gap-2">
          <Flag aria-hidden="true" className="size-6" />
          <Trans>Class puzzle race</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {body}
        {race.race && race.status !== 'open' && <RaceStandings race={race.race} meId={lobby.me.userId} />}
      </CardContent>
    </Card>
  );
}

function ClassmateRow({ mate }: { mate: Classmate }) {
  const challenge = useChallengeClassmate();
  const { t } = useLingui();
  const status = STATUS[mate.status];
  const username = mate.username;
  const onChallenge = () =>
    challenge.mutate(mate.userId, {
      onSuccess: () => toast({ title: t`Challenge sent to ${username}`, description: t`When they say yes, your game starts in Play.` }),
      onError: (error) => toast({ title: t`Not sent`, description: requestErrorMessage(error), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-line bg-paper p-3">
      <Avatar name={mate.username} imageUrl={mate.profileImageUrl} className="size-12 text-xl" />
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="break-words text-lg font-semibold text-ink">{mate.username}</span>
        <Badge color={status.color} className="justify-self-start">
          {t(status.label)}
        </Badge>
      </div>
      {mate.status === 'online' && (
        <Button className="max-sm:w-full" onClick={onChallenge} disabled={challenge.isPending} aria-label={t`Challenge ${username} to a game`}>
          <Swords aria-hidden="true" className="size-5" />
          {challenge.isSuccess ? t`Sent` : t`Challenge`}
        </Button>
      )}
    </li>
  );
}

/** The class lobby (issue 24): classmates by their player names, a challenge for the ones online, the class race. */
export default function ClassPlayPage() {
  const lobby = useClassLobby();
  const { t } = useLingui();
  if (lobby.isPending) return <PageLoading />;
  if (lobby.isError) {
    if (hasErrorCode(lobby.error, 'not_found')) {
      return (
        <>
          <title>{t`Play with my class – Chess Quest`}</title>
          <PageHeader title={t`Play with my class`} icon={<School className="size-8" />} />
          <EmptyState title={t`You are not in a class`} icon={<School className="size-8" />}>
            <Trans>When your teacher adds you to a class, you can play with your classmates here.</Trans>
          </EmptyState>
        </>
      );
    }
    return <LoadError what={t`your class`} onRetry={() => void lobby.refetch()} />;
  }
  const data = lobby.data;
  const online = data.classmates.filter((m) => m.status === 'online').length;
  const className = data.className;
  return (
    <>
      <title>{t`Play with my class – Chess Quest`}</title>
      <PageHeader
        title={t`Play with my class`}
        description={t`${className}: challenge a classmate who is online, or join your teacher's puzzle race.`}
        icon={<Users className="size-8" />}
        aside={
          <Link to={PLAY_PATH} className={buttonClassName('outline')}>
            <Trans>My games</Trans>
          </Link>
        }
      />
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <RaceBanner lobby={data} />
        <section aria-labelledby="classmates-heading" className="grid grid-cols-1 gap-3">
          <h2 id="classmates-heading" className="text-2xl font-bold text-ink">
            <Trans>
              Classmates <span className="text-lg font-semibold text-ink-muted">({online} online)</span>
            </Trans>
          </h2>
          {data.classmates.length === 0 ? (
            <EmptyState title={t`No classmates yet`} icon={<Users className="size-8" />}>
              <Trans>When your teacher adds more children to your class, they show here.</Trans>
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-2">
              {data.classmates.map((mate) => (
                <ClassmateRow key={mate.userId} mate={mate} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
