import { Trans, useLingui } from '@lingui/react/macro';
import { PlanCard } from '../../../components/plan-card';
import { buttonClassName } from '../../../components/ui/button';
import { freePlan, premiumPlan, type PlanSummary } from '../../../lib/plans';
import { LOGIN_URL } from '../../../lib/unauthorized';

function PlanOffer({ plan, cta, highlighted = false }: { plan: PlanSummary; cta: string; highlighted?: boolean }) {
  return (
    <PlanCard title={plan.name} plan={plan} highlighted={highlighted}>
      <a href={LOGIN_URL} className={buttonClassName(highlighted ? 'premium' : 'outline', 'lg', 'w-full')}>
        {cta}
      </a>
    </PlanCard>
  );
}

/** The two-tier pricing of the landing page (spec §1, plan claims of §6). */
export function PricingSection() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="pricing-heading" className="py-12">
      <h2 id="pricing-heading" className="text-center text-3xl font-extrabold text-ink">
        <Trans>Choose your adventure</Trans>
      </h2>
      <p className="mt-2 text-center text-ink-muted">
        <Trans>Start for free, upgrade whenever your young player is ready for more.</Trans>
      </p>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-8 md:grid-cols-2">
        <li>
          <PlanOffer plan={freePlan()} cta={t`Start Free`} />
        </li>
        <li>
          <PlanOffer plan={premiumPlan()} cta={t`Start Premium`} highlighted />
        </li>
      </ul>
    </section>
  );
}
