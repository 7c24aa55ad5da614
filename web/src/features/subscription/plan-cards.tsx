import type { PaidPlan } from '@chess-quest/protocol/billing';
import { PREMIUM_STORY_CHAPTERS_PLAN_CARD } from '@chess-quest/protocol/constants';
import { PlanCard } from '../../components/plan-card';
import { Button } from '../../components/ui/button';
import { FAMILY_PLAN, FREE_PLAN, FREE_PLAN_PUZZLES_CLAIM, PREMIUM_PLAN, type PlanSummary } from '../../lib/plans';

interface PlanCardInfo {
  label: string;
  summary: PlanSummary;
  paid: PaidPlan | null;
}

/** Spec §6: the plan card lists 10 puzzles a day for Basic and 15 chapters for Premium. */
const PLAN_CARDS: PlanCardInfo[] = [
  { label: 'Basic', summary: { ...FREE_PLAN, claims: [...FREE_PLAN.claims, FREE_PLAN_PUZZLES_CLAIM] }, paid: null },
  {
    label: 'Premium',
    summary: {
      ...PREMIUM_PLAN,
      claims: PREMIUM_PLAN.claims.map((claim, i) => (i === 0 ? `Full story mode (${PREMIUM_STORY_CHAPTERS_PLAN_CARD} chapters)` : claim)),
    },
    paid: 'Premium',
  },
  { label: 'Family', summary: FAMILY_PLAN, paid: 'Family' },
];

export function PlanCards({
  chosen,
  busy,
  onChoose,
}: {
  chosen: PaidPlan | null;
  busy: boolean;
  onChoose: (plan: PaidPlan) => void;
}) {
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
