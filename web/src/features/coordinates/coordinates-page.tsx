import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid3x3, PartyPopper } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import {
  COORDINATES_MESSAGES,
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
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { asShown, useProtocolLocale } from '../../lib/i18n';
import { requestErrorMessage } from '../../lib/request-error-message';
import { useCoordinatesBests } from '../../api/coordinates/get-coordinates-bests';
import { useSendCoordinatesAnswers } from './api/send-coordinates-answers';
import { useStartCoordinatesRound } from './api/start-coordinates-round';
import { BestsList } from './components/bests-list';
import { ChoiceButtons } from './components/choice-buttons';
import { RoundView, type RoundAnswer } from './components/round-view';
import { resultLine } from './coordinates-logic';
import { coordinatesNames } from './texts';

const MODES = [
  { value: 'find', text: msg`You see a name like e4. Tap that square!` },
  { value: 'name', text: msg`A star sits on a square. Pick its name!` },
] as const satisfies readonly { value: CoordinatesMode; text: MessageDescriptor }[];

const SIDES = [
  { value: 'white', text: msg`The white pieces start at the bottom.` },
  { value: 'black', text: msg`The board is turned: black at the bottom.` },
] as const satisfies readonly { value: CoordinatesSide; text: MessageDescriptor }[];

/** The trainer's server sentences (protocol COORDINATES_MESSAGES), by their English. */
const SERVER_SENTENCES: Readonly<Record<string, MessageDescriptor>> = {
  [COORDINATES_MESSAGES.roundNotFound]: msg`No such round of yours.`,
  [COORDINATES_MESSAGES.alreadyScored]: msg`This round was already scored.`,
  [COORDINATES_MESSAGES.tooLate]: msg`This round ended too long ago to be scored. Start a new one!`,
};

type Stage = { kind: 'setup' } | { kind: 'playing'; round: CoordinatesRound } | { kind: 'result'; result: CoordinatesResult };

/** Issue 26: the coordinates trainer. Choose a game and a side, play 30 seconds, see the score and the best. */
export default function CoordinatesPage() {
  const { t } = useLingui();
  const { modes, sides } = asShown(coordinatesNames(useProtocolLocale()));
  const errorText = (error: unknown): string => {
    const known = error instanceof ApiError ? SERVER_SENTENCES[errorMessageOf(error)] : undefined;
    return known ? t(known) : requestErrorMessage(error);
  };
  const modeOptions = MODES.map((option) => ({ value: option.value, title: modes[option.value], text: t(option.text) }));
  const sideOptions = SIDES.map((option) => ({ value: option.value, title: sides[option.value], text: t(option.text) }));
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
        title={t`Coordinates`}
        description={stage.kind === 'playing' ? undefined : t`Every square has a name, like e4. Learn them all in 30-second rounds!`}
        icon={<Grid3x3 className="size-8" />}
      />

      {stage.kind === 'playing' && (
        <>
          <p className="text-lg font-semibold text-ink">
            {modes[stage.round.mode]} · {sides[stage.round.side]}
          </p>
          <RoundView key={stage.round.roundId} round={stage.round} onDone={finish} />
          {send.isPending && (
            <p className="text-lg text-ink">
              <Trans>Counting your squares…</Trans>
            </p>
          )}
          {send.isError && (
            <Card className="grid gap-3 p-5" role="alert">
              <p className="text-lg text-ink">{errorText(send.error)}</p>
              <div>
                <Button onClick={() => setStage({ kind: 'setup' })}>
                  <Trans>Back to the games</Trans>
                </Button>
              </div>
            </Card>
          )}
        </>
      )}

      {stage.kind === 'result' && (
        <Card className="grid gap-4 p-6 text-center" data-testid="coordinates-result">
          <h2 className="text-3xl font-extrabold text-ink">{stage.result.newBest ? <Trans>New best!</Trans> : <Trans>Time is up!</Trans>}</h2>
          <p className="text-5xl font-extrabold text-teal-strong" data-testid="coordinates-score">
            <ScoreLine score={stage.result.score} />
          </p>
          {stage.result.newBest && <PartyPopper aria-hidden="true" className="mx-auto size-12 text-brand" />}
          <p className="text-xl text-ink">{resultLine(stage.result.score, stage.result.best, stage.result.newBest)}</p>
          <p className="text-lg text-ink-muted">
            {modes[stage.result.mode]} · {sides[stage.result.side]}
            {stage.result.xp > 0 && <XpLine xp={stage.result.xp} />}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={begin} disabled={start.isPending}>
              <Trans>Play again</Trans>
            </Button>
            <Button size="lg" variant="outline" onClick={() => setStage({ kind: 'setup' })}>
              <Trans context="coordinates trainer">Choose another game</Trans>
            </Button>
          </div>
        </Card>
      )}

      {stage.kind === 'setup' && (
        <Card className="grid gap-6 p-6">
          <ChoiceButtons label={t`Which game?`} options={modeOptions} value={mode} onChange={setMode} />
          <ChoiceButtons label={t`Which side of the board?`} options={sideOptions} value={side} onChange={setSide} />
          <div>
            <Button size="lg" onClick={begin} disabled={start.isPending}>
              <Trans>Start 30 seconds</Trans>
            </Button>
          </div>
          {start.isError && (
            <p role="alert" className="text-lg text-danger">
              {errorText(start.error)}
            </p>
          )}
        </Card>
      )}

      {stage.kind !== 'playing' && (
        <section aria-labelledby="coordinates-bests-heading" className="grid gap-3">
          <h2 id="coordinates-bests-heading" className="text-2xl font-bold text-ink">
            <Trans>Your best rounds</Trans>
          </h2>
          {bests.isPending ? (
            <PageLoading />
          ) : bests.isError ? (
            <LoadError what={t`your best rounds`} onRetry={() => void bests.refetch()} />
          ) : (
            <BestsList bests={bests.data} />
          )}
        </section>
      )}
    </div>
  );
}

/** "12 squares": the number big, the word smaller, as one message so the word follows the number's plural. */
function ScoreLine({ score }: { score: number }) {
  const { t } = useLingui();
  const word = t`${plural(score, { one: 'square', other: 'squares' })}`;
  return (
    <>
      {score} <span className="text-2xl">{word}</span>
    </>
  );
}

function XpLine({ xp }: { xp: number }) {
  const { t } = useLingui();
  return <>{t` · +${xp} XP`}</>;
}
