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
import { errorMessageOf, hasErrorCode } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useChallengeClassmate } from './api/challenge-classmate';
import { useClassLobby } from './api/get-class-lobby';
import { useJoinClassRace } from './api/join-class-race';
import { RaceStandings } from './components/race-standings';

/** Where a child races (the puzzle races' page) and plays its games (the multiplayer hub). */
const RACE_PATH = '/multiplayer/race';
const PLAY_PATH = '/multiplayer';

const STATUS: Record<Classmate['status'], { label: string; color: BadgeColor }> = {
  online: { label: 'Online', color: 'green' },
  in_game: { label: 'Playing a game', color: 'blue' },
  away: { label: 'Away', color: 'amber' },
  offline: { label: 'Not here', color: 'neutral' },
};

/** The class race as the child sees it: join it, wait for the teacher, race, or the standings. */
function RaceBanner({ lobby }: { lobby: ClassLobby }) {
  const join = useJoinClassRace();
  const race = lobby.race;
  if (!race) return null;
  const inRace = race.race?.players.some((p) => p.childId === lobby.me.userId && p.status === 'joined') ?? false;
  let body;
  if (race.status === 'open' && !lobby.me.joinedRace) {
    body = (
      <>
        <CardDescription>Your teacher opened a puzzle race for the class. Join it, then wait for your teacher to start it.</CardDescription>
        <Button size="lg" className="justify-self-start" onClick={() => join.mutate()} disabled={join.isPending}>
          <Flag aria-hidden="true" className="size-5" />
          {join.isPending ? 'Joining…' : 'Join the race'}
        </Button>
        {join.isError && <p className="font-semibold text-danger">{errorMessageOf(join.error)}</p>}
      </>
    );
  } else if (race.status === 'open') {
    body = (
      <CardDescription>
        You are in! {race.entrants.length} {race.entrants.length === 1 ? 'player has' : 'players have'} joined. Your teacher starts the race.
      </CardDescription>
    );
  } else if (race.status === 'started' && inRace) {
    body = (
      <>
        <CardDescription>The race is on! Solve as many puzzles as you can.</CardDescription>
        <Link to={RACE_PATH} className={buttonClassName('primary', 'lg', 'justify-self-start')}>
          <Timer aria-hidden="true" className="size-5" />
          Go to the race
        </Link>
      </>
    );
  } else if (race.status === 'started') {
    body = <CardDescription>Your class is racing now. You can join the next race your teacher opens.</CardDescription>;
  } else {
    body = <CardDescription>The class race is over. Well played, everyone!</CardDescription>;
  }
  return (
    <Card className="border-brand" role="region" aria-labelledby="class-race-heading">
      <CardHeader>
        <CardTitle as="h2" id="class-race-heading" className="flex items-center gap-2">
          <Flag aria-hidden="true" className="size-6" />
          Class puzzle race
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
  const status = STATUS[mate.status];
  const onChallenge = () =>
    challenge.mutate(mate.userId, {
      onSuccess: () => toast({ title: `Challenge sent to ${mate.username}`, description: 'When they say yes, your game starts in Play.' }),
      onError: (error) => toast({ title: 'Not sent', description: errorMessageOf(error), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-line bg-paper p-3">
      <Avatar name={mate.username} imageUrl={mate.profileImageUrl} className="size-12 text-xl" />
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="break-words text-lg font-semibold text-ink">{mate.username}</span>
        <Badge color={status.color} className="justify-self-start">
          {status.label}
        </Badge>
      </div>
      {mate.status === 'online' && (
        <Button className="max-sm:w-full" onClick={onChallenge} disabled={challenge.isPending} aria-label={`Challenge ${mate.username} to a game`}>
          <Swords aria-hidden="true" className="size-5" />
          {challenge.isSuccess ? 'Sent' : 'Challenge'}
        </Button>
      )}
    </li>
  );
}

/** The class lobby (issue 24): classmates by their player names, a challenge for the ones online, the class race. */
export default function ClassPlayPage() {
  const lobby = useClassLobby();
  if (lobby.isPending) return <PageLoading />;
  if (lobby.isError) {
    if (hasErrorCode(lobby.error, 'not_found')) {
      return (
        <>
          <title>Play with my class – Chess Quest</title>
          <PageHeader title="Play with my class" icon={<School className="size-8" />} />
          <EmptyState title="You are not in a class" icon={<School className="size-8" />}>
            When your teacher adds you to a class, you can play with your classmates here.
          </EmptyState>
        </>
      );
    }
    return <LoadError what="your class" onRetry={() => void lobby.refetch()} />;
  }
  const data = lobby.data;
  const online = data.classmates.filter((m) => m.status === 'online').length;
  return (
    <>
      <title>Play with my class – Chess Quest</title>
      <PageHeader
        title="Play with my class"
        description={`${data.className}: challenge a classmate who is online, or join your teacher's puzzle race.`}
        icon={<Users className="size-8" />}
        aside={
          <Link to={PLAY_PATH} className={buttonClassName('outline')}>
            My games
          </Link>
        }
      />
      <div className="grid max-w-3xl grid-cols-1 gap-6">
        <RaceBanner lobby={data} />
        <section aria-labelledby="classmates-heading" className="grid grid-cols-1 gap-3">
          <h2 id="classmates-heading" className="text-2xl font-bold text-ink">
            Classmates <span className="text-lg font-semibold text-ink-muted">({online} online)</span>
          </h2>
          {data.classmates.length === 0 ? (
            <EmptyState title="No classmates yet" icon={<Users className="size-8" />}>
              When your teacher adds more children to your class, they show here.
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
