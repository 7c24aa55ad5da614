import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { simplifiedMoveText, type SimpleMoveFields } from '@chess-quest/protocol/chess/move-text';
import { cn } from '../../lib/cn';

export interface MoveListProps {
  /** Moves in order, as chess.js gives them (`history({ verbose: true })`) or any {piece, from, to, captured?}. */
  moves: readonly SimpleMoveFields[];
  /** Colour of the first move's player: 'b' when the game began from a position with black to move. */
  firstMoveColor?: 'w' | 'b';
  /** Number of the first full move (a puzzle may start at move 23). */
  firstMoveNumber?: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

interface Row {
  number: number;
  white?: string;
  black?: string;
}

/** Pairs the moves into numbered rows: "1. e4 xd5"; a first black move leaves the white cell empty. */
export function moveRows(moves: readonly SimpleMoveFields[], firstMoveColor: 'w' | 'b' = 'w', firstMoveNumber = 1): Row[] {
  const rows: Row[] = [];
  const texts = moves.map(simplifiedMoveText);
  let index = 0;
  let number = firstMoveNumber;
  if (firstMoveColor === 'b' && texts.length > 0) {
    rows.push({ number, black: texts[0] });
    index = 1;
    number += 1;
  }
  for (; index < texts.length; index += 2, number += 1) {
    rows.push({ number, white: texts[index], black: texts[index + 1] });
  }
  return rows;
}

/** The move history in the spec's simplified move text (§4), numbered in pairs. */
export function MoveList({ moves, firstMoveColor = 'w', firstMoveNumber = 1, label: givenLabel, className }: MoveListProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Moves`;
  const listRef = useRef<HTMLOListElement>(null);
  const rows = moveRows(moves, firstMoveColor, firstMoveNumber);
  const lastRow = rows.length - 1;
  const lastIsWhite = rows[lastRow]?.black === undefined;

  // Keep the newest move in view; a jump, not a smooth scroll, so reduced motion is respected.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [moves.length]);

  if (rows.length === 0) {
    return (
      <p className={cn('text-ink-muted', className)}>
        <Trans>No moves yet.</Trans>
      </p>
    );
  }

  return (
    <ol
      ref={listRef}
      aria-label={label}
      tabIndex={0}
      className={cn('grid max-h-64 content-start gap-1 overflow-y-auto rounded-xl font-mono text-base', className)}
    >
      {rows.map((row, i) => (
        <li key={row.number} className="grid grid-cols-[3rem_1fr_1fr] items-center gap-2 rounded-lg px-2 odd:bg-cream">
          <span className="text-ink-muted">{row.number}.</span>
          <MoveCell side="white" text={row.white} current={i === lastRow && lastIsWhite} />
          <MoveCell side="black" text={row.black} current={i === lastRow && !lastIsWhite} />
        </li>
      ))}
    </ol>
  );
}

function MoveCell({ side, text, current }: { side: 'white' | 'black'; text: string | undefined; current: boolean }) {
  const { t } = useLingui();
  if (text === undefined) return <span aria-hidden="true">{side === 'white' ? '…' : ''}</span>;
  // Which side played it, for a screen reader, in the reader's language ("Blancas e4").
  const sideName = side === 'white' ? t`White` : t`Black`;
  return (
    <span aria-current={current ? 'step' : undefined} className={cn('rounded px-1', current && 'bg-sun font-bold')}>
      <span className="sr-only">{sideName} </span>
      {text}
    </span>
  );
}
