import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanName } from '@chess-quest/protocol/constants';
import type { PaidPlan } from '@chess-quest/protocol/subscription';
import { PlanCard } from '../../components/plan-card';
import { Button } from '../../components/ui/button';
import { familyPlan, freePlan, premiumPlan, type PlanSummary } from '../../lib/plans';
import { PLAN_WORDS } from './plan-words';

interface PlanCardInfo {
  planId: PlanName;
  /** The plan in the reader's language (lib/plans: call while rendering). */
  summary: () => PlanSummary;
  paid: PaidPlan | null;
}

/** Spec §2 Subscription: three plan cards, with the features every page shows (protocol/plans). */
const PLAN_CARDS: PlanCardInfo[] = [
  { planId: 'Basic', summary: freePlan, paid: null },
  { planId: 'Premium', summary: premiumPlan, paid: 'Premium' },
  { planId: 'Family', summary: familyPlan, paid: 'Family' },
];

export function PlanCards({ chosen, busy, onChoose }: { chosen: PaidPlan | null; busy: boolean; onChoose: (plan: PaidPlan) => void }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-8 pt-4 lg:grid-cols-3" aria-label={t`Plans`}>
      {PLAN_CARDS.map(({ planId, summary: summaryOf, paid }) => {
        const label = t(PLAN_WORDS[planId]);
        const summary = summaryOf();
        const popular = paid === 'Premium';
        const selected = paid !== null && chosen === paid;
        return (
          <li key={planId}>
            <PlanCard title={label} subtitle={summary.name} plan={summary} highlighted={popular} selected={selected} headingLevel="h2">
              {paid === null ? (
                <Button variant="outline" size="lg" className="w-full" disabled>
                  <Trans>Your current plan</Trans>
                </Button>
              ) : (
                <Button
                  variant={popular ? 'premium' : 'primary'}
                  size="lg"
                  className="w-full"
                  disabled={busy}
                  aria-pressed={selected}
                  onClick={() => onChoose(paid)}
                >
                  {selected ? t`${label} chosen` : t`Choose ${label}`}
                </Button>
              )}
            </PlanCard>
          </li>
        );
      })}
    </ul>
  );
}
