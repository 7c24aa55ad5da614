import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PATTERN_QUESTIONS, type MemoryPiece, type MiniAnswerBody, type MiniTask } from '@chess-quest/protocol/mini-challenges';
import { PATTERN_QUESTIONS_ES } from '@chess-quest/protocol/mini-challenges.es';
import { ChessBoard, type SquareMarker } from '../../components/chess/lazy-chess-board';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { inActiveLocale } from '../../lib/i18n';
import { piecesToFen } from './mini-logic';

const EMPTY_BOARD = '8/8/8/8/8/8/8/8 w - - 0 1';

type Task<K extends MiniTask['kind']> = Extract<MiniTask, { kind: K }>;
export interface GameProps<K extends MiniTask['kind']> {
  task: Task<K>;
  /** Sends one answer; resolves false when it could not be sent. */
  submit: (body: MiniAnswerBody) => Promise<boolean>;
  busy: boolean;
}

/** Big, readable instruction over the board. */
function Prompt({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-2xl bg-sun-soft px-4 py-3 text-center text-2xl font-extrabold text-ink" aria-live="polite">
      {children}
    </p>
  );
}

export function QuickMoveGame({ task, submit, busy }: GameProps<'quick_move'>) {
  const { t } = useLingui();
  const highlight = task.prompt === 'highlight';
  const square = task.square;
  return (
    <div className="grid gap-3">
      <Prompt>
        {highlight ? t`Tap the square with the star!` : t`Find ${square}`}
        {task.orientation === 'black' && (
          <span className="block text-lg font-semibold">
            <Trans>You are playing Black: the board is turned.</Trans>
          </span>
        )}
      </Prompt>
      <ChessBoard
        fen={EMPTY_BOARD}
        orientation={task.orientation}
        showCoordinates={task.showCoordinates}
        highlightSquares={highlight ? { [task.square]: 'star' } : undefined}
        onSquarePick={(square) => void submit({ kind: 'quick_move', square })}
        disabled={busy}
        showMoveEntry={false}
        ariaLabel={highlight ? t`Quick move board. The star is on ${square}.` : t`Quick move board. Find ${square}.`}
      />
    </div>
  );
}

export function PatternGame({ task, submit, busy }: GameProps<'pattern_match'>) {
  const { t } = useLingui();
  // The parent gives each position its own key, so the picks start empty.
  const [picks, setPicks] = useState<string[]>([]);
  // The question by its key, in the child's language (the server's `text` is its English).
  const question = inActiveLocale({ en: PATTERN_QUESTIONS, es: PATTERN_QUESTIONS_ES })[task.question];
  const picked = picks.join(', ');
  const markers = Object.fromEntries(picks.map((square) => [square, 'hint' as SquareMarker]));
  const toggle = (square: string) => setPicks((now) => (now.includes(square) ? now.filter((s) => s !== square) : [...now, square]));
  return (
    <div className="grid gap-3">
      <Prompt>{question}</Prompt>
      <ChessBoard
        fen={task.fen}
        orientation={task.orientation}
        highlightSquares={markers}
        onSquarePick={toggle}
        disabled={busy}
        showMoveEntry={false}
        ariaLabel={t`Pattern board. ${question}`}
      />
      <p className="text-center text-lg text-ink" aria-live="polite">
        {picks.length === 0 ? t`Tap a square to pick it, tap again to un-pick it.` : t`Picked: ${picked}`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" disabled={busy || picks.length === 0} onClick={() => void submit({ kind: 'pattern_match', squares: picks })}>
          <Trans>Check my picks</Trans>
        </Button>
        <Button size="lg" variant="outline" disabled={busy || picks.length === 0} onClick={() => setPicks([])}>
          <Trans>Clear</Trans>
        </Button>
      </div>
    </div>
  );
}

const PALETTE: { code: string; name: MessageDescriptor; glyph: string }[] = [
  { code: 'wK', name: msg`White king`, glyph: '♔' },
  { code: 'wQ', name: msg`White queen`, glyph: '♕' },
  { code: 'wR', name: msg`White rook`, glyph: '♖' },
  { code: 'wB', name: msg`White bishop`, glyph: '♗' },
  { code: 'wN', name: msg`White knight`, glyph: '♘' },
  { code: 'wP', name: msg`White pawn`, glyph: '♙' },
  { code: 'bK', name: msg`Black king`, glyph: '♚' },
  { code: 'bQ', name: msg`Black queen`, glyph: '♛' },
  { code: 'bR', name: msg`Black rook`, glyph: '♜' },
  { code: 'bB', name: msg`Black bishop`, glyph: '♝' },
  { code: 'bN', name: msg`Black knight`, glyph: '♞' },
  { code: 'bP', name: msg`Black pawn`, glyph: '♟' },
  { code: 'erase', name: msg`Eraser`, glyph: '⌫' },
];

/** Shows the position for `seconds` (one look), then what `children` draws. */
function Look({ pieces, seconds, children }: { pieces: MemoryPiece[] | null; seconds: number; children: React.ReactNode }) {
  const { t } = useLingui();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!pieces) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const now = seconds - Math.floor((Date.now() - started) / 1000);
      setLeft(now);
      if (now <= 0) window.clearInterval(timer);
    }, 200);
    return () => window.clearInterval(timer);
  }, [pieces, seconds]);
  if (!pieces || left <= 0) return children;
  return (
    <div className="grid gap-3">
      <Prompt>
        <Trans>
          Remember this position! <span className="tabular-nums">{left}</span> s
        </Trans>
      </Prompt>
      <ChessBoard fen={piecesToFen(pieces)} disabled showMoveEntry={false} ariaLabel={t`The position to remember`} onSquarePick={() => undefined} />
    </div>
  );
}

/** One memory round: look, then rebuild; the parent keys it by round, so it starts empty. */
export function MemoryGame({ task, submit, busy }: GameProps<'memory_game'>) {
  const { t } = useLingui();
  const [placed, setPlaced] = useState<Record<string, string>>({});
  const [tool, setTool] = useState<string>('wK');
  const pieces: MemoryPiece[] = Object.entries(placed).map(([square, piece]) => ({ square, piece }));
  const place = (square: string) =>
    setPlaced((now) => {
      const next = { ...now };
      if (tool === 'erase' || now[square] === tool) delete next[square];
      else next[square] = tool;
      return next;
    });
  const { pieceCount, looks } = task;
  const placedCount = pieces.length;
  return (
    <Look key={task.looks} pieces={task.pieces} seconds={task.showSeconds}>
      <div className="grid gap-3">
        <Prompt>
          <Trans>Put the {pieceCount} pieces back!</Trans>
        </Prompt>
        <ChessBoard
          fen={piecesToFen(pieces)}
          onSquarePick={place}
          disabled={busy}
          showMoveEntry={false}
          ariaLabel={t`Rebuild the position: pick a piece below, then tap a square`}
        />
        <div role="radiogroup" aria-label={t`Piece to place`} className="flex flex-wrap justify-center gap-2">
          {PALETTE.map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="radio"
              aria-checked={tool === entry.code}
              aria-label={t(entry.name)}
              title={t(entry.name)}
              onClick={() => setTool(entry.code)}
              className={cn(
                'flex size-12 items-center justify-center rounded-xl border-2 bg-paper text-3xl leading-none text-ink',
                tool === entry.code ? 'border-brand bg-brand-soft' : 'border-line',
              )}
            >
              <span aria-hidden="true">{entry.glyph}</span>
            </button>
          ))}
        </div>
        <p className="text-center text-lg text-ink">
          <Trans>
            {placedCount} of {pieceCount} pieces placed. Looks so far: {looks}.
          </Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" disabled={busy} onClick={() => void submit({ kind: 'memory_game', pieces })}>
            <Trans>Done</Trans>
          </Button>
          <Button size="lg" variant="outline" disabled={busy} onClick={() => void submit({ kind: 'memory_look' })}>
            <Trans>Look again (fewer points)</Trans>
          </Button>
        </div>
      </div>
    </Look>
  );
}

/** The server's speed-puzzle prompts (server/src/features/mini-challenges/service.ts), said in the child's language. */
const SPEED_PROMPTS: Readonly<Record<string, MessageDescriptor>> = {
  'Checkmate in one move!': msg`Checkmate in one move!`,
  'Find the best move!': msg`Find the best move!`,
};

export function SpeedGame({ task, submit, busy }: GameProps<'speed_puzzle'>) {
  const { t } = useLingui();
  const known = SPEED_PROMPTS[task.prompt];
  const prompt = known ? t(known) : task.prompt;
  const streak = task.streak;
  const number = task.index + 1;
  return (
    <div className="grid gap-3">
      <Prompt>
        {prompt}
        <span className="block text-lg font-semibold">
          {task.orientation === 'white' ? t`White to move · Streak ${streak}` : t`Black to move · Streak ${streak}`}
        </span>
      </Prompt>
      <ChessBoard
        key={task.index}
        fen={task.fen}
        orientation={task.orientation}
        playerColor={task.orientation}
        disabled={busy}
        onMove={async (move) => submit({ kind: 'speed_puzzle', move: move.uci })}
        ariaLabel={t`Speed puzzle ${number}. ${prompt}`}
      />
    </div>
  );
}
