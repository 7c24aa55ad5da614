import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause } from 'lucide-react';
import type { StandingRow, StandingsPage } from '@chess-quest/protocol/arenas';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OnFireFlame } from './flame';
import { PlayerName } from './player-name';

function Row({ row, mine, over }: { row: StandingRow; mine: boolean; over: boolean }) {
  const { t } = useLingui();
  const games = row.games;
  const points = row.points;
  return (
    <li
      className={cn(
        'grid grid-cols-[2rem_auto_minmax(0,1fr)_auto] items-center gap-2 rounded-2xl border-2 px-2 py-2 sm:gap-3 sm:px-3',
        mine ? 'border-brand bg-brand-soft' : 'border-line bg-paper',
      )}
      aria-current={mine ? 'true' : undefined}
      data-testid="standing-row"
    >
      <span className="text-center text-xl font-extrabold text-ink tabular-nums">{row.rank}</span>
      <Avatar name={row.username} imageUrl={row.profileImageUrl} className="size-10" />
      <span className="grid min-w-0">
        <span className="flex flex-wrap items-center gap-x-2 font-bold text-ink">
          <PlayerName username={row.username} />
          {mine && (
            <span className="text-sm font-semibold text-brand-strong">
              <Trans>(you)</Trans>
            </span>
          )}
          {row.onFire && <OnFireFlame />}
          {row.status === 'paused' && !over && (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-ink-muted">
              <Pause aria-hidden="true" className="size-4" /> <Trans>taking a break</Trans>
            </span>
          )}
          {row.status === 'left' && !over && (
            <span className="text-sm font-semibold text-ink-muted">
              <Trans>left</Trans>
            </span>
          )}
        </span>
        <span className="text-sm text-ink-muted">
          <Plural value={games} one="# game" other="# games" />
        </span>
      </span>
      <span className="grid text-right text-ink">
        <span className="text-xl font-extrabold tabular-nums" data-testid="standing-points">
          {row.points}
        </span>
        <span className="text-xs font-semibold text-ink-muted">{t`${plural(points, { one: 'point', other: 'points' })}`}</span>
      </span>
    </li>
  );
}

/** One page of the standings, the viewer's row marked; pages to move through when there are more players than a page holds. */
export function StandingsTable({
  standings,
  viewerId,
  onPage,
  over = false,
}: {
  standings: StandingsPage;
  viewerId: string | undefined;
  onPage?: (page: number) => void;
  /** The arena has ended: who was on a break no longer matters. */
  over?: boolean;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(standings.total / standings.pageSize));
  const page = standings.page;
  return (
    <section aria-labelledby="standings-title" className="grid gap-3">
      <h2 id="standings-title" className="text-2xl font-extrabold text-ink">
        <Trans>Standings</Trans>
      </h2>
      {standings.rows.length === 0 ? (
        <p className="text-lg text-ink">
          <Trans>Nobody has joined yet. Be the first!</Trans>
        </p>
      ) : (
        <ol className="grid gap-2" aria-label={t`Standings`}>
          {standings.rows.map((row) => (
            <Row key={row.childId} row={row} mine={row.childId === viewerId} over={over} />
          ))}
        </ol>
      )}
      {pages > 1 && onPage && (
        <nav aria-label={t`Standings pages`} className="flex items-center justify-between gap-2">
          <Button variant="outline" onClick={() => onPage(standings.page - 1)} disabled={standings.page <= 1}>
            <ChevronLeft aria-hidden="true" className="size-5" /> <Trans>Higher</Trans>
          </Button>
          <span className="font-semibold text-ink">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Button variant="outline" onClick={() => onPage(standings.page + 1)} disabled={standings.page >= pages}>
            <Trans>Lower</Trans> <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </nav>
      )}
    </section>
  );
}
