import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_STORY_CHAPTERS, PLAN_PRICES_CENTS } from '@chess-quest/protocol/constants';
import { buttonClassName } from '../../../components/ui/button';
import { formatPriceCents } from '../../../lib/plans';

/** Story upsell for free accounts (spec §2 Story mode, §6: free plays the first 3 chapters). */
export function StoryPremiumBanner() {
  return (
    <section
      aria-labelledby="story-premium-heading"
      className="mb-8 flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] bg-grape p-6 text-white"
    >
      <Crown aria-hidden="true" className="size-10 shrink-0" />
      <div className="flex-1 basis-60">
        <h2 id="story-premium-heading" className="text-2xl font-extrabold">
          There is more to the adventure!
        </h2>
        <p>
          Your free account plays the first {FREE_STORY_CHAPTERS} chapters. Premium opens the whole story for{' '}
          {formatPriceCents(PLAN_PRICES_CENTS.Premium)} a month.
        </p>
      </div>
      <Link to="/subscription" className={buttonClassName('outline', 'md', 'border-white')}>
        Upgrade to Premium
      </Link>
    </section>
  );
}
