import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { buttonClassName } from '../../../components/ui/button';

/** A game the child is playing right now, with a link to watch it (nothing when there is none). */
export function LiveGames({ live }: { live: ParentDashboard['games']['live'] }) {
  const { t } = useLingui();
  if (live.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t`Games being played now`}>
      {live.map(({ id, arenaName, opponent }) => (
        <li key={id} className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-teal bg-teal-soft p-4">
          <Radio aria-hidden="true" className="size-5 text-teal-strong motion-safe:animate-pulse" />
          <p className="flex-1 font-semibold text-ink">
            {arenaName ? t`Playing in the ${arenaName} now, against ${opponent}` : t`Playing an online game now against ${opponent}`}
          </p>
          <Link to={`/multiplayer/games/${encodeURIComponent(id)}?watch=1`} className={buttonClassName('secondary', 'sm')}>
            <Trans>Watch live</Trans>
          </Link>
        </li>
      ))}
    </ul>
  );
}
