import type { MessageDescriptor } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Flag, Trophy, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RACE_LIMITS, type RacePlayer, type RaceView } from '@chess-quest/protocol/puzzle-races';
import { ChessBoard } from '../../components/chess/lazy-chess-board';
import { Countdown } from '../../components/countdown';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/cn';
import { i18n } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { msLeftAt } from '../../lib/time-left';
import { useAuth } from '../../lib/use-auth';
import { useCancelRace } from './api/cancel-race';
import { useCurrentRace } from './api/get-current-race';
import { useStartRace } from './api/start-race';
import { useSendRaceAnswer } from './api/send-race-answer';
import { useRaceUpdates } from './use-race-updates';

/** Milliseconds left by the server's clock: the device's clock only measures time since the answer arrived. */
function useMsLeft(race: RaceView | null | undefined, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const running = race?.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);
  if (!race?.deadline || !running) return 0;
  return msLeftAt({ run: { deadline: race.deadline, serverNow: race.serverNow }, receivedAt }, now);
}

/** A place in words: 1st, 2nd… (1.º, 2.º…), by the language's own ordinal rules. */
export function placeWord(place: number): string {
  return i18n._(msg`${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`);
}

/** The race said from the child's side, kindly. */
export function resultSentence(race: RaceView, childId: string): string {
  const me = race.players.find((p) => p.childId === childId);
  if (!me?.place) return i18n._(msg`The race is over. Well played, everyone!`);
  const shared = race.players.filter((p) => p.place === me.place).length > 1;
  if (me.place === 1) return shared ? i18n._(msg`You tied for 1st — what a race!`) : i18n._(msg`You won the race! Brilliant solving!`);
  const place = placeWord(me.place);
  return shared
    ? i18n._(msg`You came ${place} (tied) — great racing! Every puzzle makes you quicker.`)
    : i18n._(msg`You came ${place} — great racing! Every puzzle makes you quicker.`);
}

/** The server's puzzle prompts (server/src/features/puzzle-races/service.ts), said in the child's language. */
const RACE_PROMPTS: Readonly<Record<string, MessageDescriptor>> = {
  'Checkmate in one move!': msg`Checkmate in one move!`,
  'Find the best move!': msg`Find the best move!`,
};

function ProgressBars({ race, viewerId }: { race: RaceView; viewerId: string }) {
  const { t } = useLingui();
  const racers = race.players.filter((p) => p.status === 'joined');
  const ranked = race.status === 'finished' ? [...racers].sort((a, b) => (a.place ?? 9) - (b.place ?? 9)) : racers;
  return (
    <ol className="grid gap-3" aria-label={t`Race standings`}>
      {ranked.map((player) => {
        const { username, score, solved, tried } = player;
        const total = race.total;
        const you = player.childId === viewerId;
        const place = player.place ? placeWord(player.place) : null;
        return (
          <li
            key={player.childId}
            className={cn('grid gap-1 rounded-2xl p-3', player.childId === viewerId ? 'bg-sun-soft' : 'bg-cream')}
            data-testid="racer"
          >
            <p className="flex flex-wrap items-center justify-between gap-2 text-lg">
              <span className="font-bold text-ink">
                {place ? `${place} · ` : ''}
                {username}
                {you ? ` ${t`(you)`}` : ''}
              </span>
              <span className="font-semibold tabular-nums text-ink" data-testid="racer-score">
                {t`${score} points · ${solved} solved`}
              </span>
            </p>
            <Progress value={(tried / total) * 100} label={t`${username}: ${tried} of ${total} puzzles`} />
          </li>
        );
      })}
    </ol>
  );
}

/**
 * On a phone the standings sit below the board: this one line above it keeps every racer in
 * sight while solving. Hidden from screen readers, which have the full standings.
 */
function RaceStrip({ race, viewerId }: { race: RaceView; viewerId: string }) {
  const { t } = useLingui();
  const racers = race.players.filter((p) => p.status === 'joined');
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-1.5 lg:hidden" data-testid="race-strip">
      {racers.map((player) => (
        <li
          key={player.childId}
          className={cn(
            'whitespace-nowrap rounded-full border px-2.5 py-0.5 text-base font-semibold tabular-nums text-ink',
            player.childId === viewerId ? 'border-sun bg-sun-soft' : 'border-line bg-paper',
          )}
        >
          {player.childId === viewerId ? t`You` : player.username} {player.tried}/{race.total}
        </li>
      ))}
    </ul>
  );
}

const WAITING_WORDS: Record<RacePlayer['status'], MessageDescriptor> = {
  joined: msg`Ready`,
  invited: msg`Thinking about it…`,
  declined: msg`Not this time`,
};

function WaitingRoom({ race, viewerId }: { race: RaceView; viewerId: string }) {
  const { t } = useLingui();
  const start = useStartRace();
  const cancel = useCancelRace();
  const isHost = race.hostId === viewerId;
  const joined = race.players.filter((p) => p.status === 'joined').length;
  const hostName = race.players.find((p) => p.isHost)?.username;
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-2xl font-bold text-ink">
        <Trans>Waiting for racers</Trans>
      </h2>
      <ul className="grid gap-2" aria-label={t`Racers`}>
        {race.players.map((player) => (
          <li key={player.childId} className="flex items-center justify-between gap-2 rounded-2xl bg-cream p-3 text-lg">
            <span className="font-semibold text-ink">
              {player.username}
              {player.childId === viewerId ? ` ${t`(you)`}` : ''}
            </span>
            <Badge color={player.status === 'joined' ? 'green' : player.status === 'declined' ? 'red' : 'amber'}>
              {t(WAITING_WORDS[player.status])}
            </Badge>
          </li>
        ))}
      </ul>
      {isHost ? (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" disabled={joined < RACE_LIMITS.minPlayers || start.isPending} onClick={() => start.mutate(race.raceId)}>
            <Zap aria-hidden="true" className="size-5" /> <Trans>Start the race</Trans>
          </Button>
          <Button size="lg" variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(race.raceId)}>
            <Trans>Call it off</Trans>
          </Button>
          {joined < RACE_LIMITS.minPlayers && (
            <p className="basis-full text-ink-muted">
              <Trans>The race can start once someone has joined.</Trans>
            </p>
          )}
        </div>
      ) : (
        <p className="text-lg text-ink-muted">
          {hostName ? t`Waiting for ${hostName} to start the race…` : t`Waiting for the host to start the race…`}
        </p>
      )}
      {(start.error || cancel.error) && (
        <p role="alert" className="text-danger">
          {requestErrorMessage(start.error ?? cancel.error)}
        </p>
      )}
    </Card>
  );
}

function Running({ race, viewerId, msLeft }: { race: RaceView; viewerId: string; msLeft: number }) {
  const { t } = useLingui();
  const answer = useSendRaceAnswer();
  const [feedback, setFeedback] = useState<{ text: string; good: boolean } | null>(null);
  const puzzle = race.puzzle;
  const known = puzzle ? RACE_PROMPTS[puzzle.prompt] : undefined;
  const prompt = known ? t(known) : (puzzle?.prompt ?? '');
  const number = (puzzle?.index ?? 0) + 1;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-3">
        <Countdown msLeft={msLeft} totalSeconds={race.seconds} />
        <RaceStrip race={race} viewerId={viewerId} />
        {puzzle ? (
          <>
            <p className="text-xl font-bold text-ink" data-testid="race-prompt">
              {t`Puzzle ${number}: ${prompt}`}
              <span className="block text-lg font-semibold text-ink-muted">
                {puzzle.orientation === 'white' ? t`White to move` : t`Black to move`}
              </span>
            </p>
            <ChessBoard
              key={puzzle.index}
              fen={puzzle.fen}
              orientation={puzzle.orientation}
              playerColor={puzzle.orientation}
              disabled={answer.isPending || msLeft <= 0}
              onMove={async (move) => {
                try {
                  const result = await answer.mutateAsync({ raceId: race.raceId, index: puzzle.index, move: move.uci });
                  const { points, solution } = result;
                  setFeedback(
                    result.correct
                      ? { text: t`Correct! +${points}`, good: true }
                      : { text: t`Not quite — the answer was ${solution}. Next one!`, good: false },
                  );
                  return result.correct;
                } catch (error) {
                  setFeedback({ text: requestErrorMessage(error), good: false });
                  return false;
                }
              }}
              ariaLabel={t`Race puzzle ${number}. ${prompt}`}
            />
          </>
        ) : (
          <p className="text-lg text-ink">
            <Trans>You have solved every puzzle of the race! Wait for the others to finish.</Trans>
          </p>
        )}
        <p role="status" className={cn('min-h-7 text-lg font-semibold', feedback?.good ? 'text-success' : 'text-ink')}>
          {feedback?.text ?? ''}
        </p>
      </div>
      <Card className="grid content-start gap-3 p-4">
        <h2 className="text-xl font-bold text-ink">
          <Trans>Everyone's progress</Trans>
        </h2>
        <ProgressBars race={race} viewerId={viewerId} />
      </Card>
    </div>
  );
}

function Finished({ race, viewerId }: { race: RaceView; viewerId: string }) {
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <Trophy aria-hidden="true" className="size-7 text-sun" /> <Trans>Race over!</Trans>
      </h2>
      <p className="text-xl font-semibold text-ink" data-testid="race-result">
        {resultSentence(race, viewerId)}
      </p>
      <ProgressBars race={race} viewerId={viewerId} />
      <Link to="/multiplayer?tab=mini" className={buttonClassName('primary', 'lg', 'justify-self-start')}>
        <Trans>Race again</Trans>
      </Link>
    </Card>
  );
}

/** Multiplayer › Puzzle race (issue 14): the child's current race, waiting, running or just ended. */
export default function RacePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const viewerId = user?.id ?? '';
  useRaceUpdates();
  const current = useCurrentRace();
  const race = current.data;
  const msLeft = useMsLeft(race, current.dataUpdatedAt);
  const refetch = current.refetch;
  // The countdown reached zero: the server ends the race (within its grace); read the standings.
  useEffect(() => {
    if (race?.status !== 'running' || msLeft > 0) return;
    const timer = window.setTimeout(() => void refetch(), RACE_LIMITS.graceMs + 700);
    return () => window.clearTimeout(timer);
  }, [race?.status, msLeft, refetch]);
  const seconds = race?.seconds ?? RACE_LIMITS.seconds;
  const body = (() => {
    if (current.isPending) return <PageLoading />;
    if (current.isError) return <LoadError what={t`your puzzle race`} onRetry={() => void refetch()} />;
    if (!race || race.status === 'cancelled')
      return (
        <Card className="grid gap-3 p-5">
          <p className="text-lg text-ink">
            <Trans>There is no puzzle race going on right now.</Trans>
          </p>
          <Link to="/multiplayer?tab=mini" className={buttonClassName('primary', 'lg', 'justify-self-start')}>
            <Trans>Start a race</Trans>
          </Link>
        </Card>
      );
    if (race.status === 'waiting') return <WaitingRoom race={race} viewerId={viewerId} />;
    if (race.status === 'running') return <Running race={race} viewerId={viewerId} msLeft={msLeft} />;
    return <Finished race={race} viewerId={viewerId} />;
  })();

  return (
    <>
      <title>{t`Puzzle Race – Chess Quest`}</title>
      <Link to="/multiplayer?tab=mini" className={buttonClassName('ghost', 'md', 'justify-self-start')}>
        <ArrowLeft aria-hidden="true" className="size-5" /> <Trans>Mini Challenges</Trans>
      </Link>
      <PageHeader
        title={t`Puzzle Race`}
        // Said before the race; while it runs, the board comes up instead (on a phone it is
        // the difference between the whole board and its top rows on the first screen).
        description={
          race?.status === 'running' ? undefined : t`Solve as many puzzles as you can in ${seconds} seconds — everyone gets the same ones.`
        }
        icon={<Flag className="size-8" />}
      />
      {body}
    </>
  );
}
