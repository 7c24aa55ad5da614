import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Lightbulb, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CompleteStepResponse, LessonStep } from '@chess-quest/protocol/lessons';
import { applyStepMove, countTry, startStep, STEP_MESSAGES, type StepState } from '@chess-quest/protocol/lessons/step-engine';
import { ApiError } from '../../lib/api-client';
import { requestErrorMessage } from '../../lib/request-error-message';
import { moveMessage } from '../../lib/move-messages';
import { applyReadAloudSettings } from '../../lib/speech';
import { ChessBoard, type BoardMove } from '../chess/lazy-chess-board';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { ReadAloudButton } from './read-aloud-button';
import { offTaskMoveFeedback } from './step-feedback';
import { movesSummary, stepMarkers } from './step-progress';
import { StepResult } from './step-result';

type Phase = { kind: 'playing' } | { kind: 'saving' } | { kind: 'saved'; response: CompleteStepResponse } | { kind: 'failed'; message: string };

export interface StepPlayerProps {
  step: LessonStep;
  /** "Step 2 of 6" or "Challenge 1 of 2", shown above the title. */
  label: string;
  /** Saves the finished step with the moves played, in order; answers the server's stars. */
  onComplete: (moves: string[]) => Promise<CompleteStepResponse>;
  /** Called after the child presses Next on a saved step, with the saved answer. */
  onNext: (response: CompleteStepResponse) => void;
  /** "Next step", "Finish lesson", "Continue the story". */
  nextLabel: string;
  /** Move focus to the step's title when it appears (after Next), so the reading starts there. */
  focusOnMount?: boolean;
}

const SAVE_FAILED = msg`We couldn't save your stars just now. Let's try again!`;

/**
 * Read-aloud is on once the child has had a task read to them on this page: from then on what
 * the board answers to a move (why it was refused, where the stars still are) is read too, as
 * a child who listens rather than reads would otherwise miss it.
 */
let listening = false;

function speak(text: string) {
  if (!listening || typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  if (typeof SpeechSynthesisUtterance !== 'function') return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  applyReadAloudSettings(utterance);
  window.speechSynthesis.speak(utterance);
}

/**
 * Plays one lesson step (also a story challenge). The moves go through the shared step
 * engine, not the board's own turn logic: on the walking steps the child's pieces move again
 * and again, so after every accepted move the board gets the engine's position. A finished
 * step is saved at once with the moves played; the stars shown are the server's.
 * Give it a `key` per step so a new step starts fresh.
 */
export function StepPlayer({ step, label, onComplete, onNext, nextLabel, focusOnMount = false }: StepPlayerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<StepState>(() => startStep(step));
  const [moves, setMoves] = useState<string[]>([]);
  const [lastMove, setLastMove] = useState<{ from: string; to: string } | null>(null);
  const [feedback, setFeedback] = useState<{ id: number; text: string; tone: 'good' | 'try' } | null>(null);
  const [wrongTries, setWrongTries] = useState(0);
  const [hintShown, setHintShown] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'playing' });

  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);

  const say = (text: string, tone: 'good' | 'try') => {
    setFeedback((f) => ({ id: (f?.id ?? 0) + 1, text, tone }));
    speak(text);
  };

  async function save(played: string[]) {
    setPhase({ kind: 'saving' });
    try {
      const response = await onComplete(played);
      setPhase({ kind: 'saved', response });
      return response;
    } catch (error) {
      const message = error instanceof ApiError && error.status === 400 ? requestErrorMessage(error) : t(SAVE_FAILED);
      setPhase({ kind: 'failed', message });
      return null;
    }
  }

  function onMove(move: BoardMove): boolean {
    if (phase.kind !== 'playing' || state.done) return false;
    const result = applyStepMove(step, state, move.uci);
    if (!result.ok) {
      if (step.kind === 'find-move') {
        setState(countTry(state));
        setWrongTries((n) => n + 1);
      }
      say(moveMessage(result.reason), 'try');
      return false;
    }
    // find-move: only the answer goes to the server (the engine counts it as the first try).
    const played = step.kind === 'find-move' ? [result.move] : [...moves, result.move];
    setState(result.state);
    setMoves(played);
    setLastMove({ from: move.from, to: move.to });
    if (result.done) {
      say(step.successText, 'good');
      void save(played);
    } else if (result.collectedStar) {
      const left = result.state.remainingStars.length;
      say(t`Star collected! ${plural(left, { one: '# star to go.', other: '# stars to go.' })}`, 'good');
    } else if (result.captured) {
      say(t`Got it! Keep going.`, 'good');
    } else {
      // Allowed, but not the task yet: the piece walks on and the child hears where the task is.
      const offTask = offTaskMoveFeedback(step, move.to, result.state.remainingStars);
      if (offTask) say(offTask, 'try');
      else setFeedback(null);
    }
    return true;
  }

  function retry() {
    setState(startStep(step));
    setMoves([]);
    setLastMove(null);
    setFeedback(null);
    setWrongTries(0);
    setHintShown(false);
    setPhase({ kind: 'playing' });
  }

  async function nextFromExplain() {
    const response = await save([]);
    if (response) onNext(response);
  }

  const isExplain = step.kind === 'explain';
  const summary = movesSummary(step, state.movesUsed);
  const childSide = state.childColor === 'w' ? 'white' : 'black';
  const boardLocked = isExplain || state.done || phase.kind !== 'playing';
  const starsLeft = step.kind === 'collect-stars' ? state.remainingStars.length : null;
  const stepTitle = step.title;

  const feedbackLine = feedback && phase.kind !== 'failed' && (
    <p
      key={feedback.id}
      className={
        feedback.tone === 'good'
          ? 'flex-1 rounded-xl bg-green-100 px-3 py-2 font-semibold text-green-800'
          : 'flex-1 rounded-xl bg-sun-soft px-3 py-2 font-semibold text-ink'
      }
      data-testid="step-feedback"
    >
      {feedback.text}
    </p>
  );

  return (
    // Every screen: the title and the task (with its read-aloud) come before the board, and
    // what the board answers to a move is said right under the task, where the child looks.
    // Small screens: then the board, then the rest. Wide screens: the board on the left, the
    // words on the right.
    <section
      aria-labelledby={titleId}
      className="grid gap-2 sm:gap-4 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6 lg:gap-y-3"
    >
      <div className="flex items-start gap-3 lg:col-start-2 lg:row-start-1">
        <div className="grid flex-1 content-start gap-0.5 sm:gap-1">
          <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{label}</p>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-2xl font-extrabold text-ink sm:text-3xl">
            {step.title}
          </h2>
        </div>
        {/* Pressing it turns read-aloud on for the board's answers too (see `listening`). */}
        <span
          onClickCapture={(event) => {
            const button = (event.target as HTMLElement).closest('button');
            if (button?.getAttribute('aria-pressed') !== 'true') listening = true;
          }}
        >
          <ReadAloudButton text={step.instruction} label={t`Read the task aloud`} />
        </span>
      </div>

      <div className="grid content-start gap-2 lg:col-start-2 lg:row-start-2" data-testid="step-task">
        <p className="text-lg text-ink sm:text-xl" data-testid="step-instruction">
          {step.instruction}
        </p>
        {/* Room kept for the board's answer on a playing step, so the board does not jump. */}
        <div aria-live="polite" className={cn('flex items-center gap-2', !isExplain && 'min-h-11')}>
          {feedbackLine ||
            ((summary || starsLeft !== null) && (
              <p className="flex flex-wrap gap-x-4 text-lg font-semibold text-ink" data-testid="step-moves">
                {summary && <span>{summary}</span>}
                {starsLeft !== null && (
                  <span>
                    <Trans>Stars left: {starsLeft}</Trans>
                  </span>
                )}
              </p>
            ))}
          {feedback && feedbackLine && <ReadAloudButton text={feedback.text} label={t`Read this aloud`} />}
        </div>
      </div>

      <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
        <ChessBoard
          fen={state.fen}
          orientation={childSide}
          playerColor={childSide}
          disabled={boardLocked}
          lastMove={lastMove}
          highlightSquares={stepMarkers(step, state, lastMove)}
          onMove={onMove}
          onMessage={(text) => say(text, 'try')}
          lockedMessage={isExplain ? STEP_MESSAGES.explainHasNoMoves : state.done ? STEP_MESSAGES.alreadyDone : undefined}
          fitToScreen
          showMoveEntry={!isExplain && !state.done}
          ariaLabel={
            isExplain ? t`Chess board for ${stepTitle}` : childSide === 'white' ? t`Chess board, you play white` : t`Chess board, you play black`
          }
        />
      </div>

      <div className="grid content-start gap-3 lg:col-start-2 lg:row-start-3">
        <div aria-live="polite">
          {phase.kind === 'saving' && (
            <p className="font-semibold text-ink-muted">
              <Trans>Saving your stars...</Trans>
            </p>
          )}
          {phase.kind === 'failed' && (
            <div role="alert" className="grid gap-2 rounded-xl border-2 border-danger bg-red-50 p-3 text-danger">
              <p className="font-semibold">{phase.message}</p>
              <div className="flex flex-wrap gap-2">
                {state.done && (
                  <Button variant="outline" onClick={() => void save(moves)}>
                    <Trans>Save again</Trans>
                  </Button>
                )}
                <Button variant="outline" onClick={retry}>
                  <RotateCcw aria-hidden="true" className="size-5" />
                  <Trans>Play it again</Trans>
                </Button>
              </div>
            </div>
          )}
          {phase.kind === 'saved' && !isExplain && (
            <StepResult
              stars={phase.response.stars}
              successText={step.successText}
              movesText={summary}
              nextLabel={nextLabel}
              onNext={() => onNext(phase.response)}
              onRetry={step.kind === 'find-move' ? null : retry}
            />
          )}
        </div>

        {step.kind === 'find-move' && phase.kind === 'playing' && wrongTries > 0 && (
          <div className="grid gap-2">
            {hintShown ? (
              <div className="flex items-start gap-3 rounded-xl bg-teal-soft p-3 text-teal-strong">
                <Lightbulb aria-hidden="true" className="mt-1 size-6 shrink-0" />
                <p className="flex-1 font-semibold">{step.hint}</p>
                <ReadAloudButton text={step.hint} label={t`Read the hint aloud`} />
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setHintShown(true)} className="justify-self-start">
                <Lightbulb aria-hidden="true" className="size-5" />
                <Trans>Show a hint</Trans>
              </Button>
            )}
          </div>
        )}

        {isExplain && (
          // On a phone "Next step" stays in reach at the bottom of the screen while the text is read.
          <Button
            size="lg"
            onClick={() => void nextFromExplain()}
            disabled={phase.kind === 'saving'}
            className="z-10 justify-self-start shadow-lg max-lg:sticky max-lg:bottom-3 lg:shadow-none"
          >
            {nextLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        )}
        {!isExplain && phase.kind === 'playing' && state.movesUsed > 0 && (
          <Button variant="ghost" onClick={retry} className="justify-self-start">
            <RotateCcw aria-hidden="true" className="size-5" />
            <Trans>Start this step again</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
