import { useState, type FormEvent, type ReactNode } from 'react';
import { CalendarClock, KeyRound, LogIn, Medal, School, Trophy, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ARENA_CODE_LENGTH, type ArenaList } from '@chess-quest/protocol/arenas';
import { useNow } from '../../components/chess/chess-clock';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormAlert, inputClassName } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { errorMessageOf } from '../../lib/api-client';
import { useArenas } from './api/get-arenas';
import { useJoinArena, useJoinArenaByCode } from './api/join-arena';
import { arenaTimeLine, bandText, formatText, startText } from './arena-text';

type ListedArena = ArenaList['arenas'][number];

const arenaPath = (id: string) => `/arenas/${encodeURIComponent(id)}`;

function ArenaCard({ arena, nowMs }: { arena: ListedArena; nowMs: number }) {
  const navigate = useNavigate();
  const join = useJoinArena();
  const open = arena.status === 'scheduled' || arena.status === 'running';
  return (
    <li className="grid gap-3 rounded-3xl border-2 border-line bg-paper p-4" data-testid="arena-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xl font-extrabold break-words text-ink">{arena.name}</h3>
        {arena.kind === 'open' && <Badge color="blue">{bandText(arena)}</Badge>}
        {arena.joined && open && <Badge color="green">You are in</Badge>}
      </div>
      <p className="text-ink">{formatText(arena)}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 font-semibold text-ink">
        <span className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden="true" className="size-5 text-teal-strong" />
          {startText(arena.startsAt, nowMs)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-5 text-teal-strong" />
          {arena.players} {arena.players === 1 ? 'player' : 'players'}
        </span>
      </p>
      <p className="text-lg font-bold text-brand-strong" data-testid="arena-time">
        {arenaTimeLine(arena, nowMs)}
      </p>
      {join.isError && <FormAlert>{errorMessageOf(join.error)}</FormAlert>}
      {arena.joined || !open ? (
        <Link to={arenaPath(arena.id)} className={buttonClassName(open ? 'primary' : 'outline', 'lg', 'justify-self-start')}>
          {open ? (
            'Go to the arena'
          ) : (
            <>
              <Medal aria-hidden="true" className="size-5" /> See the podium
            </>
          )}
          <span className="sr-only">: {arena.name}</span>
        </Link>
      ) : (
        <Button
          size="lg"
          className="justify-self-start"
          disabled={join.isPending}
          onClick={() => join.mutate(arena.id, { onSuccess: () => void navigate(arenaPath(arena.id)) })}
        >
          <LogIn aria-hidden="true" className="size-5" /> Join<span className="sr-only"> {arena.name}</span>
        </Button>
      )}
    </li>
  );
}

function Section({ title, icon, arenas, nowMs, empty }: { title: string; icon: ReactNode; arenas: ListedArena[]; nowMs: number; empty?: string }) {
  if (arenas.length === 0 && !empty) return null;
  const id = `arenas-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-2xl font-extrabold text-ink">
        {icon}
        {title}
      </h2>
      {arenas.length === 0 ? (
        <p className="text-lg text-ink">{empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {arenas.map((arena) => (
            <ArenaCard key={arena.id} arena={arena} nowMs={nowMs} />
          ))}
        </ul>
      )}
    </section>
  );
}

function JoinByCode() {
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const join = useJoinArenaByCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(code, { onSuccess: (view) => void navigate(arenaPath(view.arena.id)) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-6" /> Got a code?
        </CardTitle>
        <CardDescription>A grown-up who made a family arena gives its {ARENA_CODE_LENGTH}-letter code to friends.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
          <label className="grid gap-1 font-semibold text-ink">
            Arena code
            <input
              className={`${inputClassName} font-mono text-xl tracking-widest uppercase`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={ARENA_CODE_LENGTH + 2}
              required
            />
          </label>
          <Button type="submit" size="lg" disabled={join.isPending || code.trim().length === 0}>
            <LogIn aria-hidden="true" className="size-5" /> Join with the code
          </Button>
        </form>
        {join.isError && (
          <div className="mt-3">
            <FormAlert>{errorMessageOf(join.error)}</FormAlert>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Arenas to join: mine first, my class's and my family's, the open ones by level, each with its start and a countdown; a family arena by its code. */
export default function ArenasPage() {
  const arenas = useArenas();
  const now = useNow(1000, true);
  const list = arenas.data?.arenas ?? [];
  // Counted on the server's clock: its answer says what time it was there.
  const offset = arenas.data?.arenas[0] ? Date.parse(arenas.data.arenas[0].serverNow) - arenas.dataUpdatedAt : 0;
  const nowMs = now + offset;
  const live = (a: ListedArena) => a.status === 'scheduled' || a.status === 'running' || a.status === 'ending';
  const mine = list.filter((a) => a.joined && live(a));
  const others = list.filter((a) => !a.joined && live(a));
  const finished = list.filter((a) => a.status === 'finished');
  return (
    <>
      <title>Arenas – Chess Quest</title>
      <PageHeader
        title="Arenas"
        icon={<Trophy className="size-8" />}
        description="Play game after game against players near your level. Win 2 points, draw 1. Win twice in a row and you are on fire: your wins count double!"
      />
      {arenas.isPending && <PageLoading />}
      {arenas.isError && <LoadError what="the arenas" onRetry={() => void arenas.refetch()} />}
      {arenas.data && (
        <div className="grid gap-8">
          <Section title="Your arenas" icon={<Trophy aria-hidden="true" className="size-6 text-star" />} arenas={mine} nowMs={nowMs} />
          <Section
            title="My class"
            icon={<School aria-hidden="true" className="size-6 text-teal-strong" />}
            arenas={others.filter((a) => a.kind === 'class')}
            nowMs={nowMs}
          />
          <Section
            title="My family"
            icon={<Users aria-hidden="true" className="size-6 text-grape" />}
            arenas={others.filter((a) => a.kind === 'family')}
            nowMs={nowMs}
          />
          <Section
            title="Open arenas"
            icon={<CalendarClock aria-hidden="true" className="size-6 text-brand" />}
            arenas={others.filter((a) => a.kind === 'open')}
            nowMs={nowMs}
            empty="No open arena for your level right now. Look again soon!"
          />
          <JoinByCode />
          <Section title="Finished" icon={<Medal aria-hidden="true" className="size-6 text-star" />} arenas={finished} nowMs={nowMs} />
          <p className="text-ink">
            Grown-ups can make an arena for brothers, sisters and friends:{' '}
            <Link to="/family/arenas" className="font-semibold text-brand-strong underline">
              make a family arena
            </Link>{' '}
            (asks for the parent PIN).
          </p>
        </div>
      )}
    </>
  );
}
