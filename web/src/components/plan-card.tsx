import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import type { PlanSummary } from '../lib/plans';
import { Badge } from './ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './ui/card';

/**
 * One plan with its price and features (spec §6, from protocol/plans), as the landing page and
 * the subscription page both show it; each page brings its own call to action.
 */
export function PlanCard({
  title,
  subtitle,
  plan,
  highlighted = false,
  selected = false,
  headingLevel,
  children,
}: {
  title: string;
  /** A second name under the title ('Premium Knight'). */
  subtitle?: string;
  plan: PlanSummary;
  /** The 'Most Popular' plan. */
  highlighted?: boolean;
  selected?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The card's footer: its button or link. */
  children: ReactNode;
}) {
  return (
    <Card className={cn('relative flex h-full min-w-0 flex-col', highlighted && 'border-grape shadow-lg', selected && 'ring-4 ring-grape/40')}>
      {highlighted && (
        <Badge color="purple" className="absolute -top-4 left-1/2 -translate-x-1/2 border-2 border-grape">
          <Trans>Most Popular</Trans>
        </Badge>
      )}
      <CardHeader>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        {subtitle && <p className="font-semibold text-ink-muted">{subtitle}</p>}
        <p className="text-ink">
          <span className="text-4xl font-extrabold">{plan.price}</span>
          <span className="text-ink-muted">{plan.period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2">
          {plan.features.map((feature) => (
            <li key={feature.id} className="flex min-w-0 items-start gap-2" data-feature={feature.id}>
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
              <span className="min-w-0">
                {feature.text}
                {feature.note && <span className="block text-sm text-ink-muted">{feature.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{children}</CardFooter>
    </Card>
  );
}
