import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { FREE_STORY_CHAPTERS } from '@chess-quest/protocol/constants';
import { STORY_CHAPTER_COUNT } from '@chess-quest/protocol/plans';
import { buttonClassName } from '../../../components/ui/button';
import { usePlansOffered } from '../../../components/plans-link';

/**
 * Story upsell for free accounts (spec §2 Story mode, §6: free plays the first 3 chapters). It
 * tells the child what is free and who decides about the rest, once on the page; the cards
 * below do not repeat it. Prices are for the grown-up, on the plans page behind the PIN. A
 * student's account (made by a teacher) buys nothing: no banner.
 */
export function StoryPremiumBanner() {
  const offered = usePlansOffered();
  if (!offered) return null;
  const firstPremium = FREE_STORY_CHAPTERS + 1;
  return (
    <section
      aria-labelledby="story-premium-heading"
      className="mb-8 flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] bg-grape p-6 text-white"
    >
      <Crown aria-hidden="true" className="size-10 shrink-0" />
      <div className="min-w-0 flex-1 basis-60">
        <h2 id="story-premium-heading" className="text-2xl font-extrabold">
          <Trans>The story goes on in Premium</Trans>
        </h2>
        <p>
          <Trans>
            Chapters 1–{FREE_STORY_CHAPTERS} are free. Chapters {firstPremium}–{STORY_CHAPTER_COUNT} are part of Premium, which grown-ups choose. Ask
            a grown-up if you would like to read on.
          </Trans>
        </p>
      </div>
      <Link to="/subscription" className={buttonClassName('outline', 'md', 'border-white')}>
        <Trans>Upgrade to Premium</Trans>
      </Link>
    </section>
  );
}
