import { Check } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { FREE_PLAN, PREMIUM_PLAN, type PlanSummary } from '../../../lib/plans';
import { LOGIN_URL } from '../../../lib/unauthorized';

function PlanCard({ plan, cta, highlighted }: { plan: PlanSummary; cta: string; highlighted?: boolean }) {
  return (
    <Card className={cn('relative flex h-full flex-col', highlighted && 'border-grape shadow-lg')}>
      {highlighted && (
        <Badge color="purple" className="absolute -top-4 left-1/2 -translate-x-1/2 border-2 border-grape">
          Most Popular
        </Badge>
      )}
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        <p className="text-ink">
          <span className="text-4xl font-extrabold">{plan.price}</span>
          <span className="text-ink-muted">{plan.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2">
          {plan.claims.map((claim) => (
            <li key={claim} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
              {claim}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <a href={LOGIN_URL} className={buttonClassName(highlighted ? 'premium' : 'outline', 'lg', 'w-full')}>
          {cta}
        </a>
      </CardFooter>
    </Card>
  );
}

/** The two-tier pricing of the landing page (spec §1, plan claims of §6). */
export function PricingSection() {
  return (
    <section aria-labelledby="pricing-heading" className="py-12">
      <h2 id="pricing-heading" className="text-center text-3xl font-extrabold text-ink">
        Choose your adventure
      </h2>
      <p className="mt-2 text-center text-ink-muted">Start for free, upgrade whenever your young player is ready for more.</p>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-8 md:grid-cols-2">
        <li>
          <PlanCard plan={FREE_PLAN} cta="Start Free" />
        </li>
        <li>
          <PlanCard plan={PREMIUM_PLAN} cta="Start Premium" highlighted />
        </li>
      </ul>
    </section>
  );
}
