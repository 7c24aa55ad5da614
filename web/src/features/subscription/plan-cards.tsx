import type { PaidPlan } from '@chess-quest/protocol/subscription';
import { PlanCard } from '../../components/plan-card';
import { Button } from '../../components/ui/button';
import { FAMILY_PLAN, FREE_PLAN, PREMIUM_PLAN, type PlanSummary } from '../../lib/plans';

interface PlanCardInfo {
  label: string;
  summary: PlanSummary;
  paid: PaidPlan | null;
}

/** Spec §2 Subscription: three plan cards, with the features every page shows (protocol/plans). */
const PLAN_CARDS: PlanCardInfo[] = [
  { label: 'Basic', summary: FREE_PLAN, paid: null },
  { label: 'Premium', summary: PREMIUM_PLAN, paid: 'Premium' },
  { label: 'Family', summary: FAMILY_PLAN, paid: 'Family' },
];

export function PlanCards({ chosen, busy, onChoose }: { chosen: PaidPlan | null; busy: boolean; onChoose: (plan: PaidPlan) => void }) {
  return (
    <ul className="grid gap-8 pt-4 lg:grid-cols-3" aria-label="Plans">
      {PLAN_CARDS.map(({ label, summary, paid }) => {
        const popular = paid === 'Premium';
        const selected = paid !== null && chosen === paid;
        return (
          <li key={label}>
            <PlanCard title={label} subtitle={summary.name} plan={summary} highlighted={popular} selected={selected} headingLevel="h2">
              {paid === null ? (
                <Button variant="outline" size="lg" className="w-full" disabled>
                  Your current plan
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
                  {selected ? `${label} chosen` : `Choose ${label}`}
                </Button>
              )}
            </PlanCard>
          </li>
        );
      })}
    </ul>
  );
}
