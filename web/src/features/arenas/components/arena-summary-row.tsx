import type { ReactNode } from 'react';
import type { ArenaSummary } from '@chess-quest/protocol/arenas';
import { arenaTimeLine, formatText, MEDALS, startText } from '../arena-text';

/** A grown-up's line for one arena they made: when, how many play, and the podium once it is over. */
export function ArenaSummaryRow({ arena, nowMs, extra }: { arena: ArenaSummary; nowMs: number; extra?: ReactNode }) {
  return (
    <li className="grid gap-2 rounded-2xl border-2 border-line bg-paper p-4" data-testid="arena-summary">
      <p className="text-lg font-bold text-ink">
        {arena.name} · {startText(arena.startsAt, nowMs)}
      </p>
      <p className="text-ink">
        {formatText(arena)} · {arena.players} {arena.players === 1 ? 'player' : 'players'}
      </p>
      <p className="font-semibold text-brand-strong">{arena.status === 'finished' ? 'Finished' : arenaTimeLine(arena, nowMs)}</p>
      {extra}
      {arena.podium && arena.podium.length > 0 && (
        <ol className="grid gap-1" aria-label={`Podium of ${arena.name}`}>
          {arena.podium.map((row) => (
            <li key={row.childId} className="text-ink">
              <strong>{MEDALS[row.rank as 1 | 2 | 3] ?? row.rank}</strong>: {row.username}, {row.points} {row.points === 1 ? 'point' : 'points'}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
