import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ArenaSummary } from '@chess-quest/protocol/arenas';
import { arenaTimeLine, formatText, medalWord, startText } from '../arena-text';

/** A grown-up's line for one arena they made: when, how many play, and the podium once it is over. */
export function ArenaSummaryRow({ arena, nowMs, extra }: { arena: ArenaSummary; nowMs: number; extra?: ReactNode }) {
  const { t } = useLingui();
  const players = arena.players;
  const name = arena.name;
  return (
    <li className="grid gap-2 rounded-2xl border-2 border-line bg-paper p-4" data-testid="arena-summary">
      <p className="text-lg font-bold text-ink">
        {arena.name} · {startText(arena.startsAt, nowMs)}
      </p>
      <p className="text-ink">
        {formatText(arena)} · <Plural value={players} one="# player" other="# players" />
      </p>
      <p className="font-semibold text-brand-strong">{arena.status === 'finished' ? t`Finished` : arenaTimeLine(arena, nowMs)}</p>
      {extra}
      {arena.podium && arena.podium.length > 0 && (
        <ol className="grid gap-1" aria-label={t`Podium of ${name}`}>
          {arena.podium.map((row) => {
            const points = row.points;
            return (
              <li key={row.childId} className="text-ink">
                <strong>{row.rank >= 1 && row.rank <= 3 ? medalWord(row.rank as 1 | 2 | 3) : row.rank}</strong>: {row.username},{' '}
                <Plural value={points} one="# point" other="# points" />
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
