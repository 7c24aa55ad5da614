import { Grid3x3, PartyPopper } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  COORDINATES_MODE_NAMES,
  COORDINATES_SIDE_NAMES,
  type CoordinatesMode,
  type CoordinatesResult,
  type CoordinatesRound,
  type CoordinatesSide,
} from '@chess-quest/protocol/coordinates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading } from '../../components/ui/page-loading';
import { errorMessageOf } from '../../lib/api-client';
import { useCoordinatesBests } from '../../api/coordinates/get-coordinates-bests';
import { useSendCoordinatesAnswers } from './api/send-coordinates-answers';
import { useStartCoordinatesRound } from './api/start-coordinates-round';
import { BestsList } from './components/bests-list';
import { ChoiceButtons } from './components/choice-buttons';
import { RoundView, type RoundAnswer } from './components/round-view';
import { resultLine } from './coordinates-logic';

const MODES = [
  { value: 'find', title: COORDINATES_MODE_NAMES.find, text: 'You see a name like e4. Tap that square!' },
  { value: 'name', title: COORDINATES_MODE_NAMES.name, text: 'A star sits on a square. Pick its name!' },
] as const satisfies readonly { value: CoordinatesMode; title: string; text: string }[];

const SIDES = [
  { value: 'white', title: COORDINATES_SIDE_NAMES.white, text: 'The white pieces start at the bottom.' },
  { value: 'black', title: COORDINATES_SIDE_NAMES.black, text: 'The board is turned: black at the bottom.' },
] as const satisfies readonly { value: CoordinatesSide; title: string; text: string }[];

type Stage = { kind: 'setup' } | { kind: 'playing'; round: CoordinatesRound } | { kind: 'result'; result: CoordinatesResult };

/** Issue 26: the coordinates trainer. Choose a game and a side, play 30 seconds, see the score and the best. */
export default function CoordinatesPage() {
  const [mode, setMode] = useState<CoordinatesMode>('find');
  const [side, setSide] = useState<CoordinatesSide>('white');
  const [stage, setStage] = useState<Stage>({ kind: 'setup' });
  const bests = useCoordinatesBests();
  const start = useStartCoordinatesRound();
  const send = useSendCoordinatesAnswers();

  const begin = () => {
    send.reset();
    start.mutate({ mode, side }, { onSuccess: (round) => setStage({ kind: 'playing', round }) });
  };

  const roundId = stage.kind === 'playing' ? stage.round.roundId : null;
  const { mutate: sendAnswers } = send;
  const finish = useCallback(
    (answers: RoundAnswer[]) => {
      if (roundId) sendAnswers({ roundId, body: { answers } }, { onSuccess: (result) => setStage({ kind: 'result', result }) });
    },
    [roundId, sendAnswers],
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Coordinates"
        description={stage.kind === 'playing' ? undefined : 'Every square has a name, like e4. Learn them all in 30-second rounds!'}
        icon={<Grid3x3 className="size-8" />}
      />

      {stage.kind === 'playing' && (
        <>
          <p className="text-lg font-semibold text-ink">
            {COORDINATES_MODE_NAMES[stage.round.mode]} · {COORDINATES_SIDE_NAMES[stage.round.side]}
          </p>
          <RoundView key={stage.round.roundId} round={stage.round} onDone={finish} />
          {send.isPending && <p className="text-lg text-ink">Counting your squares…</p>}
          {send.isError && (
            <Card className="grid gap-3 p-5" role="alert">
              <p className="text-lg text-ink">{errorMessageOf(send.error)}</p>
              <div>
                <Button onClick={() => setStage({ kind: 'setup' })}>Back to the games</Button>
              </div>
            </Card>
          )}
        </>
      )}

      {stage.kind === 'result' && (
        <Card className="grid gap-4 p-6 text-center" data-testid="coordinates-result">
          <h2 className="text-3xl font-extrabold text-ink">{stage.result.newBest ? 'New best!' : 'Time is up!'}</h2>
          <p className="text-5xl font-extrabold text-teal-strong" data-testid="coordinates-score">
            {stage.result.score} <span className="text-2xl">{stage.result.score === 1 ? 'square' : 'squares'}</span>
          </p>
          {stage.result.newBest && <PartyPopper aria-hidden="true" className="mx-auto size-12 text-brand" />}
          <p className="text-xl text-ink">{resultLine(stage.result.score, stage.result.best, stage.result.newBest)}</p>
          <p className="text-lg text-ink-muted">
            {COORDINATES_MODE_NAMES[stage.result.mode]} · {COORDINATES_SIDE_NAMES[stage.result.side]}
            {stage.result.xp > 0 && ` · +${stage.result.xp} XP`}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={begin} disabled={start.isPending}>
              Play again
            </Button>
            <Button size="lg" variant="outline" onClick={() => setStage({ kind: 'setup' })}>
              Choose another game
            </Button>
          </div>
        </Card>
      )}

      {stage.kind === 'setup' && (
        <Card className="grid gap-6 p-6">
          <ChoiceButtons label="Which game?" options={MODES} value={mode} onChange={setMode} />
          <ChoiceButtons label="Which side of the board?" options={SIDES} value={side} onChange={setSide} />
          <div>
            <Button size="lg" onClick={begin} disabled={start.isPending}>
              Start 30 seconds
            </Button>
          </div>
          {start.isError && (
            <p role="alert" className="text-lg text-danger">
              {errorMessageOf(start.error)}
            </p>
          )}
        </Card>
      )}

      {stage.kind !== 'playing' && (
        <section aria-labelledby="coordinates-bests-heading" className="grid gap-3">
          <h2 id="coordinates-bests-heading" className="text-2xl font-bold text-ink">
            Your best rounds
          </h2>
          {bests.isPending ? (
            <PageLoading />
          ) : bests.isError ? (
            <LoadError what="your best rounds" onRetry={() => void bests.refetch()} />
          ) : (
            <BestsList bests={bests.data} />
          )}
        </section>
      )}
    </div>
  );
}
