import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { buttonClassName } from '../../../components/ui/button';
import { formatPriceCents } from '../../../lib/plans';

/** Shown only to players whose subscription is not active. */
export function PremiumBanner() {
  return (
    <section
      aria-labelledby="premium-banner-heading"
      className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] bg-grape p-6 text-white"
    >
      <Crown aria-hidden="true" className="size-10 shrink-0" />
      <div className="flex-1 basis-60">
        <h2 id="premium-banner-heading" className="text-2xl font-extrabold">
          Unlock the whole adventure
        </h2>
        <p>
          Premium adds the full story, unlimited puzzles, hints and special worlds for{' '}
          {formatPriceCents(PLAN_PRICES_CENTS.Premium)} a month.
        </p>
      </div>
      <Link to="/subscription" className={buttonClassName('outline', 'md', 'border-white')}>
        Upgrade to Premium
      </Link>
    </section>
  );
}
