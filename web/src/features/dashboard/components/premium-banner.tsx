import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { claimSentence, premiumPlan } from '../../../lib/plans';
import { buttonClassName } from '../../../components/ui/button';

/**
 * Shown only to players whose subscription is not active (spec §2 Dashboard: premium upsell
 * banner). It says what Premium has, from the one plan list, and that grown-ups choose it;
 * the button leads to the plans behind the parent PIN.
 */
export const PremiumBanner = memo(function PremiumBanner() {
  // Re-renders on a change of language: premiumPlan() reads the active one.
  useLingui();
  const claims = claimSentence(premiumPlan().claims.slice(0, 4));
  return (
    <section
      aria-labelledby="premium-banner-heading"
      className="flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] bg-grape p-6 text-white"
    >
      <Crown aria-hidden="true" className="size-10 shrink-0" />
      <div className="min-w-0 flex-1 basis-60">
        <h2 id="premium-banner-heading" className="text-2xl font-extrabold">
          <Trans>What Premium adds</Trans>
        </h2>
        <p>
          <Trans>Premium adds {claims}. It is for grown-ups to choose.</Trans>
        </p>
      </div>
      <Link to="/subscription" className={buttonClassName('outline', 'md', 'border-white')}>
        <Trans>Upgrade to Premium</Trans>
      </Link>
    </section>
  );
});
