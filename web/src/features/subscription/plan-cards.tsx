import { Check } from 'lucide-react';
import type { PaidPlan } from '@chess-quest/protocol/billing';
import { PREMIUM_STORY_CHAPTERS_PLAN_CARD } from '@chess-quest/protocol/constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
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
            <Card className={cn('relative flex h-full flex-col', popular && 'border-grape shadow-lg', selected && 'ring-4 ring-grape/40')}>
              {popular && (
                <Badge color="purple" className="absolute -top-4 left-1/2 -translate-x-1/2 border-2 border-grape">
                  Most Popular
                </Badge>
              )}
              <CardHeader>
                <CardTitle as="h2">{label}</CardTitle>
                <p className="font-semibold text-ink-muted">{summary.name}</p>
                <p className="text-ink">
                  <span className="text-4xl font-extrabold">{summary.price}</span>
                  <span className="text-ink-muted">{summary.period}</span>
                </p>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="grid gap-2">
                  {summary.claims.map((claim) => (
                    <li key={claim} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                      {claim}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
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
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
