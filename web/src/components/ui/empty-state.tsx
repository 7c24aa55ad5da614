import type { ReactNode } from 'react';
import { Card } from './card';

/** A friendly card for "nothing here yet", with the spec's empty-state title. */
export function EmptyState({
  title,
  children,
  icon,
  headingLevel = 'h2',
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      {icon && (
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-sun-soft text-star">
          {icon}
        </span>
      )}
      <Heading className="text-xl font-bold text-ink">{title}</Heading>
      {children && <div className="max-w-md text-ink-muted">{children}</div>}
    </Card>
  );
}
