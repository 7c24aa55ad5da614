import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { requestErrorMessage } from '../../lib/request-error-message';
import { useArenas } from './api/get-arenas';
import { useJoinArena, useJoinArenaByCode } from './api/join-arena';
import { arenaTimeLine, bandText, formatText, startText } from './arena-text';

type ListedArena = ArenaList['arenas'][number];

const arenaPath = (id: string) => `/arenas/${encodeURIComponent(id)}`;

function ArenaCard({ arena, nowMs }: { arena: ListedArena; nowMs: number }) {
  const navigate = useNavigate();
  const join = useJoinArena();
  const open = arena.status === 'scheduled' || arena.status === 'running';
  const { t } = useLingui();
  const players = arena.players;
  const name = arena.name;
  return (
    <li className="grid gap-3 rounded-3xl border-2 border-line bg-paper p-4" data-testid="arena-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xl font-extrabold break-words text-ink">{arena.name}</h3>
        {arena.kind === 'open' && <Badge color="blue">{bandText(arena)}</Badge>}
        {arena.joined && open && (
          <Badge color="green">
            <Trans>You are in</Trans>
          </Badge>
        )}
      </div>
      <p className="text-ink">{formatText(arena)}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 font-semibold text-ink">
        <span className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden="true" className="size-5 text-teal-strong" />
          {startText(arena.startsAt, nowMs)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="size-5 text-teal-strong" />
          <Plural value={players} one="# player" other="# players" />
        </span>
      </p>
      <p className="text-lg font-bold text-brand-strong" data-testid="arena-time">
        {arenaTimeLine(arena, nowMs)}
      </p>
      {join.isError && <FormAlert>{requestErrorMessage(join.error)}</FormAlert>}
      {arena.joined || !open ? (
        <Link to={arenaPath(arena.id)} className={buttonClassName(open ? 'primary' : 'outline', 'lg', 'justify-self-start')}>
          {open ? (
            t`Go to the arena`
          ) : (
            <>
              <Medal aria-hidden="true" className="size-5" /> <Trans>See the podium</Trans>
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
          <LogIn aria-hidden="true" className="size-5" />{' '}
          <Trans>
            Join<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      )}
    </li>
  );
}

function Section({
  sectionId,
  title,
  icon,
  arenas,
  nowMs,
  empty,
}: {
  sectionId: string;
  title: string;
  icon: ReactNode;
  arenas: ListedArena[];
  nowMs: number;
  empty?: string;
}) {
  if (arenas.length === 0 && !empty) return null;
  const id = `arenas-${sectionId}`;
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
  const letters = ARENA_CODE_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(code, { onSuccess: (view) => void navigate(arenaPath(view.arena.id)) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-6" /> <Trans>Got a code?</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>A grown-up who made a family arena gives its {letters}-letter code to friends.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
          <label className="grid gap-1 font-semibold text-ink">
            <Trans>Arena code</Trans>
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
            <LogIn aria-hidden="true" className="size-5" /> <Trans>Join with the code</Trans>
          </Button>
        </form>
        {join.isError && (
          <div className="mt-3">
            <FormAlert>{requestErrorMessage(join.error)}</FormAlert>
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
  const { t } = useLingui();
  return (
    <>
      <title>{t`Arenas – Chess Quest`}</title>
      <PageHeader
        title={t`Arenas`}
        icon={<Trophy className="size-8" />}
        description={t`Play game after game against players near your level. Win 2 points, draw 1. Win twice in a row and you are on fire: your wins count double!`}
      />
      {arenas.isPending && <PageLoading />}
      {arenas.isError && <LoadError what={t`the arenas`} onRetry={() => void arenas.refetch()} />}
      {arenas.data && (
        <div className="grid gap-8">
          <Section
            sectionId="your-arenas"
            title={t`Your arenas`}
            icon={<Trophy aria-hidden="true" className="size-6 text-star" />}
            arenas={mine}
            nowMs={nowMs}
          />
          <Section
            sectionId="my-class"
            title={t`My class`}
            icon={<School aria-hidden="true" className="size-6 text-teal-strong" />}
            arenas={others.filter((a) => a.kind === 'class')}
            nowMs={nowMs}
          />
          <Section
            sectionId="my-family"
            title={t`My family`}
            icon={<Users aria-hidden="true" className="size-6 text-grape" />}
            arenas={others.filter((a) => a.kind === 'family')}
            nowMs={nowMs}
          />
          <Section
            sectionId="open-arenas"
            title={t`Open arenas`}
            icon={<CalendarClock aria-hidden="true" className="size-6 text-brand" />}
            arenas={others.filter((a) => a.kind === 'open')}
            nowMs={nowMs}
            empty={t`No open arena for your level right now. Look again soon!`}
          />
          <JoinByCode />
          <Section
            sectionId="finished"
            title={t`Finished`}
            icon={<Medal aria-hidden="true" className="size-6 text-star" />}
            arenas={finished}
            nowMs={nowMs}
          />
          <p className="text-ink">
            <Trans>
              Grown-ups can make an arena for brothers, sisters and friends:{' '}
              <Link to="/family/arenas" className="font-semibold text-brand-strong underline">
                make a family arena
              </Link>{' '}
              (asks for the parent PIN).
            </Trans>
          </p>
        </div>
      )}
    </>
  );
}
