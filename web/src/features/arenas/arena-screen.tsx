import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, DoorOpen, GraduationCap, LogIn, PartyPopper, Trophy, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { arenaThanks, type ArenaSummary } from '@chess-quest/protocol/arenas';
import { arenaThanksEs } from '@chess-quest/protocol/arenas.es';
import { useNow } from '../../components/chess/chess-clock';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { inActiveLocale } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useSocketStatus } from '../../lib/socket/connection';
import { useAuth } from '../../lib/use-auth';
import { useArenaAction } from './api/arena-actions';
import { getStandings } from './api/get-arena';
import { useJoinArena } from './api/join-arena';
import { arenaStage, bandText, clockText, formatText, type ArenaStage } from './arena-text';
import { ArenaCountdown } from './components/arena-countdown';
import { Podium } from './components/podium';
import { StandingsStrip } from './components/standings-strip';
import { StandingsTable } from './components/standings-table';
import { WaitingPanel } from './components/waiting-panel';
import { useArenaStore, type ArenaLive } from './stores/arena-store';
import { useArena } from './use-arena';

/** How long a finished game stays on screen, its result shown, before the waiting screen comes back. */
export const RESULT_PAUSE_MS = 4_000;

/** The game an arena screen shows: the one in play, or the one just over for RESULT_PAUSE_MS (the next pairing replaces it at once). */
function useShownGame(stage: ArenaStage, gameId: string | null): string | null {
  const [held, setHeld] = useState<string | null>(null);
  const last = useRef<string | null>(null);
  const playing = stage === 'game' && gameId !== null;
  useEffect(() => {
    if (playing) {
      last.current = gameId;
      return;
    }
    const ended = last.current;
    last.current = null;
    if (!ended) return;
    setHeld(ended);
    const timer = setTimeout(() => setHeld(null), RESULT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [playing, gameId]);
  return playing ? gameId : held;
}

/** Renders the multiplayer game of an arena pairing: the page that composes the two features gives it. */
export type RenderArenaGame = (props: { gameId: string; strip: ReactNode; resultFooter: ReactNode }) => ReactNode;

function statusBadge(arena: ArenaSummary) {
  switch (arena.status) {
    case 'scheduled':
      return (
        <Badge color="blue">
          <Trans>Starting soon</Trans>
        </Badge>
      );
    case 'running':
      return (
        <Badge color="green">
          <Trans>Playing now</Trans>
        </Badge>
      );
    case 'ending':
      return (
        <Badge color="amber">
          <Trans>Last games</Trans>
        </Badge>
      );
    case 'finished':
      return (
        <Badge color="purple">
          <Trans>Finished</Trans>
        </Badge>
      );
    case 'cancelled':
      return (
        <Badge color="neutral">
          <Trans>Called off</Trans>
        </Badge>
      );
  }
}

function Stage({ live, viewerId, renderGame }: { live: ArenaLive; viewerId: string | undefined; renderGame: RenderArenaGame }) {
  const { arena, me, standings } = live;
  const { t } = useLingui();
  const stage = arenaStage(arena, me);
  const shownGame = useShownGame(stage, me?.gameId ?? null);
  const join = useJoinArena();
  const act = useArenaAction(arena.id);
  const counting = arena.status === 'scheduled' || arena.status === 'running';
  const now = useNow(1000, counting) + live.clockOffsetMs;
  const myRow = standings.rows.find((row) => row.childId === viewerId);
  const rank = myRow?.rank ?? me?.rank ?? 0;
  const points = myRow?.points ?? me?.points ?? 0;
  const onFire = myRow?.onFire ?? me?.onFire ?? false;
  const games = myRow?.games ?? me?.games ?? 0;
  const error = join.error ?? act.error;
  const onPage = (page: number) =>
    void getStandings(arena.id, page).then(
      (read) => useArenaStore.getState().setStandings(read),
      () => undefined,
    );
  const table = <StandingsTable standings={standings} viewerId={viewerId} onPage={onPage} over={arena.status === 'finished'} />;

  if (shownGame && me) {
    const strip = <StandingsStrip name={arena.name} rank={rank} players={arena.players} points={points} games={games} onFire={onFire} />;
    const resultFooter = (
      <p className="text-lg font-semibold text-ink" role="status">
        {arena.status === 'running' ? t`Back to the arena in a moment: your next game is on its way!` : t`Back to the arena in a moment.`}
      </p>
    );
    return (
      <div className="grid gap-6">
        {renderGame({ gameId: shownGame, strip, resultFooter })}
        {table}
      </div>
    );
  }

  const startsIn = clockText(Date.parse(arena.startsAt) - now);
  const endsIn = clockText(Date.parse(arena.endsAt) - now);
  let main: ReactNode;
  switch (stage) {
    case 'join':
      main = (
        <div className="grid justify-items-center gap-4 rounded-3xl border-2 border-brand bg-brand-soft p-6 text-center">
          <p className="text-lg text-ink">
            {arena.status === 'scheduled' ? t`It starts in ${startsIn}.` : t`It has started: join and play your first game in a moment!`}
          </p>
          <Button size="lg" onClick={() => join.mutate(arena.id)} disabled={join.isPending}>
            <LogIn aria-hidden="true" className="size-5" /> <Trans>Join the arena</Trans>
          </Button>
        </div>
      );
      break;
    case 'countdown':
      main = <ArenaCountdown msLeft={Date.parse(arena.startsAt) - now} joined />;
      break;
    case 'waiting':
    case 'paused':
      main = (
        <WaitingPanel paused={stage === 'paused'} pending={act.isPending} onPause={() => act.mutate('pause')} onResume={() => act.mutate('resume')} />
      );
      break;
    case 'left':
      main = (
        <div className="grid justify-items-center gap-4 rounded-3xl border-2 border-line bg-paper p-6 text-center">
          <h2 className="text-2xl font-extrabold text-ink">
            <Trans>You left this arena</Trans>
          </h2>
          <p className="text-lg text-ink">
            <Trans>Your points stay on the table. Come back any time before it ends.</Trans>
          </p>
          <Button size="lg" onClick={() => join.mutate(arena.id)} disabled={join.isPending}>
            <LogIn aria-hidden="true" className="size-5" /> <Trans>Come back</Trans>
          </Button>
        </div>
      );
      break;
    case 'ending':
      main = (
        <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-sun bg-sun-soft p-6 text-center" role="status">
          <h2 className="text-2xl font-extrabold text-ink">
            <Trans>No new games now!</Trans>
          </h2>
          <p className="text-lg text-ink">
            <Trans>The last games are finishing. The podium comes next.</Trans>
          </p>
        </div>
      );
      break;
    case 'podium':
      main = (
        <div className="grid gap-6 rounded-3xl border-2 border-sun bg-paper p-4 sm:p-6">
          <h2 className="flex items-center justify-center gap-2 text-center text-3xl font-extrabold text-ink">
            <PartyPopper aria-hidden="true" className="size-8 text-brand" /> <Trans>The arena is over!</Trans>
          </h2>
          {arena.podium && arena.podium.length > 0 && <Podium podium={arena.podium} viewerId={viewerId} />}
          {me && (
            <p className="text-center text-2xl font-bold text-ink" data-testid="arena-thanks">
              {inActiveLocale({ en: arenaThanks, es: arenaThanksEs })(me.games, me.points)}
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-3">
            {/* Each arena game is reviewed by the coach like any other game (issue 26). */}
            {me && me.games > 0 && (
              <Link to="/reviews" className={buttonClassName('secondary', 'md')}>
                <GraduationCap aria-hidden="true" className="size-5" /> <Trans>See what your coach says</Trans>
              </Link>
            )}
            <Link to="/arenas" className={buttonClassName('primary', 'lg')}>
              <Trans>More arenas</Trans>
            </Link>
          </div>
        </div>
      );
      break;
    case 'cancelled':
    case 'game':
      main = (
        <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-line bg-paper p-6 text-center">
          <h2 className="text-2xl font-extrabold text-ink">
            <Trans>This arena was called off</Trans>
          </h2>
          <Link to="/arenas" className={buttonClassName('primary', 'lg')}>
            <Trans>See the other arenas</Trans>
          </Link>
        </div>
      );
      break;
  }

  const canLeave = me && (stage === 'waiting' || stage === 'paused' || stage === 'countdown');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,26rem)] lg:items-start">
      <div className="grid content-start gap-4">
        {error && <FormAlert>{requestErrorMessage(error)}</FormAlert>}
        {arena.status === 'running' && stage !== 'join' && (
          <p className="text-lg font-semibold text-ink" role="timer" aria-label={t`The arena ends in ${endsIn}`}>
            <Trans>
              Ends in <span className="tabular-nums">{endsIn}</span>
            </Trans>
          </p>
        )}
        {me && stage !== 'podium' && stage !== 'join' && (
          <StandingsStrip name={t`You`} rank={rank} players={arena.players} points={points} games={games} onFire={onFire} />
        )}
        {main}
        {canLeave && (
          <Button variant="ghost" className="justify-self-start" onClick={() => act.mutate('leave')} disabled={act.isPending}>
            <DoorOpen aria-hidden="true" className="size-5" /> <Trans>Leave the arena</Trans>
          </Button>
        )}
      </div>
      {table}
    </div>
  );
}

/** One arena for a child: the countdown, waiting for a partner, the games with the standings strip, the live standings, the podium. */
export function ArenaScreen({ arenaId, renderGame }: { arenaId: string; renderGame: RenderArenaGame }) {
  const { user } = useAuth();
  const { live, isError, refetch } = useArena(arenaId);
  const socket = useSocketStatus();
  const arena = live?.arena;
  const { t } = useLingui();
  const arenaName = arena?.name;
  return (
    <>
      <title>{arenaName ? t`${arenaName} – Chess Quest` : t`Arena – Chess Quest`}</title>
      <PageHeader
        title={arenaName ?? t`Arena`}
        icon={<Trophy className="size-8" />}
        description={arena ? `${formatText(arena)}${arena.kind === 'open' ? ` · ${bandText(arena)}` : ''}` : undefined}
        aside={
          <div className="flex flex-wrap items-center gap-3">
            {socket === 'disconnected' && (
              <Badge color="amber">
                <WifiOff aria-hidden="true" className="size-4" /> <Trans>Reconnecting...</Trans>
              </Badge>
            )}
            {arena && statusBadge(arena)}
            <Link to="/arenas" className={buttonClassName('outline', 'sm')}>
              <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>All arenas</Trans>
            </Link>
          </div>
        }
      />
      {isError && <LoadError what={t`this arena`} onRetry={refetch} />}
      {!isError && !live && <PageLoading />}
      {live && <Stage live={live} viewerId={user?.id} renderGame={renderGame} />}
    </>
  );
}
