import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewMove } from '@chess-quest/protocol/game-review';
import { cn } from '../../../lib/cn';
import { keyStep, step } from '../review-steps';
import { moveHeading } from '../review-text';
import { LabelTag } from './label-tag';

interface Row {
  number: number;
  white?: ReviewMove;
  black?: ReviewMove;
}

function rowsOf(moves: readonly ReviewMove[]): Row[] {
  const rows = new Map<number, Row>();
  for (const move of moves) {
    const row = rows.get(move.moveNumber) ?? { number: move.moveNumber };
    row[move.colour] = move;
    rows.set(move.moveNumber, row);
  }
  return [...rows.values()];
}

/**
 * The game's moves as text, in numbered pairs, each of the child's moves with its label in
 * words. One button per move (and one for the start): only the selected one is in the Tab
 * order, the arrow keys, Home and End move the selection and the focus with it.
 */
export function ReviewMoveList({
  moves,
  ply,
  onSelect,
  hintId,
}: {
  moves: readonly ReviewMove[];
  ply: number;
  onSelect: (ply: number) => void;
  /** The id of the sentence that says how to step with the keyboard. */
  hintId: string;
}) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  const last = moves.length;

  // Keep the selected move in view (a jump, not a smooth scroll: reduced motion is respected
  // everywhere) and give it the focus when the keyboard moved it.
  useEffect(() => {
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-ply="${ply}"]`);
    if (!button) return;
    button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (focusNext.current) button.focus({ preventScroll: true });
    focusNext.current = false;
  }, [ply]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyStep(event.key);
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    focusNext.current = true;
    onSelect(step(ply, action, last));
  };

  const moveButton = (move: ReviewMove) => {
    const selected = move.ply === ply;
    const heading = moveHeading(move);
    return (
      <button
        type="button"
        data-ply={move.ply}
        tabIndex={selected ? 0 : -1}
        aria-current={selected ? 'step' : undefined}
        onClick={() => onSelect(move.ply)}
        className={cn(
          'flex min-h-11 w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-2 py-1 text-left',
          selected ? 'bg-sun font-bold text-ink ring-2 ring-ink' : 'hover:bg-brand-soft',
        )}
      >
        <span className="sr-only">{move.byChild ? t`${heading}, you:` : t`${heading}, the other side:`} </span>
        <span className="font-mono text-base">{move.san}</span>
        {move.byChild && move.label && <LabelTag label={move.label} />}
      </button>
    );
  };

  return (
    <div ref={listRef} role="group" aria-label={t`Moves`} aria-describedby={hintId} onKeyDown={onKeyDown} className="grid gap-1">
      <button
        type="button"
        data-ply={0}
        tabIndex={ply === 0 ? 0 : -1}
        aria-current={ply === 0 ? 'step' : undefined}
        onClick={() => onSelect(0)}
        className={cn(
          'min-h-11 rounded-lg px-2 text-left text-ink-muted',
          ply === 0 ? 'bg-sun font-bold text-ink ring-2 ring-ink' : 'hover:bg-brand-soft',
        )}
      >
        <Trans>Start of the game</Trans>
      </button>
      <ol className="grid max-h-[28rem] content-start gap-1 overflow-y-auto rounded-xl p-0.5">
        {rowsOf(moves).map((row) => (
          <li key={row.number} className="grid grid-cols-[2.25rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-1 rounded-lg odd:bg-cream">
            <span className="py-2.5 pl-1 text-ink-muted" aria-hidden="true">
              {row.number}.
            </span>
            {row.white ? moveButton(row.white) : <span aria-hidden="true" />}
            {row.black ? moveButton(row.black) : <span aria-hidden="true" />}
          </li>
        ))}
      </ol>
    </div>
  );
}
