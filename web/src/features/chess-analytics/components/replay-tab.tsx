import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Pause, Play, RotateCcw, SkipBack, SkipForward } from 'lucide-react';
import type { ReplayGame, ReplayGameSummary } from '@chess-quest/protocol/chess-analytics';
import { REPLAY_MOVE_ANIMATION_MS, REPLAY_SPEEDS } from '@chess-quest/protocol/constants';
import { ChessBoard } from '../../../components/chess/lazy-chess-board';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { useReplayGame } from '../api/get-replay-game';
import { useReplayGames } from '../api/get-replay-games';
import { OPERA_GAME } from '../famous-game';
import { replayFrames, stepIntervalMs, type ReplaySpeed } from '../replay-frames';

type ReplayState = 'idle' | 'playing' | 'paused';

/** A game's date as numbers, in the reader's order (11/27/2026, 27/11/2026). */
const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

function gameLabel(game: ReplayGameSummary): string {
  const opponent = game.opponent;
  const moves = Math.ceil(game.moveCount / 2);
  const date = formatDate(game.finishedAt, NUMERIC_DATE);
  if (game.result === 'win') return i18n._(msg`Won vs ${opponent} · ${moves} moves · ${date}`);
  if (game.result === 'loss') return i18n._(msg`Lost vs ${opponent} · ${moves} moves · ${date}`);
  return i18n._(msg`Draw vs ${opponent} · ${moves} moves · ${date}`);
}

/** Spec §4 game replay: idle, playing, paused; a step every 1000/speed ms; stops at the last move. */
function Player({ moves, orientation, mistakes }: { moves: readonly string[]; orientation: 'white' | 'black'; mistakes: ReplayGame['mistakes'] }) {
  const { t } = useLingui();
  const frames = useMemo(() => replayFrames(moves), [moves]);
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<ReplayState>('idle');
  const [speed, setSpeed] = useState<ReplaySpeed>(1);
  const last = frames.length - 1;

  useEffect(() => {
    if (state !== 'playing' || index >= last) return;
    const timer = setTimeout(() => {
      setIndex(index + 1);
      // Playback stops at the last move.
      if (index + 1 >= last) setState('paused');
    }, stepIntervalMs(speed));
    return () => clearTimeout(timer);
  }, [state, index, last, speed]);

  const frame = frames[index]!;
  const mistake = mistakes.find((m) => m.ply === index);
  const step = (delta: number) => {
    setState((s) => (s === 'playing' ? 'paused' : s));
    setIndex((i) => Math.max(0, Math.min(last, i + delta)));
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <ChessBoard
          fen={frame.fen}
          orientation={orientation}
          disabled
          showMoveEntry={false}
          lastMove={frame.from && frame.to ? { from: frame.from, to: frame.to } : null}
          animationMs={REPLAY_MOVE_ANIMATION_MS}
          ariaLabel={t`Replay board`}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              if (state === 'playing') setState('paused');
              else {
                if (index >= last) setIndex(0);
                setState('playing');
              }
            }}
          >
            {state === 'playing' ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
            {state === 'playing' ? t`Pause` : t({ message: 'Play', context: 'start the replay' })}
          </Button>
          <Button variant="outline" size="icon" aria-label={t`Step back`} onClick={() => step(-1)} disabled={index === 0}>
            <SkipBack aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="outline" size="icon" aria-label={t`Step forward`} onClick={() => step(1)} disabled={index === last}>
            <SkipForward aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setState('idle');
              setIndex(0);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-5" /> <Trans>Reset</Trans>
          </Button>
        </div>
        <div role="group" aria-label={t`Speed`} className="flex flex-wrap gap-2">
          {REPLAY_SPEEDS.map((s) => (
            <Button key={s} size="sm" variant={s === speed ? 'secondary' : 'outline'} aria-pressed={s === speed} onClick={() => setSpeed(s)}>
              {s}×
            </Button>
          ))}
        </div>
        <p role="status" className="text-ink-muted">
          {state === 'playing'
            ? t`Move ${index} of ${last} · playing`
            : state === 'paused'
              ? t`Move ${index} of ${last} · paused`
              : t`Move ${index} of ${last}`}
        </p>
        {mistake && <p className="rounded-xl bg-sun-soft p-3 font-semibold text-amber-900">{mistake.explanation}</p>}
      </div>
      <Card className="flex flex-col gap-3 p-5">
        {mistakes.length > 0 && (
          <section aria-labelledby="mistakes-title" className="flex flex-col gap-2">
            <h2 id="mistakes-title" className="text-xl font-bold text-ink">
              {mistakes.length === 1 ? t`A move to learn from` : t`Two moves to learn from`}
            </h2>
            {mistakes.map((m) => (
              <button
                key={m.ply}
                type="button"
                className="min-h-11 rounded-xl bg-sun-soft p-3 text-left text-amber-900"
                onClick={() => {
                  setState('paused');
                  setIndex(m.ply);
                }}
              >
                {m.explanation}
              </button>
            ))}
          </section>
        )}
        <h2 className="text-xl font-bold text-ink">
          <Trans>Moves</Trans>
        </h2>
        <ol aria-label={t`Moves`} className="grid grid-cols-2 gap-1 text-base sm:grid-cols-4">
          {frames.slice(1).map((f, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => {
                  setState('paused');
                  setIndex(i + 1);
                }}
                aria-current={i + 1 === index ? 'step' : undefined}
                className={cn(
                  'min-h-11 w-full rounded-lg px-2 text-left',
                  i + 1 === index ? 'bg-brand text-white' : 'hover:bg-brand-soft',
                  mistakes.some((m) => m.ply === i + 1) && i + 1 !== index && 'bg-sun-soft',
                )}
              >
                {i % 2 === 0 ? `${i / 2 + 1}. ` : ''}
                {f.san}
                {f.capture && (
                  <span className="ml-1 font-bold text-danger" title={t`A capture`}>
                    ✕<span className="sr-only"> {t`capture`}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** With `preview` (a free child) the server lists the latest game only, with its first mistake. */
export function ReplayTab({ preview = false }: { preview?: boolean }) {
  const { t } = useLingui();
  const games = useReplayGames();
  const [chosen, setChosen] = useState<string | null>(null);
  const id = chosen ?? games.data?.[0]?.id ?? null;
  const game = useReplayGame(id);
  if (games.isPending) return <PageLoading />;
  if (games.isError) return <LoadError what={t`your games`} onRetry={() => void games.refetch()} />;
  if (games.data.length === 0) {
    const famous = t(OPERA_GAME.title);
    return (
      <div className="flex flex-col gap-3">
        <p className="rounded-xl bg-sun-soft p-3 font-semibold text-amber-900">
          <Trans>Your own games appear here once you finish one. Until then, enjoy a famous one: {famous}.</Trans>
        </p>
        <Player moves={OPERA_GAME.moves} orientation="white" mistakes={[]} />
      </div>
    );
  }
  const latest = gameLabel(games.data[0]!);
  return (
    <div className="flex flex-col gap-4">
      {preview ? (
        <h2 className="text-xl font-bold text-ink">{t`Your latest game: ${latest}`}</h2>
      ) : (
        <label className="flex flex-col gap-1 font-semibold text-ink">
          <Trans>Choose a game</Trans>
          <select className="min-h-11 rounded-xl border-2 border-line bg-paper px-3" value={id ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {games.data.map((g) => (
              <option key={g.id} value={g.id}>
                {gameLabel(g)}
              </option>
            ))}
          </select>
        </label>
      )}
      {game.isPending ? (
        <PageLoading />
      ) : game.isError ? (
        <LoadError what={t`this game`} onRetry={() => void game.refetch()} />
      ) : (
        <Player key={game.data.id} moves={game.data.moves.map((m) => m.san)} orientation={game.data.colour} mistakes={game.data.mistakes} />
      )}
    </div>
  );
}
