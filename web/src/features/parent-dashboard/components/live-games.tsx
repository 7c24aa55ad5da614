import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import type { ParentDashboard } from '@chess-quest/protocol/parent';
import { buttonClassName } from '../../../components/ui/button';

/** A game the child is playing right now, with a link to watch it (nothing when there is none). */
export function LiveGames({ live }: { live: ParentDashboard['games']['live'] }) {
  if (live.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label="Games being played now">
      {live.map((game) => (
        <li key={game.id} className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-teal bg-teal-soft p-4">
          <Radio aria-hidden="true" className="size-5 text-teal-strong motion-safe:animate-pulse" />
          <p className="flex-1 font-semibold text-ink">
            {game.arenaName
              ? `Playing in the ${game.arenaName} now, against ${game.opponent}`
              : `Playing an online game now against ${game.opponent}`}
          </p>
          <Link to={`/multiplayer/games/${encodeURIComponent(game.id)}?watch=1`} className={buttonClassName('secondary', 'sm')}>
            Watch live
          </Link>
        </li>
      ))}
    </ul>
  );
}
