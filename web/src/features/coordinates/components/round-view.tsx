import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { COORDINATES_RULES, type CoordinatesRound } from '@chess-quest/protocol/coordinates';
import { ChessBoard, type SquareMarker } from '../../../components/chess/lazy-chess-board';
import { cn } from '../../../lib/cn';
import { answer, currentPrompt, newRound, typeKey, type RoundAnswer, type RoundState } from '../coordinates-logic';
import { RoundClock } from './round-clock';

const EMPTY_BOARD = '8/8/8/8/8/8/8/8 w - - 0 1';
/** How long a wrong answer's right square is shown before the next one is asked. */
const CORRECTION_MS = 1200;

/**
 * One 30-second round: the board (coordinates hidden, turned for Black's side), what is asked,
 * the clock. "Find the square": tap it, or type it ("e4"), or move on the board with the arrow
 * keys and press Enter. "Name the square": a star marks it; press one of the big buttons, or
 * type its name. When the time is up, `onDone` gets every answer with its time.
 */
export function RoundView({ round, onDone }: { round: CoordinatesRound; onDone: (answers: RoundAnswer[]) => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<RoundState>(() => newRound(round.prompts));
  const [elapsed, setElapsed] = useState(0);
  const [typed, setTyped] = useState('');
  // When the round appeared: every answer's time counts from it.
  const [startedAt] = useState(() => performance.now());
  const stateRef = useRef(state);
  const done = useRef(false);
  const regionRef = useRef<HTMLDivElement>(null);

  const last = state.answers.at(-1);
  const correcting = state.correction !== null && last !== undefined && elapsed - last.ms < CORRECTION_MS;

  const give = useCallback(
    (square: string) => {
      const at = Math.round(performance.now() - startedAt);
      const before = stateRef.current;
      const lastAnswer = before.answers.at(-1);
      // While a wrong answer's right square is shown, the next one waits.
      if (before.correction && lastAnswer && at - lastAnswer.ms < CORRECTION_MS) return;
      const next = answer(before, square, at);
      stateRef.current = next;
      setState(next);
      setElapsed(at);
    },
    [startedAt],
  );

  // The clock: ticks four times a second; at 30 s the answers go to the server.
  useEffect(() => {
    // The clock, the question, the board and the buttons together on a phone's screen (below the sticky header).
    regionRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView({ block: 'start' });
    const timer = window.setInterval(() => {
      const at = Math.round(performance.now() - startedAt);
      setElapsed(at);
      if (at >= COORDINATES_RULES.roundMs && !done.current) {
        done.current = true;
        window.clearInterval(timer);
        onDone(stateRef.current.answers);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [onDone, startedAt]);

  // Typing a square anywhere on the page answers it.
  useEffect(() => {
    let buffer = '';
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || done.current) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (!/^[a-h1-8]$/i.test(event.key)) return;
      const typedKey = typeKey(buffer, event.key);
      buffer = typedKey.buffer;
      setTyped(buffer);
      if (!typedKey.square) return;
      const prompt = currentPrompt(stateRef.current);
      // "Name the square": only a name among the buttons.
      if (prompt && prompt.choices.length > 0 && !prompt.choices.includes(typedKey.square)) return;
      give(typedKey.square);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [give]);

  const prompt = currentPrompt(state);
  const naming = round.mode === 'name';
  const markers: Partial<Record<string, SquareMarker>> = {};
  if (correcting && state.correction) {
    if (!naming) markers[state.correction.given] = 'wrong';
    markers[state.correction.right] = 'correct';
  } else if (naming && prompt) {
    markers[prompt.square] = 'star';
  }
  const finished = elapsed >= COORDINATES_RULES.roundMs || prompt === null;

  const hint = naming ? t`You can also type the name, like e4.` : t`Tap the square, or type it on the keyboard, like e4.`;
  const right = state.right;
  const square = prompt?.square ?? '';
  const rightSquare = state.correction?.right ?? '';
  const white = round.side === 'white';
  const boardLabel = naming
    ? white
      ? t`Board seen from White's side. A star marks a square.`
      : t`Board seen from Black's side. A star marks a square.`
    : prompt
      ? white
        ? t`Board seen from White's side. Find ${square}.`
        : t`Board seen from Black's side. Find ${square}.`
      : white
        ? t`Board seen from White's side. Find the square.`
        : t`Board seen from Black's side. Find the square.`;

  return (
    <div
      ref={regionRef}
      tabIndex={-1}
      className="grid scroll-mt-20 gap-3 outline-none lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8"
      aria-label={t`Coordinates round`}
      role="region"
    >
      <div className="grid gap-3 lg:col-start-2 lg:row-start-1">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-4">
          <RoundClock elapsedMs={Math.min(elapsed, COORDINATES_RULES.roundMs)} />
          <p className="text-right text-base text-ink" data-testid="coordinates-right">
            <Trans>
              Right so far: <strong className="block text-3xl tabular-nums">{right}</strong>
            </Trans>
          </p>
        </div>
        <p
          className={cn('rounded-2xl px-4 py-2 text-center text-ink', correcting ? 'bg-teal-soft' : 'bg-sun-soft')}
          aria-live="polite"
          data-testid="coordinates-prompt"
        >
          {finished ? (
            <span className="text-2xl font-extrabold">
              <Trans>Time is up!</Trans>
            </span>
          ) : correcting && state.correction ? (
            <span className="text-xl font-bold">
              {naming ? <Trans>Not quite: that square is {rightSquare}.</Trans> : <Trans>Not quite: {rightSquare} is here, in green.</Trans>}
            </span>
          ) : naming ? (
            <span className="text-xl font-extrabold sm:text-2xl">
              <Trans>Which square has the star?</Trans>
            </span>
          ) : (
            <span className="text-2xl font-extrabold">
              <Trans>
                Find <span className="text-4xl">{square}</span>
              </Trans>
            </span>
          )}
        </p>
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <ChessBoard
          fen={EMPTY_BOARD}
          orientation={round.side}
          showCoordinates={false}
          highlightSquares={markers}
          onSquarePick={naming ? () => undefined : (square) => give(square)}
          disabled={finished || correcting}
          showMoveEntry={false}
          fitToScreen
          ariaLabel={boardLabel}
        />
      </div>
      <div className="grid gap-3 lg:col-start-2 lg:row-start-2">
        {naming && prompt && !finished && (
          <div className="grid grid-cols-4 gap-2 lg:grid-cols-2 lg:gap-3" role="group" aria-label={t`Choose the name of the square with the star`}>
            {prompt.choices.map((choice) => (
              <button
                key={choice}
                type="button"
                disabled={correcting}
                onClick={() => give(choice)}
                className="min-h-14 rounded-2xl border-2 border-teal bg-paper text-2xl font-extrabold sm:text-3xl text-ink hover:bg-teal-soft disabled:opacity-60"
              >
                {choice}
              </button>
            ))}
          </div>
        )}
        <p className="text-center text-base text-ink-muted">
          {hint}
          <span className={cn('ml-2 font-mono font-bold text-ink', !typed && 'sr-only')} aria-hidden={!typed}>
            {typed ? `${typed}…` : ''}
          </span>
        </p>
      </div>
    </div>
  );
}

export type { RoundAnswer };
