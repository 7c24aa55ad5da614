import { useEffect, useState } from 'react';
import type { MemoryPiece, MiniAnswerBody, MiniTask } from '@chess-quest/protocol/mini-challenges';
import { ChessBoard, type SquareMarker } from '../../components/chess/lazy-chess-board';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
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
  const highlight = task.prompt === 'highlight';
  return (
    <div className="grid gap-3">
      <Prompt>
        {highlight ? 'Tap the square with the star!' : `Find ${task.square}`}
        {task.orientation === 'black' && <span className="block text-lg font-semibold">You are playing Black: the board is turned.</span>}
      </Prompt>
      <ChessBoard
        fen={EMPTY_BOARD}
        orientation={task.orientation}
        showCoordinates={task.showCoordinates}
        highlightSquares={highlight ? { [task.square]: 'star' } : undefined}
        onSquarePick={(square) => void submit({ kind: 'quick_move', square })}
        disabled={busy}
        showMoveEntry={false}
        ariaLabel={highlight ? `Quick move board. The star is on ${task.square}.` : `Quick move board. Find ${task.square}.`}
      />
    </div>
  );
}

export function PatternGame({ task, submit, busy }: GameProps<'pattern_match'>) {
  // The parent gives each position its own key, so the picks start empty.
  const [picks, setPicks] = useState<string[]>([]);
  const markers = Object.fromEntries(picks.map((square) => [square, 'hint' as SquareMarker]));
  const toggle = (square: string) => setPicks((now) => (now.includes(square) ? now.filter((s) => s !== square) : [...now, square]));
  return (
    <div className="grid gap-3">
      <Prompt>{task.text}</Prompt>
      <ChessBoard
        fen={task.fen}
        orientation={task.orientation}
        highlightSquares={markers}
        onSquarePick={toggle}
        disabled={busy}
        showMoveEntry={false}
        ariaLabel={`Pattern board. ${task.text}`}
      />
      <p className="text-center text-lg text-ink" aria-live="polite">
        {picks.length === 0 ? 'Tap a square to pick it, tap again to un-pick it.' : `Picked: ${picks.join(', ')}`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" disabled={busy || picks.length === 0} onClick={() => void submit({ kind: 'pattern_match', squares: picks })}>
          Check my picks
        </Button>
        <Button size="lg" variant="outline" disabled={busy || picks.length === 0} onClick={() => setPicks([])}>
          Clear
        </Button>
      </div>
    </div>
  );
}

const PALETTE: { code: string; name: string; glyph: string }[] = [
  { code: 'wK', name: 'White king', glyph: '♔' },
  { code: 'wQ', name: 'White queen', glyph: '♕' },
  { code: 'wR', name: 'White rook', glyph: '♖' },
  { code: 'wB', name: 'White bishop', glyph: '♗' },
  { code: 'wN', name: 'White knight', glyph: '♘' },
  { code: 'wP', name: 'White pawn', glyph: '♙' },
  { code: 'bK', name: 'Black king', glyph: '♚' },
  { code: 'bQ', name: 'Black queen', glyph: '♛' },
  { code: 'bR', name: 'Black rook', glyph: '♜' },
  { code: 'bB', name: 'Black bishop', glyph: '♝' },
  { code: 'bN', name: 'Black knight', glyph: '♞' },
  { code: 'bP', name: 'Black pawn', glyph: '♟' },
];

/** Shows the position for `seconds` (one look), then what `children` draws. */
function Look({ pieces, seconds, children }: { pieces: MemoryPiece[] | null; seconds: number; children: React.ReactNode }) {
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
        Remember this position! <span className="tabular-nums">{left}</span> s
      </Prompt>
      <ChessBoard fen={piecesToFen(pieces)} disabled showMoveEntry={false} ariaLabel="The position to remember" onSquarePick={() => undefined} />
    </div>
  );
}

/** One memory round: look, then rebuild; the parent keys it by round, so it starts empty. */
export function MemoryGame({ task, submit, busy }: GameProps<'memory_game'>) {
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
  return (
    <Look key={task.looks} pieces={task.pieces} seconds={task.showSeconds}>
      <div className="grid gap-3">
        <Prompt>Put the {task.pieceCount} pieces back!</Prompt>
        <ChessBoard
          fen={piecesToFen(pieces)}
          onSquarePick={place}
          disabled={busy}
          showMoveEntry={false}
          ariaLabel="Rebuild the position: pick a piece below, then tap a square"
        />
        <div role="radiogroup" aria-label="Piece to place" className="flex flex-wrap justify-center gap-2">
          {[...PALETTE, { code: 'erase', name: 'Eraser', glyph: '⌫' }].map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="radio"
              aria-checked={tool === entry.code}
              aria-label={entry.name}
              title={entry.name}
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
          {pieces.length} of {task.pieceCount} pieces placed. Looks so far: {task.looks}.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" disabled={busy} onClick={() => void submit({ kind: 'memory_game', pieces })}>
            Done
          </Button>
          <Button size="lg" variant="outline" disabled={busy} onClick={() => void submit({ kind: 'memory_look' })}>
            Look again (fewer points)
          </Button>
        </div>
      </div>
    </Look>
  );
}

export function SpeedGame({ task, submit, busy }: GameProps<'speed_puzzle'>) {
  return (
    <div className="grid gap-3">
      <Prompt>
        {task.prompt}
        <span className="block text-lg font-semibold">
          {task.orientation === 'white' ? 'White' : 'Black'} to move · Streak {task.streak}
        </span>
      </Prompt>
      <ChessBoard
        key={task.index}
        fen={task.fen}
        orientation={task.orientation}
        playerColor={task.orientation}
        disabled={busy}
        onMove={async (move) => submit({ kind: 'speed_puzzle', move: move.uci })}
        ariaLabel={`Speed puzzle ${task.index + 1}. ${task.prompt}`}
      />
    </div>
  );
}
